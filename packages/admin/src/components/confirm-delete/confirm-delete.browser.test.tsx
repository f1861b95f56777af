import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDelete } from './confirm-delete';

const trigger = () => page.getByRole('button', { name: 'Delete “Prices”' });
const group = () => page.getByRole('group', { name: 'Delete “Prices”?' });
const cancel = () => group().getByRole('button', { name: 'Cancel' });
const confirm = () => group().getByRole('button', { name: 'Delete for good' });

/** A promise the test settles when it chooses, to see what shows while a delete runs. */
function deferred() {
  let settle: (deleted: boolean) => void = () => {};
  const promise = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

async function renderConfirm(onDelete: () => Promise<boolean>) {
  await render(
    <ConfirmDelete
      label="Delete"
      labelAria="Delete “Prices”"
      question="Delete this reply?"
      groupAria="Delete “Prices”?"
      onDelete={onDelete}
    />,
  );
}

describe('ConfirmDelete', () => {
  it('asks first, with Cancel focused; Cancel steps back to the first button and deletes nothing', async () => {
    const onDelete = vi.fn(() => Promise.resolve(true));
    await renderConfirm(onDelete);
    await expect.element(trigger()).toHaveTextContent('Delete');
    await expect.element(group()).not.toBeInTheDocument();

    await trigger().click();
    await expect.element(group()).toHaveTextContent('Delete this reply?');
    await expect.element(cancel()).toHaveFocus();
    await expect.element(trigger()).not.toBeInTheDocument();

    await cancel().click();
    await expect.element(group()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('steps back on Escape too', async () => {
    const onDelete = vi.fn(() => Promise.resolve(true));
    await renderConfirm(onDelete);
    await trigger().click();
    await expect.element(cancel()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(group()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('while deleting, says so and takes no second click or Escape; once done, stays (the caller removes it)', async () => {
    const { promise, settle } = deferred();
    const onDelete = vi.fn(() => promise);
    await renderConfirm(onDelete);
    await trigger().click();
    await confirm().click();

    const busy = group().getByRole('button', { name: 'Deleting...' });
    await expect.element(busy).toBeDisabled();
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    await expect.element(cancel()).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(group()).toBeVisible();

    settle(true);
    await promise;
    await expect.element(busy).toBeVisible();
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('steps back when the delete fails, ready to try again', async () => {
    const { promise, settle } = deferred();
    const onDelete = vi.fn(() => promise);
    await renderConfirm(onDelete);
    await trigger().click();
    await confirm().click();
    await expect.element(group().getByRole('button', { name: 'Deleting...' })).toBeDisabled();

    settle(false);
    await expect.element(group()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    expect(onDelete).toHaveBeenCalledTimes(1);

    await trigger().click();
    await expect.element(confirm()).toBeEnabled();
    await expect.element(confirm()).not.toHaveAttribute('aria-busy', 'true');
  });
});

import { createChatId, type StaffChatBackend } from '@detailing/core';
import { createMemoryChat } from '@detailing/core/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CannedRepliesSettings } from './canned-replies-settings';

const section = () => page.getByRole('region', { name: 'Canned replies' });
const list = () => section().getByRole('list', { name: 'Canned replies' });
const reply = (title: string) => list().getByRole('article', { name: title });
const titleField = () => section().getByRole('textbox', { name: 'Title' });
const textField = () => section().getByRole('textbox', { name: 'Text' });
const saveButton = () => section().getByRole('button', { name: 'Save reply' });

/** The settings section over the memory backend, with these replies saved by another console. */
async function renderSettings(saved: readonly { title: string; text: string }[] = []) {
  const memory = createMemoryChat();
  const other = memory.staff();
  for (const r of saved) await other.saveCannedReply({ id: createChatId(), ...r });
  const staff = memory.staff();
  await render(<CannedRepliesSettings backend={staff} />);
  return { memory, staff, other };
}

/** The stored replies, as another console sees them. */
const stored = (backend: StaffChatBackend) =>
  new Promise<[string, string][]>((resolve, reject) => {
    const stop = backend.watchCannedReplies((replies) => {
      queueMicrotask(() => stop());
      resolve(replies.map((r) => [r.title, r.text]));
    }, reject);
  });

describe('CannedRepliesSettings', () => {
  it('given no replies, says so; a new reply is added, listed and stored', async () => {
    const { other } = await renderSettings();
    await expect.element(section().getByText('No canned replies yet.')).toBeVisible();
    await section().getByRole('button', { name: 'Add a reply' }).click();
    await expect.element(titleField()).toHaveFocus();
    await userEvent.keyboard('Opening hours');
    await textField().fill('  Monday to Friday, 08:00 to 18:00.  ');
    await saveButton().click();
    await expect.element(reply('Opening hours')).toHaveTextContent(/Monday to Friday/);
    await expect.element(titleField()).not.toBeInTheDocument();
    await expect
      .poll(() => stored(other))
      .toEqual([['Opening hours', 'Monday to Friday, 08:00 to 18:00.']]);
  });

  it('refuses an empty title, an oversize text, and says what to change, keeping what was typed', async () => {
    const { other } = await renderSettings();
    await section().getByRole('button', { name: 'Add a reply' }).click();
    await textField().fill('x'.repeat(2001));
    await saveButton().click();
    await expect.element(titleField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(titleField()).toHaveAccessibleDescription('Give the reply a title.');
    await expect.element(titleField()).toHaveFocus();
    await expect
      .element(textField())
      .toHaveAccessibleDescription(
        /Replies can be up to 2,000 characters; this one has 2,001\.\s*2,001 \/ 2,000 characters/,
      );
    await expect.element(textField()).toHaveValue('x'.repeat(2001));
    await titleField().fill('Too long');
    await textField().fill('Now it fits.');
    await saveButton().click();
    await expect.element(reply('Too long')).toBeVisible();
    await expect.poll(() => stored(other)).toEqual([['Too long', 'Now it fits.']]);
  });

  it('edits a reply in place; Cancel and Escape leave it as it was', async () => {
    const { other } = await renderSettings([{ title: 'Prices', text: 'From £75.' }]);
    const edit = section().getByRole('button', { name: 'Edit “Prices”' });
    await edit.click();
    await expect.element(titleField()).toHaveValue('Prices');
    await userEvent.keyboard('{Escape}');
    await expect.element(titleField()).not.toBeInTheDocument();
    await edit.click();
    await textField().fill('From £80 (2026 prices).');
    await saveButton().click();
    await expect.element(reply('Prices')).toHaveTextContent(/From £80 \(2026 prices\)\./);
    await expect.poll(() => stored(other)).toEqual([['Prices', 'From £80 (2026 prices).']]);
  });

  it('deletes only after a confirmation; Cancel keeps the reply', async () => {
    const { other } = await renderSettings([
      { title: 'Prices', text: 'From £75.' },
      { title: 'Hours', text: 'Mon-Fri.' },
    ]);
    await section().getByRole('button', { name: 'Delete “Prices”' }).click();
    const confirm = section().getByRole('group', { name: 'Delete “Prices”?' });
    await expect.element(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(reply('Prices')).toBeVisible();
    await section().getByRole('button', { name: 'Delete “Prices”' }).click();
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await expect.element(reply('Prices')).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('Deleted “Prices”.');
    await expect.poll(() => stored(other)).toEqual([['Hours', 'Mon-Fri.']]);
  });

  it('a save that fails keeps the form and what was typed, and says so', async () => {
    const { memory } = await renderSettings();
    await section().getByRole('button', { name: 'Add a reply' }).click();
    await titleField().fill('Prices');
    await textField().fill('From £75.');
    memory.failNextWrite('unavailable');
    await saveButton().click();
    await expect
      .element(section().getByRole('alert'))
      .toHaveTextContent('The reply was not saved. Check the connection and try again.');
    await expect.element(titleField()).toHaveValue('Prices');
    await saveButton().click();
    await expect.element(reply('Prices')).toBeVisible();
  });
});

import { createStaffChatStore, type StaffChatStore } from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SessionList } from './session-list';

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

/** The console's list on the memory backend, with `count` open conversations, one a minute. */
async function renderList(count: number) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  for (let i = 0; i < count; i++) {
    const { session, messages } = buildConversation(
      { updatedAt: Date.UTC(2026, 0, 15, 9, i), createdAt: Date.UTC(2026, 0, 15, 9, i) },
      [{ content: `Visitor ${i + 1} asks about a ceramic coating`, sender: 'user' }],
    );
    memory.seedSession(session, messages);
  }
  const store = createStaffChatStore(memory.staff());
  stores.push(store);
  await render(<SessionList store={store} />);
  return store;
}

const rows = () => page.getByRole('list', { name: 'Open conversations' }).getByRole('listitem');
const loadMore = () => page.getByRole('button', { name: 'Load more' });

describe('SessionList', () => {
  it('shows the 50 newest of a flood of conversations, "50+" in the count, and 50 more on Load more', async () => {
    await renderList(120);
    await expect.poll(() => rows().elements().length).toBe(50);
    await expect.element(page.getByTestId('session-count')).toHaveTextContent('50+');
    // Newest activity first: the 120th visitor heads the list.
    await expect.element(rows().first()).toHaveTextContent('Visitor 120 asks');

    await loadMore().click();
    await expect.poll(() => rows().elements().length).toBe(100);
    await expect.element(page.getByTestId('session-count')).toHaveTextContent('100+');

    await loadMore().click();
    await expect.poll(() => rows().elements().length).toBe(120);
    await expect.element(page.getByTestId('session-count')).toHaveTextContent('120');
    await expect.element(loadMore()).not.toBeInTheDocument();
  });

  it('names the visitor (else their e-mail address) before the id when they told us who they are', async () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    const named = buildConversation(
      { id: 'ada00000-0000-4000-8000-000000000000', visitor: { name: 'Ada Lovelace' } },
      [{ content: 'Hello', sender: 'user' }],
    );
    const addressed = buildConversation(
      { id: 'cat00000-0000-4000-8000-000000000000', visitor: { email: 'cat@example.com' } },
      [{ content: 'Reply by e-mail, please', sender: 'user' }],
    );
    const anonymous = buildConversation({ id: 'bob00000-0000-4000-8000-000000000000' }, [
      { content: 'Hi', sender: 'user' },
    ]);
    memory.seedSession(named.session, named.messages);
    memory.seedSession(addressed.session, addressed.messages);
    memory.seedSession(anonymous.session, anonymous.messages);
    const store = createStaffChatStore(memory.staff());
    stores.push(store);
    await render(<SessionList store={store} />);
    const list = page.getByRole('list', { name: 'Open conversations' });
    await expect
      .element(list.getByRole('button', { name: /^Ada Lovelace ada00000\b/ }))
      .toBeVisible();
    await expect
      .element(list.getByRole('button', { name: /^cat@example\.com cat00000\b/ }))
      .toBeVisible();
    await expect.element(list.getByRole('button', { name: /^bob00000\b/ })).toBeVisible();
  });

  it('has no Load more when every open conversation is listed', async () => {
    await renderList(3);
    await expect.poll(() => rows().elements().length).toBe(3);
    await expect.element(page.getByTestId('session-count')).toHaveTextContent('3');
    expect(document.body.textContent).not.toContain('Load more');
  });
});

import { createChatId, createStaffChatStore, type StaffChatStore } from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { toastStore } from '@detailing/ui';
import { Toaster } from '@detailing/ui/toaster';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatWorkspace } from './chat-workspace';

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
  toastStore.setState({ toasts: [] });
});

const toast = () =>
  page
    .getByRole('region', { name: /Notification/ })
    .getByRole('listitem')
    .first();

describe('the console’s toast for a new visitor message', () => {
  it('names the visitor who gave a name or an address, with the short id; else the session', async () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    const visitors = [
      { id: 'ada00000-0000-4000-8000-000000000000', visitor: { name: 'Ada Lovelace' } },
      { id: 'cat00000-0000-4000-8000-000000000000', visitor: { email: 'cat@example.com' } },
      { id: 'bob00000-0000-4000-8000-000000000000' },
    ];
    for (const seed of visitors) {
      const { session, messages } = buildConversation({ ...seed, visitorUid: seed.id }, [
        { content: 'Hello', sender: 'user' },
      ]);
      memory.seedSession(session, messages);
    }
    const store = createStaffChatStore(memory.staff());
    stores.push(store);
    await render(
      <>
        <ChatWorkspace store={store} />
        <Toaster store={toastStore} />
      </>,
    );
    await expect.poll(() => store.getState().sessionsStatus).toBe('ready');
    const expected = [
      'Ada Lovelace (ada00000): Still there?',
      'cat@example.com (cat00000): Still there?',
      'Session bob00000: Still there?',
    ];
    for (const [index, { id }] of visitors.entries()) {
      await memory
        .visitor(id)
        .sendMessage({ sessionId: id, id: createChatId(), content: 'Still there?', seq: 1 });
      await expect.element(toast()).toHaveTextContent(expected[index] ?? '');
    }
  });
});

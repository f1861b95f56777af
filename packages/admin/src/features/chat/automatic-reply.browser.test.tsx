import { createStaffChatStore, type StaffChatStore } from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConversationPane } from './conversation-pane';

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

describe('the automatic away reply in the console', () => {
  it('is labelled "Automatic reply", and staff replies are not', async () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    const { session, messages } = buildConversation({}, [
      { content: 'Anyone there?', sender: 'user' },
      { content: 'We are away right now.', sender: 'admin', automatic: true },
      { content: 'Morning! How can we help?', sender: 'admin' },
    ]);
    memory.seedSession(session, messages);
    const store = createStaffChatStore(memory.staff(), { initialSessionId: session.id });
    stores.push(store);
    await render(<ConversationPane store={store} />);
    const item = (text: string) =>
      page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
    await expect.element(item('We are away right now.')).toHaveTextContent(/Automatic reply/);
    await expect.element(item('Morning! How can we help?')).not.toHaveTextContent(/Automatic/);
    await expect.element(item('Anyone there?')).not.toHaveTextContent(/Automatic/);
  });
});

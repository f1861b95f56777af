import {
  type ChatMessage,
  type ChatSession,
  countsOf,
  createChatId,
  createStaffChatStore,
  type StaffChatStore,
} from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatWorkspace } from './chat-workspace';
import { SOUND_STORAGE_KEY } from './use-message-sound';

const stores: StaffChatStore[] = [];
beforeEach(() => window.localStorage.removeItem(SOUND_STORAGE_KEY));
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

interface Seed {
  readonly session?: Partial<ChatSession>;
  readonly messages: readonly Partial<ChatMessage>[];
  /** Visitor messages staff have read already. */
  readonly readByStaff?: number;
  readonly readByVisitor?: number;
}

/** The console (list and conversation) on the memory backend, with these conversations. */
async function renderConsole(seeds: readonly Seed[], initialSessionId?: (ids: string[]) => string) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0, minTypingIntervalMs: 0 });
  const ids = seeds.map((seed, index) => {
    const built = buildConversation(
      { updatedAt: Date.UTC(2026, 0, 15, 12 - index), ...seed.session },
      seed.messages,
    );
    const count = (sender: string) => built.messages.filter((m) => m.sender === sender).length;
    const counts = {
      user: count('user'),
      admin: count('admin'),
      readByStaff: seed.readByStaff ?? 0,
      readByVisitor: seed.readByVisitor ?? 0,
    };
    memory.seedSession({ ...built.session, counts }, built.messages);
    return built.session.id;
  });
  const store = createStaffChatStore(memory.staff(), {
    initialSessionId: initialSessionId?.(ids) ?? null,
  });
  stores.push(store);
  await render(<ChatWorkspace store={store} />);
  const stored = (id: string) => memory.sessions().find((s) => s.id === id);
  return { memory, store, ids, stored };
}

const row = (name: RegExp) =>
  page.getByRole('list', { name: 'Open conversations' }).getByRole('button', { name });
const messageLog = () => page.getByRole('log', { name: 'Messages' });

describe('console: signals', () => {
  it('shows each conversation’s unread visitor messages as a count, live', async () => {
    const { memory, ids } = await renderConsole([
      {
        session: { visitor: { name: 'Sam' } },
        messages: [{ content: 'One' }, { content: 'Two' }, { content: 'Three' }],
        readByStaff: 1,
      },
      { session: { visitor: { name: 'Kim' } }, messages: [{ content: 'Hi' }], readByStaff: 1 },
    ]);
    await expect.element(row(/^Sam/)).toHaveTextContent(/2 unread/);
    await expect.element(row(/^Kim/).getByTestId('unread-count')).not.toBeInTheDocument();
    const [sam = ''] = ids;
    const visitorOfSam = memory.visitor(memory.sessions().find((s) => s.id === sam)?.visitorUid);
    await visitorOfSam.sendMessage({ sessionId: sam, id: createChatId(), content: 'Four', seq: 9 });
    await expect.element(row(/^Sam/)).toHaveTextContent(/3 unread/);
  });

  it('says "Sam is typing…" in the row and under the conversation, until the visitor sends', async () => {
    const { memory, ids } = await renderConsole([
      { session: { visitor: { name: 'Sam' } }, messages: [{ content: 'Hello' }] },
      { messages: [{ content: 'Other' }] },
    ]);
    const [sam = '', other = ''] = ids;
    const uidOf = (id: string) => memory.sessions().find((s) => s.id === id)?.visitorUid;
    await memory.visitor(uidOf(sam)).setTyping(sam, true);
    await memory.visitor(uidOf(other)).setTyping(other, true);
    await expect.element(row(/^Sam/)).toHaveTextContent('Sam is typing…');
    await expect.element(row(/Visitor is typing…/)).toBeVisible();
    await row(/^Sam/).click();
    const pane = page.getByRole('region', { name: 'Selected conversation' });
    await expect.element(pane.getByText('Sam is typing…')).toBeVisible();
    await memory.visitor(uidOf(sam)).setTyping(sam, false);
    await expect.element(pane.getByText('Sam is typing…')).not.toBeInTheDocument();
    await expect.element(messageLog()).toHaveTextContent('Hello');
  });

  it('marks the conversation on screen read (the test window has the focus)', async () => {
    const { ids, stored } = await renderConsole(
      [{ session: { visitor: { name: 'Sam' } }, messages: [{ content: 'A' }, { content: 'B' }] }],
      (all) => all[0] ?? '',
    );
    expect(document.hasFocus()).toBe(true);
    await expect.poll(() => countsOf(stored(ids[0] ?? '')).readByStaff).toBe(2);
  });

  it('writes "Seen" beside staff’s last message the visitor has read', async () => {
    const { memory, ids } = await renderConsole(
      [
        {
          messages: [
            { content: 'Hi there' },
            { content: 'Hello, how can we help?', sender: 'admin' },
            { content: 'A price for a valet?', sender: 'admin' },
          ],
          readByStaff: 1,
        },
      ],
      (all) => all[0] ?? '',
    );
    const sessionId = ids[0] ?? '';
    const items = () => messageLog().getByRole('listitem');
    await expect.element(items().nth(2)).toHaveTextContent('A price for a valet?');
    await expect.element(messageLog()).not.toHaveTextContent(/Seen/);
    const visitor = memory.visitor(memory.sessions()[0]?.visitorUid);
    await visitor.markRead(sessionId, 1);
    await expect.element(items().nth(1)).toHaveTextContent(/Seen/);
    await visitor.markRead(sessionId, 2);
    await expect.element(items().nth(2)).toHaveTextContent(/Seen/);
    await expect.element(items().nth(1)).not.toHaveTextContent(/Seen/);
  });

  it('has the notification sound off by default, and remembers it on this device', async () => {
    await renderConsole([{ messages: [{ content: 'Hi' }] }]);
    const sound = page.getByRole('switch', { name: 'Sound' });
    await expect.element(sound).not.toBeChecked();
    await sound.click();
    await expect.element(sound).toBeChecked();
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    for (const store of stores.splice(0)) store.getState().dispose();
    document.body.replaceChildren();
    await renderConsole([{ messages: [{ content: 'Hi' }] }]);
    await expect.element(page.getByRole('switch', { name: 'Sound' })).toBeChecked();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConversation } from '../../testing/memory/builders';
import { createMemoryChat } from '../../testing/memory/memory-chat';
import { createMemoryStorage } from '../../testing/memory/memory-storage';
import { SESSION_STORAGE_KEY } from '../../shared/domain/constants';
import type { ChatMessage } from '../domain/model';
import { countsOf, TYPING_VISIBLE_MS, TYPING_WRITE_INTERVAL_MS } from '../domain/signals';
import { createStaffChatStore } from './staff-chat-store';
import { settle, until } from '../../testing/store-helpers';
import { createTypingTracker } from './typing-tracker';
import { createTypingWriter } from './typing-writer';
import { createVisitorChatStore } from './visitor-chat-store';

afterEach(() => {
  vi.useRealTimers();
});

/** A memory backend holding one open conversation with its counters. */
function conversation(messages: readonly Partial<ChatMessage>[]) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0, minTypingIntervalMs: 0 });
  const visitor = memory.visitor();
  const built = buildConversation({ visitorUid: visitor.uid }, messages);
  const count = (sender: string) => built.messages.filter((m) => m.sender === sender).length;
  const counts = { user: count('user'), admin: count('admin'), readByStaff: 0, readByVisitor: 0 };
  memory.seedSession({ ...built.session, counts }, built.messages);
  const stored = () => countsOf(memory.sessions().find((s) => s.id === built.session.id));
  return { memory, visitor, sessionId: built.session.id, stored };
}

describe('typing writes', () => {
  it('go out at most once per 3 s while typing, and one clear after the last', () => {
    let now = 0;
    const write = vi.fn(async () => undefined);
    const writer = createTypingWriter({ now: () => now, write });
    writer.typing('s1');
    now = 1000;
    writer.typing('s1');
    now = TYPING_WRITE_INTERVAL_MS - 1;
    writer.typing('s1');
    expect(write.mock.calls).toEqual([['s1', true]]);
    now = TYPING_WRITE_INTERVAL_MS;
    writer.typing('s1');
    writer.clear('s1');
    writer.clear('s1');
    expect(write.mock.calls).toEqual([
      ['s1', true],
      ['s1', true],
      ['s1', false],
    ]);
  });

  it('after a clear, typing again within 3 s writes when the 3 s are over, not never', () => {
    vi.useFakeTimers();
    const write = vi.fn(async () => undefined);
    const writer = createTypingWriter({ now: () => Date.now(), write });
    writer.typing('s1');
    vi.advanceTimersByTime(500);
    // The message went out, and the next one is typed at once, in a few quick keystrokes.
    writer.clear('s1');
    writer.typing('s1');
    writer.typing('s1');
    expect(write.mock.calls).toEqual([
      ['s1', true],
      ['s1', false],
    ]);
    vi.advanceTimersByTime(TYPING_WRITE_INTERVAL_MS - 500 - 1);
    expect(write).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(write.mock.calls.at(-1)).toEqual(['s1', true]);
    expect(write).toHaveBeenCalledTimes(3);
    // While that signal shows, keystrokes within the next 3 s need no write of their own.
    vi.advanceTimersByTime(1000);
    writer.typing('s1');
    vi.advanceTimersByTime(10 * TYPING_WRITE_INTERVAL_MS);
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('drops a waiting write when the message goes out first, or the writer is disposed', () => {
    vi.useFakeTimers();
    const write = vi.fn(async () => undefined);
    const writer = createTypingWriter({ now: () => Date.now(), write });
    writer.typing('s1');
    writer.typing('s2');
    writer.clear('s1');
    writer.clear('s2');
    writer.typing('s1');
    writer.typing('s2');
    // s1's short message is sent before its delayed signal: no typing shows after it.
    writer.clear('s1');
    writer.dispose();
    vi.advanceTimersByTime(10 * TYPING_WRITE_INTERVAL_MS);
    expect(write.mock.calls).toEqual([
      ['s1', true],
      ['s2', true],
      ['s1', false],
      ['s2', false],
    ]);
  });
});

describe('typing shown', () => {
  it('shows a new signal until 6 s after it arrived, by this device’s clock', () => {
    vi.useFakeTimers();
    const shown: string[][] = [];
    const tracker = createTypingTracker({
      now: () => Date.now(),
      onChange: (typing) => shown.push([...typing]),
    });
    tracker.update([]);
    // The server's clock is an hour behind: the signal still shows for 6 s.
    tracker.update([
      { sessionId: 's1', role: 'visitor', at: Date.now() - 3_600_000, active: true },
    ]);
    expect(shown.at(-1)).toEqual(['s1']);
    vi.advanceTimersByTime(TYPING_VISIBLE_MS - 100);
    expect(shown.at(-1)).toEqual(['s1']);
    vi.advanceTimersByTime(200);
    expect(shown.at(-1)).toEqual([]);
    tracker.dispose();
  });

  it('does not show a signal that was already old when watching started, nor a cleared one', () => {
    const shown: string[][] = [];
    const now = Date.now();
    const tracker = createTypingTracker({ now: () => now, onChange: (t) => shown.push([...t]) });
    tracker.update([
      { sessionId: 'old', role: 'visitor', at: now - 60_000, active: true },
      { sessionId: 'fresh', role: 'visitor', at: now - 1_000, active: true },
      { sessionId: 'cleared', role: 'visitor', at: now - 500, active: false },
    ]);
    expect(shown.at(-1)).toEqual(['fresh']);
    tracker.dispose();
  });
});

describe('read markers from the stores', () => {
  it('staff: the selected conversation is marked read only while the console is viewed', async () => {
    const { memory, sessionId, stored } = conversation([{ content: 'A' }, { content: 'B' }]);
    const store = createStaffChatStore(memory.staff(), { initialSessionId: sessionId });
    await until(store, (s) => s.selectedSession !== null && s.messagesStatus === 'ready');
    await settle();
    expect(stored().readByStaff).toBe(0);
    store.getState().setViewing(true);
    await vi.waitFor(() => expect(stored().readByStaff).toBe(2));
    store.getState().dispose();
  });

  it('visitor: staff replies are marked read only with the panel open and the page visible', async () => {
    const { memory, visitor, sessionId, stored } = conversation([
      { content: 'Hi' },
      { content: 'Hello!', sender: 'admin' },
    ]);
    const storage = createMemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, sessionId);
    const store = createVisitorChatStore(visitor, { storage });
    await until(store, (s) => s.status === 'open' && s.messages.length === 2);
    store.getState().setPageVisible(false);
    store.getState().setPanelOpen(true);
    await settle();
    expect(stored().readByVisitor).toBe(0);
    store.getState().setPageVisible(true);
    await vi.waitFor(() => expect(stored().readByVisitor).toBe(1));
    // Seen for the visitor: staff read their first message.
    await memory.staff().markRead(sessionId, 1);
    const seen = await until(store, (s) => s.seenMessageId !== null);
    expect(seen.messages.find((m) => m.id === seen.seenMessageId)?.content).toBe('Hi');
    store.getState().dispose();
  });
});

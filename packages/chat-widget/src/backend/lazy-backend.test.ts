import { createVisitorChatStore, type VisitorChatBackend } from '@detailing/core';
import { createMemoryChat, createMemoryStorage } from '@detailing/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { createLazyBackend } from './lazy-backend';

/** A lazy backend over the in-memory adapter, counting how often the "import" ran. */
function lazyMemory(options: { failFirst?: boolean } = {}) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const visitor = memory.visitor();
  let fail = options.failFirst ?? false;
  const load = vi.fn(async (): Promise<VisitorChatBackend> => {
    if (fail) {
      fail = false;
      throw new Error('chunk failed to load');
    }
    return visitor;
  });
  return { memory, visitor, load, backend: createLazyBackend(load) };
}

describe('lazy visitor backend', () => {
  it('imports nothing until the chat is used, then once', async () => {
    const { load, backend } = lazyMemory();
    const store = createVisitorChatStore(backend, { storage: createMemoryStorage() });
    expect(load).not.toHaveBeenCalled();
    const sent = store.getState().send('Hello');
    if (!sent.ok) throw new Error('refused');
    await expect(sent.saved).resolves.toBe(true);
    expect(load).toHaveBeenCalledOnce();
    store.getState().dispose();
  });

  it('loads a stored conversation at once, so replies are counted while the panel is closed', async () => {
    const { memory, visitor, load, backend } = lazyMemory();
    await visitor.startSession({
      sessionId: 'session-stored-1',
      id: 'first-000001',
      content: 'Hello',
      seq: 0,
    });
    const storage = createMemoryStorage({ chat_session_id: 'session-stored-1' });
    const store = createVisitorChatStore(backend, { storage });
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(store.getState().status).toBe('open'));
    await memory.staff().sendMessage({
      sessionId: 'session-stored-1',
      id: 'reply-000001',
      content: 'Hi!',
      seq: 1,
    });
    await vi.waitFor(() => expect(store.getState().unreadCount).toBe(1));
    store.getState().dispose();
  });

  it('preload() starts the import without using the backend', async () => {
    const { load, backend } = lazyMemory();
    backend.preload();
    backend.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('a watch stopped before the import finished never starts', async () => {
    const { load, backend } = lazyMemory();
    const onChange = vi.fn();
    const stop = backend.watchSession('session-watch-1', onChange, vi.fn());
    stop();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a failed import is reported as unavailable and retried on the next use', async () => {
    const { load, backend } = lazyMemory({ failFirst: true });
    const first = { sessionId: 'session-retry-1', id: 'first-000001', content: 'Hi', seq: 0 };
    await expect(backend.startSession(first)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(backend.startSession(first)).resolves.toMatchObject({ status: 'open' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('follows the connection without importing the adapter, then the adapter’s once it is loaded', async () => {
    const { memory, load, backend } = lazyMemory();
    const seen: string[] = [];
    const stop = backend.watchConnection((state) => seen.push(state));
    expect(load).not.toHaveBeenCalled();
    memory.setConnection('reconnecting');
    expect(seen).toEqual(['live']);
    backend.preload();
    await vi.waitFor(() => expect(seen).toEqual(['live', 'reconnecting']));
    memory.setConnection('live');
    stop();
    memory.setConnection('reconnecting');
    expect(seen).toEqual(['live', 'reconnecting', 'live']);
    expect(load).toHaveBeenCalledOnce();
  });
});

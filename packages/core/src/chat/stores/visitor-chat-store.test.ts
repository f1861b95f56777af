import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../shared/domain/constants';
import type { ChatMessage } from '../domain/model';
import { buildConversation, testPhoto } from '../../testing/memory/builders';
import { createMemoryChat } from '../../testing/memory/memory-chat';
import { createMemoryStorage } from '../../testing/memory/memory-storage';
import { eventsOf, settle, until } from '../../testing/store-helpers';
import { createVisitorChatStore, type VisitorChatStoreOptions } from './visitor-chat-store';

function setUp(options: VisitorChatStoreOptions & { uid?: string; serverNow?: () => number } = {}) {
  const memory = createMemoryChat({
    minMessageIntervalMs: 0,
    ...(options.serverNow ? { now: options.serverNow } : {}),
    ...(options.detailsIntervalMs !== undefined
      ? { minDetailsIntervalMs: options.detailsIntervalMs }
      : {}),
  });
  const backend = memory.visitor(options.uid);
  const storage = options.storage ?? createMemoryStorage();
  const log = vi.fn();
  const store = createVisitorChatStore(backend, { log, ...options, storage });
  const events = eventsOf(store.getState().onEvent);
  return { memory, backend, storage, store, log, events };
}

const contents = (messages: readonly { content: string }[]) => messages.map((m) => m.content);

describe('visitor chat store', () => {
  it('creates no session before the first message', async () => {
    const { memory, store } = setUp();
    await settle();
    expect(store.getState()).toMatchObject({ sessionId: null, status: 'none', messages: [] });
    expect(memory.sessions()).toEqual([]);
  });

  it('gets the backend ready once while the first message is typed (again after a failure), never after', async () => {
    const { backend, store } = setUp();
    const prepare = vi
      .spyOn(backend, 'prepare')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    store.getState().typing();
    await settle();
    store.getState().typing();
    store.getState().typing();
    await settle();
    expect(prepare).toHaveBeenCalledTimes(2);
    const sent = store.getState().send('Hello');
    if (!sent.ok) throw new Error(sent.message);
    await sent.saved;
    store.getState().typing();
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('shows a sent message at once as pending, then creates the session and keeps its id', async () => {
    const { memory, store, storage } = setUp();
    const result = store.getState().send('  Do you cover Ringwood?  ');
    expect(result.ok).toBe(true);
    expect(store.getState().messages).toEqual([
      expect.objectContaining({ content: 'Do you cover Ringwood?', sender: 'user', pending: true }),
    ]);
    if (!result.ok) return;
    await expect(result.saved).resolves.toBe(true);
    const { sessionId } = store.getState();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe(sessionId);
    await until(store, (s) => s.status === 'open' && s.messages[0]?.pending !== true);
    expect(memory.sessions()).toEqual([expect.objectContaining({ id: sessionId, status: 'open' })]);
    expect(memory.messages(sessionId ?? '')).toHaveLength(1);
  });

  it('refuses empty and oversized messages with a message to show, writing nothing', async () => {
    const { memory, store } = setUp();
    expect(store.getState().send('   ')).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Type a message before sending.',
    });
    expect(store.getState().send('x'.repeat(2001))).toMatchObject({
      ok: false,
      reason: 'too-long',
    });
    await settle();
    expect(store.getState().messages).toEqual([]);
    expect(memory.sessions()).toEqual([]);
  });

  it('removes a message whose write fails, and only logs it', async () => {
    const { memory, store, log, events } = setUp();
    const first = store.getState().send('Hello');
    if (first.ok) await first.saved;
    memory.failNextWrite();
    const second = store.getState().send('This one fails');
    expect(contents(store.getState().messages)).toEqual(['Hello', 'This one fails']);
    if (!second.ok) throw new Error('expected the send to be accepted');
    await expect(second.saved).resolves.toBe(false);
    expect(contents(store.getState().messages)).toEqual(['Hello']);
    expect(log).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
  });

  it('sends photos with or without text; its own photos show without a read', async () => {
    const { memory, backend, store } = setUp();
    const photos = [testPhoto(1), testPhoto(2)];
    const sent = store.getState().send('   ', photos);
    if (!sent.ok) throw new Error(sent.message);
    expect(store.getState().messages[0]).toMatchObject({
      content: '',
      pending: true,
      photos: photos.map(({ id, width, height }) => ({ id, width, height })),
    });
    await expect(sent.saved).resolves.toBe(true);
    const sessionId = store.getState().sessionId ?? '';
    expect(memory.messages(sessionId)[0]?.photos).toHaveLength(2);
    const read = vi.spyOn(backend, 'readPhoto');
    expect((await store.getState().loadPhoto(sessionId, photos[1]?.id ?? '')).image[0]).toBe(2);
    expect(read).not.toHaveBeenCalled();
  });

  it('keeps a message with photos whose write fails as failed, and sends it on retry', async () => {
    const { memory, store, log } = setUp();
    const first = store.getState().send('Hello');
    if (first.ok) await first.saved;
    memory.failNextWrite();
    const photo = testPhoto(3);
    const sent = store.getState().send('The wheel', [photo]);
    if (!sent.ok) throw new Error(sent.message);
    await expect(sent.saved).resolves.toBe(false);
    expect(store.getState().messages[1]).toMatchObject({ content: 'The wheel', failed: true });
    expect(store.getState().messages[1]?.pending).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    expect(store.getState().retry(sent.messageId)).toBe(true);
    expect(store.getState().messages[1]).toMatchObject({ pending: true });
    const saved = await until(store, (s) => s.messages.length === 2 && !s.messages[1]?.pending);
    expect(saved.messages[1]?.failed).toBeUndefined();
    const sessionId = store.getState().sessionId ?? '';
    expect(memory.messages(sessionId)[1]?.photos).toEqual([
      { id: photo.id, width: photo.width, height: photo.height },
    ]);
    expect(store.getState().retry(sent.messageId)).toBe(false);
  });

  it('refuses a fifth photo, and photos past the 20 of a conversation, before any write', async () => {
    const { memory, store } = setUp();
    const five = [1, 2, 3, 4, 5].map((n) => testPhoto(n));
    expect(store.getState().send('', five)).toMatchObject({
      ok: false,
      message: 'You can send up to 4 photos at a time.',
    });
    for (let round = 0; round < 5; round++) {
      const sent = store.getState().send(
        '',
        [1, 2, 3, 4].map((n) => testPhoto(n)),
      );
      if (!sent.ok) throw new Error(sent.message);
    }
    expect(store.getState().send('One more', [testPhoto(6)])).toMatchObject({
      ok: false,
      reason: 'photo-limit',
      message: "This chat can't take more photos. Please describe the rest.",
    });
    await until(store, (s) => s.messages.length === 5 && s.messages.every((m) => !m.pending));
    expect(memory.sessions()[0]?.photoCount).toBe(20);
    expect(store.getState().send('Text still goes').ok).toBe(true);
  });

  it('says "Could not establish a chat session. Please try again." when creating the session fails', async () => {
    const { memory, store, storage, events } = setUp();
    memory.failNextWrite();
    const result = store.getState().send('Hello?');
    if (!result.ok) throw new Error('expected the send to be accepted');
    await expect(result.saved).resolves.toBe(false);
    expect(store.getState().messages).toEqual([]);
    expect(events).toEqual([
      {
        type: 'error',
        title: 'Error',
        message: 'Could not establish a chat session. Please try again.',
      },
    ]);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const retry = store.getState().send('Hello again');
    if (retry.ok) await expect(retry.saved).resolves.toBe(true);
    expect(contents(store.getState().messages)).toEqual(['Hello again']);
  });

  it('says why when a flood limit refuses a new conversation, and gives the text back', async () => {
    let now = 1_000_000;
    const memory = createMemoryChat({ minMessageIntervalMs: 0, now: () => now });
    const first = createVisitorChatStore(memory.visitor('same-visitor'), { log: vi.fn() });
    const started = first.getState().send('First conversation');
    if (started.ok) await expect(started.saved).resolves.toBe(true);
    // The same visitor (another browser profile lost its stored id), seconds later.
    now += 5_000;
    const second = createVisitorChatStore(memory.visitor('same-visitor'), { log: vi.fn() });
    const events = eventsOf(second.getState().onEvent);
    const refused = second.getState().send('Second conversation');
    if (!refused.ok) throw new Error('expected the send to be accepted');
    await expect(refused.saved).resolves.toBe(false);
    expect(events).toEqual([
      {
        type: 'error',
        title: 'Error',
        message:
          'You have started several chats in a short time. Please try again in a few minutes.',
      },
    ]);
    expect(second.getState().messages).toEqual([]);
    expect(memory.sessions()).toHaveLength(1);
    // A minute later the same visitor may start one.
    now += 60_000;
    const later = second.getState().send('Second conversation');
    if (later.ok) await expect(later.saved).resolves.toBe(true);
    expect(memory.sessions()).toHaveLength(2);
  });

  it('sends who and where the visitor is with the first message, then keeps the page current', async () => {
    const environment = {
      device: 'desktop' as const,
      browser: 'Firefox',
      language: 'en-GB',
      timeZone: 'Europe/London',
    };
    const { memory, store } = setUp({ environment, detailsIntervalMs: 30 });
    store.getState().setPage({ path: '/services', title: 'Services' });
    store.getState().identify({ name: 'Sam' });
    const sent = store.getState().send('Hello');
    if (sent.ok) await expect(sent.saved).resolves.toBe(true);
    const started = memory.sessions()[0];
    expect(started?.visitor).toEqual({ name: 'Sam' });
    expect(started?.context).toMatchObject({
      ...environment,
      startPage: { path: '/services' },
      currentPage: { path: '/services' },
    });

    // Two navigations in quick succession: one write, with the latest page; the start stays.
    store.getState().setPage({ path: '/gallery', title: 'Gallery' });
    store.getState().setPage({ path: '/faq', title: 'FAQ' });
    store.getState().identify({ email: 'sam@example.com' });
    await vi.waitFor(() => expect(memory.sessions()[0]?.context?.currentPage.path).toBe('/faq'));
    expect(memory.sessions()[0]).toMatchObject({
      visitor: { name: 'Sam', email: 'sam@example.com' },
      context: { startPage: { path: '/services' } },
    });
  });

  it('writes a first address at once, even right after the first message, and says when it is saved', async () => {
    const { memory, store } = setUp({ detailsIntervalMs: 60_000 });
    store.getState().setPage({ path: '/services', title: 'Services' });
    const sent = store.getState().send('Can you do Saturday?');
    if (sent.ok) await sent.saved;
    // The visitor gives an address and may close the tab the next second: no 60 s wait.
    await expect(store.getState().identify({ email: 'sam@example.com' })).resolves.toBe(true);
    expect(memory.sessions()[0]?.visitor).toEqual({ email: 'sam@example.com' });
    // Anything after it waits its turn; identify says it is not saved yet.
    let saved: boolean | undefined;
    void store
      .getState()
      .identify({ name: 'Sam' })
      .then((result) => (saved = result));
    await settle();
    expect(saved).toBeUndefined();
    expect(memory.sessions()[0]?.visitor).toEqual({ email: 'sam@example.com' });
  });

  it('starts a new conversation after staff closed one, without the old one’s start page', async () => {
    const environment = {
      device: 'phone' as const,
      browser: 'Chrome',
      language: 'en-GB',
      timeZone: 'Europe/London',
    };
    let clock = Date.UTC(2026, 10, 29, 10);
    const { memory, store } = setUp({ environment, serverNow: () => clock });
    store.getState().setPage({ path: '/services', title: 'Services' });
    const first = store.getState().send('Hello');
    if (first.ok) await first.saved;
    const closedId = store.getState().sessionId ?? '';
    await memory.staff().closeSession(closedId);
    await until(store, (s) => s.status === 'closed');
    store.getState().startNew();
    expect(store.getState()).toMatchObject({ sessionId: null, status: 'none', messages: [] });
    // Minutes later (a new conversation within a minute of the last is the rules' flood limit).
    clock += 5 * 60_000;
    store.getState().setPage({ path: '/gallery', title: 'Gallery' });
    const second = store.getState().send('One more question');
    if (second.ok) await expect(second.saved).resolves.toBe(true);
    const fresh = memory.sessions().find((session) => session.id !== closedId);
    expect(fresh?.status).toBe('open');
    expect(fresh?.context?.startPage.path).toBe('/gallery');
  });

  it('keeps the order of messages sent in quick succession', async () => {
    const { store } = setUp();
    const results = ['one', 'two', 'three'].map((text) => store.getState().send(text));
    await Promise.all(results.map((r) => (r.ok ? r.saved : false)));
    const state = await until(store, (s) => s.messages.every((m) => m.pending !== true));
    expect(contents(state.messages)).toEqual(['one', 'two', 'three']);
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('counts and announces staff replies while the panel is closed; opening it clears the count', async () => {
    const { memory, store, events } = setUp();
    const sent = store.getState().send('Hello');
    if (sent.ok) await sent.saved;
    const sessionId = store.getState().sessionId ?? '';
    const staff = memory.staff();
    await staff.sendMessage({
      sessionId,
      id: 'reply-00000001',
      content: 'Hi, how can we help?',
      seq: 2,
    });
    await until(store, (s) => s.unreadCount === 1);
    expect(events).toEqual([
      {
        type: 'admin-message',
        message: expect.objectContaining({ content: 'Hi, how can we help?' }),
      },
    ]);
    store.getState().setPanelOpen(true);
    expect(store.getState().unreadCount).toBe(0);
    await staff.sendMessage({ sessionId, id: 'reply-00000002', content: 'Still there?', seq: 3 });
    await until(store, (s) => s.messages.length === 3);
    expect(store.getState().unreadCount).toBe(0);
    expect(events).toHaveLength(1);
  });

  it('announces a reply written before the first snapshot of a conversation it started', async () => {
    const { backend, memory, store, events } = setUp();
    // The listener's first snapshot comes late (a busy emulator, a slow phone): after the
    // reply, so the reply is in it.
    let release = () => {};
    const watch = backend.watchMessages.bind(backend);
    vi.spyOn(backend, 'watchMessages').mockImplementation((sessionId, onChange, onError) => {
      let latest: readonly ChatMessage[] | null = null;
      let held = true;
      release = () => {
        held = false;
        if (latest) onChange(latest);
      };
      return watch(
        sessionId,
        (messages) => (held ? (latest = messages) : onChange(messages)),
        onError,
      );
    });
    const sent = store.getState().send('Hello');
    if (sent.ok) await sent.saved;
    const sessionId = store.getState().sessionId ?? '';
    await memory.staff().sendMessage({ sessionId, id: 'reply-00000001', content: 'Hi!', seq: 2 });
    release();
    await until(store, (s) => s.unreadCount === 1);
    expect(events).toEqual([
      { type: 'admin-message', message: expect.objectContaining({ content: 'Hi!' }) },
    ]);
  });

  it('picks up the stored session on start, without counting its history as unread', async () => {
    const { session, messages } = buildConversation({ visitorUid: 'visitor-a' }, [
      { content: 'Hello', sender: 'user' },
      { content: 'Hi there', sender: 'admin' },
    ]);
    const storage = createMemoryStorage({ [SESSION_STORAGE_KEY]: session.id });
    const { memory, store, events } = setUp({ uid: 'visitor-a', storage });
    memory.seedSession(session, messages);
    const state = await until(store, (s) => s.messages.length === 2);
    expect(state).toMatchObject({ sessionId: session.id, status: 'open', unreadCount: 0 });
    expect(contents(state.messages)).toEqual(['Hello', 'Hi there']);
    expect(events).toEqual([]);
  });

  it('shows the session closed live and then refuses to send', async () => {
    const { memory, store } = setUp();
    const sent = store.getState().send('Thanks!');
    if (sent.ok) await sent.saved;
    await memory.staff().closeSession(store.getState().sessionId ?? '');
    await until(store, (s) => s.status === 'closed');
    expect(store.getState().send('One more thing')).toEqual({
      ok: false,
      reason: 'closed',
      message: 'This chat has been closed.',
    });
    expect(contents(store.getState().messages)).toEqual(['Thanks!']);
  });

  it('forgets a stored session id that belongs to another visitor and starts afresh', async () => {
    const { session } = buildConversation({ visitorUid: 'someone-else' }, []);
    const storage = createMemoryStorage({ [SESSION_STORAGE_KEY]: session.id });
    const { memory, store } = setUp({ storage });
    memory.seedSession(session);
    await until(store, (s) => s.sessionId === null);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const sent = store.getState().send('Hello');
    if (sent.ok) await expect(sent.saved).resolves.toBe(true);
    expect(store.getState().sessionId).not.toBe(session.id);
  });

  it('continues another conversation of this visitor (a continue link), never someone else’s', async () => {
    const mine = buildConversation(
      { visitorUid: 'visitor-a', visitor: { email: 'a@example.com' } },
      [{ content: 'From my phone', sender: 'user' }],
    );
    const theirs = buildConversation({ visitorUid: 'someone-else' }, []);
    const { memory, store, storage } = setUp({ uid: 'visitor-a' });
    memory.seedSession(mine.session, mine.messages);
    memory.seedSession(theirs.session);
    expect(store.getState().visitorEmail).toBeNull();

    store.getState().continueSession(mine.session.id);
    const state = await until(store, (s) => s.messages.length === 1);
    expect(state).toMatchObject({ sessionId: mine.session.id, visitorEmail: 'a@example.com' });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe(mine.session.id);

    store.getState().continueSession(theirs.session.id);
    await until(store, (s) => s.sessionId === null);
    expect(store.getState()).toMatchObject({ messages: [], visitorEmail: null });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('knows an address from identify before the conversation holds it', () => {
    const { store } = setUp();
    store.getState().identify({ name: 'Sam' });
    expect(store.getState().visitorEmail).toBeNull();
    store.getState().identify({ email: 'sam@example.com' });
    expect(store.getState().visitorEmail).toBe('sam@example.com');
  });

  it('ignores an unusable value under chat_session_id', async () => {
    const storage = createMemoryStorage({ [SESSION_STORAGE_KEY]: 'not a valid id!' });
    const { store } = setUp({ storage });
    expect(store.getState().sessionId).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('stops following the conversation once disposed', async () => {
    const { memory, store } = setUp();
    const sent = store.getState().send('Hello');
    if (sent.ok) await sent.saved;
    store.getState().dispose();
    const sessionId = store.getState().sessionId ?? '';
    await memory.staff().sendMessage({ sessionId, id: 'late-reply-1', content: 'Late', seq: 9 });
    await settle();
    expect(contents(store.getState().messages)).toEqual(['Hello']);
  });

  it('says it is reconnecting while the server cannot be reached, and live again after', async () => {
    const { memory, store } = setUp();
    expect(store.getState().connection).toBe('live');
    memory.setConnection('reconnecting');
    expect(store.getState().connection).toBe('reconnecting');
    // Messages can still be typed meanwhile: they show at once as pending.
    const sent = store.getState().send('Typed during the outage');
    expect(sent.ok).toBe(true);
    expect(store.getState().messages).toEqual([
      expect.objectContaining({ content: 'Typed during the outage', pending: true }),
    ]);
    memory.setConnection('live');
    expect(store.getState().connection).toBe('live');
    if (sent.ok) await expect(sent.saved).resolves.toBe(true);
  });

  it('a store created during an outage starts out reconnecting, and stops following once disposed', () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    memory.setConnection('reconnecting');
    const store = createVisitorChatStore(memory.visitor(), { storage: createMemoryStorage() });
    expect(store.getState().connection).toBe('reconnecting');
    store.getState().dispose();
    memory.setConnection('live');
    expect(store.getState().connection).toBe('reconnecting');
  });
});

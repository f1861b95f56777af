import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { describe, expect, it, vi } from 'vitest';
import { catalogueOf } from '../../booking/domain/catalogue';
import { type QuoteDraft } from '../../quotes/domain/quote';
import { priceQuote } from '../../quotes/domain/quote-pricing';
import { OPEN_SESSIONS_PAGE_SIZE } from '../../shared/domain/constants';
import { buildConversation, testPhoto } from '../../testing/memory/builders';
import { createMemoryChat, type MemoryChat } from '../../testing/memory/memory-chat';
import { createStaffChatStore, type StaffChatStoreOptions } from './staff-chat-store';
import { eventsOf, settle, until } from '../../testing/store-helpers';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

/** Three open conversations, newest activity first: c, b, a. */
function seedThree(memory: MemoryChat) {
  const [a, b, c] = ['aaaaaaaa-1111', 'bbbbbbbb-2222', 'cccccccc-3333'].map((id, i) =>
    buildConversation({ id, visitorUid: `visitor-${id}`, createdAt: T0 + i * 60_000 }, [
      { content: `Question ${id}`, sender: 'user' },
    ]),
  );
  for (const conversation of [a, b, c]) {
    if (conversation) memory.seedSession(conversation.session, conversation.messages);
  }
  return { a: 'aaaaaaaa-1111', b: 'bbbbbbbb-2222', c: 'cccccccc-3333' };
}

function setUp(options: StaffChatStoreOptions = {}) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const ids = seedThree(memory);
  const log = vi.fn();
  const store = createStaffChatStore(memory.staff(), { log, ...options });
  const events = eventsOf(store.getState().onEvent);
  return { memory, ids, store, log, events };
}

const contents = (messages: readonly { content: string }[]) => messages.map((m) => m.content);

/** Paint Correction and Headlight Restoration for a medium car, £30 off: £300, as staff send it. */
function quoteDraft(): QuoteDraft {
  const priced = priceQuote(
    catalogueOf(services, booking),
    {
      size: 'medium',
      items: [
        { service: 'paint-correction', addOns: [] },
        { service: 'headlight-restoration', addOns: [] },
      ],
      adjustment: { amount: -30, reason: 'Booked with a friend' },
    },
    T0,
  );
  if (!priced.ok) throw new Error(priced.reason);
  const { createdAt: _sent, validUntil: _until, ...draft } = priced.quote;
  return draft;
}

describe('staff chat store', () => {
  it('lists the open conversations, newest activity first, and selects none', async () => {
    const { store, ids } = setUp();
    expect(store.getState().sessionsStatus).toBe('loading');
    const state = await until(store, (s) => s.sessionsStatus === 'ready');
    expect(state.sessions.map((s) => s.id)).toEqual([ids.c, ids.b, ids.a]);
    expect(state.selectedSessionId).toBeNull();
  });

  it('lists 50 open conversations at a time, and 50 more on "Load more"', async () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    const ids = Array.from({ length: 2 * OPEN_SESSIONS_PAGE_SIZE + 1 }, (_, i) => {
      const id = `flood-${String(i).padStart(4, '0')}`;
      const { session, messages } = buildConversation(
        { id, visitorUid: `visitor-${i}`, createdAt: T0 + i * 1000 },
        [{ content: `Hello ${i}`, sender: 'user' }],
      );
      memory.seedSession(session, messages);
      return id;
    });
    const newestFirst = [...ids].reverse();
    const store = createStaffChatStore(memory.staff(), { log: vi.fn() });

    let state = await until(store, (s) => s.sessionsStatus === 'ready');
    expect(state.sessions.map((s) => s.id)).toEqual(newestFirst.slice(0, 50));
    expect(state.hasMoreSessions).toBe(true);

    store.getState().loadMoreSessions();
    state = await until(store, (s) => s.sessions.length === 100);
    expect(state.sessions.map((s) => s.id)).toEqual(newestFirst.slice(0, 100));
    expect(state.hasMoreSessions).toBe(true);
    // Loading more keeps the list on screen: no "Loading" in between.
    expect(state.sessionsStatus).toBe('ready');

    store.getState().loadMoreSessions();
    state = await until(store, (s) => s.sessions.length === 101);
    expect(state.hasMoreSessions).toBe(false);
    store.getState().dispose();
  });

  it('says "Could not fetch chat sessions." when the list cannot be read, and can try again', async () => {
    const memory = createMemoryChat();
    seedThree(memory);
    memory.failNextWatch('unavailable');
    const log = vi.fn();
    const store = createStaffChatStore(memory.staff(), { log });
    const events = eventsOf(store.getState().onEvent);
    await until(store, (s) => s.sessionsStatus === 'error');
    expect(events).toEqual([
      { type: 'error', title: 'Error', message: 'Could not fetch chat sessions.' },
    ]);
    expect(log).toHaveBeenCalledWith('Watching the chat sessions failed.', expect.anything());
    store.getState().retrySessions();
    await until(store, (s) => s.sessions.length === 3);
  });

  it('logs no fault when the list is refused because staff access was lost (the access check signs out)', async () => {
    const memory = createMemoryChat();
    seedThree(memory);
    memory.failNextWatch('permission-denied');
    const log = vi.fn();
    const store = createStaffChatStore(memory.staff(), { log });
    await until(store, (s) => s.sessionsStatus === 'error');
    expect(log).not.toHaveBeenCalled();
    store.getState().dispose();
  });

  it('shows the selected conversation and what the visitor writes, live', async () => {
    const { memory, store, ids } = setUp();
    store.getState().select(ids.b);
    await until(store, (s) => s.messagesStatus === 'ready');
    expect(contents(store.getState().messages)).toEqual([`Question ${ids.b}`]);
    expect(store.getState().selectedSession?.id).toBe(ids.b);
    const visitor = memory.visitor(`visitor-${ids.b}`);
    await visitor.sendMessage({
      sessionId: ids.b,
      id: 'follow-up-01',
      content: 'Any news?',
      seq: 2,
    });
    await until(store, (s) => s.messages.length === 2);
    expect(contents(store.getState().messages)).toEqual([`Question ${ids.b}`, 'Any news?']);
  });

  it('opens the conversation named at start (a notification link)', async () => {
    const { store, ids } = setUp({ initialSessionId: 'aaaaaaaa-1111' });
    const state = await until(
      store,
      (s) => s.messagesStatus === 'ready' && s.sessionsStatus === 'ready',
    );
    expect(state.selectedSessionId).toBe(ids.a);
    expect(state.selectedSession?.id).toBe(ids.a);
  });

  it('refuses to send without a selected conversation', () => {
    const { store } = setUp();
    expect(store.getState().send('Hello')).toEqual({
      ok: false,
      reason: 'no-session',
      message: 'Select a conversation to start chatting.',
    });
  });

  it('shows a reply at once as pending, then saved, after the visitor messages', async () => {
    const { store, ids, memory } = setUp();
    store.getState().select(ids.c);
    await until(store, (s) => s.messagesStatus === 'ready');
    const result = store.getState().send('Yes, we cover Poole.');
    expect(store.getState().messages.at(-1)).toMatchObject({
      content: 'Yes, we cover Poole.',
      sender: 'admin',
      pending: true,
      seq: 2,
    });
    if (result.ok) await expect(result.saved).resolves.toBe(true);
    await until(store, (s) => s.messages.every((m) => m.pending !== true));
    expect(contents(memory.messages(ids.c))).toEqual([`Question ${ids.c}`, 'Yes, we cover Poole.']);
  });

  it('removes a reply whose write fails and says "Could not send message."', async () => {
    const { store, ids, memory, events } = setUp();
    store.getState().select(ids.c);
    await until(store, (s) => s.messagesStatus === 'ready');
    memory.failNextWrite();
    const result = store.getState().send('This will fail');
    expect(store.getState().messages).toHaveLength(2);
    if (result.ok) await expect(result.saved).resolves.toBe(false);
    expect(contents(store.getState().messages)).toEqual([`Question ${ids.c}`]);
    expect(events).toEqual([{ type: 'error', title: 'Error', message: 'Could not send message.' }]);
  });

  it('replies with a photo; a failed one stays for Retry; the list names photos in toasts', async () => {
    const { store, ids, memory, events } = setUp();
    store.getState().select(ids.c);
    await until(store, (s) => s.messagesStatus === 'ready');
    memory.failNextWrite();
    const photo = testPhoto(4);
    const result = store.getState().send('', [photo]);
    if (!result.ok) throw new Error(result.message);
    await expect(result.saved).resolves.toBe(false);
    expect(store.getState().messages[1]).toMatchObject({ failed: true, content: '' });
    expect(events).toEqual([{ type: 'error', title: 'Error', message: 'Could not send message.' }]);
    expect(store.getState().retry(result.messageId)).toBe(true);
    await until(store, (s) => s.messages.length === 2 && !s.messages[1]?.pending);
    expect(memory.messages(ids.c)[1]?.photos).toHaveLength(1);
    // A visitor's photo arrives: the toast names it as the list does.
    const visitor = memory.visitor(memory.sessions().find((s) => s.id === ids.c)?.visitorUid);
    await visitor.sendMessage({
      sessionId: ids.c,
      id: 'photo-message-1',
      content: '',
      seq: 9,
      photos: [testPhoto(5), testPhoto(6)],
    });
    await until(store, () => events.length === 2);
    expect(events[1]).toMatchObject({ type: 'visitor-message', content: '📷 2 photos' });
    const read = await store
      .getState()
      .loadPhoto(ids.c, memory.messages(ids.c)[2]?.photos?.[0]?.id ?? '');
    expect(read.image[0]).toBe(5);
  });

  it('sends a quote as a pending message that says it in one line; the visitor reads the quote', async () => {
    const { store, ids, memory } = setUp({ now: () => T0 });
    expect(store.getState().sendQuote(quoteDraft())).toMatchObject({
      ok: false,
      reason: 'no-session',
    });
    store.getState().select(ids.c);
    await until(store, (s) => s.messagesStatus === 'ready');
    const result = store.getState().sendQuote(quoteDraft());
    if (!result.ok) throw new Error(result.message);
    const line = 'Quote: Paint Correction + Headlight Restoration, £300, valid until 29 January';
    expect(store.getState().messages.at(-1)).toMatchObject({
      id: result.messageId,
      quoteId: result.messageId,
      content: line,
      sender: 'admin',
      pending: true,
      seq: 2,
    });
    // Shown at once from what was sent, never read back.
    await expect(store.getState().loadQuote(ids.c, result.messageId)).resolves.toMatchObject({
      total: 300,
      adjustment: { amount: -30, reason: 'Booked with a friend' },
      validUntil: T0 + 14 * 24 * 60 * 60 * 1000,
    });
    await expect(result.saved).resolves.toBe(true);
    expect(memory.messages(ids.c)[1]).toMatchObject({ content: line, quoteId: result.messageId });
    const visitorUid = memory.sessions().find((s) => s.id === ids.c)?.visitorUid;
    const read = await memory.visitor(visitorUid).readQuote(ids.c, result.messageId);
    expect(read).toMatchObject({ subtotal: 330, total: 300, size: 'medium', length: { days: 2 } });
    expect(read.items.map((item) => [item.serviceName, item.price])).toEqual([
      ['Paint Correction', 230],
      ['Headlight Restoration', 100],
    ]);
  });

  it('reads a quote another member of staff sent once, and again only after a failed read', async () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    const { a } = seedThree(memory);
    const staff = memory.staff();
    await staff.sendMessage({
      sessionId: a,
      id: 'quote-message-1',
      content: 'Quote',
      seq: 2,
      quote: quoteDraft(),
    });
    const readQuote = vi.spyOn(staff, 'readQuote');
    const store = createStaffChatStore(staff, { log: vi.fn() });
    readQuote.mockRejectedValueOnce(new Error('offline'));
    await expect(store.getState().loadQuote(a, 'quote-message-1')).rejects.toThrow('offline');
    await expect(store.getState().loadQuote(a, 'quote-message-1')).resolves.toMatchObject({
      total: 300,
    });
    await store.getState().loadQuote(a, 'quote-message-1');
    expect(readQuote).toHaveBeenCalledTimes(2);
    store.getState().dispose();
  });

  it('keeps a quote whose write fails as "Not sent", and sends it on Retry', async () => {
    const { store, ids, memory, events } = setUp();
    store.getState().select(ids.c);
    await until(store, (s) => s.messagesStatus === 'ready');
    memory.failNextWrite();
    const result = store.getState().sendQuote(quoteDraft());
    if (!result.ok) throw new Error(result.message);
    await expect(result.saved).resolves.toBe(false);
    expect(store.getState().messages[1]).toMatchObject({ failed: true, quoteId: result.messageId });
    expect(events).toEqual([{ type: 'error', title: 'Error', message: 'Could not send message.' }]);
    expect(store.getState().retry(result.messageId)).toBe(true);
    await until(store, (s) => s.messages.length === 2 && !s.messages[1]?.pending);
    expect(memory.messages(ids.c)[1]?.quoteId).toBe(result.messageId);
    await expect(memory.staff().readQuote(ids.c, result.messageId)).resolves.toMatchObject({
      total: 300,
    });
  });

  it('closes the conversation, says "Discussion has been closed." and selects the first other open one', async () => {
    const { store, ids, events } = setUp();
    await until(store, (s) => s.sessionsStatus === 'ready');
    store.getState().select(ids.c);
    await expect(store.getState().close()).resolves.toBe(true);
    expect(events).toEqual([
      { type: 'success', title: 'Success', message: 'Discussion has been closed.' },
    ]);
    expect(store.getState().selectedSessionId).toBe(ids.b);
    await until(store, (s) => s.sessions.length === 2);
    expect(store.getState().closing).toBe(false);
  });

  it('given the conversation it was asked about, closes nothing once another one is selected', async () => {
    const { store, ids, memory, events } = setUp();
    await until(store, (s) => s.sessionsStatus === 'ready');
    store.getState().select(ids.c);
    await expect(store.getState().close(ids.c)).resolves.toBe(true);
    expect(store.getState().selectedSessionId).toBe(ids.b);
    // A second tap of the same question lands after the next conversation was selected.
    await expect(store.getState().close(ids.c)).resolves.toBe(false);
    expect(store.getState().selectedSessionId).toBe(ids.b);
    expect(events).toHaveLength(1);
    await until(store, (s) => s.sessions.length === 2);
    expect(
      memory
        .sessions()
        .filter((s) => s.status === 'closed')
        .map((s) => s.id),
    ).toEqual([ids.c]);
  });

  it('selects none after closing the last open conversation', async () => {
    const { store, ids } = setUp();
    await until(store, (s) => s.sessionsStatus === 'ready');
    for (const id of [ids.a, ids.b, ids.c]) {
      store.getState().select(id);
      await store.getState().close();
    }
    expect(store.getState().selectedSessionId).toBeNull();
    await until(store, (s) => s.sessions.length === 0);
  });

  it('says "Could not close the discussion." when closing fails, and keeps the selection', async () => {
    const { store, ids, memory, events } = setUp();
    await until(store, (s) => s.sessionsStatus === 'ready');
    store.getState().select(ids.b);
    memory.failNextWrite();
    await expect(store.getState().close()).resolves.toBe(false);
    expect(events).toEqual([
      { type: 'error', title: 'Error', message: 'Could not close the discussion.' },
    ]);
    expect(store.getState()).toMatchObject({ selectedSessionId: ids.b, closing: false });
  });

  it('moves on when another member of staff closes the selected conversation', async () => {
    const { store, ids, memory } = setUp();
    await until(store, (s) => s.sessionsStatus === 'ready');
    store.getState().select(ids.b);
    await memory.staff().closeSession(ids.b);
    await until(store, (s) => s.selectedSessionId === ids.c);
  });

  it('announces a new visitor message in any session with the first 8 characters of its id', async () => {
    const { store, ids, memory, events } = setUp();
    await until(store, (s) => s.sessionsStatus === 'ready');
    await settle();
    expect(events).toEqual([]);
    const visitor = memory.visitor(`visitor-${ids.a}`);
    await visitor.sendMessage({
      sessionId: ids.a,
      id: 'new-question-1',
      content: 'Hello?',
      seq: 2,
    });
    await until(store, (s) => s.sessions[0]?.id === ids.a);
    expect(events).toEqual([
      {
        type: 'visitor-message',
        title: 'New Live Chat Message',
        sessionId: ids.a,
        shortId: 'aaaaaaaa',
        content: 'Hello?',
      },
    ]);
    await memory
      .staff()
      .sendMessage({ sessionId: ids.a, id: 'staff-reply-1', content: 'Hi!', seq: 3 });
    await settle();
    expect(events).toHaveLength(1);
  });

  it('names the visitor in the announcement when they told us who they are', async () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    const { session, messages } = buildConversation(
      { id: 'eeeeeeee-5555', visitorUid: 'visitor-e', visitor: { name: 'Jane Smith' } },
      [{ content: 'Hi', sender: 'user' }],
    );
    memory.seedSession(session, messages);
    const store = createStaffChatStore(memory.staff(), { log: vi.fn() });
    const events = eventsOf(store.getState().onEvent);
    await until(store, (s) => s.sessionsStatus === 'ready');
    await memory
      .visitor('visitor-e')
      .sendMessage({ sessionId: session.id, id: 'jane-asks-1', content: 'Still there?', seq: 1 });
    await until(store, () => events.length === 1);
    expect(events[0]).toMatchObject({ shortId: 'eeeeeeee', visitor: { name: 'Jane Smith' } });
    store.getState().dispose();
  });

  it('announces the first message of a brand-new conversation', async () => {
    const { store, memory, events } = setUp();
    await until(store, (s) => s.sessionsStatus === 'ready');
    const visitor = memory.visitor();
    await visitor.startSession({
      sessionId: 'dddddddd-4444',
      id: 'first-msg-1',
      content: 'Hi',
      seq: 1,
    });
    await until(store, (s) => s.sessions.length === 4 && s.sessions[0]?.lastMessage !== undefined);
    expect(events).toEqual([
      expect.objectContaining({ type: 'visitor-message', shortId: 'dddddddd' }),
    ]);
  });

  it('says it is reconnecting while the server cannot be reached, keeping what it shows', async () => {
    const { memory, store, ids } = setUp({ initialSessionId: 'aaaaaaaa-1111' });
    await until(store, (s) => s.sessionsStatus === 'ready' && s.messagesStatus === 'ready');
    expect(store.getState().connection).toBe('live');
    memory.setConnection('reconnecting');
    expect(store.getState()).toMatchObject({
      connection: 'reconnecting',
      sessionsStatus: 'ready',
      selectedSessionId: ids.a,
    });
    expect(store.getState().sessions).toHaveLength(3);
    memory.setConnection('live');
    expect(store.getState().connection).toBe('live');
    store.getState().dispose();
    memory.setConnection('reconnecting');
    expect(store.getState().connection).toBe('live');
  });
});

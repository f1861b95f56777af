import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConnectionState, Unsubscribe } from '../../shared/backend';
import type { StaffChatBackend } from '../backend';
import { OPEN_SESSIONS_PAGE_SIZE } from '../../shared/domain/constants';
import { createEmitter } from '../../shared/emitter';
import { createChatId, shortSessionId } from '../../shared/domain/ids';
import type { ChatMessage, ChatSession, VisitorHistory, VisitorIdentity } from '../domain/model';
import { nextSeq } from '../../shared/domain/order';
import { isChatBackendError } from '../../shared/domain/errors';
import { CHAT_TEXTS } from '../domain/texts';
import { messagePreview, type OutgoingPhoto, photoRef, validateOutgoing } from '../domain/photos';
import { liveQuery, type LoadStatus } from '../../shared/live-query';
import {
  type Quote,
  type QuoteDraft,
  quoteFrom,
  quoteMessageText,
} from '../../quotes/domain/quote';
import { OptimisticMessages } from './optimistic';
import { type PhotoBytes, PhotoOutbox } from './photo-outbox';
import { refused, type SendResult } from './send-result';
import { createStaffSignals, type StaffSignalsState } from './staff-signals';

export type StaffChatEvent =
  | { readonly type: 'error'; readonly title: string; readonly message: string }
  | { readonly type: 'success'; readonly title: string; readonly message: string }
  /** A visitor wrote in any open session: "New Live Chat Message", the short id, a View action. */
  | {
      readonly type: 'visitor-message';
      readonly title: string;
      readonly sessionId: string;
      /** The first 8 characters of the session id, as the console shows it. */
      readonly shortId: string;
      readonly content: string;
      /** Who the visitor said they are, when they did (the toast names them). */
      readonly visitor?: VisitorIdentity;
    };

export type { LoadStatus } from '../../shared/live-query';

export interface StaffChatState extends StaffSignalsState {
  /** Open sessions, newest activity first: the first OPEN_SESSIONS_PAGE_SIZE per page loaded. */
  readonly sessions: readonly ChatSession[];
  readonly sessionsStatus: LoadStatus;
  /** More open sessions exist than `sessions` holds ("Load more"). */
  readonly hasMoreSessions: boolean;
  readonly selectedSessionId: string | null;
  /** The selected session while it is in the open list. */
  readonly selectedSession: ChatSession | null;
  /** The selected conversation, oldest first, including pending messages. */
  readonly messages: readonly ChatMessage[];
  readonly messagesStatus: LoadStatus | 'idle';
  /** True while a close request is in flight. */
  readonly closing: boolean;
  /** True while a delete request is in flight. */
  readonly deleting: boolean;
  /** `reconnecting` while the backend cannot be reached: lists and messages may be stale. */
  readonly connection: ConnectionState;
  select(sessionId: string | null): void;
  /** Staff typed in the selected conversation: the visitor sees the three dots (throttled). */
  typing(): void;
  /** The console window is focused and visible: the selected conversation counts as read. */
  setViewing(viewing: boolean): void;
  /**
   * Validates and sends into the selected session, with up to 4 prepared photos (then the text
   * may be empty); shows the message at once as pending.
   */
  send(text: string, photos?: readonly OutgoingPhoto[]): SendResult;
  /**
   * Sends a priced quote (core's priceQuote, less its times) into the selected session, as
   * `send` does: its message says it in one line (quoteMessageText) and carries its `quoteId`.
   * A failed one stays, marked `failed`, for `retry`.
   */
  sendQuote(draft: QuoteDraft): SendResult;
  /** Sends a failed message (with photos or a quote, marked `failed`) again; false if none. */
  retry(messageId: string): boolean;
  /** A photo of a conversation, for a thumbnail or the viewer (read once, then kept). */
  loadPhoto(sessionId: string, photoId: string): Promise<PhotoBytes>;
  /** A message's quote (its `quoteId`): read once, then kept; this client's own, as sent. */
  loadQuote(sessionId: string, quoteId: string): Promise<Quote>;
  /**
   * Closes the selected session; then selects the first other open one, or none. Given an id,
   * only if that one is still selected: a question asked about one conversation can never close
   * the next (false then).
   */
  close(sessionId?: string): Promise<boolean>;
  /** Deletes the selected conversation, which must be closed; then selects none. */
  deleteSelected(): Promise<boolean>;
  /** Watches the session list again after "Could not fetch chat sessions.". */
  retrySessions(): void;
  /** Lists OPEN_SESSIONS_PAGE_SIZE more open sessions. */
  loadMoreSessions(): void;
  /** The session's visitor: first seen and earlier conversations (the visitor panel). */
  visitorHistory(session: Pick<ChatSession, 'visitorUid' | 'createdAt'>): Promise<VisitorHistory>;
  onEvent(listener: (event: StaffChatEvent) => void): Unsubscribe;
  dispose(): void;
}

export type StaffChatStore = StoreApi<StaffChatState>;

export interface StaffChatStoreOptions {
  /** Select this session at start (a notification's link: /admin/chat?session=ID). */
  readonly initialSessionId?: string | null | undefined;
  readonly createId?: () => string;
  readonly now?: () => number;
  readonly log?: (message: string, error: unknown) => void;
}

const errorEvent = (message: string): StaffChatEvent => ({
  type: 'error',
  title: CHAT_TEXTS.errorTitle,
  message,
});

/** The staff console's chat: the open sessions, one selected conversation, send and close. */
export function createStaffChatStore(
  backend: StaffChatBackend,
  options: StaffChatStoreOptions = {},
): StaffChatStore {
  const createId = options.createId ?? createChatId;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.error(message, error));
  /**
   * A watch refused because this account lost its staff access is not a fault to report: the
   * console's access check signs it out (and the screen says why); anything else is logged.
   */
  const logUnlessAccessLost = (message: string, error: unknown) => {
    if (!(isChatBackendError(error) && error.code === 'permission-denied')) log(message, error);
  };
  const events = createEmitter<StaffChatEvent>();
  const optimistic = new OptimisticMessages();
  const outbox = new PhotoOutbox((sessionId, photoId) => backend.readPhoto(sessionId, photoId));
  /** The quotes of messages being sent (until saved), and every quote shown, by message id. */
  const quoteDrafts = new Map<string, QuoteDraft>();
  const quotes = new Map<string, Promise<Quote>>();

  let server: readonly ChatMessage[] = [];
  /** The last message id seen per session; null until the first list arrived. */
  let lastSeen: Map<string, string | undefined> | null = null;
  let closingId: string | null = null;
  /** How many pages of open sessions the list shows. */
  let pages = 1;

  const store = createStore<StaffChatState>()((set, get) => ({
    sessions: [],
    sessionsStatus: 'loading',
    hasMoreSessions: false,
    selectedSessionId: null,
    selectedSession: null,
    messages: [],
    messagesStatus: 'idle',
    closing: false,
    deleting: false,
    connection: 'live',
    typingSessionIds: [],
    visitorSeenMessageId: null,

    select(sessionId) {
      if (sessionId === get().selectedSessionId) return;
      messages.stop();
      server = [];
      set({
        selectedSessionId: sessionId,
        selectedSession: get().sessions.find((s) => s.id === sessionId) ?? null,
        messages: [],
        messagesStatus: sessionId === null ? 'idle' : 'loading',
      });
      if (sessionId !== null) messages.start();
      syncSignals();
    },

    typing() {
      const sessionId = get().selectedSessionId;
      if (sessionId !== null && get().selectedSession !== null) signals.typed(sessionId);
    },

    setViewing(viewing) {
      signals.setViewing(viewing);
    },

    send(text, photos = []) {
      const sessionId = get().selectedSessionId;
      if (sessionId === null) return refused('no-session', CHAT_TEXTS.noConversationSelected);
      const room = optimistic.photoRoom(server, sessionId, get().selectedSession?.photoCount);
      const validation = validateOutgoing(text, photos.length, room);
      if (!validation.ok) return refused(validation.reason, validation.message);
      return post(sessionId, validation.content, photos);
    },

    sendQuote(draft) {
      const sessionId = get().selectedSessionId;
      if (sessionId === null) return refused('no-session', CHAT_TEXTS.noConversationSelected);
      return post(sessionId, quoteMessageText(quoteFrom(draft, now())), [], draft);
    },

    retry(messageId) {
      const message = optimistic.all().find((m) => m.id === messageId && m.failed);
      if (!message) return false;
      optimistic.markPending(messageId);
      refreshMessages();
      void deliver(message);
      return true;
    },

    loadPhoto: (sessionId, photoId) => outbox.load(sessionId, photoId),

    loadQuote(sessionId, quoteId) {
      let loading = quotes.get(quoteId);
      if (!loading) {
        loading = backend.readQuote(sessionId, quoteId);
        quotes.set(quoteId, loading);
        loading.catch(() => quotes.delete(quoteId)); // read again next time
      }
      return loading;
    },

    async close(expected) {
      const sessionId = get().selectedSessionId;
      if (sessionId === null || get().closing) return false;
      if (expected !== undefined && expected !== sessionId) return false;
      closingId = sessionId;
      set({ closing: true });
      try {
        await backend.closeSession(sessionId);
      } catch (error) {
        log('Closing the discussion failed.', error);
        events.emit(errorEvent(CHAT_TEXTS.closeFailed));
        return false;
      } finally {
        closingId = null;
        set({ closing: false });
      }
      events.emit({ type: 'success', title: CHAT_TEXTS.successTitle, message: CHAT_TEXTS.closed });
      if (get().selectedSessionId === sessionId) get().select(firstOtherOpen(sessionId));
      return true;
    },

    async deleteSelected() {
      const sessionId = get().selectedSessionId;
      if (sessionId === null || get().deleting || get().selectedSession !== null) return false;
      set({ deleting: true });
      try {
        await backend.deleteSession(sessionId);
      } catch (error) {
        log('Deleting the conversation failed.', error);
        events.emit(errorEvent(CHAT_TEXTS.deleteFailed));
        return false;
      } finally {
        set({ deleting: false });
      }
      events.emit({ type: 'success', title: CHAT_TEXTS.successTitle, message: CHAT_TEXTS.deleted });
      if (get().selectedSessionId === sessionId) get().select(null);
      return true;
    },

    retrySessions: () => sessions.start(),

    loadMoreSessions() {
      if (!get().hasMoreSessions) return;
      pages += 1;
      sessions.start();
    },

    visitorHistory: (session) => backend.visitorHistory(session.visitorUid, session.createdAt),

    onEvent: (listener) => events.on(listener),

    dispose() {
      sessions.stop();
      messages.stop();
      stopConnection();
      signals.dispose();
      events.clear();
    },
  }));
  const { getState, setState } = store;
  const stopConnection = backend.watchConnection((connection) => setState({ connection }));
  const signals = createStaffSignals(backend, { now, publish: (state) => setState(state) });

  /** The selected conversation as the signals need it ("Seen", the read marker). */
  function syncSignals(): void {
    signals.selected(getState().selectedSession, server);
  }

  function firstOtherOpen(sessionId: string): string | null {
    return getState().sessions.find((s) => s.id !== sessionId)?.id ?? null;
  }

  function refreshMessages(): void {
    setState({ messages: optimistic.merge(server, getState().selectedSessionId) });
    syncSignals();
  }

  /** Shows a message at once as pending and sends it (a quote's is shown from its draft). */
  function post(
    sessionId: string,
    content: string,
    photos: readonly OutgoingPhoto[],
    quote?: QuoteDraft,
  ): SendResult {
    const id = createId();
    const message: ChatMessage = {
      id,
      sessionId,
      content,
      sender: 'admin',
      createdAt: now(),
      seq: nextSeq([...server, ...optimistic.all().filter((m) => m.sessionId === sessionId)]),
      pending: true,
      ...(photos.length > 0 ? { photos: photos.map(photoRef) } : {}),
      ...(quote ? { quoteId: id } : {}),
    };
    outbox.hold(id, photos);
    if (quote) {
      quoteDrafts.set(id, quote);
      quotes.set(id, Promise.resolve(quoteFrom(quote, message.createdAt)));
    }
    optimistic.add(message);
    refreshMessages();
    signals.sent(sessionId);
    return { ok: true, messageId: message.id, saved: deliver(message) };
  }

  async function deliver(message: ChatMessage): Promise<boolean> {
    const { sessionId, id, content, seq } = message;
    const photos = outbox.photosOf(id);
    const quote = quoteDrafts.get(id);
    try {
      await backend.sendMessage({
        sessionId,
        id,
        content,
        seq,
        ...(photos.length ? { photos } : {}),
        ...(quote ? { quote } : {}),
      });
      outbox.release(id);
      quoteDrafts.delete(id);
      optimistic.markSaved(id);
      refreshMessages();
      return true;
    } catch (error) {
      if (photos.length > 0 || quote) {
        // Photos and quotes are not lost: the message stays as "Not sent" with Retry.
        optimistic.markFailed(id);
        log('Sending the message with photos or a quote failed; it can be retried.', error);
      } else {
        optimistic.remove(id);
        log('Sending the message failed; it was removed.', error);
      }
      refreshMessages();
      events.emit(errorEvent(CHAT_TEXTS.sendFailed));
      return false;
    }
  }

  /** Open sessions, newest activity first: one more than shown says whether a next page exists. */
  const shownSessions = () => pages * OPEN_SESSIONS_PAGE_SIZE;
  const sessions = liveQuery<readonly ChatSession[]>(
    (onValue, onError) => backend.watchOpenSessions(shownSessions() + 1, onValue, onError),
    (change) => {
      if (change.status === 'loading') {
        // A longer page ("Load more") or a retry keeps the list that is shown.
        if (getState().sessionsStatus !== 'ready') setState({ sessionsStatus: 'loading' });
      } else if (change.status === 'error') {
        logUnlessAccessLost('Watching the chat sessions failed.', change.error);
        setState({ sessionsStatus: 'error' });
        events.emit(errorEvent(CHAT_TEXTS.fetchSessionsFailed));
      } else {
        showSessions(change.value);
      }
    },
  );

  function showSessions(page: readonly ChatSession[]): void {
    const shown = shownSessions();
    const listed = page.slice(0, shown);
    setState({ hasMoreSessions: page.length > shown });
    announceVisitorMessages(listed);
    const { selectedSessionId, sessions: before } = getState();
    const selectedSession = listed.find((s) => s.id === selectedSessionId) ?? null;
    setState({ sessions: listed, sessionsStatus: 'ready', selectedSession });
    syncSignals();
    // Closed elsewhere (another member of staff): move on as after our own close.
    const wasListed = before.some((s) => s.id === selectedSessionId);
    if (selectedSessionId !== null && wasListed && !selectedSession) {
      if (selectedSessionId !== closingId) getState().select(firstOtherOpen(selectedSessionId));
    }
  }

  function announceVisitorMessages(sessions: readonly ChatSession[]): void {
    const previous = lastSeen;
    lastSeen = new Map(sessions.map((s) => [s.id, s.lastMessage?.id]));
    if (previous === null) return; // The first list is history, not news.
    for (const session of sessions) {
      const last = session.lastMessage;
      if (!last || last.sender !== 'user' || previous.get(session.id) === last.id) continue;
      events.emit({
        type: 'visitor-message',
        title: CHAT_TEXTS.newVisitorMessageTitle,
        sessionId: session.id,
        shortId: shortSessionId(session.id),
        content: messagePreview(last.content, last.photos),
        ...(session.visitor ? { visitor: session.visitor } : {}),
      });
    }
  }

  /** The selected conversation's messages (select() starts and stops it). */
  const messages = liveQuery<readonly ChatMessage[]>(
    (onValue, onError) =>
      backend.watchMessages(getState().selectedSessionId ?? '', onValue, onError),
    (change) => {
      if (change.status === 'ready') {
        server = change.value;
        optimistic.settle(change.value);
        setState({ messagesStatus: 'ready' });
        refreshMessages();
      } else if (change.status === 'error') {
        logUnlessAccessLost('Watching the conversation failed.', change.error);
        setState({ messagesStatus: 'error' });
      }
    },
  );

  sessions.start();
  signals.start();
  if (options.initialSessionId) getState().select(options.initialSessionId);
  return store;
}

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConnectionState, Unsubscribe } from '../../shared/backend';
import type { VisitorChatBackend } from '../backend';
import { SESSION_STORAGE_KEY } from '../../shared/domain/constants';
import { createEmitter } from '../../shared/emitter';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId, isValidChatId } from '../../shared/domain/ids';
import type {
  ChatMessage,
  ChatSession,
  OutgoingMessage,
  PageRef,
  VisitorEnvironment,
  VisitorIdentity,
} from '../domain/model';
import { DETAILS_MIN_INTERVAL_MS } from '../domain/visitor-context';
import { nextSeq } from '../../shared/domain/order';
import { CHAT_TEXTS } from '../domain/texts';
import { type OutgoingPhoto, photoRef, validateOutgoing } from '../domain/photos';
import { type KeyValueStorage, safeStorage } from '../../shared/key-value-storage';
import { OptimisticMessages } from './optimistic';
import { type PhotoBytes, PhotoOutbox } from './photo-outbox';
import { refused, type SendResult } from './send-result';
import { createArrivals } from './arrivals';
import { createVisitorDetails } from './visitor-details';
import { createVisitorSignals, type VisitorSignalsState } from './visitor-signals';
import { createWarmUp } from './warm-up';

/** `none`: no session yet (the first message creates one). */
export type VisitorChatStatus = 'none' | 'open' | 'closed';

export type VisitorChatEvent =
  /** Starting the session failed (spec: "Error", destructive), or a flood limit refused it. */
  | { readonly type: 'error'; readonly title: string; readonly message: string }
  /** Staff replied while the panel was closed: notify ("New Message from {product}"). */
  | { readonly type: 'admin-message'; readonly message: ChatMessage };

export interface VisitorChatState extends VisitorSignalsState {
  /** The session id (from local storage, or generated with the first message). */
  readonly sessionId: string | null;
  readonly status: VisitorChatStatus;
  /** The conversation, oldest first, including the visitor's pending messages. */
  readonly messages: readonly ChatMessage[];
  readonly panelOpen: boolean;
  /** Staff messages that arrived while the panel was closed. */
  readonly unreadCount: number;
  /** `reconnecting` while the backend cannot be reached: messages wait, then go in order. */
  readonly connection: ConnectionState;
  /**
   * The address replies may be e-mailed to (CHAT-PRODUCT.md 7): what the conversation holds, or
   * what identify was given here meanwhile; null while none is known, or once the visitor
   * stopped the conversation's e-mails (nothing is e-mailed, so nothing is offered).
   */
  readonly visitorEmail: string | null;
  /**
   * Validates and sends, with up to 4 prepared photos (then the text may be empty); the message
   * shows at once as pending.
   */
  send(text: string, photos?: readonly OutgoingPhoto[]): SendResult;
  /** Sends a failed message (with photos, marked `failed`) again; false when there is none. */
  retry(messageId: string): boolean;
  /** A photo of the conversation, for a thumbnail or the viewer (read once, then kept). */
  loadPhoto(sessionId: string, photoId: string): Promise<PhotoBytes>;
  /** Opening the panel marks everything read. */
  setPanelOpen(open: boolean): void;
  /** Whether the page is visible (document.visibilityState); staff see "Seen" only then. */
  setPageVisible(visible: boolean): void;
  /** The visitor typed: staff see "Visitor is typing…" (throttled writes, see signals.ts). */
  typing(): void;
  onEvent(listener: (event: VisitorChatEvent) => void): Unsubscribe;
  /**
   * Who the visitor is (validated with validateIdentity first): sent with the first message, or
   * onto the open conversation, where staff see it. Resolves with whether it was saved (a first
   * address at once; never rejects).
   */
  identify(identity: VisitorIdentity): Promise<boolean>;
  /** The page the visitor is on now (at start and on every navigation); see identify. */
  setPage(page: PageRef): void;
  /**
   * Follows another conversation of this visitor from now on (a "Continue the chat" link):
   * forgets the current one here, and watches that one (refused unless it is this visitor's).
   */
  continueSession(sessionId: string): void;
  /** After staff closed the conversation: the next message starts a new one. */
  startNew(): void;
  /** Stops every watch (the element was removed). */
  dispose(): void;
}

export type VisitorChatStore = StoreApi<VisitorChatState>;

export interface VisitorChatStoreOptions {
  /** Where the session id is kept (window.localStorage in the widget). */
  readonly storage?: KeyValueStorage;
  readonly createId?: () => string;
  /** Clock for the time shown on a pending message. */
  readonly now?: () => number;
  /** Failed sends are logged only (spec section 8). */
  readonly log?: (message: string, error: unknown) => void;
  /** The visitor's browser (describeEnvironment); without it no context is kept. */
  readonly environment?: VisitorEnvironment;
  /** Least time between two writes of the visitor's details (tests shorten it). */
  readonly detailsIntervalMs?: number;
}

/**
 * The visitor's chat: one store per widget instance. Watches the stored session (if any) at
 * once, so staff replies are counted and announced while the panel is closed.
 */
export function createVisitorChatStore(
  backend: VisitorChatBackend,
  options: VisitorChatStoreOptions = {},
): VisitorChatStore {
  const storage = safeStorage(options.storage);
  const createId = options.createId ?? createChatId;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const events = createEmitter<VisitorChatEvent>();
  const optimistic = new OptimisticMessages();
  const outbox = new PhotoOutbox((sessionId, photoId) => backend.readPhoto(sessionId, photoId));

  const warmUp = createWarmUp(() => backend.prepare());
  let server: readonly ChatMessage[] = [];
  const arrivals = createArrivals();
  let confirmedId: string | null = null;
  let starting: Promise<void> | null = null;
  let session: ChatSession | null = null;
  const details = createVisitorDetails(backend, {
    environment: options.environment,
    intervalMs: options.detailsIntervalMs ?? DETAILS_MIN_INTERVAL_MS,
    log,
    target: () => ({ sessionId: confirmedId, session, starting: starting !== null }),
  });
  let stopSession: Unsubscribe | null = null;
  let stopMessages: Unsubscribe | null = null;
  /** The page is visible (the widget reports visibilitychange); with the panel open, reading. */
  let pageVisible = true;

  const stored = storage.getItem(SESSION_STORAGE_KEY);
  const initialId = stored !== null && isValidChatId(stored) ? stored : null;
  if (stored !== null && initialId === null) storage.removeItem(SESSION_STORAGE_KEY);

  const store = createStore<VisitorChatState>()((set, get) => ({
    sessionId: initialId,
    status: 'none',
    messages: [],
    panelOpen: false,
    unreadCount: 0,
    connection: 'live',
    visitorEmail: null,
    staffTyping: false,
    seenMessageId: null,

    send(text, photos = []) {
      const current = get().sessionId;
      const room = optimistic.photoRoom(server, current ?? '', session?.photoCount);
      const validation = validateOutgoing(text, photos.length, room);
      if (!validation.ok) return refused(validation.reason, validation.message);
      if (get().status === 'closed') return refused('closed', CHAT_TEXTS.sessionClosedNotice);
      const sessionId = current ?? createId();
      if (current === null) set({ sessionId });
      const message: ChatMessage = {
        id: createId(),
        sessionId,
        content: validation.content,
        sender: 'user',
        createdAt: now(),
        seq: nextSeq([...server, ...optimistic.all()]),
        pending: true,
        ...(photos.length > 0 ? { photos: photos.map(photoRef) } : {}),
      };
      outbox.hold(message.id, photos);
      optimistic.add(message);
      refresh();
      signals.sent();
      return { ok: true, messageId: message.id, saved: deliver(message) };
    },

    retry(messageId) {
      if (get().status === 'closed') return false;
      const message = optimistic.all().find((m) => m.id === messageId && m.failed);
      if (!message) return false;
      optimistic.markPending(messageId);
      refresh();
      void deliver(message);
      return true;
    },

    loadPhoto: (sessionId, photoId) => outbox.load(sessionId, photoId),

    setPanelOpen(open) {
      set(open ? { panelOpen: true, unreadCount: 0 } : { panelOpen: false });
      signals.setReading(open && pageVisible);
    },

    setPageVisible(visible) {
      pageVisible = visible;
      signals.setReading(get().panelOpen && visible);
    },

    typing() {
      // Before the first message: sign in and connect meanwhile, so Enter only writes (the
      // first message took 7.5 s on a slow phone when all of it waited for Enter).
      if (get().sessionId === null) warmUp();
      signals.typed();
    },

    onEvent: (listener) => events.on(listener),

    identify(identity) {
      const saved = details.identify(identity);
      if (identity.email) set({ visitorEmail: identity.email });
      return saved;
    },

    setPage: details.setPage,

    continueSession(sessionId) {
      if (!isValidChatId(sessionId) || sessionId === get().sessionId) return;
      forget();
      storage.setItem(SESSION_STORAGE_KEY, sessionId);
      set({ sessionId });
      attach(sessionId);
    },

    startNew() {
      if (get().status === 'closed') forget();
    },

    dispose() {
      details.dispose();
      detach();
      signals.reset();
      stopConnection();
      events.clear();
    },
  }));
  const { getState, setState } = store;
  const stopConnection = backend.watchConnection((connection) => setState({ connection }));
  const signals = createVisitorSignals(backend, { now, publish: (state) => setState(state) });

  function refresh(): void {
    setState({ messages: optimistic.merge(server, getState().sessionId) });
  }

  async function deliver(message: ChatMessage): Promise<boolean> {
    const { sessionId, id, content, seq } = message;
    const photos = outbox.photosOf(id);
    try {
      await deliverInto({ sessionId, id, content, seq, ...(photos.length > 0 ? { photos } : {}) });
      outbox.release(id);
      optimistic.markSaved(id);
      refresh();
      return true;
    } catch (error) {
      if (photos.length > 0) {
        // Photos are not lost: the message stays as "Not sent" with Retry.
        optimistic.markFailed(id);
        log('Chat message with photos could not be sent; it can be retried.', error);
      } else {
        optimistic.remove(id);
        log('Chat message could not be sent; it was removed.', error);
      }
      refresh();
      return false;
    }
  }

  /**
   * Into the confirmed session; otherwise this message starts it (the session is created with
   * its first message). Messages sent while the start is under way wait for it, then follow.
   */
  function deliverInto(message: OutgoingMessage): Promise<void> {
    if (message.sessionId === confirmedId) return backend.sendMessage(message);
    if (starting) {
      const next = () => deliverInto(message);
      return starting.then(next, next);
    }
    const start = backend.startSession(message, details.forStart()).then(
      (started) => {
        starting = null;
        details.started();
        // Staff may reply before the first snapshot of its messages arrives: none is history.
        if (confirmedId !== started.id) arrivals.begin();
        confirm(started);
      },
      (error: unknown) => {
        starting = null;
        // Another visitor's id (say, the browser lost its anonymous user): start afresh next
        // time. Other failures (offline, a flood limit) keep the id, so nothing is lost.
        const code = isChatBackendError(error) ? error.code : 'unknown';
        if (code === 'permission-denied') forget();
        events.emit({
          type: 'error',
          title: CHAT_TEXTS.errorTitle,
          message:
            code === 'resource-exhausted' ? CHAT_TEXTS.tooManySessions : CHAT_TEXTS.sessionFailed,
        });
        throw error;
      },
    );
    starting = start;
    return start;
  }

  function confirm(confirmed: ChatSession): void {
    session = confirmed;
    if (confirmedId !== confirmed.id) {
      confirmedId = confirmed.id;
      storage.setItem(SESSION_STORAGE_KEY, confirmed.id);
      if (stopSession === null) attach(confirmed.id);
    }
    setState({
      status: confirmed.status,
      visitorEmail: confirmed.emailStopped
        ? null
        : (confirmed.visitor?.email ?? getState().visitorEmail),
    });
    signals.session(confirmed);
    watchMessages(confirmed.id);
    details.schedule();
  }

  function attach(sessionId: string): void {
    detach();
    stopSession = backend.watchSession(
      sessionId,
      (session) => {
        if (session) confirm(session);
        else setState({ status: 'none' });
      },
      (error) => {
        if (error.code === 'permission-denied') {
          // The stored id belongs to someone else (e.g. the browser lost its anonymous user).
          forget();
          return;
        }
        log('Watching the chat session failed.', error);
      },
    );
  }

  function watchMessages(sessionId: string): void {
    if (stopMessages !== null) return;
    stopMessages = backend.watchMessages(
      sessionId,
      (messages) => {
        announceNewAdminMessages(messages);
        server = messages;
        signals.messages(messages);
        optimistic.settle(messages);
        refresh();
      },
      (error) => log('Watching the chat messages failed.', error),
    );
  }

  function announceNewAdminMessages(messages: readonly ChatMessage[]): void {
    for (const message of arrivals.next(messages)) {
      if (message.sender !== 'admin' || getState().panelOpen) continue;
      setState({ unreadCount: getState().unreadCount + 1 });
      events.emit({ type: 'admin-message', message });
    }
  }

  function detach(): void {
    stopSession?.();
    stopMessages?.();
    stopSession = null;
    stopMessages = null;
  }

  function forget(): void {
    detach();
    storage.removeItem(SESSION_STORAGE_KEY);
    confirmedId = null;
    // Not the old conversation's photo count or start page for the next one.
    session = null;
    server = [];
    signals.reset();
    arrivals.reset();
    optimistic.clear();
    outbox.clear();
    setState({ sessionId: null, status: 'none', messages: [], unreadCount: 0, visitorEmail: null });
  }

  if (initialId !== null) attach(initialId);
  return store;
}

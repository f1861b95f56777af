import type { ConnectionState, ErrorListener, Unsubscribe } from '../../shared/backend';
import type { StaffChatBackend, VisitorChatBackend } from '../../chat/backend';
import {
  assertCannedReply,
  assertCannedReplyId,
  sortCannedReplies,
} from '../../chat/domain/canned-replies';
import { createConnectionMonitor } from '../../shared/connection';
import { MESSAGE_MIN_INTERVAL_MS } from '../../shared/domain/constants';
import { TRANSCRIPT_LIMITS } from '../../mail/domain/reply-mail';
import { deviceIdForToken } from '../../chat/device-id';
import {
  ChatBackendError,
  type ChatErrorCode,
  toChatBackendError,
} from '../../shared/domain/errors';
import type { ChatMessage, ChatSession, OutgoingMessage, Sender } from '../../chat/domain/model';
import type { LeadRequest } from '../../requests/domain/requests';
import { assertSendable, assertSessionId } from '../../chat/outgoing';
import { sendWithRecovery } from '../../chat/send-recovery';
import { createSendSpacer, type SendSpacer, sleep } from '../../chat/send-spacing';
import { createMemoryStaffAuth, type MemoryStaffAuth } from './memory-staff-auth';
import { type MemoryActor, MemoryServer, type MemoryStaffDevice } from './memory-server';
import { MemorySettings } from './memory-settings';
import type { ChatSettings } from '../../chat/domain/business-hours';
import { validateChatSettings } from '../../chat/domain/chat-settings';

export interface MemoryChatOptions {
  /** The server clock (message and session times). Defaults to Date.now. */
  readonly now?: () => number;
  /** Flood-control interval between a visitor's messages; 0 turns it off (fast UI tests). */
  readonly minMessageIntervalMs?: number;
  /** Least time between two writes of a visitor's details (DETAILS_MIN_INTERVAL_MS). */
  readonly minDetailsIntervalMs?: number;
  /** Least time between two typing signals of one side (TYPING_MIN_INTERVAL_MS). */
  readonly minTypingIntervalMs?: number;
}

export interface MemoryVisitorBackend extends VisitorChatBackend {
  readonly uid: string;
}

export interface MemoryStaffBackend extends StaffChatBackend {
  readonly uid: string;
}

/**
 * An in-process chat backend with the Firestore adapter's behaviour: the same ordering, the same
 * access rules (own session only, closed is final, create-only messages, flood control),
 * idempotent sends, and live callbacks delivered asynchronously. The fixture of the UIs' tests.
 */
export interface MemoryChat {
  /** A visitor client (its own anonymous uid; pass one to act as the same visitor again). */
  visitor(uid?: string): MemoryVisitorBackend;
  /** A staff client; `isStaff: false` makes a signed-in user without the claim. */
  staff(options?: { uid?: string; isStaff?: boolean }): MemoryStaffBackend;
  /** Staff sign-in against accounts added with `addAccount`. */
  readonly staffAuth: MemoryStaffAuth;
  /** The next mutating call (startSession, sendMessage, closeSession, (un)registerDevice) fails. */
  failNextWrite(code?: ChatErrorCode): void;
  /** The next watch reports this error instead of data. */
  failNextWatch(code?: ChatErrorCode): void;
  /** What every client's watchConnection reports: 'reconnecting' plays a server outage. */
  setConnection(state: ConnectionState): void;
  /** Stores a session and its messages as given, bypassing the rules (test set-up). */
  seedSession(session: ChatSession, messages?: readonly ChatMessage[]): void;
  /** Stores `settings/chat` as given (null: none), bypassing the rules (test set-up). */
  seedSettings(settings: ChatSettings | null): void;
  /** Stores a request as the form endpoint would, bypassing the rules (test set-up). */
  seedRequest(request: LeadRequest): void;
  /**
   * A "Continue the chat" link for the visitor `uid` and their conversation (what the e-mail
   * carries): it signs a visitor client in as `uid`, once.
   */
  emailLink(uid: string, sessionId: string): string;
  /** How many transcripts a conversation has asked for ("Email me this chat"). */
  transcripts(sessionId: string): number;
  requests(): LeadRequest[];
  sessions(): ChatSession[];
  messages(sessionId: string): ChatMessage[];
  devices(): MemoryStaffDevice[];
}

export function createMemoryChat(options: MemoryChatOptions = {}): MemoryChat {
  const intervalMs = options.minMessageIntervalMs ?? MESSAGE_MIN_INTERVAL_MS;
  const server = new MemoryServer({
    ...(options.now ? { now: options.now } : {}),
    minMessageIntervalMs: intervalMs,
    ...(options.minDetailsIntervalMs !== undefined
      ? { minDetailsIntervalMs: options.minDetailsIntervalMs }
      : {}),
    ...(options.minTypingIntervalMs !== undefined
      ? { minTypingIntervalMs: options.minTypingIntervalMs }
      : {}),
  });
  const staffRoot: MemoryActor = { uid: 'memory-admin', isStaff: true };
  let nextUid = 1;
  let writeFailure: ChatErrorCode | null = null;
  let watchFailure: ChatErrorCode | null = null;
  const connection = createConnectionMonitor();
  const outage = connection.track();

  const takeWriteFailure = (): void => {
    if (writeFailure === null) return;
    const code = writeFailure;
    writeFailure = null;
    throw new ChatBackendError(code, `Simulated failure (${code}).`);
  };

  const settings = new MemorySettings();
  /** Unused sign-in links by their code: the uid they sign in as, and its conversation. */
  const emailLinks = new Map<string, { uid: string; sessionId: string }>();
  const transcripts = new Map<string, { count: number; at: number }>();
  const clock = options.now ?? Date.now;

  /** The rules' limits on "Email me this chat" (firestore.rules, chatTranscripts). */
  function requestTranscript(actor: MemoryActor, sessionId: string): void {
    const session = server.readSession(actor, sessionId);
    const earlier = transcripts.get(sessionId);
    const allowed =
      session?.status === 'closed' &&
      session.visitor?.email !== undefined &&
      (!earlier ||
        (earlier.count < TRANSCRIPT_LIMITS.perConversation &&
          clock() >= earlier.at + TRANSCRIPT_LIMITS.intervalMs));
    if (!allowed) throw new ChatBackendError('permission-denied', 'No transcript for this chat.');
    transcripts.set(sessionId, { count: (earlier?.count ?? 0) + 1, at: clock() });
  }

  function watch<T>(
    compute: () => T,
    onChange: (value: T) => void,
    onError: ErrorListener,
    source: { onChange(listener: () => void): () => void } = server,
  ): Unsubscribe {
    let active = true;
    let lastKey: string | undefined;
    const injected = watchFailure;
    watchFailure = null;
    const refresh = () => {
      if (!active) return;
      let value: T;
      try {
        if (injected !== null) {
          throw new ChatBackendError(injected, `Simulated failure (${injected}).`);
        }
        value = compute();
      } catch (error) {
        stop();
        onError(toChatBackendError(error));
        return;
      }
      const key = JSON.stringify(value);
      if (key === lastKey) return;
      lastKey = key;
      onChange(value);
    };
    const stopListening = source.onChange(() => queueMicrotask(refresh));
    const stop = () => {
      active = false;
      stopListening();
    };
    queueMicrotask(refresh);
    return stop;
  }

  /** A visitor's sends are spaced (one spacer per client, shared with startSession). */
  function sendAs(actor: MemoryActor, sender: Sender, spacer: SendSpacer | null) {
    const spaced = spacer !== null;
    const space = spacer ?? createSendSpacer({ intervalMs: 0 });
    return async (message: OutgoingMessage): Promise<void> => {
      assertSendable(message);
      takeWriteFailure();
      await space.run(() =>
        sendWithRecovery({
          write: async () => server.addMessage(actor, sender, message),
          alreadySaved: async () =>
            server.hasMessage(message.sessionId, message.id, message.content, sender),
          ...(spaced ? { retryAfterMs: intervalMs } : {}),
          sleep,
        }),
      );
    };
  }

  const readPhoto = (actor: MemoryActor) => async (sessionId: string, photoId: string) => {
    assertSessionId(sessionId);
    return server.readPhoto(actor, sessionId, photoId);
  };

  const readQuote = (actor: MemoryActor) => async (sessionId: string, quoteId: string) => {
    assertSessionId(sessionId);
    return server.readQuote(actor, sessionId, quoteId);
  };

  const watchMessages =
    (actor: MemoryActor) =>
    (sessionId: string, onChange: (m: readonly ChatMessage[]) => void, onError: ErrorListener) =>
      watch(() => server.readMessages(actor, sessionId), onChange, onError);

  return {
    visitor(uid = `visitor-${nextUid++}`) {
      // Mutable: a "Continue the chat" link makes this client another visitor (that one).
      const actor: { uid: string; isStaff: boolean } = { uid, isStaff: false };
      const spacer = createSendSpacer({ intervalMs });
      return {
        get uid() {
          return actor.uid;
        },
        // Nothing to sign in to or connect: the visitor is `actor` from the start.
        async prepare() {},
        async startSession(message, details = {}) {
          assertSendable(message);
          takeWriteFailure();
          return spacer.run(async () => {
            const existing = server.readSession(actor, message.sessionId);
            if (!existing) return server.startSession(actor, message, details);
            // Another tab of this visitor started it, or an earlier attempt did.
            await sendWithRecovery({
              write: async () => server.addMessage(actor, 'user', message),
              alreadySaved: async () =>
                server.hasMessage(message.sessionId, message.id, message.content, 'user'),
              retryAfterMs: intervalMs,
              sleep,
            });
            return server.readSession(actor, message.sessionId) ?? existing;
          });
        },
        async updateSessionDetails(sessionId, details) {
          assertSessionId(sessionId);
          takeWriteFailure();
          server.updateDetails(actor, sessionId, details);
        },
        sendMessage: sendAs(actor, 'user', spacer),
        readPhoto: readPhoto(actor),
        readQuote: readQuote(actor),
        watchMessages: watchMessages(actor),
        watchSession: (sessionId, onChange, onError) =>
          watch(() => server.readSession(actor, sessionId), onChange, onError),
        watchConnection: (onChange) => connection.watch(onChange),
        watchSettings: (onChange, onError) =>
          watch(() => settings.read(), onChange, onError, settings),
        async setTyping(sessionId, active) {
          assertSessionId(sessionId);
          server.signals.setTyping(actor, sessionId, 'visitor', active);
        },
        watchTyping: (sessionId, onChange, onError) =>
          watch(() => server.signals.readTyping(actor, sessionId, 'staff'), onChange, onError),
        async markRead(sessionId, count) {
          assertSessionId(sessionId);
          server.signals.markRead(actor, sessionId, 'visitor', count);
        },
        async requestTranscript(sessionId) {
          assertSessionId(sessionId);
          takeWriteFailure();
          requestTranscript(actor, sessionId);
        },
        async continueWithLink(sessionId, link) {
          takeWriteFailure();
          const code = new URL(link).searchParams.get('oobCode') ?? '';
          const issued = emailLinks.get(code);
          emailLinks.delete(code);
          if (issued?.sessionId !== sessionId) {
            throw new ChatBackendError('not-found', 'The link expired or was used.');
          }
          actor.uid = issued.uid;
        },
      };
    },

    staff({ uid = `staff-${nextUid++}`, isStaff = true } = {}) {
      const actor: MemoryActor = { uid, isStaff };
      return {
        uid,
        watchOpenSessions: (limit, onChange, onError) =>
          watch(() => server.readOpenSessions(actor).slice(0, limit), onChange, onError),
        watchMessages: watchMessages(actor),
        sendMessage: sendAs(actor, 'admin', null),
        readPhoto: readPhoto(actor),
        readQuote: readQuote(actor),
        async closeSession(sessionId) {
          takeWriteFailure();
          server.closeSession(actor, sessionId);
        },
        async deleteSession(sessionId) {
          assertSessionId(sessionId);
          takeWriteFailure();
          server.deleteSession(actor, sessionId);
        },
        async visitorHistory(visitorUid, before) {
          return server.readVisitorHistory(actor, visitorUid, before);
        },
        async registerDevice({ token, userAgent = '' }) {
          takeWriteFailure();
          server.putDevice(actor, await deviceIdForToken(token), token, userAgent);
        },
        async unregisterDevice(token) {
          takeWriteFailure();
          server.deleteDevice(actor, await deviceIdForToken(token));
        },
        async setTyping(sessionId, active) {
          assertSessionId(sessionId);
          server.signals.setTyping(actor, sessionId, 'staff', active);
        },
        watchVisitorTyping: (sinceMs, onChange, onError) =>
          watch(() => server.signals.readVisitorTyping(actor, sinceMs), onChange, onError),
        async markRead(sessionId, count) {
          assertSessionId(sessionId);
          server.signals.markRead(actor, sessionId, 'staff', count);
        },
        watchCannedReplies: (onChange, onError) =>
          watch(() => sortCannedReplies(server.readCannedReplies(actor)), onChange, onError),
        async saveCannedReply(reply) {
          assertCannedReply(reply);
          takeWriteFailure();
          server.putCannedReply(actor, reply);
        },
        async deleteCannedReply(id) {
          assertCannedReplyId(id);
          takeWriteFailure();
          server.deleteCannedReply(actor, id);
        },
        watchConnection: (onChange) => connection.watch(onChange),
        watchSettings: (onChange, onError) =>
          watch(() => settings.read(), onChange, onError, settings),
        async saveSettings(next) {
          const checked = validateChatSettings(next);
          if (!checked.ok) throw new ChatBackendError('invalid-argument', checked.problem);
          takeWriteFailure();
          settings.save(actor, checked.settings);
        },
        watchClosedSessions: (limit, onChange, onError) =>
          watch(() => server.readOpenSessions(actor, 'closed').slice(0, limit), onChange, onError),
        watchRequests: (filter, limit, onChange, onError) =>
          watch(() => server.requests.read(actor, filter).slice(0, limit), onChange, onError),
        watchNewRequestCount: (cap, onChange, onError) =>
          watch(() => Math.min(cap, server.requests.read(actor, 'new').length), onChange, onError),
        async updateRequest(id, change) {
          takeWriteFailure();
          server.requests.update(actor, id, change);
        },
        async deleteRequest(id) {
          takeWriteFailure();
          server.requests.remove(actor, id);
        },
        async searchPeople(term) {
          return server.requests.search(actor, server.sessions.values(), term);
        },
      };
    },

    staffAuth: createMemoryStaffAuth(),
    failNextWrite(code = 'unavailable') {
      writeFailure = code;
    },
    failNextWatch(code = 'unavailable') {
      watchFailure = code;
    },
    setConnection(state) {
      outage.report(state === 'live');
    },
    seedSession: (session, messages) => server.seed(session, messages),
    seedRequest: (request) => server.requests.seed(request),
    emailLink(uid, sessionId) {
      const code = `code-${nextUid++}`;
      emailLinks.set(code, { uid, sessionId });
      return `https://chat.example/?chat=${sessionId}&mode=signIn&oobCode=${code}&apiKey=memory`;
    },
    transcripts: (sessionId) => transcripts.get(sessionId)?.count ?? 0,
    requests: () => [...server.requests.requests.values()],
    seedSettings: (value) => settings.put(value),
    sessions: () => [...server.sessions.values()],
    messages: (sessionId) => server.readMessages(staffRoot, sessionId),
    devices: () => [...server.devices.values()],
  };
}

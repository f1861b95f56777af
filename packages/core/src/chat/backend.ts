// The chat's ports: what the visitor's widget and the staff console need of a backend (the
// console's also carries the requests' calls: one signed-in client serves both). Errors are
// ChatBackendError (shared/domain/errors.ts).
import type { Quote } from '../quotes/domain/quote';
import type { CannedReply, CannedReplyDraft } from './domain/canned-replies';
import type { ChatSettings } from './domain/business-hours';
import type {
  ChatMessage,
  ChatSession,
  OutgoingMessage,
  SessionDetails,
  StaffDeviceRegistration,
  StaffUser,
  VisitorHistory,
} from './domain/model';
import type { StoredPhoto } from './domain/photos';
import type { RequestChange, RequestFilter } from '../requests/domain/requests';
import type { TypingSignal } from './domain/signals';
import type { ConnectionListener, ErrorListener, Unsubscribe } from '../shared/backend';
import type { PeopleSearchResult, RequestsListener } from '../requests/backend';

/** Receives the whole conversation, ordered by (createdAt, seq, id), on every change. */
export type MessagesListener = (messages: readonly ChatMessage[]) => void;

/** Receives the session, or null while it does not exist. */
export type SessionListener = (session: ChatSession | null) => void;

/**
 * Receives the chat settings (`settings/chat`: hours, away, away message), or null while staff
 * have never saved any: then the business profile's hours apply (defaultChatSettings).
 */
export type SettingsListener = (settings: ChatSettings | null) => void;

/** Receives every open session, newest activity first, on every change. */
export type SessionsListener = (sessions: readonly ChatSession[]) => void;

/** Receives the other side's typing signals (signals.ts), on every change. */
export type TypingListener = (signals: readonly TypingSignal[]) => void;

/** Receives every canned reply, sorted by title (sortCannedReplies), on every change. */
export type CannedRepliesListener = (replies: readonly CannedReply[]) => void;

/**
 * What the visitor's widget needs. The visitor is identified by the adapter (anonymous sign-in
 * for Firestore); a session belongs to the visitor who created it.
 *
 * Errors are ChatBackendError: `permission-denied` for another visitor's session, a closed
 * session or a refused write; `invalid-argument` for ids or content the validation rejects;
 * `unavailable` when offline where a server answer is required.
 */
export interface VisitorChatBackend {
  /**
   * Gets ready for the first message without writing anything: signs the visitor in
   * (anonymously) and lets the connection carry that identity, so the visitor's Enter waits
   * only for the write itself. Called while the visitor types their first message; creating
   * nothing in Firestore before the first message still holds. Failures are left for the send.
   */
  prepare(): Promise<void>;
  /**
   * Starts a conversation: creates the session (open, bound to this visitor) together with its
   * first message, in one write, so no session is ever empty. When the session already exists
   * and is this visitor's (another tab started it, or an earlier attempt succeeded), the message
   * goes into it as sendMessage would. Resolves with the session once the server has both.
   * Refused with `resource-exhausted` when this visitor started a conversation less than
   * NEW_SESSION_INTERVAL_MS ago, or has MAX_OPEN_SESSIONS_PER_VISITOR open.
   */
  startSession(message: OutgoingMessage, details?: SessionDetails): Promise<ChatSession>;
  /**
   * Writes the visitor's details (who they said they are, where they are) onto their open
   * session, replacing what is given. At most one write per DETAILS_MIN_INTERVAL_MS is accepted
   * (`permission-denied` otherwise); the store spaces them.
   */
  updateSessionDetails(sessionId: string, details: SessionDetails): Promise<void>;
  /**
   * Saves a message (sender `user`) into an existing session and bumps its activity, in one
   * write, with its photos when it carries any (refused with `permission-denied` past
   * PHOTO_LIMITS.perConversation). Resolves when the server has it. Sending the same id again with the same content
   * resolves without a duplicate. Sends (and starts) are delivered in call order, spaced by
   * MESSAGE_MIN_INTERVAL_MS.
   */
  sendMessage(message: OutgoingMessage): Promise<void>;
  /**
   * A quote staff sent in this visitor's conversation (the message's `quoteId`), read once: it
   * never changes. `not-found` while it is not stored, `permission-denied` for another's.
   */
  readQuote(sessionId: string, quoteId: string): Promise<Quote>;
  /**
   * One photo of this visitor's conversation, read once (a photo is never watched: no snapshot
   * carries megabytes). `not-found` while it is not stored, `permission-denied` for another
   * visitor's conversation.
   */
  readPhoto(sessionId: string, photoId: string): Promise<StoredPhoto>;
  /** Requires an existing session of this visitor; errors with `permission-denied` otherwise. */
  watchMessages(sessionId: string, onChange: MessagesListener, onError: ErrorListener): Unsubscribe;
  watchSession(sessionId: string, onChange: SessionListener, onError: ErrorListener): Unsubscribe;
  /** Follows whether this client's watches reach the server (see ConnectionState). */
  watchConnection(onChange: ConnectionListener): Unsubscribe;
  /** The chat settings, live (public: needs no session). */
  watchSettings(onChange: SettingsListener, onError: ErrorListener): Unsubscribe;
  /**
   * Signals (CHAT-PRODUCT.md 3). `setTyping(true)` writes the visitor's typing signal, at most
   * once per TYPING_MIN_INTERVAL_MS (`permission-denied` sooner); `false` clears it. Only into
   * the visitor's own open session.
   */
  setTyping(sessionId: string, active: boolean): Promise<void>;
  /** Staff's typing signal in this visitor's session (an empty list while there is none). */
  watchTyping(sessionId: string, onChange: TypingListener, onError: ErrorListener): Unsubscribe;
  /**
   * The visitor has read the first `count` staff messages: only forwards, never above the
   * session's staff count, only while open (`permission-denied` otherwise). Moves nothing else.
   */
  markRead(sessionId: string, count: number): Promise<void>;
  /**
   * "Email me this chat" (CHAT-PRODUCT.md 7): asks for the transcript of this visitor's closed
   * conversation, sent to the address they gave. `permission-denied` when the conversation is
   * open, has no address, stopped its e-mails, or reached TRANSCRIPT_LIMITS.
   */
  requestTranscript(sessionId: string): Promise<void>;
  /**
   * Signs in with a "Continue the chat" link (a Firebase Auth e-mail sign-in link, `link` the
   * page's URL with its code) for the conversation `sessionId`: this browser becomes the visitor
   * who chatted there. `not-found` for a link expired, used or not that conversation's.
   */
  continueWithLink(sessionId: string, link: string): Promise<void>;
}

/** What the staff console needs. Every call requires a signed-in user with the staff claim. */
export interface StaffChatBackend {
  /** The `limit` open sessions with the newest activity, newest first, live. */
  watchOpenSessions(limit: number, onChange: SessionsListener, onError: ErrorListener): Unsubscribe;
  watchMessages(sessionId: string, onChange: MessagesListener, onError: ErrorListener): Unsubscribe;
  /**
   * Saves a message (sender `admin`) into an open session; same guarantees as the visitor's.
   * With `quote`, the quote is written under the message's id in the same batch.
   */
  sendMessage(message: OutgoingMessage): Promise<void>;
  /** A quote of any conversation, read once (as the visitor's readQuote). */
  readQuote(sessionId: string, quoteId: string): Promise<Quote>;
  /** One photo of any conversation, read once (as the visitor's readPhoto). */
  readPhoto(sessionId: string, photoId: string): Promise<StoredPhoto>;
  /** Open -> closed. Refused (`permission-denied`) when the session is already closed. */
  closeSession(sessionId: string): Promise<void>;
  /**
   * Deletes a closed conversation: its messages, then the session. Refused (`permission-denied`)
   * while it is open. Resolves when nothing of it is left, also when it was already gone.
   */
  deleteSession(sessionId: string): Promise<void>;
  /**
   * The visitor's history for the visitor panel: when they were first seen and how many
   * conversations they started before `before` (a session's createdAt), counting those still
   * stored. Reads once; `unavailable` offline.
   */
  visitorHistory(visitorUid: string, before: number): Promise<VisitorHistory>;
  /** Registers (or refreshes) this staff member's device for push notifications. */
  registerDevice(device: StaffDeviceRegistration): Promise<void>;
  /** Removes the registration of a token; resolves when there was none. */
  unregisterDevice(token: string): Promise<void>;
  /** Every canned reply (`cannedReplies`), sorted by title, live. */
  watchCannedReplies(onChange: CannedRepliesListener, onError: ErrorListener): Unsubscribe;
  /**
   * Adds a canned reply, or replaces the one with this id (edit), stamping `updatedAt`. The
   * draft must pass validateCannedReply unchanged (`invalid-argument` otherwise).
   */
  saveCannedReply(reply: CannedReplyDraft): Promise<void>;
  /** Deletes a canned reply; resolves when it was already gone. */
  deleteCannedReply(id: string): Promise<void>;
  /** Follows whether this client's watches reach the server (see ConnectionState). */
  watchConnection(onChange: ConnectionListener): Unsubscribe;
  /** The chat settings, live. */
  watchSettings(onChange: SettingsListener, onError: ErrorListener): Unsubscribe;
  /**
   * Replaces the chat settings. Refused with `invalid-argument` when validateChatSettings
   * refuses them (and by the rules), `permission-denied` without the staff claim.
   */
  saveSettings(settings: ChatSettings): Promise<void>;
  /** Staff's typing signal in an open session, as the visitor's setTyping (same limits). */
  setTyping(sessionId: string, active: boolean): Promise<void>;
  /**
   * Every visitor's typing signal written since `sinceMs` (server time), in one watch for the
   * whole list (a collection-group query), on every change.
   */
  watchVisitorTyping(
    sinceMs: number,
    onChange: TypingListener,
    onError: ErrorListener,
  ): Unsubscribe;
  /** Staff have read the first `count` visitor messages: forwards only, never above the count. */
  markRead(sessionId: string, count: number): Promise<void>;
  /** The `limit` closed sessions last active most recently, newest first, live. */
  watchClosedSessions(
    limit: number,
    onChange: SessionsListener,
    onError: ErrorListener,
  ): Unsubscribe;
  /** The `limit` newest requests whose status the filter takes (REQUEST_FILTERS), live. */
  watchRequests(
    filter: RequestFilter,
    limit: number,
    onChange: RequestsListener,
    onError: ErrorListener,
  ): Unsubscribe;
  /** How many requests are `new`, counted up to `cap`, live. */
  watchNewRequestCount(
    cap: number,
    onChange: (count: number) => void,
    onError: ErrorListener,
  ): Unsubscribe;
  /**
   * Changes a request's status or notes (stamping `updatedAt`). `invalid-argument` when
   * validateRequestChange refuses it, `not-found` when the request is gone.
   */
  updateRequest(id: string, change: RequestChange): Promise<void>;
  /** Deletes a request (an erasure request); resolves when it was already gone. */
  deleteRequest(id: string): Promise<void>;
  /**
   * Requests and conversations whose name, phone or e-mail match (matchesSearch), among the
   * SEARCH_SCAN newest of each. Reads once; `unavailable` offline.
   */
  searchPeople(query: string): Promise<PeopleSearchResult>;
}

/** Staff sign-in, as the console needs it. */
export interface StaffAuth {
  /** Rejects with `invalid-credentials` for a wrong e-mail or password. */
  signInStaff(email: string, password: string): Promise<StaffUser>;
  signOut(): Promise<void>;
  /**
   * Called with the current user (or null) at once and on every change. A user restored from
   * the browser is first checked with the server (when it can be reached), so a member of staff
   * whose access was removed meanwhile is never reported as staff.
   */
  onStaffAuthChanged(listener: (user: StaffUser | null) => void): Unsubscribe;
  /**
   * Checks the signed-in user's access with the server now: a removed staff claim reaches the
   * listeners (isStaff false); a revoked or disabled account is signed out. Offline, nothing.
   */
  refreshStaffAccess(): Promise<void>;
}

import type { ChatMessage, ChatSession, Sender, SessionCounts } from './model';

/**
 * Conversation signals (CHAT-PRODUCT.md 3): typing, Seen and unread counts. The data lives on
 * the session (per-sender message counts and read markers, see docs/chat-data-model.md) and in
 * `chatSessions/{id}/typing/{visitor|staff}`; this file holds the pure logic both UIs share.
 */

/** A client writes its typing signal at most this often while its person types. */
export const TYPING_WRITE_INTERVAL_MS = 3_000;
/** A typing signal is shown until this long after the last one. */
export const TYPING_VISIBLE_MS = 6_000;
/**
 * The rules refuse a typing signal sooner than this after the previous one of the same side
 * (`typingInterval()` in firestore.rules; a unit test keeps them equal). Below the client's
 * interval, so timer and network jitter never make an honest client's write refused.
 */
export const TYPING_MIN_INTERVAL_MS = 2_000;

/** Which side of a conversation: the document ids under `typing/`. */
export type SignalRole = 'visitor' | 'staff';

/** One side's typing document. `at` is the server time of its last typing write. */
export interface TypingSignal {
  readonly sessionId: string;
  readonly role: SignalRole;
  readonly at: number;
  /** False once the side sent its message (the signal is cleared, `at` is kept). */
  readonly active: boolean;
}

const NO_COUNTS: SessionCounts = { user: 0, admin: 0, readByStaff: 0, readByVisitor: 0 };

export const countsOf = (session: ChatSession | null | undefined): SessionCounts =>
  session?.counts ?? NO_COUNTS;

/** Visitor messages staff have not read yet (the console list's count). */
export function unreadByStaff(session: ChatSession): number {
  const counts = countsOf(session);
  return Math.max(0, counts.user - counts.readByStaff);
}

/** The console's total: the tab title and the app badge. */
export function totalUnread(sessions: readonly ChatSession[]): number {
  return sessions.reduce((sum, session) => sum + unreadByStaff(session), 0);
}

/**
 * The id of the last message of `sender` the other side has read, for "Seen" under it; null
 * when none. Counted from the end, so a conversation older than the counters (its first
 * messages uncounted) still points at the right message: of the `count` counted messages, the
 * last `count - read` are unread.
 */
export function lastReadMessageId(
  messages: readonly ChatMessage[],
  session: ChatSession | null,
  sender: Sender,
): string | null {
  if (!session) return null;
  const counts = countsOf(session);
  const count = sender === 'user' ? counts.user : counts.admin;
  const read = sender === 'user' ? counts.readByStaff : counts.readByVisitor;
  if (read <= 0) return null;
  // Only saved messages are counted on the session; a pending one is never read yet.
  const saved = messages.filter((m) => m.sender === sender && m.pending !== true);
  const unread = Math.max(0, count - read);
  return saved[saved.length - 1 - unread]?.id ?? null;
}

/** "Visitor is typing…", or the visitor's name ("Sam is typing…"). */
export function visitorTypingText(session: ChatSession | null | undefined): string {
  const name = session?.visitor?.name;
  return `${name ?? 'Visitor'} is typing…`;
}

/** The widget's accessible name for the three dots: "<business name> is typing". */
export const staffTypingLabel = (businessName: string): string => `${businessName} is typing`;

/** Local storage key under which the widget keeps the visitor's session id (spec section 9). */
export const SESSION_STORAGE_KEY = 'chat_session_id';

/** The staff console shows session ids truncated to this many characters (spec section 9). */
export const SESSION_ID_DISPLAY_LENGTH = 8;

/**
 * Flood control: a visitor's message is refused by the Firestore rules when the visitor's previous
 * message in the same session was saved less than this long before. Written into
 * `firestore.rules` as `duration.value(500, 'ms')` (a unit test keeps the two equal). The adapters
 * space a visitor's sends by this interval, so a burst is delivered in order, never refused.
 */
export const MESSAGE_MIN_INTERVAL_MS = 500;

/**
 * Flood control per visitor (one anonymous uid): at most one new conversation this often, and at
 * most MAX_OPEN_SESSIONS_PER_VISITOR open at once. The rules hold both with the visitor's
 * `chatVisitors/{uid}` counters, written in the same batch as the conversation's first message
 * (unit tests keep firestore.rules equal to these).
 */
export const NEW_SESSION_INTERVAL_MS = 60_000;
export const MAX_OPEN_SESSIONS_PER_VISITOR = 3;

/**
 * The console lists open conversations this many at a time ("Load more" adds as many again):
 * a flood of conversations never downloads thousands of sessions in one snapshot.
 */
export const OPEN_SESSIONS_PAGE_SIZE = 50;

/** Client-generated ids (sessions, messages) must match this; the rules check the same pattern. */
export const CHAT_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

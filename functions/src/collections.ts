/**
 * The chat's collections and units, as the functions read them (docs/chat-data-model.md).
 * chat-core names the same collections for the clients; until the functions are bundled with
 * chat-core's domain (#22) they keep their own, here, once.
 */

/** One document per conversation. */
export const CHAT_SESSIONS = 'chatSessions';

/** One document per visitor uid, kept with the flood limits. */
export const CHAT_VISITORS = 'chatVisitors';

export const DAY_MS = 24 * 60 * 60 * 1000;

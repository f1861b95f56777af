import type { ChatMessage, ChatSession, VisitorHistory } from '../../chat/domain/model';

/**
 * Conversation order: messages the server has stored first, by server time, then the client
 * sequence number, then the id; messages still waiting to be stored after them, in the order
 * they were written. Total and stable, so messages written in the same millisecond never swap
 * places between snapshots. Pending messages only carry the local clock's estimate, which can be
 * earlier than the server time an earlier message gets when it is acknowledged late (offline).
 */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const pending = Number(a.pending === true) - Number(b.pending === true);
  if (pending !== 0) return pending;
  // Two pending messages: the order they were written in is their sequence. Their times are
  // only estimates, taken at different moments (one queued for sending, one already handed to
  // Firestore), so they can disagree with it.
  if (a.pending === true) return a.seq - b.seq || compareStrings(a.id, b.id);
  return a.createdAt - b.createdAt || a.seq - b.seq || compareStrings(a.id, b.id);
}

export function sortMessages(messages: Iterable<ChatMessage>): ChatMessage[] {
  return [...messages].sort(compareMessages);
}

/**
 * Staff list order: newest activity first; equal times by id, descending (what Firestore does for
 * `orderBy('updatedAt', 'desc')`, whose implicit tie-breaker follows the last direction).
 */
export function compareSessionsByActivity(a: ChatSession, b: ChatSession): number {
  return b.updatedAt - a.updatedAt || compareStrings(b.id, a.id);
}

/** The next sequence number after every message already known in a conversation. */
export function nextSeq(messages: Iterable<ChatMessage>): number {
  let max = 0;
  for (const message of messages) max = Math.max(max, message.seq);
  return max + 1;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A visitor's earlier conversation as the visitor panel shows it (VisitorHistory.previous). */
export function pastSession(session: ChatSession): NonNullable<VisitorHistory['previous']> {
  const { id, status, createdAt, updatedAt, lastMessage } = session;
  return { id, status, createdAt, updatedAt, ...(lastMessage ? { lastMessage } : {}) };
}

import { type DocumentSnapshot, Timestamp } from 'firebase/firestore';
import type {
  ChatMessage,
  ChatSession,
  LastMessage,
  Sender,
  VisitorContext,
  VisitorIdentity,
} from '../domain/model';
import { areValidDetails } from '../domain/visitor-context';
import { countsFrom } from './signals';

/**
 * Documents as model objects. Pending server timestamps are shown as the SDK's local estimate,
 * and a document with a pending local write is marked `pending`. A malformed document (which the
 * rules make impossible) is skipped rather than crashing a view.
 */
const READ = { serverTimestamps: 'estimate' } as const;

const isSender = (value: unknown): value is Sender => value === 'user' || value === 'admin';

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

function lastMessageOf(value: unknown): LastMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, content, sender }: Record<string, unknown> = { ...value };
  if (typeof id !== 'string' || typeof content !== 'string' || !isSender(sender)) return undefined;
  return { id, content, sender };
}

export function toSession(snapshot: DocumentSnapshot): ChatSession | null {
  const data: Record<string, unknown> | undefined = snapshot.data(READ);
  if (!data) return null;
  const { status, visitorUid } = data;
  const createdAt = millis(data.createdAt);
  const updatedAt = millis(data.updatedAt);
  if (status !== 'open' && status !== 'closed') return null;
  if (typeof visitorUid !== 'string' || createdAt === null || updatedAt === null) return null;
  const lastMessage = lastMessageOf(data.lastMessage);
  // The rules validate both; a malformed one is left out rather than shown.
  const { visitor, context } = data;
  return {
    id: snapshot.id,
    status,
    visitorUid,
    createdAt,
    updatedAt,
    ...(lastMessage ? { lastMessage } : {}),
    counts: countsFrom(data),
    ...(visitor !== undefined && areValidDetails({ visitor })
      ? { visitor: visitor as VisitorIdentity }
      : {}),
    ...(context !== undefined && areValidDetails({ context })
      ? { context: context as VisitorContext }
      : {}),
  };
}

export function toMessage(snapshot: DocumentSnapshot, sessionId: string): ChatMessage | null {
  const data: Record<string, unknown> | undefined = snapshot.data(READ);
  if (!data) return null;
  const { content, sender, seq } = data;
  const createdAt = millis(data.createdAt);
  if (typeof content !== 'string' || !isSender(sender)) return null;
  if (typeof seq !== 'number' || createdAt === null) return null;
  return {
    id: snapshot.id,
    sessionId,
    content,
    sender,
    createdAt,
    seq,
    ...(snapshot.metadata.hasPendingWrites ? { pending: true } : {}),
    ...(data.automatic === true && sender === 'admin' ? { automatic: true as const } : {}),
  };
}

/** Maps and drops malformed documents. */
export function convertAll<T>(
  snapshots: readonly DocumentSnapshot[],
  convert: (snapshot: DocumentSnapshot) => T | null,
): T[] {
  const out: T[] = [];
  for (const snapshot of snapshots) {
    const value = convert(snapshot);
    if (value !== null) out.push(value);
  }
  return out;
}

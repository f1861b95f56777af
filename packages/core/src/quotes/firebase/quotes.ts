import { doc, type DocumentSnapshot, type Firestore, getDoc } from 'firebase/firestore';
import { QUOTES, SESSIONS } from '../../shared/domain/collections';
import { ChatBackendError } from '../../shared/domain/errors';
import { withMappedErrors } from '../../shared/firebase/map-error';
import { assertSessionId } from '../../chat/outgoing';
import { type Quote, type QuoteDraft, quoteFrom } from '../domain/quote';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored quote (the rules checked its shape when it was written), or null if malformed. */
export function toQuote(snapshot: DocumentSnapshot): Quote | null {
  const data = snapshot.data();
  if (!data) return null;
  const { items, size, subtotal, adjustment, total, length, mobile, createdAt } = data;
  const sent: unknown = createdAt;
  if (!Array.isArray(items) || typeof size !== 'string' || typeof subtotal !== 'number')
    return null;
  if (typeof total !== 'number' || !isRecord(length) || typeof mobile !== 'boolean') return null;
  if (!isRecord(sent) || typeof (sent as { toMillis?: unknown }).toMillis !== 'function')
    return null;
  const draft = {
    items,
    size,
    subtotal,
    ...(isRecord(adjustment) ? { adjustment } : {}),
    total,
    length,
    mobile,
  } as unknown as QuoteDraft;
  return quoteFrom(draft, (sent as { toMillis(): number }).toMillis());
}

/**
 * A quote, read once (`chatSessions/{id}/quotes/{quoteId}`, under its message's id): what it
 * says never changes (the booking endpoint only marks it with the `bookingId` of its booking).
 * The rules let staff and the conversation's visitor read it.
 */
export async function readQuote(db: Firestore, sessionId: string, quoteId: string): Promise<Quote> {
  assertSessionId(sessionId);
  const snapshot = await withMappedErrors(getDoc(doc(db, SESSIONS, sessionId, QUOTES, quoteId)));
  const quote = toQuote(snapshot);
  if (!quote) throw new ChatBackendError('not-found', `No quote ${quoteId} in ${sessionId}.`);
  return quote;
}

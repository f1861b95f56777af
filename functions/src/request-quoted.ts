import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { REQUESTS } from '@detailing/core/collections';
import type { RequestStatus } from '@detailing/core/domain';
import { inTransaction } from './transactions.js';

/**
 * A quote in the chat (BOOKING.md 5) moves its conversation's request on: the open request with
 * the conversation's `sessionId` (a chat callback), while still "new" or "contacted", becomes
 * "quoted". In a transaction, so that a booking of the quote, which makes it "booked" in its own
 * (booking-links.ts), is never undone by a late run; a request already quoted, booked or closed
 * is left as it is, so a retry changes nothing.
 */

/** The statuses a quote moves on: a request already quoted, booked or closed stays. */
const BEFORE_QUOTE: readonly RequestStatus[] = ['new', 'contacted'];

export async function markRequestQuoted(
  db: Firestore,
  sessionId: string,
  at: number,
): Promise<{ readonly quoted: readonly string[] }> {
  return inTransaction(db, async (tx) => {
    const found = await tx.get(db.collection(REQUESTS).where('sessionId', '==', sessionId));
    const open = found.docs.filter((doc) => BEFORE_QUOTE.includes(doc.get('status')));
    const updatedAt = Timestamp.fromMillis(at);
    for (const doc of open) tx.update(doc.ref, { status: 'quoted', updatedAt });
    return { quoted: open.map((doc) => doc.id) };
  });
}

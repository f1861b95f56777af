import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { HOLDING_STATUSES, type Quote, type QuoteRef, storedQuote } from '@detailing/core/booking';
import { BOOKINGS, QUOTES, REQUESTS, SESSIONS } from '@detailing/core/collections';
import { REQUEST_FILTERS, type RequestStatus } from '@detailing/core/domain';
import type { NewBooking } from './bookings-store.js';

/**
 * What a new booking links to (BOOKING.md 4-5), read and written in its own transaction: the
 * request it was booked from, its conversation's open requests (a chat callback), which become
 * "booked" and name it, and the quote it books, which names it too (`bookingId`, written by the
 * functions alone: the rules let no client change a quote). A quote is booked once while that
 * booking holds time; a declined or cancelled one frees it for another booking within its days.
 */

export const quoteDocument = (db: Firestore, { sessionId, quoteId }: QuoteRef) =>
  db.collection(SESSIONS).doc(sessionId).collection(QUOTES).doc(quoteId);

/** A stored quote (null if it is not there or does not read whole). */
function quoteOf(doc: DocumentSnapshot): Quote | null {
  const sent: unknown = doc.get('createdAt');
  return doc.exists && sent instanceof Timestamp ? storedQuote(doc.data(), sent.toMillis()) : null;
}

/** The booking a quote names, if any (ours: the booking ids the functions make). */
function bookingOfQuote(db: Firestore, quote: DocumentSnapshot): DocumentReference | null {
  const id: unknown = quote.get('bookingId');
  return typeof id === 'string' && /^[A-Za-z0-9]{1,40}$/.test(id)
    ? db.collection(BOOKINGS).doc(id)
    : null;
}

const holdsTime = (booking: DocumentSnapshot | null): boolean =>
  booking?.exists === true && HOLDING_STATUSES.includes(booking.get('status'));

/** A quote as the booking page asks for it: the quote, and whether a booking of it stands. */
export async function readBookableQuote(
  db: Firestore,
  ref: QuoteRef,
): Promise<{ quote: Quote; booked: boolean } | null> {
  const doc = await quoteDocument(db, ref).get();
  const quote = quoteOf(doc);
  if (!quote) return null;
  const booking = bookingOfQuote(db, doc);
  return { quote, booked: booking !== null && holdsTime(await booking.get()) };
}

/** The links read, and how to write them once the booking has its id; or why not to book. */
export type BookingLinks =
  | {
      readonly ok: true;
      readonly write: (tx: Transaction, bookingId: string, at: Timestamp) => void;
    }
  | { readonly ok: false; readonly reason: 'quote-booked' | 'quote-gone' };

/** The requests that become "booked" with a booking from their conversation: the open ones. */
const OPEN: readonly RequestStatus[] = REQUEST_FILTERS.open;

/** Reads, in `tx`, what `booking` links to (every read before any write, as Firestore asks). */
export async function readLinks(
  tx: Transaction,
  db: Firestore,
  booking: NewBooking,
): Promise<BookingLinks> {
  const { requestId, sessionId } = booking;
  const { quoteId } = booking.job;
  const request = requestId ? db.collection(REQUESTS).doc(requestId) : null;
  const asked = request ? await tx.get(request) : null;
  const talks = sessionId
    ? await tx.get(db.collection(REQUESTS).where('sessionId', '==', sessionId))
    : null;
  const quote = quoteId && sessionId ? quoteDocument(db, { sessionId, quoteId }) : null;
  if (quote) {
    const held = await tx.get(quote);
    if (!held.exists) return { ok: false, reason: 'quote-gone' };
    const prior = bookingOfQuote(db, held);
    if (prior && holdsTime(await tx.get(prior))) return { ok: false, reason: 'quote-booked' };
  }
  const open = (talks?.docs ?? []).filter(
    (doc) => doc.id !== requestId && OPEN.includes(doc.get('status')),
  );
  return {
    ok: true,
    write(tx, bookingId, at) {
      const booked = { status: 'booked', bookingId, updatedAt: at };
      if (request && asked?.exists) tx.update(request, booked);
      for (const doc of open) tx.update(doc.ref, booked);
      if (quote) tx.update(quote, { bookingId });
    },
  };
}

import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { BOOKINGS, MAIL } from '@detailing/core/collections';
import { bookingCustomerMail } from './booking-mail.js';
import { bookingOf } from './bookings-store.js';
import { inTransaction } from './transactions.js';

/**
 * The reminder e-mail before a confirmed booking (BOOKING.md 3): sent by a schedule to every
 * confirmed booking that starts within `hoursBefore` (BOOKING_REMINDER_HOURS, 24 by default:
 * environment.ts), once: the booking's `remindedAt` and the e-mail are written in one
 * transaction. A booking confirmed a day or less before its start gets none: its confirmation
 * came as late. (The test stack sets 2000 hours, so that a booking confirmed days ahead is
 * reminded at once.)
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReminderDependencies {
  readonly db: Firestore;
  readonly hoursBefore: number;
  readonly links: (id: string, service: string) => { manage: string; bookAgain: string };
  readonly phone: () => Promise<string>;
  readonly now?: () => number;
}

export async function sendBookingReminders(deps: ReminderDependencies): Promise<{ sent: number }> {
  const now = (deps.now ?? Date.now)();
  const windowMs = deps.hoursBefore * 60 * 60 * 1000;
  const due = await deps.db
    .collection(BOOKINGS)
    .where('status', '==', 'confirmed')
    .where('start', '>', now)
    .where('start', '<=', now + windowMs)
    .get();
  let sent = 0;
  for (const doc of due.docs) {
    if (doc.get('remindedAt') !== undefined) continue;
    const phone = await deps.phone();
    const wrote = await inTransaction(deps.db, async (tx) => {
      const fresh = await tx.get(doc.ref);
      if (fresh.get('status') !== 'confirmed' || fresh.get('remindedAt') !== undefined)
        return false;
      const booking = bookingOf(fresh.data());
      tx.update(doc.ref, { remindedAt: Timestamp.fromMillis(now) });
      // Confirmed a day or less before the start: its confirmation was the reminder. Booked by
      // staff for a customer without an address: nobody to e-mail.
      if (booking.start - booking.updatedAt <= Math.min(windowMs, DAY_MS) || !booking.email) {
        return false;
      }
      const mail = bookingCustomerMail(booking, doc.id, 'reminder', {
        ...deps.links(doc.id, booking.job.service),
        phone,
      });
      // One reminder for each time it has (a moved booking is reminded of its new one).
      const mailId = `booking-${doc.id}-reminder-${booking.revision ?? 0}`;
      tx.create(deps.db.collection(MAIL).doc(mailId), mail);
      return true;
    });
    if (wrote) sent += 1;
  }
  return { sent };
}

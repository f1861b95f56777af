import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_TRANSITIONS, canAct, type StaffBookingAction } from '@detailing/core/booking';
import { BOOKINGS, MAIL_QUOTA } from '@detailing/core/collections';
import type { StaffActionResult } from './bookings-staff.js';
import { bookingOf, holdOnDays } from './bookings-store.js';
import { inTransaction } from './transactions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An address's share of booking confirmations (`mailQuota/booking-{hash}`: the day and how many
 * that day): at most `perDay`, so that bookings cannot turn the firm's e-mail on one inbox.
 */
export function firestoreBookingMailQuota(db: Firestore, perDay: number) {
  return (key: string, day: string) => {
    const ref = db.collection(MAIL_QUOTA).doc(`booking-${key}`);
    return inTransaction(db, async (tx) => {
      const quota = await tx.get(ref);
      const count = quota.get('day') === day ? Number(quota.get('count') ?? 0) : 0;
      if (count >= perDay) return false;
      tx.set(ref, {
        day,
        count: count + 1,
        // A TTL policy deletes it once its day is over (docs/deploy.md).
        expireAt: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS),
      });
      return true;
    });
  };
}

/**
 * A member of staff's action on a booking, in one transaction: its status (if the action is
 * allowed from the one it has now), and, when it no longer holds time (declined, cancelled),
 * its spans taken off the diary's days.
 */
export function firestoreStaffAction(db: Firestore) {
  return (id: string, action: StaffBookingAction, by: string, now: number) =>
    inTransaction(db, async (tx): Promise<StaffActionResult> => {
      const ref = db.collection(BOOKINGS).doc(id);
      const doc = await tx.get(ref);
      if (!doc.exists) return { ok: false, reason: 'not-found' };
      const booking = bookingOf(doc.data());
      if (!canAct(booking, action)) return { ok: false, reason: 'not-allowed' };
      const status = BOOKING_TRANSITIONS[action].to;
      const revision = (booking.revision ?? 0) + 1;
      tx.update(ref, {
        status,
        revision,
        // Confirmed: the time is settled, whoever suggested it.
        suggested: false,
        updatedAt: Timestamp.fromMillis(now),
        [`${status}By`]: by,
      });
      if (status === 'declined' || status === 'cancelled')
        holdOnDays(tx, db, id, booking.spans, []);
      return {
        ok: true,
        booking: { ...booking, status, revision, suggested: false, updatedAt: now },
      };
    });
}

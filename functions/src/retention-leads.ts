import { FieldPath, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { londonDate } from '@detailing/core/booking';
import { BOOKING_DAYS, BOOKINGS } from '@detailing/core/collections';
import { REQUESTS } from '@detailing/core/domain';

/**
 * The retention of leads (OWNER-TOOLS.md 1, BOOKING.md 7): closed requests and bookings are
 * deleted 24 months on (REQUESTS_DELETE_AFTER_MONTHS), a page at a time. The retention run
 * (retention.ts) calls these after the conversations.
 */

/**
 * Deletes closed requests whose last change (`updatedAt`, stamped by every status change) is
 * before `cutoff`, a page at a time. A request staff reopened is no longer closed, so it stays.
 */
export async function deleteClosedRequests(db: Firestore, cutoff: Date, pageSize: number) {
  let deleted = 0;
  for (;;) {
    const page = await db
      .collection(REQUESTS)
      .where('status', '==', 'closed')
      .where('updatedAt', '<', Timestamp.fromDate(cutoff))
      .limit(pageSize)
      .get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < pageSize) return deleted;
  }
}

/**
 * Deletes the bookings whose job (its first day) was before `cutoff` (BOOKING.md 7: as
 * requests, 24 months after the job), whatever their status, with their photos, and the
 * diary's days before it, which hold nothing but times.
 */
export async function deleteOldBookings(db: Firestore, cutoff: Date, pageSize: number) {
  const day = londonDate(cutoff.getTime());
  let deleted = 0;
  for (;;) {
    const page = await db.collection(BOOKINGS).where('date', '<', day).limit(pageSize).get();
    const days = await db
      .collection(BOOKING_DAYS)
      .where(FieldPath.documentId(), '<', day)
      .limit(pageSize)
      .get();
    if (page.empty && days.empty) return deleted;
    // A booking's subtree whole: its photos too.
    for (const doc of page.docs) await db.recursiveDelete(doc.ref);
    const batch = db.batch();
    for (const doc of days.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < pageSize && days.size < pageSize) return deleted;
  }
}

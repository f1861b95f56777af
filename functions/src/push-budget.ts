import { FieldPath, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { PUSH_BUDGET, PUSH_BUDGET_CLAIMS, SESSIONS } from '@detailing/core/domain';
import { DEFAULT_PUSHES_PER_MINUTE } from './environment.js';
import type { PushBudget } from './notify-staff.js';

/**
 * Flood control for pushes across every conversation (issue #21): the per-conversation throttle
 * stops one visitor buzzing staff's phones, but a script can open a conversation from each of
 * a hundred anonymous accounts an hour. At most `perMinute` pushes go out in a minute; the first
 * message over it sends one summary push instead (how many conversations are waiting), and the
 * rest of that minute sends none. Everything still lands in the console. The cap is
 * CHAT_PUSHES_PER_MINUTE (environment.ts).
 */

const PUSH_BUDGET_WINDOW_MS = 60_000;

/** How long a minute's claims are kept: a TTL policy deletes them (firestore.indexes.json). */
const CLAIM_TTL_MS = 24 * 60 * 60 * 1000;

/** Firestore's code for a create() of a document that exists. */
const ALREADY_EXISTS = 6;
const alreadyExists = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS;

/**
 * The budget in Firestore, without a transaction (a hundred of them on one document queue for
 * tens of seconds): each push claims its place in its minute, `pushBudget/{minute}/claims/{id}`
 * stamped with the server's time, then counts the claims up to its own in that order (the same
 * instant: by id). Commit times only grow, so that rank never changes once written: at most `perMinute` claims ever
 * rank within it, whatever arrives together. The first over it creates the minute's document,
 * which only one create can do, and sends the summary. A claim id already taken (the same
 * message delivered twice) sends nothing.
 */
export function firestorePushBudget(
  db: Firestore,
  { perMinute = DEFAULT_PUSHES_PER_MINUTE, now = Date.now } = {},
): PushBudget {
  return {
    async take(claimId) {
      const minute = Math.floor(now() / PUSH_BUDGET_WINDOW_MS);
      const window = db.collection(PUSH_BUDGET).doc(String(minute));
      const expireAt = Timestamp.fromMillis((minute + 1) * PUSH_BUDGET_WINDOW_MS + CLAIM_TTL_MS);
      const claims = window.collection(PUSH_BUDGET_CLAIMS);
      const claim = claims.doc(claimId);
      try {
        await claim.create({ at: FieldValue.serverTimestamp(), expireAt });
      } catch (error) {
        if (alreadyExists(error)) return 'held';
        throw error;
      }
      // Its place among the minute's claims by server time (the same instant: by id), counted
      // up to its own stored stamp.
      const mine = await claim.get();
      const rank = (
        await claims.orderBy('at').orderBy(FieldPath.documentId()).endAt(mine).count().get()
      ).data().count;
      if (rank <= perMinute) return 'send';
      try {
        await window.create({ summarizedAt: FieldValue.serverTimestamp(), expireAt });
        return 'summary';
      } catch (error) {
        if (alreadyExists(error)) return 'held';
        throw error;
      }
    },
  };
}

/** How many open conversations wait for staff: their last message is the visitor's. */
export function firestoreAwaitingReply(db: Firestore): () => Promise<number> {
  return async () => {
    const count = await db
      .collection(SESSIONS)
      .where('status', '==', 'open')
      .where('lastSender', '==', 'user')
      .count()
      .get();
    return count.data().count;
  };
}

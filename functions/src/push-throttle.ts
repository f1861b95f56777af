import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { PUSH_THROTTLE } from '@detailing/core/domain';
import { PUSH_INTERVAL_MS, type PushThrottle } from './notify-staff.js';

/** Firestore's codes for a write whose precondition failed: another write got there first. */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const lostTheRace = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === ALREADY_EXISTS || error.code === FAILED_PRECONDITION);

/**
 * A push loses its compare-and-set only when another message's write landed first, and each
 * message lands one write, so a burst of n messages retries at most n - 1 times. Past this many,
 * something else keeps writing the document: give up loudly instead of looping.
 */
const MAX_ATTEMPTS = 200;

/**
 * The throttle in Firestore, `pushThrottle/{sessionId}` ({ lastSentAt, held }), without a
 * transaction. A transaction per message made a burst in one conversation queue on this one
 * document: 50 at once took 20 s on the emulator (its pessimistic locks answer "Transaction lock
 * timeout" and the Admin SDK gives up after 5 attempts), and up to 48 of them threw, so their
 * messages were never counted (issue #41). Now:
 * - a message inside the minute adds one to `held` with an atomic increment, which no other
 *   write can make fail;
 * - a push writes `lastSentAt` and `held: 0` only if the document is still the version it read
 *   (its update time, or absent), so it never clears a count it did not read and two messages
 *   arriving together cannot both push. If anything wrote in between, it reads again and
 *   decides again.
 * Every held message is counted by exactly one later push. The count a held message returns is
 * what it read, for the log: messages arriving together may read the same.
 */
export function firestorePushThrottle(
  db: Firestore,
  { intervalMs = PUSH_INTERVAL_MS, now = Date.now } = {},
): PushThrottle {
  return {
    async claim(sessionId) {
      const ref = db.collection(PUSH_THROTTLE).doc(sessionId);
      const at = now();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const snapshot = await ref.get();
        const lastSentAt: unknown = snapshot.get('lastSentAt');
        const heldValue: unknown = snapshot.get('held');
        const held = typeof heldValue === 'number' ? heldValue : 0;
        if (lastSentAt instanceof Timestamp && at - lastSentAt.toMillis() < intervalMs) {
          await ref.set({ held: FieldValue.increment(1) }, { merge: true });
          return { send: false, count: held + 1 };
        }
        const pushed = { lastSentAt: Timestamp.fromMillis(at), held: 0 };
        try {
          await (snapshot.updateTime
            ? ref.update(pushed, { lastUpdateTime: snapshot.updateTime })
            : ref.create(pushed));
          return { send: true, count: held + 1 };
        } catch (error) {
          if (!lostTheRace(error)) throw error;
        }
      }
      throw new Error(
        `The push throttle of ${sessionId} changed under every one of ${MAX_ATTEMPTS} attempts.`,
      );
    },
  };
}

import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { PUSH_THROTTLE } from '@detailing/chat-core/domain';
import { PUSH_INTERVAL_MS, type PushThrottle } from './notify-staff.js';

/**
 * The throttle in Firestore. A transaction per message, so two messages arriving together
 * cannot both be pushed: one is, the other is counted for the next push.
 */
export function firestorePushThrottle(
  db: Firestore,
  { intervalMs = PUSH_INTERVAL_MS, now = Date.now } = {},
): PushThrottle {
  return {
    claim(sessionId) {
      const ref = db.collection(PUSH_THROTTLE).doc(sessionId);
      return db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        const lastSentAt: unknown = snapshot.get('lastSentAt');
        const heldValue: unknown = snapshot.get('held');
        const held = typeof heldValue === 'number' ? heldValue : 0;
        const at = now();
        if (lastSentAt instanceof Timestamp && at - lastSentAt.toMillis() < intervalMs) {
          transaction.set(ref, { held: held + 1 }, { merge: true });
          return { send: false, count: held + 1 };
        }
        transaction.set(ref, { lastSentAt: Timestamp.fromMillis(at), held: 0 });
        return { send: true, count: held + 1 };
      });
    },
  };
}

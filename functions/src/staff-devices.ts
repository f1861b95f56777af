import type { Firestore } from 'firebase-admin/firestore';
import type { DeviceRepository, StaffDevice } from './notify-staff.js';

/** The collection the console's `registerDevice` writes (docs/chat-data-model.md). */
export const STAFF_DEVICES = 'staffDevices';

/** Firestore allows at most this many writes in one batch. */
const WRITE_BATCH_SIZE = 500;

/**
 * `staffDevices` through the Admin SDK (which the security rules do not restrict). A document
 * without a usable token is skipped, not sent to.
 */
export function firestoreDeviceRepository(db: Firestore): DeviceRepository {
  const devices = db.collection(STAFF_DEVICES);
  return {
    async list() {
      const snapshot = await devices.select('token').get();
      const found: StaffDevice[] = [];
      for (const doc of snapshot.docs) {
        const token: unknown = doc.get('token');
        if (typeof token === 'string' && token.length > 0) found.push({ id: doc.id, token });
      }
      return found;
    },

    async remove(ids) {
      for (let i = 0; i < ids.length; i += WRITE_BATCH_SIZE) {
        const batch = db.batch();
        for (const id of ids.slice(i, i + WRITE_BATCH_SIZE)) batch.delete(devices.doc(id));
        await batch.commit();
      }
    },
  };
}

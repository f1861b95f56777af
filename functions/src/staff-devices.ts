import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { STAFF_DEVICES } from '@detailing/core/domain';
import {
  cachedStaffDirectory,
  type DeviceRepository,
  type StaffDevice,
  type StaffDirectory,
} from './notify-staff.js';

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
      const snapshot = await devices.select('token', 'uid').get();
      const found: StaffDevice[] = [];
      for (const doc of snapshot.docs) {
        const token: unknown = doc.get('token');
        const uid: unknown = doc.get('uid');
        if (typeof token !== 'string' || token.length === 0) continue;
        found.push({ id: doc.id, token, uid: typeof uid === 'string' ? uid : undefined });
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

/**
 * The staff claim as Firebase Auth holds it now (custom claims are not in the device document,
 * and an ID token's copy can be an hour old), cached for STAFF_CHECK_TTL_MS. A deleted or
 * disabled account is not staff.
 */
export function authStaffDirectory(auth: Auth): StaffDirectory {
  return cachedStaffDirectory({
    async isStaff(uid) {
      try {
        const user = await auth.getUser(uid);
        return user.customClaims?.['staff'] === true && !user.disabled;
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return false;
        throw error;
      }
    },
  });
}

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { deviceIdForToken } from '../device-id';
import { newId, seedDoc, rulesEnvironmentForFile } from '../../testing/rules-fixtures';
import { STAFF_DEVICES } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules-devices');
const { staff } = rules;

const deviceFields = (token: string, uid: string): DocumentData => ({
  token,
  uid,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  userAgent: 'Mozilla/5.0 (iPhone)',
});

/** A device of `uid`'s, stored directly; returns its token and document id. */
async function seedDevice(uid: string): Promise<{ token: string; id: string }> {
  const token = newId('fcm-token');
  const id = await deviceIdForToken(token);
  const at = Timestamp.fromMillis(Date.now() - 60_000);
  await seedDoc(rules.env, `staffDevices/${id}`, {
    ...deviceFields(token, uid),
    createdAt: at,
    updatedAt: at,
  });
  return { token, id };
}

describe('firestore.rules: staff devices', () => {
  it('lets staff register their own device under the hash of its token', async () => {
    const token = newId('fcm-token');
    const ref = doc(staff(), 'staffDevices', await deviceIdForToken(token));
    await assertSucceeds(setDoc(ref, deviceFields(token, 'staff-1')));
  });

  it.each([
    ['for another member of staff', (token: string) => deviceFields(token, 'staff-2')],
    [
      'with a client-chosen time',
      (token: string) => ({ ...deviceFields(token, 'staff-1'), createdAt: Timestamp.now() }),
    ],
    [
      'with an extra field',
      (token: string) => ({ ...deviceFields(token, 'staff-1'), platform: 'ios' }),
    ],
    [
      'without a user agent',
      (token: string) => {
        const fields = deviceFields(token, 'staff-1');
        delete fields.userAgent;
        return fields;
      },
    ],
  ])('refuses a registration %s', async (_label, fields) => {
    const token = newId('fcm-token');
    const ref = doc(staff(), 'staffDevices', await deviceIdForToken(token));
    await assertFails(setDoc(ref, fields(token)));
  });

  it('refuses a registration whose id is not the hash of its token', async () => {
    const token = newId('fcm-token');
    const ref = doc(staff(), 'staffDevices', await deviceIdForToken('another token'));
    await assertFails(setDoc(ref, deviceFields(token, 'staff-1')));
  });

  it('refuses visitors and unauthenticated clients any device', async () => {
    const token = newId('fcm-token');
    const id = await deviceIdForToken(token);
    for (const db of [rules.signedIn('alice'), rules.nobody()]) {
      await assertFails(setDoc(doc(db, 'staffDevices', id), deviceFields(token, 'alice')));
      await assertFails(getDoc(doc(db, 'staffDevices', id)));
    }
  });

  it('lets staff refresh, read and remove their own device', async () => {
    const { id } = await seedDevice('staff-1');
    const ref = doc(staff(), 'staffDevices', id);
    await assertSucceeds(updateDoc(ref, { updatedAt: serverTimestamp(), userAgent: 'Chrome' }));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(deleteDoc(ref));
  });

  it('refuses staff changing the registration time of their device', async () => {
    const { id } = await seedDevice('staff-1');
    const ref = doc(staff(), 'staffDevices', id);
    await assertFails(
      updateDoc(ref, { updatedAt: serverTimestamp(), createdAt: serverTimestamp() }),
    );
  });

  it("refuses staff reading, taking over or removing another staff member's device", async () => {
    const { id, token } = await seedDevice('staff-2');
    const ref = doc(staff(), 'staffDevices', id);
    await assertFails(getDoc(ref));
    await assertFails(updateDoc(ref, { uid: 'staff-1', updatedAt: serverTimestamp() }));
    await assertFails(setDoc(ref, deviceFields(token, 'staff-1')));
    await assertFails(deleteDoc(ref));
  });

  it('lets a former member of staff remove their own device, and nothing more', async () => {
    const former = rules.signedIn('staff-3'); // the claim was removed
    const own = await seedDevice('staff-3');
    const theirs = await seedDevice('staff-2');
    await assertFails(getDoc(doc(former, 'staffDevices', own.id)));
    await assertFails(
      updateDoc(doc(former, 'staffDevices', own.id), { updatedAt: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(former, 'staffDevices', theirs.id)));
    await assertFails(
      deleteDoc(doc(former, 'staffDevices', await deviceIdForToken(newId('gone')))),
    );
    await assertSucceeds(deleteDoc(doc(former, 'staffDevices', own.id)));
    // A visitor cannot remove a staff device either.
    const visitor = rules.signedIn('alice');
    await assertFails(deleteDoc(doc(visitor, 'staffDevices', theirs.id)));
  });

  it('refuses listing devices, and treats removing a missing device as a no-op', async () => {
    await assertFails(getDocs(collection(staff(), STAFF_DEVICES)));
    const missing = doc(staff(), 'staffDevices', await deviceIdForToken(newId('gone')));
    await assertSucceeds(getDoc(missing));
    await assertSucceeds(deleteDoc(missing));
  });
});

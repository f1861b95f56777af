// @ts-check
// staff:grant and staff:revoke against the Auth and Firestore emulators.
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaff, revokeStaff } from './staff.mjs';
import { STAFF_DEVICES } from '@detailing/core/collections';

const projectId = `demo-staff-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(() => {
  // The lib uses the default app, as the scripts do.
  if (getApps().length === 0) initializeApp({ projectId });
});

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('staff:grant --owner', () => {
  it('gives the staff and owner claims; granting again without it keeps them; revoke takes both', async () => {
    const auth = getAuth();
    const { uid } = await grantStaff('owner@example.com', {
      password: 'a-long-password',
      owner: true,
    });
    expect((await auth.getUser(uid)).customClaims).toEqual({ staff: true, owner: true });
    await grantStaff('owner@example.com');
    expect((await auth.getUser(uid)).customClaims).toEqual({ staff: true, owner: true });
    const { uid: staffOnly } = await grantStaff('detailer@example.com', {
      password: 'a-long-password',
    });
    expect((await auth.getUser(staffOnly)).customClaims).toEqual({ staff: true });

    await revokeStaff('owner@example.com');
    expect((await auth.getUser(uid)).customClaims).toEqual({});
  });
});

describe('staff:revoke', () => {
  it('removes the claim (and only it), revokes sessions and deletes the person’s devices', async () => {
    const auth = getAuth();
    const db = getFirestore();
    const { uid } = await grantStaff('leaver@example.com', { password: 'a-long-password' });
    const { uid: otherUid } = await grantStaff('stayer@example.com', {
      password: 'a-long-password',
    });
    await auth.setCustomUserClaims(uid, { staff: true, role: 'detailer' });
    const device = (/** @type {string} */ id, /** @type {string} */ owner) =>
      db
        .collection(STAFF_DEVICES)
        .doc(id)
        .set({ token: id, uid: owner, createdAt: Timestamp.now() });
    await Promise.all([device('phone', uid), device('laptop', uid), device('theirs', otherUid)]);
    const before = Date.now();

    const result = await revokeStaff('leaver@example.com');

    expect(result).toEqual({ uid, devicesDeleted: 2 });
    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ role: 'detailer' });
    // Refresh tokens issued before now no longer work (tokensValidAfterTime moved on).
    expect(Date.parse(user.tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const left = await db.collection(STAFF_DEVICES).get();
    expect(left.docs.map((doc) => doc.id)).toEqual(['theirs']);
    expect((await auth.getUser(otherUid)).customClaims).toEqual({ staff: true });
  });

  it('names an unknown account instead of doing anything', async () => {
    await expect(revokeStaff('nobody@example.com')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});

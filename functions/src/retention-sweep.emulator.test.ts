import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAppPerTest, requireEmulators } from './testing/admin-app.js';
import { DAY_MS, SESSIONS, STAFF_DEVICES, VISITORS } from '@detailing/core/domain';
import { runRetention } from './retention.js';

/**
 * Retention beyond conversations (issue #21, item 4) against the Firestore and Auth emulators:
 * anonymous visitors with nothing left, counters of accounts that are gone, stale staff devices.
 * A project of its own per test (its own Firestore data and its own Auth users).
 */

requireEmulators('Auth');

let db: Firestore;
let auth: Auth;

adminAppPerTest('sweep', (app) => {
  db = getFirestore(app);
  auth = getAuth(app);
});

/** Forty days from now: the accounts the emulator creates now are then 40 days unused. */
const LATER = new Date(Date.now() + 40 * DAY_MS);
const daysBefore = (days: number) => Timestamp.fromMillis(LATER.getTime() - days * DAY_MS);
const periods = { closeAfterDays: 30, deleteAfterDays: 365 };

async function conversation(
  id: string,
  visitorUid: string,
  status: 'open' | 'closed',
  days: number,
) {
  await db
    .collection(SESSIONS)
    .doc(id)
    .set({
      status,
      visitorUid,
      createdAt: daysBefore(days),
      updatedAt: daysBefore(days),
    });
}

const counters = (uid: string, days: number) =>
  db
    .collection(VISITORS)
    .doc(uid)
    .set({
      openSessions: 0,
      lastSessionId: `s-${uid}`,
      lastSessionAt: daysBefore(days),
    });

const exists = async (path: string) => (await db.doc(path).get()).exists;
const accounts = async () => (await auth.listUsers()).users.map((user) => user.uid).sort();

describe('retention: visitors and devices nothing needs any more', () => {
  it('deletes anonymous visitors with no conversation left, account and counters; keeps the rest', async () => {
    const never = (await auth.createUser({})).uid; // typed, never sent
    const chatting = (await auth.createUser({})).uid; // a conversation still kept
    const lastOne = (await auth.createUser({})).uid; // whose last conversation goes today
    const staff = (await auth.createUser({ email: 'staff@example.com' })).uid;
    await auth.setCustomUserClaims(staff, { staff: true });
    await counters(never, 35);
    await conversation('kept-1', chatting, 'open', 2);
    await counters(chatting, 2);
    await conversation('expired-1', lastOne, 'closed', 400);
    await counters(lastOne, 400);
    // Counters of accounts deleted elsewhere: one with nothing left, one with a conversation.
    await counters('gone-without', 90);
    await counters('gone-with', 90);
    await conversation('kept-2', 'gone-with', 'closed', 100);

    const result = await runRetention({ db, auth, now: LATER, ...periods });

    expect(result).toMatchObject({ deleted: 1, visitors: 2, counters: 1, complete: true });
    expect(await accounts()).toEqual([chatting, staff].sort());
    expect(await exists(`${VISITORS}/${never}`)).toBe(false);
    expect(await exists(`${VISITORS}/${lastOne}`)).toBe(false);
    expect(await exists(`${VISITORS}/${chatting}`)).toBe(true);
    expect(await exists(`${VISITORS}/gone-without`)).toBe(false);
    expect(await exists(`${VISITORS}/gone-with`)).toBe(true);
  });

  it('keeps an anonymous visitor used within the idle period, conversation or not', async () => {
    const recent = (await auth.createUser({})).uid;
    const result = await runRetention({ db, auth, now: new Date(), ...periods });
    expect(result).toMatchObject({ visitors: 0 });
    expect(await accounts()).toEqual([recent]);
  });

  it('deletes staff devices not refreshed in 60 days; the console refreshes the ones in use', async () => {
    const device = (id: string, days: number) =>
      db
        .collection(STAFF_DEVICES)
        .doc(id)
        .set({
          token: `token-${id}`,
          uid: 'staff-uid',
          createdAt: daysBefore(days + 100),
          updatedAt: daysBefore(days),
          userAgent: 'test',
        });
    await device('stale', 61);
    await device('in-use', 59);

    const result = await runRetention({ db, now: LATER, ...periods });

    expect(result).toMatchObject({ devices: 1 });
    expect(await exists(`${STAFF_DEVICES}/stale`)).toBe(false);
    expect(await exists(`${STAFF_DEVICES}/in-use`)).toBe(true);
  });
});

import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAppPerTest } from './testing/admin-app.js';
import { deployTrigger, TRIGGERS } from './index.js';
import {
  DAY_MS,
  PHOTOS,
  PUSH_THROTTLE,
  REQUESTS,
  SESSIONS,
  VISITORS,
} from '@detailing/core/domain';
import { RetentionConfigError } from './retention-config.js';
import { closeSession, runRetention } from './retention.js';
import { BOOKING_DAYS, BOOKINGS, MESSAGES } from '@detailing/core/collections';
import { londonDate } from '@detailing/core/booking';

/**
 * Retention against the real Firestore emulator (firebase-admin 13): real queries, transactions
 * and recursive deletes. Each test has a Firestore project of its own, so nothing else on the
 * emulator is in its way (or in its queries).
 */

let db: Firestore;

adminAppPerTest('retention', (app) => {
  db = getFirestore(app);
});

const NOW = new Date();
const daysAgo = (days: number) => Timestamp.fromMillis(NOW.getTime() - days * DAY_MS);
const config = { closeAfterDays: 30, deleteAfterDays: 365 };

/** A conversation as the chat leaves it: the session, its messages and its push throttle. */
async function seedSession(
  id: string,
  {
    status = 'open',
    idleDays,
    createdDaysAgo = idleDays,
    visitorUid = `visitor-${id}`,
    messages = 2,
  }: {
    status?: 'open' | 'closed';
    idleDays: number;
    createdDaysAgo?: number;
    visitorUid?: string;
    messages?: number;
  },
) {
  const session = db.collection(SESSIONS).doc(id);
  const batch = db.batch();
  batch.set(session, {
    status,
    visitorUid,
    createdAt: daysAgo(createdDaysAgo),
    updatedAt: daysAgo(idleDays),
    lastSender: 'user',
  });
  for (let seq = 0; seq < messages; seq += 1) {
    batch.set(session.collection(MESSAGES).doc(`${id}-m${seq}`), {
      content: `message ${seq}`,
      sender: seq % 2 === 0 ? 'user' : 'admin',
      createdAt: daysAgo(idleDays),
      seq,
    });
  }
  batch.set(db.collection(PUSH_THROTTLE).doc(id), { lastSentAt: daysAgo(idleDays), held: 0 });
  await batch.commit();
  return session;
}

async function seedVisitor(uid: string, openSessions: number) {
  await db
    .collection(VISITORS)
    .doc(uid)
    .set({
      openSessions,
      lastSessionId: 'whatever',
      lastSessionAt: daysAgo(40),
    });
}

const statusOf = async (id: string): Promise<unknown> =>
  (await db.collection(SESSIONS).doc(id).get()).get('status');

const visitor = async (uid: string) => (await db.collection(VISITORS).doc(uid).get()).data();

async function leftOf(id: string) {
  const session = db.collection(SESSIONS).doc(id);
  return {
    session: (await session.get()).exists,
    messages: (await session.collection(MESSAGES).get()).size,
    throttle: (await db.collection(PUSH_THROTTLE).doc(id).get()).exists,
  };
}

describe('closing idle conversations (Firestore emulator)', () => {
  it('closes a conversation idle 31 days, at server time, and counts it off its visitor', async () => {
    await seedSession('idle-31', { idleDays: 31, visitorUid: 'v1' });
    await seedVisitor('v1', 2);
    const before = Timestamp.now().toMillis();

    const result = await runRetention({ db, now: NOW, ...config });

    expect(result).toMatchObject({ closed: 1, deleted: 0, skipped: 0, failed: 0, complete: true });
    const session = await db.collection(SESSIONS).doc('idle-31').get();
    expect(session.get('status')).toBe('closed');
    const updatedAt: unknown = session.get('updatedAt');
    if (!(updatedAt instanceof Timestamp)) throw new Error('updatedAt is not a timestamp');
    expect(updatedAt.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(await visitor('v1')).toMatchObject({
      openSessions: 1,
      lastClosedId: 'idle-31',
      lastSessionId: 'whatever',
    });
    // Closed, not deleted: staff still read it, and its messages stay.
    expect(await leftOf('idle-31')).toEqual({ session: true, messages: 2, throttle: true });
  });

  it("never takes a visitor's count of open conversations below 0", async () => {
    await seedSession('a', { idleDays: 45, visitorUid: 'v0' });
    await seedSession('b', { idleDays: 50, visitorUid: 'v0' });
    await seedVisitor('v0', 1);

    expect(await runRetention({ db, now: NOW, ...config })).toMatchObject({ closed: 2 });

    const counted = await visitor('v0');
    expect(counted?.['openSessions']).toBe(0);
    expect(['a', 'b']).toContain(counted?.['lastClosedId']);
  });

  it('closes a conversation whose visitor has no chatVisitors document, creating none', async () => {
    await seedSession('orphan', { idleDays: 40, visitorUid: 'nobody' });
    expect(await runRetention({ db, now: NOW, ...config })).toMatchObject({ closed: 1 });
    expect(await statusOf('orphan')).toBe('closed');
    expect(await visitor('nobody')).toBeUndefined();
  });

  it('keeps a conversation idle 29 days, and an old one with a recent message, open', async () => {
    await seedSession('idle-29', { idleDays: 29, visitorUid: 'v2' });
    await seedSession('old-but-active', { createdDaysAgo: 400, idleDays: 1, visitorUid: 'v2' });
    await seedVisitor('v2', 2);

    expect(await runRetention({ db, now: NOW, ...config })).toMatchObject({ closed: 0 });

    expect(await statusOf('idle-29')).toBe('open');
    expect(await statusOf('old-but-active')).toBe('open');
    expect(await visitor('v2')).toMatchObject({ openSessions: 2 });
    expect(await visitor('v2')).not.toHaveProperty('lastClosedId');
  });

  it('leaves a session alone that is no longer open, or was written to, when its turn comes', async () => {
    const cutoff = daysAgo(30);
    const closed = await seedSession('closed-meanwhile', {
      status: 'closed',
      idleDays: 40,
      visitorUid: 'v3',
    });
    const active = await seedSession('written-meanwhile', { idleDays: 2, visitorUid: 'v3' });
    await seedVisitor('v3', 1);

    expect(await closeSession(db, closed, cutoff)).toBe(false);
    expect(await closeSession(db, active, cutoff)).toBe(false);

    expect(await statusOf('written-meanwhile')).toBe('open');
    expect(await visitor('v3')).toMatchObject({ openSessions: 1 });
    expect(await visitor('v3')).not.toHaveProperty('lastClosedId');
  });

  it('uses the configured period', async () => {
    await seedSession('idle-8', { idleDays: 8 });
    await seedSession('idle-6', { idleDays: 6 });
    await runRetention({ db, now: NOW, closeAfterDays: 7, deleteAfterDays: 365 });
    expect(await statusOf('idle-8')).toBe('closed');
    expect(await statusOf('idle-6')).toBe('open');
  });
});

describe('deleting old closed conversations (Firestore emulator)', () => {
  it('deletes one closed 366 days ago with its messages, photos, subcollections and push throttle', async () => {
    const old = await seedSession('closed-366', { status: 'closed', idleDays: 366, messages: 3 });
    // Its photos (CHAT-PRODUCT.md 6), and whatever else hangs under it (recursiveDelete).
    await old
      .collection(PHOTOS)
      .doc('closed-366-p1')
      .set({
        image: Buffer.alloc(600_000, 7),
        thumb: Buffer.alloc(100),
        messageId: 'closed-366-m0',
      });
    // A subcollection the product does not have (yet): deleted with the session all the same.
    const other = 'signals';
    await old
      .collection(other)
      .doc('typing')
      .set({ at: daysAgo(366) });
    await seedSession('closed-364', { status: 'closed', idleDays: 364 });

    const result = await runRetention({ db, now: NOW, ...config });

    expect(result).toMatchObject({ closed: 0, deleted: 1, skipped: 0, failed: 0, complete: true });
    expect(await leftOf('closed-366')).toEqual({ session: false, messages: 0, throttle: false });
    expect((await old.collection(other).get()).size).toBe(0);
    expect((await old.collection(PHOTOS).doc('closed-366-p1').get()).exists).toBe(false);
    expect(await leftOf('closed-364')).toEqual({ session: true, messages: 2, throttle: true });
  });

  it('never deletes an open conversation, however old: it is closed first and kept', async () => {
    await seedSession('open-400', { idleDays: 400 });
    expect(await runRetention({ db, now: NOW, ...config })).toMatchObject({
      closed: 1,
      deleted: 0,
    });
    // Closing counts as activity: it is deleted deleteAfterDays after the close.
    expect(await leftOf('open-400')).toEqual({ session: true, messages: 2, throttle: true });
  });
});

describe('deleting old closed requests (Firestore emulator)', () => {
  it('deletes a request closed 25 months ago, keeps one closed 23 months ago and open old ones', async () => {
    const request = (id: string, status: string, updatedDaysAgo: number) =>
      db
        .collection(REQUESTS)
        .doc(id)
        .set({
          source: 'callback',
          name: 'Sam Carter',
          phone: '07700 900123',
          status,
          createdAt: daysAgo(updatedDaysAgo + 10),
          updatedAt: daysAgo(updatedDaysAgo),
        });
    await request('closed-25-months', 'closed', 25 * 31);
    await request('closed-23-months', 'closed', 23 * 30);
    await request('booked-3-years', 'booked', 3 * 365);
    await request('new-3-years', 'new', 3 * 365);

    const result = await runRetention({ db, now: NOW, ...config });

    expect(result.requests).toBe(1);
    const left = (await db.collection(REQUESTS).get()).docs.map((doc) => doc.id).sort();
    expect(left).toEqual(['booked-3-years', 'closed-23-months', 'new-3-years']);
    // The setting: 12 months takes the other closed one too.
    await runRetention({ db, now: NOW, ...config, requestsDeleteAfterMonths: 12 });
    expect((await db.collection(REQUESTS).doc('closed-23-months').get()).exists).toBe(false);
  });

  it('deletes a booking whose job was 25 months ago, with its photos and diary day; keeps a recent one', async () => {
    const booking = (id: string, date: string) =>
      db.collection(BOOKINGS).doc(id).set({ status: 'done', date, name: 'Sam Carter' });
    const old = londonDate(NOW.getTime() - 25 * 31 * DAY_MS);
    const recent = londonDate(NOW.getTime() - 23 * 30 * DAY_MS);
    await booking('old', old);
    await booking('recent', recent);
    await db
      .collection(BOOKINGS)
      .doc('old')
      .collection(PHOTOS)
      .doc('p1')
      .set({ type: 'image/jpeg' });
    await db
      .collection(BOOKING_DAYS)
      .doc(old)
      .set({ held: { old: [] } });
    await db
      .collection(BOOKING_DAYS)
      .doc(recent)
      .set({ held: { recent: [] } });

    expect((await runRetention({ db, now: NOW, ...config })).bookings).toBe(1);
    expect((await db.collection(BOOKINGS).get()).docs.map((doc) => doc.id)).toEqual(['recent']);
    expect((await db.collection(BOOKING_DAYS).get()).docs.map((doc) => doc.id)).toEqual([recent]);
    expect((await db.collection(BOOKINGS).doc('old').collection(PHOTOS).get()).empty).toBe(true);
  });
});

describe('a backlog (Firestore emulator)', () => {
  it('is worked through page by page until none is left', async () => {
    for (let i = 0; i < 7; i += 1) {
      await seedSession(`idle-${i}`, { idleDays: 31 + i, visitorUid: `v-${i % 2}` });
    }
    for (let i = 0; i < 8; i += 1) {
      await seedSession(`old-${i}`, { status: 'closed', idleDays: 366 + i, messages: 1 });
    }
    await seedSession('recent', { idleDays: 3 });
    await seedVisitor('v-0', 4);
    await seedVisitor('v-1', 3);
    const lines: [string, Record<string, unknown> | undefined][] = [];

    const result = await runRetention({
      db,
      now: NOW,
      ...config,
      pageSize: 3,
      log: (message, details) => lines.push([message, details]),
    });

    expect(result).toMatchObject({ closed: 7, deleted: 8, skipped: 0, failed: 0, complete: true });
    const pages = lines.filter(([message]) => message.startsWith('Retention: a page'));
    expect(pages.map(([, details]) => details?.['size'])).toEqual([3, 3, 1, 3, 3, 2]);
    expect(lines.at(-1)).toEqual([
      'Retention done.',
      {
        closed: 7,
        deleted: 8,
        skipped: 0,
        failed: 0,
        devices: 0,
        visitors: 0,
        counters: 0,
        requests: 0,
        bookings: 0,
        complete: true,
        ...config,
        requestsDeleteAfterMonths: 24,
      },
    ]);
    expect(await visitor('v-0')).toMatchObject({ openSessions: 0 });
    expect(await visitor('v-1')).toMatchObject({ openSessions: 0 });
    const left = await db.collection(SESSIONS).get();
    expect(left.docs.map((doc) => [doc.id, doc.get('status')]).sort()).toEqual([
      ...Array.from({ length: 7 }, (_, i) => [`idle-${i}`, 'closed']),
      ['recent', 'open'],
    ]);
    expect((await db.collection(PUSH_THROTTLE).get()).size).toBe(8);
  });

  it('stops between sessions when its time is up, and says the run is not complete', async () => {
    await seedSession('idle-a', { idleDays: 40 });
    const result = await runRetention({ db, now: NOW, ...config, signal: AbortSignal.abort() });
    expect(result).toMatchObject({ closed: 0, complete: false });
    expect(await statusOf('idle-a')).toBe('open');
  });
});

describe('configuration errors (Firestore emulator)', () => {
  it.each([
    [{ closeAfterDays: 0, deleteAfterDays: 365 }, 'closeAfterDays'],
    [{ closeAfterDays: 30, deleteAfterDays: -1 }, 'deleteAfterDays'],
    [{ closeAfterDays: 30, deleteAfterDays: Number.NaN }, 'deleteAfterDays'],
    [{ closeAfterDays: 1.5, deleteAfterDays: 365 }, 'closeAfterDays'],
  ])('runRetention(%j) refuses, touching nothing', async (periods, named) => {
    await seedSession('idle', { idleDays: 400 });
    await seedSession('old', { status: 'closed', idleDays: 400 });

    const run = runRetention({ db, now: NOW, ...periods });

    await expect(run).rejects.toThrow(RetentionConfigError);
    await expect(run).rejects.toThrow(`${named} must be a whole number of days from 1 to 3650`);
    expect(await statusOf('idle')).toBe('open');
    expect(await leftOf('old')).toMatchObject({ session: true });
  });

  it('the scheduled function reads the variables: a bad one fails the run, touching nothing', async () => {
    await seedSession('idle', { idleDays: 400 });
    await seedSession('old', { status: 'closed', idleDays: 400 });
    const scheduled = (env: Record<string, string>) =>
      deployTrigger(TRIGGERS.closeAndDeleteOldConversations, 'retention', () => ({ db, env })).run({
        scheduleTime: NOW.toISOString(),
      });

    await expect(scheduled({ CHAT_DELETE_AFTER_DAYS: '1 year' })).rejects.toThrow(
      'CHAT_DELETE_AFTER_DAYS must be a whole number of days from 1 to 3650, got "1 year"',
    );
    expect(await statusOf('idle')).toBe('open');
    expect(await leftOf('old')).toMatchObject({ session: true });

    await scheduled({ CHAT_CLOSE_AFTER_DAYS: '30', CHAT_DELETE_AFTER_DAYS: '399' });
    expect(await statusOf('idle')).toBe('closed');
    expect(await leftOf('old')).toMatchObject({ session: false });
  });
});

import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { REQUEST_LIMITS_COLLECTION, REQUESTS } from '@detailing/chat-core/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { handleRequestForm } from './requests.js';
import {
  firestoreRequestLimiter,
  firestoreRequestStore,
  keyedIpHash,
} from './requests-firestore.js';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('The Firestore emulator is not set: run this through `npm test -- emulator`.');
}

const apps: App[] = [];
let db: Firestore;

beforeEach(() => {
  const projectId = `demo-requests-${Math.random().toString(36).slice(2, 10)}`;
  const app = initializeApp({ projectId }, projectId);
  apps.push(app);
  db = getFirestore(app);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

const SITE = 'https://www.example.test';
const post = (ip: string, name = 'Sam Carter') => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/booking` },
  body: Buffer.from(
    new URLSearchParams({
      name,
      phone: '07700 900123',
      service: 'Ceramic Coating',
      _subject: 'New Booking Request for Ceramic Coating',
    }).toString(),
  ),
  ip,
});

describe('POST /api/requests on Firestore (emulator)', () => {
  it('stores the request as new, at server time, and counts a hash of the IP, never the IP', async () => {
    const deps = {
      siteOrigin: SITE,
      clientKey: keyedIpHash('test-secret'),
      limiter: firestoreRequestLimiter(db),
      store: firestoreRequestStore(db),
    };
    const response = await handleRequestForm(post('198.51.100.23'), deps);
    expect(response.status).toBe(303);
    const [stored] = (await db.collection(REQUESTS).get()).docs;
    expect(stored?.data()).toMatchObject({
      source: 'booking',
      name: 'Sam Carter',
      service: 'Ceramic Coating',
      page: '/booking',
      status: 'new',
    });
    expect(stored?.get('createdAt')).toBeInstanceOf(Timestamp);
    const counters = await db.collection(REQUEST_LIMITS_COLLECTION).get();
    const text = JSON.stringify(counters.docs.map((d) => [d.id, d.data()]));
    expect(text).not.toContain('198.51.100.23');
    expect(counters.docs.map((d) => d.id)).toContain(keyedIpHash('test-secret')('198.51.100.23'));
  });

  it('lets 5 an hour through from one client, then refuses, and caps everyone together', async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0);
    const limiter = firestoreRequestLimiter(db, { perHour: 7, now: () => now });
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await limiter.take('client-a'));
    expect(verdicts).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'client']);
    expect(await limiter.take('client-b')).toBe('ok');
    expect(await limiter.take('client-b')).toBe('ok');
    expect(await limiter.take('client-c')).toBe('global');
    // The next hour starts afresh.
    now += 60 * 60 * 1000;
    expect(await limiter.take('client-a')).toBe('ok');
  });

  it('holds the limit under a burst: of 8 at once from one client, 5 pass', async () => {
    const limiter = firestoreRequestLimiter(db);
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => limiter.take('burst')));
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(5);
  });
});

import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { REQUEST_LIMITS_COLLECTION, REQUESTS } from '@detailing/core/domain';
import { describe, expect, it } from 'vitest';
import { adminAppPerTest } from './testing/admin-app.js';
import { CHALLENGE_TEXTS } from './form-pages.js';
import { CHALLENGE_FIELD, CHALLENGE_WAIT_MS, challengeTokens } from './request-challenge.js';
import { handleRequestForm, type RequestDependencies } from './requests.js';
import {
  firestoreRequestLimiter,
  firestoreRequestStore,
  keyedIpHash,
} from './requests-firestore.js';

let db: Firestore;

adminAppPerTest('requests', (app) => {
  db = getFirestore(app);
});

const SITE = 'https://www.example.test';
const BOOKING = {
  name: 'Sam Carter',
  phone: '07700 900123',
  service: 'Ceramic Coating',
  _subject: 'New Booking Request for Ceramic Coating',
};
/** A form post whose X-Forwarded-For is `forwardedFor`, as Google's front end passes it on. */
const post = (forwardedFor: string, fields: Record<string, string> = BOOKING) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    referer: `${SITE}/booking`,
    'x-forwarded-for': forwardedFor,
  },
  body: Buffer.from(new URLSearchParams(fields).toString()),
  socketAddress: '169.254.1.1',
});

/** The endpoint on this test's project, with its limits and clock. */
function endpoint(limits: { perHour?: number } = {}) {
  let time = Date.UTC(2026, 10, 27, 10, 0);
  const now = () => time;
  const deps: RequestDependencies = {
    siteOrigin: SITE,
    clientKey: keyedIpHash('test-secret'),
    limiter: firestoreRequestLimiter(db, { ...limits, now }),
    challenge: challengeTokens('test-secret'),
    store: firestoreRequestStore(db),
    now,
  };
  return {
    send: (request: ReturnType<typeof post>) => handleRequestForm(request, deps),
    wait: (ms: number) => void (time += ms),
  };
}

/** The fields a browser posts back from the challenge page (its hidden inputs). */
function confirmation(page: string): Record<string, string> {
  const inputs = page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g);
  return Object.fromEntries([...inputs].map(([, name = '', value = '']) => [name, value]));
}

const storedNames = async () =>
  (await db.collection(REQUESTS).get()).docs.map((doc) => String(doc.get('name'))).sort();

describe('POST /api/requests on Firestore (emulator)', () => {
  it('stores the request as new, at server time, and counts a hash of the IP, never the IP', async () => {
    const response = await endpoint().send(post('198.51.100.23'));
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

  it('one machine rotating X-Forwarded-For is one client: a customer still gets through', async () => {
    const { send } = endpoint({ perHour: 20 });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      // The flood writes its own header; Google's front end appends the address it saw.
      statuses.push((await send(post(`10.0.${i}.${i}, 203.0.113.66`))).status);
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(5);
    const customer = await send(post('198.51.100.20', { ...BOOKING, name: 'Honest Customer' }));
    expect(customer.status).toBe(303);
    expect(await storedNames()).toContain('Honest Customer');
  });

  it('past everyone’s cap, a customer confirms after a few seconds and is stored; early, reused and forged tokens store nothing', async () => {
    const { send, wait } = endpoint({ perHour: 4 });
    for (let i = 1; i <= 4; i++) expect((await send(post(`192.0.2.${i}`))).status).toBe(303);
    const customer = { ...BOOKING, name: 'Honest Customer' };
    const asked = await send(post('198.51.100.20', customer));
    expect(asked.status).toBe(429);
    expect(asked.body).toContain(CHALLENGE_TEXTS.title);
    const form = confirmation(asked.body);
    expect(form).toMatchObject({ name: 'Honest Customer', _page: '/booking' });

    expect((await send(post('198.51.100.20', form))).body).toContain(CHALLENGE_TEXTS.early);
    // Its time moved back a minute, so it would have waited long enough: the signature says no.
    const [issued = '', ...rest] = (form[CHALLENGE_FIELD] ?? '').split('.');
    const backdated = [(parseInt(issued, 36) - 60_000).toString(36), ...rest].join('.');
    const forged = { ...form, [CHALLENGE_FIELD]: backdated };
    wait(CHALLENGE_WAIT_MS);
    expect((await send(post('198.51.100.20', forged))).body).toContain(CHALLENGE_TEXTS.ask);
    expect((await send(post('198.51.100.21', form))).body).toContain(CHALLENGE_TEXTS.ask);
    expect(await storedNames()).not.toContain('Honest Customer');

    const confirmed = await send(post('198.51.100.20', form));
    expect(confirmed).toMatchObject({ status: 303, headers: { location: `${SITE}/thank-you` } });
    const stored = await db.collection(REQUESTS).where('name', '==', 'Honest Customer').get();
    expect(stored.docs.map((doc) => doc.data())).toMatchObject([
      { source: 'booking', service: 'Ceramic Coating', page: '/booking', status: 'new' },
    ]);
    expect((await send(post('198.51.100.20', form))).status).toBe(409);
    expect(await storedNames()).toHaveLength(5);
  });
});

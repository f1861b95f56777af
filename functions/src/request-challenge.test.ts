import type { NewRequest } from '@detailing/core/domain';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_TEXTS } from './form-pages.js';
import {
  CHALLENGE_FIELD,
  CHALLENGE_TTL_MS,
  CHALLENGE_WAIT_MS,
  challengeTokens,
} from './request-challenge.js';
import {
  type ConfirmVerdict,
  type FormRequest,
  type FormResponse,
  handleRequestForm,
  type LimitVerdict,
  type RequestLimiter,
} from './requests.js';

const SITE = 'https://www.example.test';
const T0 = Date.UTC(2026, 10, 27, 10, 0);

describe('the challenge’s tokens', () => {
  const tokens = challengeTokens('test-secret', { randomId: () => 'a'.repeat(22) });
  const token = tokens.issue('client-a', T0);

  it('are taken from the client they were given to, once the wait is over, until they expire', () => {
    expect(tokens.check(token, 'client-a', T0 + CHALLENGE_WAIT_MS)).toEqual({
      ok: true,
      token: { id: 'a'.repeat(22), expiresAt: T0 + CHALLENGE_TTL_MS },
    });
    expect(tokens.check(token, 'client-a', T0 + 1000)).toEqual({ ok: false, reason: 'early' });
    expect(tokens.check(token, 'client-a', T0 + CHALLENGE_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are worth nothing from another client, altered, forged or malformed', () => {
    const later = T0 + CHALLENGE_WAIT_MS;
    const [issued = '', id = '', mac = ''] = token.split('.');
    const backdated = `${(T0 - 60_000).toString(36)}.${id}.${mac}`;
    const flipped = `${issued}.${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherSecret = challengeTokens('another-secret').issue('client-a', T0);
    for (const forged of [backdated, flipped, otherSecret, '', 'x.y.z', `${token}.extra`]) {
      expect(tokens.check(forged, 'client-a', later), forged).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(tokens.check(token, 'client-b', later)).toEqual({ ok: false, reason: 'invalid' });
  });
});

/** The Firestore limiter's rules in memory (requests-firestore.ts; its emulator test). */
function memoryLimiter({ perClient = 5, perHour = 200 } = {}): RequestLimiter {
  const counts = new Map<string, number>();
  const used = new Set<string>();
  let everyone = 0;
  return {
    async take(key): Promise<LimitVerdict> {
      if ((counts.get(key) ?? 0) >= perClient) return 'client';
      if (everyone >= perHour) return 'global';
      counts.set(key, (counts.get(key) ?? 0) + 1);
      everyone += 1;
      return 'ok';
    },
    async confirm(key, { id }): Promise<ConfirmVerdict> {
      if (used.has(id)) return 'used';
      if ((counts.get(key) ?? 0) >= perClient) return 'client';
      counts.set(key, (counts.get(key) ?? 0) + 1);
      used.add(id);
      return 'ok';
    },
  };
}

function endpoint(limits: { perClient?: number; perHour?: number } = {}) {
  const stored: NewRequest[] = [];
  let now = T0;
  const deps = {
    siteOrigin: SITE,
    clientKey: (address: string) => `key:${address}`,
    limiter: memoryLimiter(limits),
    challenge: challengeTokens('test-secret'),
    store: { create: async (request: NewRequest) => void stored.push(request) },
    now: () => now,
  };
  /** A post from `forwardedFor` (as Google's front end passes it on). */
  const post = (
    fields: Record<string, string>,
    forwardedFor: string,
    referer = `${SITE}/booking`,
  ): Promise<FormResponse> => {
    const request: FormRequest = {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer,
        'x-forwarded-for': forwardedFor,
      },
      body: Buffer.from(new URLSearchParams(fields).toString()),
      socketAddress: '169.254.1.1',
    };
    return handleRequestForm(request, deps);
  };
  return { stored, post, wait: (ms: number) => void (now += ms) };
}

const booking = {
  name: 'Sam Carter',
  phone: '07700 900123',
  service: 'Ceramic Coating',
  _subject: 'New Booking Request for Ceramic Coating',
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&#10;': '\n',
  '&#13;': '\r',
};
/** What a browser posts from the challenge page: its hidden inputs, as their values. */
function formOf(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g);
  const text = (value: string) => value.replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? '');
  return Object.fromEntries(
    [...inputs].map(([, name = '', value = '']) => [text(name), text(value)]),
  );
}

describe('POST /api/requests under a flood', () => {
  it('one machine rotating X-Forwarded-For is one client: it gets 5, and a customer still gets through', async () => {
    const { post, stored } = endpoint({ perClient: 5, perHour: 10 });
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const forged = `10.${i}.${i}.1, 198.18.${i}.7`;
      statuses.push((await post(booking, `${forged}, 203.0.113.66`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const customer = await post({ ...booking, name: 'Honest Customer' }, '198.51.100.20');
    expect(customer.status).toBe(303);
    expect(stored.map((request) => request.name).at(-1)).toBe('Honest Customer');
  });

  it('past everyone’s cap, a customer is asked to confirm, and after a few seconds is stored', async () => {
    const { post, stored, wait } = endpoint({ perClient: 5, perHour: 3 });
    for (let i = 1; i <= 3; i++) expect((await post(booking, `192.0.2.${i}`)).status).toBe(303);

    const asked = await post(
      { ...booking, message: 'Line one\r\nLine "two" <b>' },
      '198.51.100.20',
    );
    expect(asked.status).toBe(429);
    expect(asked.body).toContain(`<h1>${CHALLENGE_TEXTS.title}</h1>`);
    expect(asked.body).toContain(CHALLENGE_TEXTS.ask);
    expect(asked.body).toContain('<form action="/api/requests" method="post">');
    expect(asked.body).toContain(`<button type="submit">${CHALLENGE_TEXTS.button}</button>`);
    expect(asked.body).toContain('background:#0b0f14');
    expect(asked.body).not.toContain('<b>');
    const form = formOf(asked.body);
    expect(form).toMatchObject({
      ...booking,
      message: 'Line one\r\nLine "two" <b>',
      _page: '/booking',
    });
    expect(stored).toHaveLength(3);

    // Pressed at once: asked again to wait, with the same token; nothing stored.
    const early = await post(form, '198.51.100.20', `${SITE}/api/requests`);
    expect(early.status).toBe(429);
    expect(early.body).toContain(CHALLENGE_TEXTS.early);
    expect(formOf(early.body)[CHALLENGE_FIELD]).toBe(form[CHALLENGE_FIELD]);
    expect(stored).toHaveLength(3);

    wait(CHALLENGE_WAIT_MS);
    const confirmed = await post(form, '198.51.100.20', `${SITE}/api/requests`);
    expect(confirmed).toMatchObject({ status: 303, headers: { location: `${SITE}/thank-you` } });
    expect(stored.at(-1)).toEqual({
      source: 'booking',
      name: 'Sam Carter',
      phone: '07700 900123',
      service: 'Ceramic Coating',
      message: 'Line one\nLine "two" <b>',
      page: '/booking',
    });

    // The same token again (a replay, or a second press): taken once.
    const again = await post(form, '198.51.100.20', `${SITE}/api/requests`);
    expect(again.status).toBe(409);
    expect(again.body).toContain('We already have this request. We will be in touch soon.');
    expect(stored).toHaveLength(4);
  });

  it('refuses a forged token, another client’s, and one past its hour: each is asked again', async () => {
    const { post, stored, wait } = endpoint({ perClient: 5, perHour: 1 });
    await post(booking, '192.0.2.1');
    const form = formOf((await post(booking, '198.51.100.20')).body);
    wait(CHALLENGE_WAIT_MS);
    const token = form[CHALLENGE_FIELD] ?? '';
    const forged = `${(T0 - 60_000).toString(36)}${token.slice(token.indexOf('.'))}`;
    for (const [what, fields, from] of [
      ['forged', { ...form, [CHALLENGE_FIELD]: forged }, '198.51.100.20'],
      ['made up', { ...form, [CHALLENGE_FIELD]: 'ok' }, '198.51.100.20'],
      ['another client’s', form, '198.51.100.99'],
    ] as const) {
      const answer = await post(fields, from, `${SITE}/api/requests`);
      expect(answer.status, what).toBe(429);
      expect(answer.body, what).toContain(CHALLENGE_TEXTS.ask);
      expect(formOf(answer.body)[CHALLENGE_FIELD], what).not.toBe(fields[CHALLENGE_FIELD]);
    }
    wait(CHALLENGE_TTL_MS);
    expect((await post(form, '198.51.100.20')).body).toContain(CHALLENGE_TEXTS.ask);
    expect(stored).toHaveLength(1);
  });

  it('a confirmation still meets the honeypot, the per-client limit and the safe way back', async () => {
    const { post, stored, wait } = endpoint({ perClient: 2, perHour: 1 });
    await post(booking, '192.0.2.1');
    const form = formOf((await post(booking, '198.51.100.20')).body);
    expect(form).not.toHaveProperty('_honey');
    wait(CHALLENGE_WAIT_MS);
    // A robot fills the honeypot on the way: answered as a success, stored nowhere.
    const robot = await post({ ...form, _honey: 'x' }, '198.51.100.20');
    expect(robot.status).toBe(303);
    expect(stored).toHaveLength(1);
    // A `_page` that is another host is no way back, and not stored.
    const hostile = await post({ ...form, _page: '//evil.example/x' }, '198.51.100.20');
    expect(hostile.status).toBe(303);
    expect(stored.at(-1)).not.toHaveProperty('page');
    // The client's own hour (2): one post and one confirmation spend it; the next is refused.
    const first = formOf((await post(booking, '192.0.2.1')).body);
    const second = formOf((await post(booking, '192.0.2.1')).body);
    wait(CHALLENGE_WAIT_MS);
    expect((await post(first, '192.0.2.1')).status).toBe(303);
    const over = await post(second, '192.0.2.1');
    expect(over.status).toBe(429);
    expect(over.body).toContain('Please try again in an hour.');
  });
});

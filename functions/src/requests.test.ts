import { REQUEST_LIMITS, type NewRequest } from '@detailing/core/domain';
import { describe, expect, it } from 'vitest';
import { challengeTokens } from './request-challenge.js';
import { type FormRequest, handleRequestForm, type LimitVerdict } from './requests.js';

const SITE = 'https://www.example.test';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/contact` };

function post(fields: Record<string, string>, headers: Record<string, string> = FORM): FormRequest {
  return {
    method: 'POST',
    headers,
    body: Buffer.from(new URLSearchParams(fields).toString()),
    socketAddress: '203.0.113.7',
  };
}

/**
 * The endpoint's dependencies in memory: what it stored, and a limiter answering `verdict`
 * (request-challenge.test.ts has one that counts).
 */
function fakes(verdict: LimitVerdict = 'ok') {
  const stored: NewRequest[] = [];
  const keys: string[] = [];
  return {
    stored,
    keys,
    deps: {
      siteOrigin: SITE,
      clientKey: (ip: string) => `hash-of-${ip.length}`,
      limiter: {
        take: async (key: string) => {
          keys.push(key);
          return verdict;
        },
        confirm: async (key: string) => {
          keys.push(key);
          return verdict === 'global' ? 'ok' : verdict;
        },
      },
      challenge: challengeTokens('test-secret'),
      store: { create: async (request: NewRequest) => void stored.push(request) },
    },
  };
}

const callback = {
  name: 'Sam Carter',
  phone: '07700 900123',
  _subject: 'New General Inquiry from your website!',
  _next: `${SITE}/thank-you`,
  _captcha: 'false',
};

describe('POST /api/requests', () => {
  it('stores a callback and sends the browser to this site’s thank-you page (303)', async () => {
    const { deps, stored, keys } = fakes();
    const response = await handleRequestForm(post(callback), deps);
    expect(response).toMatchObject({ status: 303, headers: { location: `${SITE}/thank-you` } });
    expect(stored).toEqual([
      { source: 'callback', name: 'Sam Carter', phone: '07700 900123', page: '/contact' },
    ]);
    // The limiter counts a hash, never the address itself.
    expect(keys).toEqual(['hash-of-11']);
  });

  it('never sends the browser elsewhere: a foreign _next still ends on our thank-you page', async () => {
    const { deps } = fakes();
    const response = await handleRequestForm(
      post({ ...callback, _next: 'https://evil.example/phish' }),
      deps,
    );
    expect(response.headers.location).toBe(`${SITE}/thank-you`);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const { deps, stored, keys } = fakes();
    const response = await handleRequestForm(post({ ...callback, _honey: 'buy now' }), deps);
    expect(response.status).toBe(303);
    expect(stored).toEqual([]);
    expect(keys).toEqual([]);
  });

  it('says "Please provide your name and phone number." on a page with a way back (400)', async () => {
    const { deps, stored } = fakes();
    const response = await handleRequestForm(post({ ...callback, phone: ' ' }), deps);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<p>Please provide your name and phone number.</p>');
    expect(response.body).toContain('<a href="/contact">');
    expect(stored).toEqual([]);
  });

  it('refuses an e-mail address that would add mail headers (400), and stores nothing', async () => {
    for (const email of [
      'sam@example.com?cc=boss@evil.example&body=Please%20pay',
      'sam@example.com&bcc=boss@evil.example',
      'sam@example.com%0Abcc:boss@evil.example',
      'sam@example.com\nbcc: boss@evil.example',
      'javascript:alert(1)//@example.com',
    ]) {
      const { deps, stored, keys } = fakes();
      const response = await handleRequestForm(post({ ...callback, email }), deps);
      expect(response.status, email).toBe(400);
      expect(response.body).toContain('<p>Please enter a valid e-mail address.</p>');
      expect(response.body).toContain('<a href="/contact">');
      expect(stored).toEqual([]);
      expect(keys).toEqual([]);
    }
  });

  it('refuses NUL, ESC and a right-to-left override in any field (400), storing nothing', async () => {
    const cases = [
      ['name', 'Sam\u0000Carter', 'Your name'],
      ['name', '\u001B[31mSam', 'Your name'],
      ['name', 'Sam \u202Eretrac', 'Your name'],
      ['phone', '07700\u202E321009', 'Your phone number'],
      ['message', 'Hello\u0000', 'Your message'],
      ['message', 'Ceramic coat, \u001B[2J please', 'Your message'],
      ['service', 'Paint Correction\u202E', 'The service'],
    ] as const;
    for (const [field, value, label] of cases) {
      const { deps, stored, keys } = fakes();
      const response = await handleRequestForm(post({ ...callback, [field]: value }), deps);
      expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(response.body).toContain(
        `<p>${label} contains hidden characters we cannot accept. Please type it again.</p>`,
      );
      expect(stored).toEqual([]);
      expect(keys).toEqual([]);
    }
  });

  it('stores an ordinary e-mail address and a message of several lines', async () => {
    const { deps, stored } = fakes();
    const message = 'The Range Rover.\r\nTuesday, if you can.';
    await handleRequestForm(post({ ...callback, email: 'sam@example.com', message }), deps);
    expect(stored).toMatchObject([
      { email: 'sam@example.com', message: 'The Range Rover.\nTuesday, if you can.' },
    ]);
  });

  it('refuses anything but POST (405), a body over 16 kB and a field over its limit (413)', async () => {
    const { deps, stored } = fakes();
    const get = await handleRequestForm({ ...post(callback), method: 'GET' }, deps);
    expect(get).toMatchObject({ status: 405, headers: { allow: 'POST' } });
    const big = 'x'.repeat(REQUEST_LIMITS.bodyBytes);
    expect((await handleRequestForm(post({ ...callback, message: big }), deps)).status).toBe(413);
    const name = 'n'.repeat(REQUEST_LIMITS.name + 1);
    expect((await handleRequestForm(post({ ...callback, name }), deps)).status).toBe(413);
    expect(stored).toEqual([]);
  });

  it('refuses a body that is not a form (415), and past the rate limits (429)', async () => {
    const json = { ...post(callback), headers: { 'content-type': 'application/json' } };
    expect((await handleRequestForm(json, fakes().deps)).status).toBe(415);
    for (const verdict of ['client', 'global'] as const) {
      const { deps, stored } = fakes(verdict);
      const response = await handleRequestForm(post(callback), deps);
      expect(response.status).toBe(429);
      expect(stored).toEqual([]);
    }
  });

  it('escapes what it echoes: a hostile Referer path cannot inject markup', async () => {
    const { deps } = fakes();
    const referer = `${SITE}/"><script>alert(1)</script>`;
    const response = await handleRequestForm(
      post({ name: '', phone: '' }, { ...FORM, referer }),
      deps,
    );
    expect(response.body).not.toContain('<script>');
    // Another site's Referer leads back to our home page.
    const foreign = await handleRequestForm(
      post({ name: '', phone: '' }, { ...FORM, referer: 'https://evil.example/form' }),
      deps,
    );
    expect(foreign.body).toContain('<a href="/">');
  });

  it('leads back only to a single-slash path on this site: "//evil.example/x" leads home', async () => {
    const { deps } = fakes();
    const back = async (referer: string) =>
      /<a href="([^"]*)">Go back to the form/.exec(
        (await handleRequestForm(post({ name: '', phone: '' }, { ...FORM, referer }), deps)).body,
      )?.[1];
    // The same origin, but a path a browser reads as another host.
    expect(await back(`${SITE}//evil.example/x`)).toBe('/');
    expect(await back(`${SITE}/\\evil.example/x`)).toBe('/');
    expect(await back(`${SITE}/%2F/evil.example`)).toBe('/%2F/evil.example');
    expect(await back(`${SITE}/booking?service=x`)).toBe('/booking');
  });
});

import { describe, expect, it } from 'vitest';
import {
  areValidDetails,
  isValidOrigin,
  browserName,
  describeEnvironment,
  deviceClass,
  localTimeIn,
  isSitePath,
  pageRefFromLocation,
  validateIdentity,
} from './visitor-context';
import { HOSTILE_EMAILS, HOSTILE_ORIGINS } from '../../testing/hostile.js';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('validateIdentity', () => {
  it('keeps any subset of name, email and phone, trimmed, and leaves blanks out', () => {
    expect(
      validateIdentity({ name: '  Sam   Jones ', email: 'sam@example.co.uk', phone: '' }),
    ).toEqual({ ok: true, identity: { name: 'Sam Jones', email: 'sam@example.co.uk' } });
    expect(validateIdentity({ phone: '+44 (0)1202 123456' })).toEqual({
      ok: true,
      identity: { phone: '+44 (0)1202 123456' },
    });
    expect(validateIdentity({})).toEqual({ ok: true, identity: {} });
  });

  it.each([
    ['not an object', 'Sam', /expects an object/],
    ['an array', ['Sam'], /expects an object/],
    ['an unknown field', { name: 'Sam', age: 40 }, /does not know "age"/],
    ['a number for a name', { name: 42 }, /name must be a string/],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, /name can be at most 80/],
    ['an e-mail without @', { email: 'sam.example.com' }, /email does not look like/],
    ['letters in a phone number', { phone: '01202 CALL ME' }, /phone may hold only/],
    ['a control character', { name: 'Sam\u0007' }, /control characters/],
  ])('refuses %s, naming the problem', (_label, input, problem) => {
    const result = validateIdentity(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(problem);
  });
});

describe('pageRefFromLocation', () => {
  it('keeps the path and utm_* parameters only, drops the fragment, and the origin on request', () => {
    const href =
      'https://shop.example/cars/list?email=a%40b.c&utm_source=news&page=2&UTM_medium=x#top';
    expect(pageRefFromLocation({ href }, '  Cars  for sale ', { withOrigin: true })).toEqual({
      path: '/cars/list?utm_source=news&UTM_medium=x',
      title: 'Cars for sale',
      origin: 'https://shop.example',
    });
    expect(
      pageRefFromLocation({ href: 'http://127.0.0.1:5000/' }, 'Home', { withOrigin: false }),
    ).toEqual({ path: '/', title: 'Home' });
  });

  it('cuts a long title by code points, never through an emoji', () => {
    const title = `${'a'.repeat(199)}😀😀`;
    const page = pageRefFromLocation({ href: 'https://x.example/' }, title, { withOrigin: false });
    expect(Array.from(page.title)).toHaveLength(200);
    expect(page.title.endsWith('😀')).toBe(true);
  });

  it('keeps a path a browser would read as another host (`//evil.example`) as a path of this site', () => {
    for (const href of [
      'https://x.example//evil.example/refund',
      'https://x.example/\\evil.example',
    ]) {
      const { path } = pageRefFromLocation({ href }, 'Refund', { withOrigin: false });
      expect(path).toMatch(/^\/evil\.example/);
      expect(isSitePath(path)).toBe(true);
    }
    expect(['//evil.example', '/\\evil', 'evil', '/\u0000'].filter(isSitePath)).toEqual([]);
  });
});

describe('the environment', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(UA.iphone, 390)).toBe('phone');
    expect(deviceClass(UA.pixel, 412)).toBe('phone');
    expect(deviceClass(UA.androidTablet, 800)).toBe('tablet');
    expect(deviceClass(UA.ipad, 820)).toBe('tablet');
    expect(deviceClass(UA.edge, 1280)).toBe('desktop');
    expect(deviceClass(UA.edge, 400)).toBe('phone');
  });

  it('names the browser without its version', () => {
    expect(browserName(UA.edge)).toBe('Edge');
    expect(browserName(UA.pixel)).toBe('Chrome');
    expect(browserName(UA.iphone)).toBe('Safari');
    expect(browserName(UA.macSafari)).toBe('Safari');
    expect(browserName(UA.firefox)).toBe('Firefox');
    expect(browserName('curl/8.0')).toBe('Other');
  });

  it('keeps only the origin of a referrer from another site', () => {
    const base = {
      userAgent: UA.pixel,
      viewportWidth: 412,
      language: 'en-GB',
      timeZone: 'Europe/London',
    };
    expect(
      describeEnvironment({
        ...base,
        referrer: 'https://www.google.com/search?q=x',
        pageOrigin: 'https://hh.example',
      }),
    ).toEqual({
      referrer: 'https://www.google.com',
      device: 'phone',
      browser: 'Chrome',
      language: 'en-GB',
      timeZone: 'Europe/London',
    });
    const sameSite = describeEnvironment({
      ...base,
      referrer: 'https://hh.example/services',
      pageOrigin: 'https://hh.example',
    });
    expect(sameSite).not.toHaveProperty('referrer');
    expect(
      describeEnvironment({ ...base, referrer: 'not a url', pageOrigin: 'x' }),
    ).not.toHaveProperty('referrer');
  });

  it("gives the visitor's local time in 24-hour en-GB, or null for an unknown zone", () => {
    const noonUtcInJuly = Date.UTC(2026, 6, 1, 12, 5);
    expect(localTimeIn('Europe/London', noonUtcInJuly)).toBe('13:05');
    expect(localTimeIn('Asia/Kolkata', noonUtcInJuly)).toBe('17:35');
    expect(localTimeIn('Not/AZone', noonUtcInJuly)).toBeNull();
  });
});

describe('areValidDetails (what the rules accept)', () => {
  const page = { path: '/services', title: 'Services' };
  const context = {
    startPage: page,
    currentPage: { ...page, origin: 'https://shop.example' },
    device: 'phone',
    browser: 'Chrome',
    language: 'en-GB',
    timeZone: 'Europe/London',
  };

  it('accepts a valid identity and context', () => {
    expect(areValidDetails({ visitor: { email: 'a@b.co', name: 'A' }, context })).toBe(true);
  });

  it.each([
    ['an untrimmed name', { visitor: { name: ' A ' } }],
    ['an extra context field', { context: { ...context, ip: '1.2.3.4' } }],
    [
      'a page without a leading slash',
      { context: { ...context, startPage: { path: 'x', title: '' } } },
    ],
    ['an unknown device', { context: { ...context, device: 'watch' } }],
    ['a referrer with a path', { context: { ...context, referrer: 'https://x.example/a' } }],
  ])('refuses %s', (_label, details) => {
    expect(areValidDetails(details)).toBe(false);
  });
});

describe('origins and e-mail addresses (the patterns the rules share)', () => {
  const context = {
    startPage: { path: '/services', title: 'Services' },
    currentPage: { path: '/services', title: 'Services' },
    device: 'phone',
    browser: 'Chrome',
    language: 'en-GB',
    timeZone: 'Europe/London',
  };

  it.each(HOSTILE_ORIGINS)('refuses %j as a referrer and as a page origin', (origin) => {
    expect(isValidOrigin(origin)).toBe(false);
    expect(areValidDetails({ context: { ...context, referrer: origin } })).toBe(false);
    const currentPage = { path: '/', title: 'Home', origin };
    expect(areValidDetails({ context: { ...context, currentPage } })).toBe(false);
  });

  it.each([
    'https://www.google.com',
    'http://localhost:5000',
    'http://127.0.0.1:8080',
    'https://my-shop.co.uk',
    'https://a:65535',
  ])('accepts %s', (origin) => {
    expect(isValidOrigin(origin)).toBe(true);
    expect(areValidDetails({ context: { ...context, referrer: origin } })).toBe(true);
  });

  it('takes only what parses as a URL to the same origin (200,000 random candidates)', () => {
    // A small seeded generator (mulberry32): the same candidates every run.
    let seed = 21;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const alphabets = ['ax0-.:9n5/[]%', 'xn-.:09a', '0123456789.:x', 'ab-.', 'a n-.:1\u00a0<>@'];
    let accepted = 0;
    for (let i = 0; i < 200_000; i += 1) {
      const alphabet = alphabets[i % alphabets.length] ?? '';
      let candidate = random() < 0.5 ? 'http://' : 'https://';
      const length = 1 + Math.floor(random() * 16);
      for (let j = 0; j < length; j += 1) {
        candidate += alphabet[Math.floor(random() * alphabet.length)];
      }
      if (!isValidOrigin(candidate)) continue;
      accepted += 1;
      // (A default port, :80 on http, is dropped from `host`: compare the name alone.)
      const hostname = candidate.replace(/^https?:\/\//, '').replace(/:[0-9]+$/, '');
      expect(new URL(candidate).hostname, candidate).toBe(hostname);
    }
    expect(accepted).toBeGreaterThan(10_000);
  });

  it.each(HOSTILE_EMAILS)('refuses the e-mail address %j', (email) => {
    expect(validateIdentity({ email }).ok).toBe(false);
    expect(areValidDetails({ visitor: { email } })).toBe(false);
  });

  it('accepts ordinary addresses, with a plus, dots, an apostrophe', () => {
    for (const email of ['sam@example.com', "o'neil+quote@mail.example.co.uk", 'a.b-c@x-y.io']) {
      expect(validateIdentity({ email })).toEqual({ ok: true, identity: { email } });
    }
  });
});

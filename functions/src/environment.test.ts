import { describe, expect, expectTypeOf, it } from 'vitest';
import { lenientSettings, readSettings, settingsFor } from './environment.js';

const FORM = ['SITE_ORIGIN', 'REQUESTS_IP_KEY', 'REQUESTS_PROXY_HOPS'] as const;

/** The message `settingsFor` throws for `env`, or undefined when it throws nothing. */
const errorFor = (env: Record<string, string>, names: Parameters<typeof settingsFor>[1]) => {
  try {
    settingsFor(env, names, 'The form endpoint needs');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return undefined;
};

describe('the settings a part of the functions asks for', () => {
  it('come trimmed, typed, with SITE_ORIGIN reduced to its origin', () => {
    const settings = settingsFor(
      {
        SITE_ORIGIN: ' https://www.example.co.uk/book-online?x=1 ',
        REQUESTS_IP_KEY: ' s3cret ',
        REQUESTS_PROXY_HOPS: ' 2 ',
      },
      FORM,
      'The form endpoint needs',
    );
    expect(settings).toMatchObject({
      SITE_ORIGIN: 'https://www.example.co.uk',
      REQUESTS_IP_KEY: 's3cret',
      REQUESTS_PROXY_HOPS: 2,
    });
    expectTypeOf(settings.SITE_ORIGIN).toEqualTypeOf<string>();
    expectTypeOf(settings.REQUESTS_PROXY_HOPS).toEqualTypeOf<number>();
    expect(
      settingsFor({ SITE_ORIGIN: 'http://127.0.0.1:5000/' }, ['SITE_ORIGIN'], 'x').SITE_ORIGIN,
    ).toBe('http://127.0.0.1:5000');
  });

  it('name every missing setting in one sentence, a blank one counting as missing', () => {
    expect(errorFor({}, FORM)).toBe('The form endpoint needs SITE_ORIGIN and REQUESTS_IP_KEY.');
    expect(errorFor({ SITE_ORIGIN: 'https://x.test', REQUESTS_IP_KEY: '  ' }, FORM)).toBe(
      'The form endpoint needs REQUESTS_IP_KEY.',
    );
    expect(() =>
      settingsFor(
        { MAIL_LINK_KEY: 'k' },
        ['SITE_ORIGIN', 'MAIL_LINK_KEY'],
        'The booking e-mails need',
      ),
    ).toThrow('The booking e-mails need SITE_ORIGIN.');
  });

  it('name the missing and the malformed together, each malformed one with its value', () => {
    expect(errorFor({ REQUESTS_PROXY_HOPS: '0', SITE_ORIGIN: 'www.example.co.uk' }, FORM)).toBe(
      'The form endpoint needs REQUESTS_IP_KEY; ' +
        'SITE_ORIGIN must be an http(s) URL, got "www.example.co.uk"; ' +
        'REQUESTS_PROXY_HOPS must be a whole number from 1 to 10, got "0".',
    );
  });

  it.each(['www.example.co.uk', 'ftp://example.co.uk', 'javascript:alert(1)', 'https://'])(
    'refuse SITE_ORIGIN %j: it must be an http(s) URL',
    (origin) => {
      expect(errorFor({ SITE_ORIGIN: origin }, ['SITE_ORIGIN'])).toBe(
        `SITE_ORIGIN must be an http(s) URL, got ${JSON.stringify(origin)}.`,
      );
    },
  );

  it.each([
    ['0', 'below the range'],
    ['11', 'above it'],
    ['-1', 'negative'],
    ['1.5', 'a fraction'],
    ['1e1', 'a number Number() would read'],
    ['0x2', 'hexadecimal'],
    ['2 hops', 'a unit parseInt would drop'],
    ['two', 'words'],
  ])('refuse a whole number %j (%s), never falling back to the default', (hops) => {
    expect(errorFor({ REQUESTS_PROXY_HOPS: hops }, ['REQUESTS_PROXY_HOPS'])).toBe(
      `REQUESTS_PROXY_HOPS must be a whole number from 1 to 10, got "${hops}".`,
    );
  });

  it('say each number’s unit and range', () => {
    const problems = readSettings(
      {
        CHAT_PUSHES_PER_MINUTE: '1001',
        BOOKING_REMINDER_HOURS: '1e3',
        REPLY_MAIL_DELAY_SECONDS: '2 minutes',
        REPLY_MAIL_INTERVAL_SECONDS: '1000000',
        REQUESTS_DELETE_AFTER_MONTHS: '121',
        CHAT_CLOSE_AFTER_DAYS: '3651',
      },
      [
        'CHAT_PUSHES_PER_MINUTE',
        'BOOKING_REMINDER_HOURS',
        'REPLY_MAIL_DELAY_SECONDS',
        'REPLY_MAIL_INTERVAL_SECONDS',
        'REQUESTS_DELETE_AFTER_MONTHS',
        'CHAT_CLOSE_AFTER_DAYS',
      ],
    ).problems;
    expect(problems).toEqual([
      'REPLY_MAIL_DELAY_SECONDS must be a whole number of seconds from 1 to 999999, got "2 minutes"',
      'REPLY_MAIL_INTERVAL_SECONDS must be a whole number of seconds from 1 to 999999, got "1000000"',
      'CHAT_PUSHES_PER_MINUTE must be a whole number from 1 to 1000, got "1001"',
      'BOOKING_REMINDER_HOURS must be a whole number of hours from 1 to 2000, got "1e3"',
      'CHAT_CLOSE_AFTER_DAYS must be a whole number of days from 1 to 3650, got "3651"',
      'REQUESTS_DELETE_AFTER_MONTHS must be a whole number of months from 1 to 120, got "121"',
    ]);
  });

  it('give the documented defaults when unset or blank', () => {
    const names = [
      'REQUESTS_PROXY_HOPS',
      'REPLY_MAIL_DELAY_SECONDS',
      'REPLY_MAIL_INTERVAL_SECONDS',
      'CHAT_PUSHES_PER_MINUTE',
      'BOOKING_REMINDER_HOURS',
      'CHAT_CLOSE_AFTER_DAYS',
      'CHAT_DELETE_AFTER_DAYS',
      'REQUESTS_DELETE_AFTER_MONTHS',
      'SITE_DEPLOY_WORKFLOW',
      'SITE_DEPLOY_REF',
    ] as const;
    const expected = {
      REQUESTS_PROXY_HOPS: 1,
      REPLY_MAIL_DELAY_SECONDS: 120,
      REPLY_MAIL_INTERVAL_SECONDS: 900,
      CHAT_PUSHES_PER_MINUTE: 20,
      BOOKING_REMINDER_HOURS: 24,
      CHAT_CLOSE_AFTER_DAYS: 30,
      CHAT_DELETE_AFTER_DAYS: 365,
      REQUESTS_DELETE_AFTER_MONTHS: 24,
      SITE_DEPLOY_WORKFLOW: 'publish.yml',
      SITE_DEPLOY_REF: 'main',
    };
    expect(settingsFor({}, names, 'x')).toMatchObject(expected);
    const blank = Object.fromEntries(names.map((name) => [name, ' ']));
    expect(settingsFor(blank, names, 'x')).toMatchObject(expected);
    expect(settingsFor({ CHAT_PUSHES_PER_MINUTE: ' 5 ' }, names, 'x').CHAT_PUSHES_PER_MINUTE).toBe(
      5,
    );
  });

  it('leave an optional setting undefined when unset, but still refuse a malformed one', () => {
    const settings = settingsFor({ MAIL_LINK_KEY: 'k' }, ['MAIL_LINK_KEY'], 'x', ['OWNER_EMAIL']);
    expect(settings.OWNER_EMAIL).toBeUndefined();
    expectTypeOf(settings.OWNER_EMAIL).toEqualTypeOf<string | undefined>();
    expect(() =>
      settingsFor({ OWNER_EMAIL: 'owner at example' }, [], 'x', ['OWNER_EMAIL']),
    ).toThrow(
      'OWNER_EMAIL must be an e-mail address (several: separated by commas), got "owner at example".',
    );
    expect(() =>
      settingsFor({ INBOUND_MAIL_DOMAIN: 'reply@example' }, [], 'x', ['INBOUND_MAIL_DOMAIN']),
    ).toThrow('INBOUND_MAIL_DOMAIN must be a domain, got "reply@example".');
  });

  it('take OWNER_EMAIL as one address or several separated by commas', () => {
    const owner = (text: string) => settingsFor({ OWNER_EMAIL: text }, ['OWNER_EMAIL'], 'x');
    expect(owner(' owner@example.co.uk ').OWNER_EMAIL).toBe('owner@example.co.uk');
    expect(owner('a@example.co.uk, b@example.com').OWNER_EMAIL).toBe(
      'a@example.co.uk, b@example.com',
    );
    expect(() => owner('a@example.co.uk,')).toThrow('OWNER_EMAIL must be an e-mail address');
  });

  it('check only what is asked for: a bad retention period does not stop the form endpoint', () => {
    const env = { SITE_ORIGIN: 'https://x.test', REQUESTS_IP_KEY: 'k', CHAT_CLOSE_AFTER_DAYS: 'x' };
    expect(errorFor(env, FORM)).toBeUndefined();
  });
});

describe('settings read leniently', () => {
  it('log a malformed value at error level and go on with the default, or without it', () => {
    const logged: unknown[][] = [];
    const settings = lenientSettings(
      { CHAT_PUSHES_PER_MINUTE: '0', OWNER_EMAIL: 'nobody', SITE_ORIGIN: 'https://x.test/' },
      ['CHAT_PUSHES_PER_MINUTE', 'OWNER_EMAIL', 'SITE_ORIGIN'],
      (...line) => logged.push(line),
    );
    expect(settings.CHAT_PUSHES_PER_MINUTE).toBe(20);
    expect(settings.OWNER_EMAIL).toBeUndefined();
    expect(settings.SITE_ORIGIN).toBe('https://x.test');
    expect(logged).toEqual([
      [
        'OWNER_EMAIL must be an e-mail address (several: separated by commas), got "nobody".',
        {},
        'error',
      ],
      ['CHAT_PUSHES_PER_MINUTE must be a whole number from 1 to 1000, got "0".', {}, 'error'],
    ]);
  });

  it('a malformed value without a default reads as unset, with its problem', () => {
    const { values, problems } = readSettings({ SITE_DEPLOY_REPOSITORY: 'harbour-heath' }, [
      'SITE_DEPLOY_REPOSITORY',
    ]);
    expect(values.SITE_DEPLOY_REPOSITORY).toBeUndefined();
    expect(problems).toEqual(['SITE_DEPLOY_REPOSITORY must be owner/name, got "harbour-heath"']);
  });
});

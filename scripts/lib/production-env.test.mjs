// @ts-check
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localAppEnv } from './app-env.mjs';
import { DEFAULT_PORTS } from './ports.mjs';
import {
  BUSINESS_IDENTITY,
  checkBusinessIdentity,
  checkProductionEnv,
  cspOrigins,
  loadProductionEnv,
  parseEnvFile,
  productionFormActionOrigins,
} from './production-env.mjs';
import { VALID_PRODUCTION_ENV } from './production-env-fixture.mjs';

/** A firm's own identity, as business.js should hold it before a production build. */
const REAL_IDENTITY = {
  email: 'hello@harbourheathdetailing.co.uk',
  phone: { display: '01202 123456', e164: '+441202123456' },
};

const FORMS = ['https://formsubmit.co'];
/** @param {Record<string, string | undefined>} changes undefined removes the variable */
const check = (changes) => {
  const merged = { ...VALID_PRODUCTION_ENV, ...changes };
  /** @type {Record<string, string>} */
  const values = Object.fromEntries(
    Object.entries(merged).filter(
      /** @returns {e is [string, string]} */ (e) => e[1] !== undefined,
    ),
  );
  return checkProductionEnv(values, { formActionOrigins: FORMS });
};
/** The one error a change causes, which must name the variable. */
const errorFor = (/** @type {Record<string, string | undefined>} */ changes) => {
  const { errors } = check(changes);
  expect(errors).toHaveLength(1);
  return errors[0];
};

describe('parseEnvFile', () => {
  it('reads NAME=value lines as a shell would, with export, quotes and comments', () => {
    const { values, errors } = parseEnvFile(
      [
        '# production',
        '',
        'VITE_A=plain',
        'export VITE_B=exported',
        'VITE_C="double # not a comment"  # a comment',
        "VITE_D='single'",
        'VITE_E=value   # the Web Push key',
        'VITE_F=',
        '  VITE_G = spaced  ',
        'VITE_H=a=b',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(values).toEqual({
      VITE_A: 'plain',
      VITE_B: 'exported',
      VITE_C: 'double # not a comment',
      VITE_D: 'single',
      VITE_E: 'value',
      VITE_F: '',
      VITE_G: 'spaced',
      VITE_H: 'a=b',
    });
  });

  it('names the line of anything that is not NAME=value, a broken quote, or a name set twice', () => {
    const { errors } = parseEnvFile(
      [
        'VITE_A=1',
        'just words',
        '1BAD=x',
        'VITE_B="unclosed',
        "VITE_C='closed' trailing",
        'VITE_A=2',
      ].join('\n'),
    );
    expect(errors).toEqual([
      'line 2: expected NAME=value, found "just words"',
      'line 3: "1BAD" is not a variable name',
      "line 4: VITE_B's value has an unclosed quote or text after the quote",
      "line 5: VITE_C's value has an unclosed quote or text after the quote",
      'line 6: VITE_A is set again (first on line 1)',
    ]);
  });

  it('reads Windows line endings', () => {
    expect(parseEnvFile('VITE_A=1\r\nVITE_B=2\r\n').values).toEqual({ VITE_A: '1', VITE_B: '2' });
  });
});

describe('checkProductionEnv', () => {
  it('accepts a complete production config and passes every value on', () => {
    const result = check({});
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.env).toEqual(VALID_PRODUCTION_ENV);
  });

  it('accepts only the five required values, and says push will not work', () => {
    const result = checkProductionEnv({
      VITE_FIREBASE_API_KEY: VALID_PRODUCTION_ENV.VITE_FIREBASE_API_KEY,
      VITE_FIREBASE_PROJECT_ID: VALID_PRODUCTION_ENV.VITE_FIREBASE_PROJECT_ID,
      VITE_FIREBASE_AUTH_DOMAIN: VALID_PRODUCTION_ENV.VITE_FIREBASE_AUTH_DOMAIN,
      VITE_FIREBASE_APP_ID: VALID_PRODUCTION_ENV.VITE_FIREBASE_APP_ID,
      VITE_SITE_URL: VALID_PRODUCTION_ENV.VITE_SITE_URL,
      VITE_FIREBASE_MESSAGING_SENDER_ID: '',
    });
    expect(result.errors).toEqual([]);
    expect(result.env).not.toHaveProperty('VITE_FIREBASE_MESSAGING_SENDER_ID');
    expect(result.warnings).toEqual([]);
    expect(check({ VITE_FIREBASE_VAPID_KEY: undefined }).warnings).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_VAPID_KEY is not set: staff cannot enable push/),
    ]);
  });

  it('names every missing required value, and where it comes from', () => {
    const { errors } = checkProductionEnv({});
    expect(errors).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_API_KEY is missing \(Project settings/),
      expect.stringMatching(/^VITE_FIREBASE_PROJECT_ID is missing/),
      expect.stringMatching(/^VITE_FIREBASE_AUTH_DOMAIN is missing/),
      expect.stringMatching(/^VITE_FIREBASE_APP_ID is missing/),
      expect.stringMatching(/^VITE_SITE_URL is missing/),
    ]);
  });

  it('calls a required value that is there but blank empty', () => {
    expect(errorFor({ VITE_FIREBASE_APP_ID: '   ' })).toMatch(/^VITE_FIREBASE_APP_ID is empty/);
  });

  it.each([
    ['VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'],
    ['VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099'],
    ['VITE_FIRESTORE_EMULATOR_HOST', 'firestore.internal:8080'],
  ])('refuses the emulator setting %s=%s', (name, value) => {
    expect(errorFor({ [name]: value })).toBe(
      `${name} is set ("${value}"): it points the apps at the local emulators.`,
    );
  });

  it('lets an emulator variable be present but empty', () => {
    expect(check({ VITE_FIRESTORE_EMULATOR_HOST: '' }).errors).toEqual([]);
  });

  it.each([
    ['VITE_SITE_URL', 'http://127.0.0.1:5000', '127.0.0.1'],
    ['VITE_SITE_URL', 'https://localhost', 'localhost'],
    ['VITE_FORM_ACTION', 'http://127.0.0.1:5055/hello@example.com', '127.0.0.1'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'localhost', 'localhost'],
    ['VITE_FIREBASE_AUTH_DOMAIN', '0.0.0.0', '0.0.0.0'],
    ['VITE_SITE_URL', 'https://[::1]', '[::1]'],
    ['VITE_BUSINESS_NAME', 'Test on 127.0.0.2', '127.0.0.2'],
  ])('refuses %s=%s, an address of this machine', (name, value, host) => {
    expect(errorFor({ [name]: value })).toBe(
      `${name} points at this machine (${host}): "${value}". Use the real production value.`,
    );
  });

  it('does not mistake a host that only contains "localhost" for this machine', () => {
    expect(check({ VITE_SITE_URL: 'https://notlocalhost.co.uk' }).errors).toEqual([]);
  });

  it("refuses the local stack's whole config, naming each problem", () => {
    const local = /** @type {Record<string, string>} */ (localAppEnv(DEFAULT_PORTS));
    const { errors } = checkProductionEnv(local, { formActionOrigins: FORMS });
    const named = errors.map((e) => e.split(' ')[0]);
    expect(named).toEqual(
      expect.arrayContaining([
        'VITE_FIRESTORE_EMULATOR_HOST',
        'VITE_AUTH_EMULATOR_URL',
        'VITE_SITE_URL',
        'VITE_FIREBASE_PROJECT_ID',
        'VITE_FIREBASE_API_KEY',
        'VITE_FIREBASE_APP_ID',
      ]),
    );
  });

  it.each(['demo-detailing', 'demo-harbour-heath'])('refuses the demo project %s', (id) => {
    expect(
      errorFor({ VITE_FIREBASE_PROJECT_ID: id, VITE_FIREBASE_AUTH_DOMAIN: `${id}.web.app` }),
    ).toMatch(
      /^VITE_FIREBASE_PROJECT_ID is "demo-.*", a demo- project: those exist only on the local emulators/,
    );
  });

  it.each(['Harbour-Heath', 'abc', 'has_underscore', 'ends-with-', '1starts-with-digit'])(
    'refuses the malformed project id %s',
    (id) => {
      expect(
        errorFor({ VITE_FIREBASE_PROJECT_ID: id, VITE_FIREBASE_AUTH_DOMAIN: 'auth.example.com' }),
      ).toMatch(/^VITE_FIREBASE_PROJECT_ID ".*" is not a project id/);
    },
  );

  it.each([
    'demo-api-key',
    'AIza-too-short',
    'BIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
    'AIza SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6',
  ])('refuses the malformed API key %s', (key) => {
    expect(errorFor({ VITE_FIREBASE_API_KEY: key })).toMatch(
      /^VITE_FIREBASE_API_KEY ".*" is not a browser API key/,
    );
  });

  it.each([
    'https://harbour-heath-detailing.firebaseapp.com',
    'harbour-heath-detailing.firebaseapp.com/',
    'harbour-heath-detailing.firebaseapp.com:443',
    'nodot',
  ])('refuses the auth domain %s, which is not a bare host name', (domain) => {
    expect(errorFor({ VITE_FIREBASE_AUTH_DOMAIN: domain })).toMatch(
      /^VITE_FIREBASE_AUTH_DOMAIN ".*" is not a host name/,
    );
  });

  it("refuses another project's auth domain, and accepts a custom one", () => {
    expect(errorFor({ VITE_FIREBASE_AUTH_DOMAIN: 'other-project.firebaseapp.com' })).toMatch(
      /belongs to the project "other-project", not "harbour-heath-detailing"/,
    );
    expect(check({ VITE_FIREBASE_AUTH_DOMAIN: 'auth.harbourheathdetailing.co.uk' }).errors).toEqual(
      [],
    );
  });

  it.each([
    '1:123456789012:android:0a1b2c3d',
    '123456789012',
    '1:abc:web:0a1b',
    '1:123456789012:web:XYZ',
  ])('refuses the app id %s, which is not a web app id', (appId) => {
    expect(errorFor({ VITE_FIREBASE_APP_ID: appId })).toMatch(
      /^VITE_FIREBASE_APP_ID ".*" is not a web app id/,
    );
  });

  it("refuses the emulators' placeholder app id", () => {
    expect(
      errorFor({
        VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
        VITE_FIREBASE_MESSAGING_SENDER_ID: undefined,
        VITE_FIREBASE_VAPID_KEY: undefined,
      }),
    ).toMatch(/is the local emulators' placeholder app id/);
  });

  it.each(['000000000000', '12345abc', '-1'])('refuses the sender id %s', (id) => {
    expect(errorFor({ VITE_FIREBASE_MESSAGING_SENDER_ID: id })).toMatch(
      /^VITE_FIREBASE_MESSAGING_SENDER_ID ".*" is not a project number/,
    );
  });

  it("refuses a sender id that is not the app id's project number", () => {
    expect(errorFor({ VITE_FIREBASE_MESSAGING_SENDER_ID: '999999999999' })).toMatch(
      /is not the project number in VITE_FIREBASE_APP_ID \(123456789012\)/,
    );
  });

  it.each([
    ['too short', 'BPx123'],
    ['not base64url', `${'B'.repeat(86)}!`],
    ['not an uncompressed point', Buffer.alloc(65, 7).toString('base64url')],
    ['the private key', Buffer.alloc(32, 7).toString('base64url')],
  ])('refuses a VAPID key that is %s', (_, key) => {
    expect(errorFor({ VITE_FIREBASE_VAPID_KEY: key })).toMatch(
      /^VITE_FIREBASE_VAPID_KEY ".*" is not a Web Push public key/,
    );
  });

  it.each([
    'http://www.harbourheathdetailing.co.uk',
    'www.harbourheathdetailing.co.uk',
    'https://www.harbourheathdetailing.co.uk/home',
    'https://www.harbourheathdetailing.co.uk/?a=1',
  ])('refuses the site URL %s, which is not an https origin', (url) => {
    expect(errorFor({ VITE_SITE_URL: url })).toMatch(/^VITE_SITE_URL ".*" is not an https origin/);
  });

  it('accepts a site URL with a trailing slash and refuses one with a port', () => {
    expect(check({ VITE_SITE_URL: 'https://www.harbourheathdetailing.co.uk/' }).errors).toEqual([]);
    expect(errorFor({ VITE_SITE_URL: 'https://www.harbourheathdetailing.co.uk:8443' })).toMatch(
      /has a port/,
    );
  });

  it('refuses a form action that is not https, or that the CSP would block', () => {
    expect(errorFor({ VITE_FORM_ACTION: 'http://formsubmit.co/x@example.com' })).toMatch(
      /^VITE_FORM_ACTION ".*" is not an https URL/,
    );
    expect(errorFor({ VITE_FORM_ACTION: 'https://relay.harbourmail.co.uk/hello' })).toMatch(
      /is on https:\/\/relay\.harbourmail\.co\.uk, which the site's Content-Security-Policy .* does not allow; allowed: https:\/\/formsubmit\.co/,
    );
  });

  it.each(['6Lc-too-short', `${'6Lc'.padEnd(40, 'a')}!`])('refuses the App Check key %s', (key) => {
    expect(errorFor({ VITE_APPCHECK_SITE_KEY: key })).toMatch(
      /^VITE_APPCHECK_SITE_KEY ".*" is not a reCAPTCHA Enterprise site key/,
    );
  });

  it('refuses an unknown VITE_ name, suggesting the one it resembles', () => {
    expect(errorFor({ VITE_FIREBASE_APIKEY: 'x' })).toBe(
      'VITE_FIREBASE_APIKEY is not a variable the build reads (did you mean VITE_FIREBASE_API_KEY?).' +
        ' If the product reads a new one, add it to scripts/lib/production-env.mjs.',
    );
    expect(errorFor({ VITE_SOMETHING_ELSE: 'x' })).not.toMatch(/did you mean/);
  });

  it('ignores names the build does not read, with a warning', () => {
    const result = check({ FIREBASE_TOKEN: 'x' });
    expect(result.errors).toEqual([]);
    expect(result.env).not.toHaveProperty('FIREBASE_TOKEN');
    expect(result.warnings).toEqual([
      'FIREBASE_TOKEN is not read by the build (only VITE_* variables are); ignored.',
    ]);
  });
});

describe('the production CSP', () => {
  it('lists the origins a directive allows', () => {
    expect(
      cspOrigins(
        "default-src 'self'; form-action 'self' https://a.example https://b.example/path",
        'form-action',
      ),
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(cspOrigins("default-src 'self'", 'form-action')).toEqual([]);
  });

  it('lets forms post to FormSubmit when VITE_FORM_ACTION selects it', () => {
    expect(productionFormActionOrigins()).toContain('https://formsubmit.co');
  });
});

describe('the fictional identity (issue #21: leads went to a fictional inbox)', () => {
  it("refuses the repository's own defaults, naming what to set and where", () => {
    expect(checkBusinessIdentity(BUSINESS_IDENTITY)).toEqual([
      "The business e-mail is hello@example.com, a fictional address that the site shows and the forms send to: set the firm's own as EMAIL in packages/ui/src/business.js.",
      "The business phone is 07700 900461, an Ofcom drama number (never a real line): set the firm's own as PHONE_E164 and phone.display in packages/ui/src/business.js.",
    ]);
    expect(checkBusinessIdentity(REAL_IDENTITY)).toEqual([]);
  });

  it.each([
    ['sam@example.org', '+441202123456'],
    ['bookings@harbour.example', '+441202123456'],
    ['hello@harbourheathdetailing.co.uk', '+441632960123'],
    ['hello@harbourheathdetailing.co.uk', '+442079460999'],
    ['hello@harbourheathdetailing.co.uk', '+441614960000'],
  ])('refuses %s / %s', (email, e164) => {
    expect(checkBusinessIdentity({ email, phone: { display: e164, e164 } })).toHaveLength(1);
  });

  it('requires VITE_SITE_URL, and refuses example domains for it and for the form relay', () => {
    expect(errorFor({ VITE_SITE_URL: undefined })).toBe(
      "VITE_SITE_URL is missing (the site's public origin, e.g. https://www.example.com).",
    );
    expect(errorFor({ VITE_SITE_URL: 'https://www.example.com' })).toMatch(
      /^VITE_SITE_URL "https:\/\/www\.example\.com" is a reserved example domain/,
    );
    expect(errorFor({ VITE_FORM_ACTION: 'https://formsubmit.co/hello@example.com' })).toMatch(
      /^VITE_FORM_ACTION "https:\/\/formsubmit\.co\/hello@example\.com" sends every callback/,
    );
    expect(errorFor({ VITE_FORM_ACTION: 'https://formsubmit.co/hello%40example.com' })).toMatch(
      /fictional address/,
    );
    // FormSubmit's random alias (the address stays out of the page) passes.
    expect(check({ VITE_FORM_ACTION: 'https://formsubmit.co/el/vujiha' }).errors).toEqual([]);
  });

  it('reads the identity the build carries: the defaults stop a deploy', async () => {
    const result = checkProductionEnv(VALID_PRODUCTION_ENV, {
      formActionOrigins: FORMS,
      identity: BUSINESS_IDENTITY,
    });
    expect(result.errors).toHaveLength(2);
  });
});

describe('loadProductionEnv', () => {
  /** @type {string} */
  let dir;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A repository root in miniature: firebase.json and the env file. */
  const repo = async (/** @type {string | null} */ envText) => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'production-env-'));
    await writeFile(
      path.join(dir, 'firebase.json'),
      JSON.stringify({
        hosting: {
          headers: [
            {
              source: '**',
              headers: [
                {
                  key: 'Content-Security-Policy',
                  value: "form-action 'self' https://formsubmit.co",
                },
              ],
            },
          ],
        },
      }),
    );
    if (envText !== null) await writeFile(path.join(dir, '.env.production'), envText);
    return { root: dir, file: path.join(dir, '.env.production') };
  };
  const fileText = (/** @type {Record<string, string>} */ values) =>
    Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n');

  it('says how to create a missing file', async () => {
    const result = loadProductionEnv(await repo(null));
    expect(result.errors).toEqual([
      ".env.production does not exist. Create it with the web app's config (docs/deploy.md, step 2).",
    ]);
  });

  it('reads and checks the file, naming the file in syntax errors', async () => {
    const ok = loadProductionEnv({
      ...(await repo(fileText(VALID_PRODUCTION_ENV))),
      identity: REAL_IDENTITY,
    });
    expect(ok.errors).toEqual([]);
    expect(ok.env.VITE_FIREBASE_PROJECT_ID).toBe('harbour-heath-detailing');
    await rm(dir, { recursive: true, force: true });

    const bad = loadProductionEnv({
      ...(await repo(`${fileText(VALID_PRODUCTION_ENV)}\noops`)),
      identity: REAL_IDENTITY,
    });
    expect(bad.errors).toEqual(['.env.production line 10: expected NAME=value, found "oops"']);
  });

  it("refuses .env files in an app's folder, which Vite would read too", async () => {
    const where = await repo(fileText(VALID_PRODUCTION_ENV));
    await mkdir(path.join(dir, 'packages/site'), { recursive: true });
    await writeFile(
      path.join(dir, 'packages/site/.env.local'),
      'VITE_SITE_URL=http://127.0.0.1:5000',
    );
    expect(loadProductionEnv({ ...where, identity: REAL_IDENTITY }).errors).toEqual([
      `${path.join('packages/site', '.env.local')} would be read by Vite too: remove it (production config lives in .env.production).`,
    ]);
  });
});

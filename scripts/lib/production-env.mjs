// @ts-check
// The production build's configuration: `.env.production` at the repository root (not
// committed), read and checked here before anything is built or deployed (docs/deploy.md).
// Pure functions plus one loader, so every kind of bad value has a unit test
// (production-env.test.mjs).
import { business } from '@detailing/ui/business';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnvFile } from './production-env-file.mjs';

export { parseEnvFile };

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PRODUCTION_ENV_FILE = path.join(ROOT, '.env.production');

/**
 * Every VITE_* variable the production build reads, with where its value comes from (said in
 * the error when it is missing or wrong). A name the product starts to read must be added here,
 * or the deploy refuses it as unknown.
 */
export const PRODUCTION_VARIABLES = /** @type {const} */ ({
  VITE_FIREBASE_API_KEY: {
    required: true,
    from: 'Project settings > General > Your apps > the web app: apiKey',
  },
  VITE_FIREBASE_PROJECT_ID: { required: true, from: 'the web app config: projectId' },
  VITE_FIREBASE_AUTH_DOMAIN: { required: true, from: 'the web app config: authDomain' },
  VITE_FIREBASE_APP_ID: { required: true, from: 'the web app config: appId' },
  VITE_FIREBASE_MESSAGING_SENDER_ID: {
    required: false,
    from: 'the web app config: messagingSenderId (push)',
  },
  VITE_FIREBASE_VAPID_KEY: {
    required: false,
    from: 'Project settings > Cloud Messaging > Web Push certificates: the public key (push)',
  },
  VITE_SITE_URL: {
    required: true,
    from: "the site's public origin, e.g. https://www.example.com",
  },
  VITE_FORM_ACTION: {
    required: false,
    from: "an external form relay's URL, e.g. FormSubmit's (default: the site's own /api/requests)",
  },
  VITE_APPCHECK_SITE_KEY: {
    required: false,
    from: 'Google Cloud > Security > reCAPTCHA Enterprise: the site key (App Check)',
  },
  VITE_BUSINESS_NAME: { required: false, from: "the chat widget's default business name" },
});

/** Settings of the local emulators: a production build must never carry them. */
export const EMULATOR_VARIABLES = ['VITE_FIRESTORE_EMULATOR_HOST', 'VITE_AUTH_EMULATOR_URL'];

/** @typedef {keyof typeof PRODUCTION_VARIABLES} ProductionVariable */
/**
 * @typedef {{
 *   env: Partial<Record<ProductionVariable, string>>,
 *   errors: string[],
 *   warnings: string[],
 * }} ProductionEnvCheck
 */

/**
 * The firm's public identity as the build bakes it in (packages/ui/src/business.js): the
 * repository's defaults are fictional, and a production build must not carry them.
 * @typedef {{ email: string, phone: { display: string, e164: string } }} BusinessIdentity
 */

/** The identity the product is built with now. */
export const BUSINESS_IDENTITY = /** @type {BusinessIdentity} */ ({
  email: business.email,
  phone: business.phone,
});

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never the firm's. */
const FICTIONAL_DOMAIN = /(^|[.@])(example\.(com|net|org)|[a-z0-9-]+\.(example|test|invalid))$/i;

/**
 * UK numbers Ofcom keeps for drama (never a real line), as E.164: 07700 900xxx, 01632 960xxx,
 * 020 7946 0xxx, 0113..0161 496 0xxx, 0191 498 0xxx, 028 9649 6xxx, 029 2018 0xxx, 0808 157 0xxx,
 * 0909 879 0xxx, 03069 990xxx.
 */
const DRAMA_NUMBER =
  /^\+44(7700900|1632960|2079460|(113|114|115|116|117|118|121|131|141|151|161)4960|1914980|2896496|2920180|8081570|9098790|3069990)\d{3}$/;

/** Whether a URL or an address names a reserved example domain anywhere (host or path). */
const namesFictionalDomain = (/** @type {string} */ value) =>
  value.split(/[/?#&=]/).some((part) => FICTIONAL_DOMAIN.test(part.replace(/:\d+$/, '')));

/**
 * The fictional defaults a production build would carry: the business e-mail (also the form
 * relay's default address) and phone. Each refusal says what to set, and where.
 * @param {BusinessIdentity} identity
 * @returns {string[]}
 */
export function checkBusinessIdentity(identity) {
  const errors = [];
  if (namesFictionalDomain(identity.email)) {
    errors.push(
      `The business e-mail is ${identity.email}, a fictional address that the site shows and the forms send to: set the firm's own as EMAIL in packages/ui/src/business.js.`,
    );
  }
  if (DRAMA_NUMBER.test(identity.phone.e164)) {
    errors.push(
      `The business phone is ${identity.phone.display}, an Ofcom drama number (never a real line): set the firm's own as PHONE_E164 and phone.display in packages/ui/src/business.js.`,
    );
  }
  return errors;
}

/** A host name or address of this machine. */
const LOOPBACK =
  /(^|[^a-z0-9.-])(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[?::1\]?)(?![a-z0-9-])/i;
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const API_KEY = /^AIza[0-9A-Za-z_-]{35}$/;
const APP_ID = /^1:(\d+):web:[0-9a-f]+$/;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const RECAPTCHA_KEY = /^[A-Za-z0-9_-]{40}$/;

/**
 * Checks the values for a production build. Every missing or malformed value is named with
 * what is wrong and where the right one comes from; emulator settings, addresses of this
 * machine and `demo-` projects are refused.
 * @param {Record<string, string>} values the file's values
 * @param {{ formActionOrigins?: readonly string[], identity?: BusinessIdentity }} [options]
 *   `formActionOrigins`: the origins the production CSP's form-action allows (firebase.json);
 *   when given, VITE_FORM_ACTION must be on one of them. `identity`: the business profile the
 *   build carries; when given, its fictional defaults are refused (checkBusinessIdentity).
 * @returns {ProductionEnvCheck}
 */
export function checkProductionEnv(values, { formActionOrigins, identity } = {}) {
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const warnings = [];
  /** @type {Partial<Record<ProductionVariable, string>>} */
  const env = {};
  const known = /** @type {ProductionVariable[]} */ (Object.keys(PRODUCTION_VARIABLES));

  for (const [name, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (EMULATOR_VARIABLES.includes(name)) {
      if (value !== '') {
        errors.push(`${name} is set ("${value}"): it points the apps at the local emulators.`);
      }
      continue;
    }
    if (!name.startsWith('VITE_')) {
      warnings.push(`${name} is not read by the build (only VITE_* variables are); ignored.`);
      continue;
    }
    if (!(/** @type {readonly string[]} */ (known).includes(name))) {
      const near = closest(name, known);
      errors.push(
        `${name} is not a variable the build reads${near ? ` (did you mean ${near}?)` : ''}.` +
          ' If the product reads a new one, add it to scripts/lib/production-env.mjs.',
      );
      continue;
    }
    const loopback = LOOPBACK.exec(value);
    if (loopback) {
      errors.push(
        `${name} points at this machine (${loopback[2]}): "${value}". Use the real production value.`,
      );
      continue;
    }
    if (value !== '') env[/** @type {ProductionVariable} */ (name)] = value;
  }

  for (const name of known) {
    if (!PRODUCTION_VARIABLES[name].required || env[name] !== undefined) continue;
    const raw = values[name];
    const from = PRODUCTION_VARIABLES[name].from;
    if (raw === undefined) errors.push(`${name} is missing (${from}).`);
    else if (raw.trim() === '') errors.push(`${name} is empty (${from}).`);
    // Otherwise it was refused above (an address of this machine).
  }

  const problem = (/** @type {ProductionVariable} */ name, /** @type {string} */ what) =>
    errors.push(`${name} ${what} (${PRODUCTION_VARIABLES[name].from}).`);

  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (projectId !== undefined) {
    if (projectId.startsWith('demo-')) {
      problem(
        'VITE_FIREBASE_PROJECT_ID',
        `is "${projectId}", a demo- project: those exist only on the local emulators`,
      );
    } else if (!PROJECT_ID.test(projectId)) {
      problem(
        'VITE_FIREBASE_PROJECT_ID',
        `"${projectId}" is not a project id: 6 to 30 lowercase letters, digits and hyphens, starting with a letter`,
      );
    }
  }

  const apiKey = env.VITE_FIREBASE_API_KEY;
  if (apiKey !== undefined && !API_KEY.test(apiKey)) {
    problem(
      'VITE_FIREBASE_API_KEY',
      `"${apiKey}" is not a browser API key (39 characters, "AIza...")`,
    );
  }

  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN;
  if (authDomain !== undefined) {
    const firebaseDomain = /^([^.]+)\.(?:firebaseapp\.com|web\.app)$/.exec(authDomain);
    if (!HOST_NAME.test(authDomain)) {
      problem(
        'VITE_FIREBASE_AUTH_DOMAIN',
        `"${authDomain}" is not a host name (no https://, no path, no port)`,
      );
    } else if (firebaseDomain && projectId !== undefined && firebaseDomain[1] !== projectId) {
      problem(
        'VITE_FIREBASE_AUTH_DOMAIN',
        `"${authDomain}" belongs to the project "${firebaseDomain[1]}", not "${projectId}"`,
      );
    }
  }

  const appId = env.VITE_FIREBASE_APP_ID;
  const appMatch = appId === undefined ? null : APP_ID.exec(appId);
  if (appId !== undefined && !appMatch) {
    problem(
      'VITE_FIREBASE_APP_ID',
      `"${appId}" is not a web app id ("1:<project number>:web:<hex>")`,
    );
  } else if (appMatch && /^0+$/.test(appMatch[1] ?? '')) {
    problem('VITE_FIREBASE_APP_ID', `"${appId}" is the local emulators' placeholder app id`);
  }

  const senderId = env.VITE_FIREBASE_MESSAGING_SENDER_ID;
  if (senderId !== undefined) {
    if (!/^\d{1,20}$/.test(senderId) || /^0+$/.test(senderId)) {
      problem(
        'VITE_FIREBASE_MESSAGING_SENDER_ID',
        `"${senderId}" is not a project number (digits, not all zero)`,
      );
    } else if (appMatch && appMatch[1] !== senderId) {
      problem(
        'VITE_FIREBASE_MESSAGING_SENDER_ID',
        `"${senderId}" is not the project number in VITE_FIREBASE_APP_ID (${appMatch[1]}): copy both from the same web app`,
      );
    }
  }

  const vapidKey = env.VITE_FIREBASE_VAPID_KEY;
  if (vapidKey !== undefined && !isWebPushPublicKey(vapidKey)) {
    problem(
      'VITE_FIREBASE_VAPID_KEY',
      `"${vapidKey}" is not a Web Push public key (87 characters of base64url, starting with "B")`,
    );
  }
  if ((senderId === undefined) !== (vapidKey === undefined)) {
    warnings.push(
      `${senderId === undefined ? 'VITE_FIREBASE_MESSAGING_SENDER_ID' : 'VITE_FIREBASE_VAPID_KEY'} is not set: ` +
        'staff cannot enable push notifications without both push values.',
    );
  }

  const siteUrl = env.VITE_SITE_URL;
  if (siteUrl !== undefined) {
    const url = parseUrl(siteUrl);
    if (!url || url.protocol !== 'https:' || url.search || url.hash || url.pathname !== '/') {
      problem(
        'VITE_SITE_URL',
        `"${siteUrl}" is not an https origin (https://host, no path, query or port other than 443)`,
      );
    } else if (url.port) {
      problem('VITE_SITE_URL', `"${siteUrl}" has a port: the live site is on 443`);
    } else if (FICTIONAL_DOMAIN.test(url.hostname)) {
      problem('VITE_SITE_URL', `"${siteUrl}" is a reserved example domain, not the firm's`);
    }
  }

  const formAction = env.VITE_FORM_ACTION;
  if (formAction !== undefined) {
    const url = parseUrl(formAction);
    if (!url || url.protocol !== 'https:') {
      problem('VITE_FORM_ACTION', `"${formAction}" is not an https URL`);
    } else if (namesFictionalDomain(decodeURIComponent(url.host + url.pathname))) {
      problem(
        'VITE_FORM_ACTION',
        `"${formAction}" sends every callback and quote request to a fictional address: use the relay's URL with the firm's own (docs/deploy.md, "The form relay")`,
      );
    } else if (formActionOrigins && !formActionOrigins.includes(url.origin)) {
      problem(
        'VITE_FORM_ACTION',
        `"${formAction}" is on ${url.origin}, which the site's Content-Security-Policy (form-action in firebase.json) does not allow; allowed: ${formActionOrigins.join(', ') || 'none'}`,
      );
    }
  }

  const appCheckKey = env.VITE_APPCHECK_SITE_KEY;
  if (appCheckKey !== undefined && !RECAPTCHA_KEY.test(appCheckKey)) {
    problem(
      'VITE_APPCHECK_SITE_KEY',
      `"${appCheckKey}" is not a reCAPTCHA Enterprise site key (40 letters, digits, - and _)`,
    );
  }

  if (identity) errors.push(...checkBusinessIdentity(identity));

  return { env, errors, warnings };
}

/** @param {string} value */
function parseUrl(value) {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * An uncompressed P-256 public key in base64url: 65 bytes, the first 0x04.
 * @param {string} value
 */
function isWebPushPublicKey(value) {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

/**
 * The known name a typo most likely meant (edit distance at most 3), or null.
 * @param {string} name
 * @param {readonly string[]} names
 */
function closest(name, names) {
  let best = null;
  let bestDistance = 4;
  for (const candidate of names) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** @param {string} a @param {string} b */
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitute);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The sources a CSP directive allows that are origins (`https://host`), e.g. form-action's.
 * @param {string} csp
 * @param {string} directive
 */
export function cspOrigins(csp, directive) {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return (found ?? []).slice(1).flatMap((source) => {
    const url = parseUrl(source);
    return url && /^https?:$/.test(url.protocol) ? [url.origin] : [];
  });
}

/** The origins firebase.json's production CSP allows forms to post to. */
export function productionFormActionOrigins(root = ROOT) {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  /** @type {{ headers: { key: string, value: string }[] }[]} */
  const rules = config.hosting?.headers ?? [];
  const csp = rules
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy');
  return csp ? cspOrigins(csp.value, 'form-action') : [];
}

/**
 * Vite also reads `.env*` files in each app's folder; a production build must take its values
 * from `.env.production` at the root only, so any such file is refused.
 * @param {string} [root]
 */
export function strayViteEnvFiles(root = ROOT) {
  const apps = ['packages/site', 'packages/admin', 'packages/chat-widget'];
  const names = ['.env', '.env.local', '.env.production', '.env.production.local'];
  return apps.flatMap((app) =>
    names.map((name) => path.join(app, name)).filter((file) => existsSync(path.join(root, file))),
  );
}

/**
 * Reads and checks `.env.production` (or `file`), and the business identity the build carries.
 * Errors say what to fix; nothing throws.
 * @param {{ file?: string, root?: string, identity?: BusinessIdentity }} [options]
 * @returns {ProductionEnvCheck & { file: string }}
 */
export function loadProductionEnv({
  file = PRODUCTION_ENV_FILE,
  root = ROOT,
  identity = BUSINESS_IDENTITY,
} = {}) {
  const shown = path.relative(root, file) || file;
  if (!existsSync(file)) {
    return {
      file,
      env: {},
      errors: [
        `${shown} does not exist. Create it with the web app's config (docs/deploy.md, step 2).`,
      ],
      warnings: [],
    };
  }
  const parsed = parseEnvFile(readFileSync(file, 'utf8'));
  const checked = checkProductionEnv(parsed.values, {
    formActionOrigins: productionFormActionOrigins(root),
    identity,
  });
  const stray = strayViteEnvFiles(root).map(
    (stray) =>
      `${stray} would be read by Vite too: remove it (production config lives in ${shown}).`,
  );
  return {
    file,
    env: checked.env,
    errors: [...parsed.errors.map((e) => `${shown} ${e}`), ...stray, ...checked.errors],
    warnings: checked.warnings,
  };
}

/**
 * The lines to print for a check: its errors (the build stops) and warnings.
 * @param {ProductionEnvCheck & { file: string }} check
 */
export function describeCheck(check, root = ROOT) {
  const shown = path.relative(root, check.file) || check.file;
  const lines = [];
  if (check.errors.length > 0) {
    lines.push(`${shown} is not ready for a production build:`);
    lines.push(...check.errors.map((e) => `  ✗ ${e}`));
  }
  lines.push(...check.warnings.map((w) => `  ! ${w}`));
  return lines;
}

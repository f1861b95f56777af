import * as v from 'valibot';
import { REPLY_MAIL_DEFAULTS } from '@detailing/core/domain';
import { isMailDomain } from './reply-address.js';

/**
 * Every setting the functions read from their environment (`functions/.env.<project>` when
 * deployed, the stack's environment locally), declared once with its parsing and default.
 * A value is trimmed first; blank counts as unset. Who reads what:
 *
 * - SITE_ORIGIN: this site, an http(s) URL kept as its origin. Needed by the form and booking
 *   endpoints (the redirects), the reply e-mails (their links) and the booking e-mails and
 *   reminders (manage links); the owner's e-mail about a request links to the console with it.
 * - MAIL_LINK_KEY: the secret of the stop, manage and continue links and of the reply
 *   addresses. Needed by the reply e-mails, the stop link, the booking e-mails and endpoint,
 *   and replies by e-mail.
 * - REQUESTS_IP_KEY: the secret of the client's hash and the challenge's tokens. Needed by the
 *   form and booking endpoints and the chat callbacks.
 * - REQUESTS_PROXY_HOPS: which X-Forwarded-For entry, from the right, is the client (1 to 10,
 *   default 1; client-address.ts).
 * - OWNER_EMAIL: who hears of new requests and bookings (an address, or several separated by
 *   commas); none: nobody is e-mailed, logged as an error.
 * - INBOUND_MAIL_DOMAIN: turns replies by e-mail on (a domain; docs/deploy.md), with
 *   MAILGUN_SIGNING_KEY, the key of Mailgun's signed posts, needed once it is set.
 * - REPLY_MAIL_DELAY_SECONDS, REPLY_MAIL_INTERVAL_SECONDS: the reply e-mail's wait and spacing
 *   (default the spec's 2 and 15 minutes).
 * - CHAT_PUSHES_PER_MINUTE: the cap on pushes across conversations (1 to 1000, default 20).
 * - BOOKING_REMINDER_HOURS: how long before a booking its reminder goes (1 to 2000, default 24).
 * - CHAT_CLOSE_AFTER_DAYS, CHAT_DELETE_AFTER_DAYS, REQUESTS_DELETE_AFTER_MONTHS: retention
 *   (30 and 365 days, 24 months; retention-config.ts).
 * - SITE_DEPLOY_REPOSITORY (owner/name), GITHUB_DEPLOY_TOKEN (a secret), SITE_DEPLOY_WORKFLOW
 *   (publish.yml), SITE_DEPLOY_REF (main): production publishing (site-publish.ts).
 *
 * Each caller asks for the settings it reads (`settingsFor`), so a bad value stops only what
 * reads it. Numbers are digits only: Number('1e3') and parseInt('30 days') accept garbage, and
 * a typo never silently becomes the default.
 */

export const DEFAULT_PUSHES_PER_MINUTE = 20;
export const DEFAULT_REMINDER_HOURS = 24;
export const DEFAULT_CLOSE_AFTER_DAYS = 30;
export const DEFAULT_DELETE_AFTER_DAYS = 365;
/** Closed requests are deleted this many months after their last change (OWNER-TOOLS.md 1). */
export const DEFAULT_REQUESTS_DELETE_AFTER_MONTHS = 24;
/** Longest retention period accepted (ten years): a bigger number is a typo (or milliseconds). */
export const MAX_RETENTION_DAYS = 3650;

/** A whole number from `min` to `max`; `unit` says of what in the error. */
const wholeNumber = (min: number, max: number, unit?: string) =>
  v.pipe(
    v.string(),
    v.check(
      (text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max,
      `a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`,
    ),
    v.transform(Number),
  );

const isHttpUrl = (text: string) =>
  URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);

const siteOrigin = v.pipe(
  v.string(),
  v.check(isHttpUrl, 'an http(s) URL'),
  v.transform((text) => new URL(text).origin),
);

const address = v.pipe(v.string(), v.rfcEmail());
const addresses = v.pipe(
  v.string(),
  v.check(
    (text) => text.split(',').every((part) => v.is(address, part.trim())),
    'an e-mail address (several: separated by commas)',
  ),
);

const secret = v.string();

/**
 * The environment's settings. A default is a text, parsed as if the variable said it. The order
 * is the order of their problems in an error.
 */
export const ENVIRONMENT = v.object({
  SITE_ORIGIN: v.optional(siteOrigin),
  MAIL_LINK_KEY: v.optional(secret),
  REQUESTS_IP_KEY: v.optional(secret),
  REQUESTS_PROXY_HOPS: v.optional(wholeNumber(1, 10), '1'),
  OWNER_EMAIL: v.optional(addresses),
  INBOUND_MAIL_DOMAIN: v.optional(v.pipe(v.string(), v.check(isMailDomain, 'a domain'))),
  MAILGUN_SIGNING_KEY: v.optional(secret),
  // Six digits at most, as before: about eleven days.
  REPLY_MAIL_DELAY_SECONDS: v.optional(
    wholeNumber(1, 999_999, 'seconds'),
    String(REPLY_MAIL_DEFAULTS.delayMs / 1000),
  ),
  REPLY_MAIL_INTERVAL_SECONDS: v.optional(
    wholeNumber(1, 999_999, 'seconds'),
    String(REPLY_MAIL_DEFAULTS.intervalMs / 1000),
  ),
  CHAT_PUSHES_PER_MINUTE: v.optional(wholeNumber(1, 1000), String(DEFAULT_PUSHES_PER_MINUTE)),
  BOOKING_REMINDER_HOURS: v.optional(wholeNumber(1, 2000, 'hours'), String(DEFAULT_REMINDER_HOURS)),
  CHAT_CLOSE_AFTER_DAYS: v.optional(
    wholeNumber(1, MAX_RETENTION_DAYS, 'days'),
    String(DEFAULT_CLOSE_AFTER_DAYS),
  ),
  CHAT_DELETE_AFTER_DAYS: v.optional(
    wholeNumber(1, MAX_RETENTION_DAYS, 'days'),
    String(DEFAULT_DELETE_AFTER_DAYS),
  ),
  REQUESTS_DELETE_AFTER_MONTHS: v.optional(
    wholeNumber(1, 120, 'months'),
    String(DEFAULT_REQUESTS_DELETE_AFTER_MONTHS),
  ),
  SITE_DEPLOY_REPOSITORY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name')),
  ),
  GITHUB_DEPLOY_TOKEN: v.optional(secret),
  SITE_DEPLOY_WORKFLOW: v.optional(v.string(), 'publish.yml'),
  SITE_DEPLOY_REF: v.optional(v.string(), 'main'),
});

/** The variables as the process has them (`process.env`, or a test's object). */
export type Environment = Readonly<Record<string, string | undefined>>;
/** Every setting, parsed: undefined when unset and without a default. */
export type Settings = v.InferOutput<typeof ENVIRONMENT>;
export type SettingName = keyof Settings;
/** The settings `R`, each set. */
export type SettingsOf<R extends SettingName> = { readonly [K in R]-?: NonNullable<Settings[K]> };

/**
 * The settings `names` from `env`, and what is wrong with any of them ("X must be …, got …").
 * A bad value counts as unset: its default, or undefined.
 */
export function readSettings<const N extends SettingName>(
  env: Environment,
  names: readonly N[],
): { values: Pick<Settings, N>; problems: string[] } {
  const given = new Map<string, string>();
  for (const name of names) {
    const text = env[name]?.trim();
    if (text) given.set(name, text);
  }
  const parsed = v.safeParse(ENVIRONMENT, Object.fromEntries(given));
  if (parsed.success) return { values: parsed.output, problems: [] };
  const problems: string[] = [];
  for (const issue of parsed.issues) {
    const name = issue.path?.[0]?.key;
    if (typeof name !== 'string' || !given.has(name)) continue;
    problems.push(`${name} must be ${issue.message}, got ${JSON.stringify(given.get(name))}`);
    given.delete(name);
  }
  return { values: v.parse(ENVIRONMENT, Object.fromEntries(given)), problems };
}

const allSet = <R extends SettingName>(
  values: Partial<Settings>,
  required: readonly R[],
): values is Partial<Settings> & SettingsOf<R> =>
  required.every((name) => values[name] !== undefined);

/**
 * The settings one part of the functions reads: `required` (each set, or given a default) and
 * `optional` (undefined when unset). Throws one error naming every one missing or malformed,
 * starting with `needs` ("The booking e-mails need"): "The booking e-mails need SITE_ORIGIN
 * and MAIL_LINK_KEY; REQUESTS_PROXY_HOPS must be a whole number from 1 to 10, got "0"."
 */
export function settingsFor<const R extends SettingName, const O extends SettingName = never>(
  env: Environment,
  required: readonly R[],
  needs: string,
  optional: readonly O[] = [],
): SettingsOf<R> & Pick<Settings, O> {
  const { values, problems } = readSettings(env, [...required, ...optional]);
  if (problems.length === 0 && allSet(values, required)) return values;
  // Unset: a malformed one is named by its problem instead.
  const missing = required.filter((name) => values[name] === undefined && !env[name]?.trim());
  const parts = [...(missing.length > 0 ? [`${needs} ${missing.join(' and ')}`] : []), ...problems];
  throw new Error(`${parts.join('; ')}.`);
}

/**
 * For settings whose bad value must not stop the rest (a typo in OWNER_EMAIL must not stop
 * staff's pushes or the customer's confirmation): each problem logged at error level, and the
 * setting taken as unset (its default, or undefined).
 */
export function lenientSettings<const N extends SettingName>(
  env: Environment,
  names: readonly N[],
  log: (message: string, details: Record<string, unknown>, severity: 'error') => void,
): Pick<Settings, N> {
  const { values, problems } = readSettings(env, names);
  for (const problem of problems) log(`${problem}.`, {}, 'error');
  return values;
}

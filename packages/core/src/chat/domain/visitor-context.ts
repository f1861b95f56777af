import type {
  DeviceClass,
  PageRef,
  VisitorContext,
  VisitorEnvironment,
  VisitorIdentity,
} from './model';

/**
 * Who and where the visitor is (CHAT-PRODUCT.md 2): the shapes and limits the widget keeps to
 * and `firestore.rules` enforce (a unit test keeps the two equal). No IP address, nothing that
 * fingerprints: a page, a device class, a browser name, a language and a time zone.
 */
export const IDENTITY_LIMITS = { name: 80, email: 254, phone: 32 } as const;
export const PAGE_LIMITS = { path: 512, title: 200, origin: 200 } as const;
export const ENVIRONMENT_LIMITS = { browser: 40, language: 35, timeZone: 64 } as const;

/** The least time between two writes of a visitor's details (identify, page changes). */
export const DETAILS_MIN_INTERVAL_MS = 10_000;

// The patterns below are written once for both regex engines: `firestore.rules` holds the same
// sources (a unit test compares them), and RE2 and JavaScript read them alike because they use
// only ASCII classes (`\s` and friends differ: JavaScript's include NBSP and U+2028).

/**
 * An e-mail address: a local part of RFC 5322's atom characters without `#`, `%`, `&` and `?`
 * (which would end or rewrite a `mailto:` link: `x@evil.example?subject=...` pre-filled a
 * message in staff's mail client), then a domain of at least two ASCII labels.
 */
export const EMAIL_PATTERN = "[A-Za-z0-9.!$'*+/=^_`{|}~-]+@[A-Za-z0-9-]+([.][A-Za-z0-9-]+)+";

const DNS_HOST = '([a-z0-9]+(-[a-z0-9]+)*[.])*[a-z][a-z0-9]*(-[a-z0-9]+)*';
const IPV4_OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4_HOST = `(${IPV4_OCTET}[.]){3}${IPV4_OCTET}`;
const PORT =
  '(:([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?';

/**
 * An origin as `URL.origin` gives it: http(s), a lower-case host and an optional port in
 * 1..65535. The host is a name whose last label starts with a letter (one ending in a number is
 * read as an IPv4 address) or a valid IPv4 address; labels hold letters, digits and single
 * hyphens inside. So every value accepted parses as a URL (the console builds links from it):
 * `https://[`, `http://a:99999` and `https://a<b` do not pass. Not recorded: IPv6 addresses, and
 * international domains (their `xn--` labels could be invalid Punycode, which no URL parser
 * takes, and no regex can check).
 */
export const ORIGIN_PATTERN = `https?://(${DNS_HOST}|${IPV4_HOST})${PORT}`;

const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);
/**
 * Whether `value` is an e-mail address as EMAIL_PATTERN has it: the one check for every address
 * a visitor gives (the chat's `identify`, the site's forms), so none can rewrite a `mailto:`.
 */
export const isValidEmail = (value: string): boolean => EMAIL.test(value);
/** Digits, spaces and + ( ) -; the same as the rules'. */
const PHONE = /^[0-9 +()-]+$/;
// C0 and C1 control characters and DEL: never part of a name or a title.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
const ORIGIN = new RegExp(`^${ORIGIN_PATTERN}$`);

/** Whether `value` is an origin the rules accept (ORIGIN_PATTERN, at most 200 characters). */
export const isValidOrigin = (value: string): boolean =>
  value.length <= PAGE_LIMITS.origin && ORIGIN.test(value);

export type IdentityValidation =
  | { readonly ok: true; readonly identity: VisitorIdentity }
  | { readonly ok: false; readonly problem: string };

/**
 * `identify`'s argument, checked: an object with any of name, email and phone, each a string
 * within its limits (trimmed; blank ones are left out). The problem names the field.
 */
export function validateIdentity(input: unknown): IdentityValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problem: 'identify expects an object such as { name, email, phone }.' };
  }
  const record = input as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter(
    (key) => !['name', 'email', 'phone'].includes(key),
  );
  if (unknownKeys.length > 0) {
    return {
      ok: false,
      problem: `identify does not know ${unknownKeys.map((k) => `"${k}"`).join(', ')}; it takes name, email and phone.`,
    };
  }
  const identity: { name?: string; email?: string; phone?: string } = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string')
      return { ok: false, problem: `identify: ${key} must be a string.` };
    const trimmed = value.trim().replace(/\s+/g, ' ');
    if (trimmed === '') continue;
    if (trimmed.length > IDENTITY_LIMITS[key]) {
      return {
        ok: false,
        problem: `identify: ${key} can be at most ${IDENTITY_LIMITS[key]} characters.`,
      };
    }
    if (CONTROL.test(trimmed))
      return { ok: false, problem: `identify: ${key} contains control characters.` };
    if (key === 'email' && !isValidEmail(trimmed)) {
      return { ok: false, problem: 'identify: email does not look like an e-mail address.' };
    }
    if (key === 'phone' && !PHONE.test(trimmed)) {
      return { ok: false, problem: 'identify: phone may hold only digits, spaces and + ( ) -.' };
    }
    identity[key] = trimmed;
  }
  return { ok: true, identity };
}

const clip = (text: string, max: number): string =>
  // Control characters out, whitespace collapsed, then cut by code points (no half emoji).
  Array.from(text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim()).slice(0, max).join('');

/**
 * A path on this site: one leading slash, not followed by another (`//evil.example/x` is another
 * host to a browser), no backslash (`/\\evil.example` is too), and no control characters (a
 * browser drops a tab inside an address: `/<TAB>/evil.example`). What a link built from a stored
 * path may use (the rules hold the same shape for `page.path`).
 */
export const isSitePath = (path: string): boolean =>
  /^\/(?!\/)[^\\]*$/.test(path) && !CONTROL.test(path);

/**
 * A page as the visitor's session keeps it: the path with only `utm_*` parameters of the query
 * (others may hold personal data, e.g. an e-mail in a link), no fragment; the title; and the
 * origin when `withOrigin` (a page on another site than ours).
 */
export function pageRefFromLocation(
  location: { readonly href: string },
  title: string,
  options: { readonly withOrigin: boolean },
): PageRef {
  const url = new URL(location.href);
  const utm = [...url.searchParams].filter(([key]) => key.toLowerCase().startsWith('utm_'));
  const query = utm.length > 0 ? `?${new URLSearchParams(utm).toString()}` : '';
  // `https://site//x` has the path `//x`: kept as `/x`, a path of this site.
  const pathname = `/${url.pathname.replace(/^[/\\]+/, '')}`;
  const path = `${pathname}${query}`.slice(0, PAGE_LIMITS.path);
  const { origin } = url;
  return {
    path: isSitePath(path) ? path : '/',
    title: clip(title, PAGE_LIMITS.title),
    ...(options.withOrigin && isValidOrigin(origin) ? { origin } : {}),
  };
}

/** Phones and tablets by their user agent and viewport; everything else is a desktop. */
export function deviceClass(userAgent: string, viewportWidth: number): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone';
  // An iPad in desktop mode says "Macintosh"; its touch screen gives it away only to the page.
  return viewportWidth > 0 && viewportWidth < 600 ? 'phone' : 'desktop';
}

/** The browser's name, without version: the order matters (Edge and Opera say "Chrome" too). */
export function browserName(userAgent: string): string {
  const known: readonly [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser/, 'Samsung Internet'],
    [/Firefox\/|FxiOS/, 'Firefox'],
    [/CriOS|Chrome\/|Chromium/, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  return known.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

/** What the widget tells about the visitor's browser, from what the page can see. */
export function describeEnvironment(env: {
  readonly userAgent: string;
  readonly viewportWidth: number;
  readonly language: string;
  readonly timeZone: string;
  /** `document.referrer`; only its origin is kept, and only when it is another site. */
  readonly referrer: string;
  readonly pageOrigin: string;
}): VisitorEnvironment {
  let referrer: string | undefined;
  try {
    const origin = env.referrer ? new URL(env.referrer).origin : '';
    if (isValidOrigin(origin) && origin !== env.pageOrigin) referrer = origin;
  } catch {
    referrer = undefined;
  }
  return {
    ...(referrer ? { referrer } : {}),
    device: deviceClass(env.userAgent, env.viewportWidth),
    browser: browserName(env.userAgent),
    language: clip(env.language || 'und', ENVIRONMENT_LIMITS.language),
    timeZone: clip(env.timeZone || 'UTC', ENVIRONMENT_LIMITS.timeZone),
  };
}

/** The context a session keeps: the start page stays, the current page follows the visitor. */
export function buildContext(
  environment: VisitorEnvironment,
  startPage: PageRef,
  currentPage: PageRef,
): VisitorContext {
  return { ...environment, startPage, currentPage };
}

/** The visitor's local time now, in their time zone ("14:05"), or null for an unknown zone. */
export function localTimeIn(timeZone: string, now: number): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
  } catch {
    return null;
  }
}

const isPage = (page: unknown): page is PageRef => {
  if (typeof page !== 'object' || page === null) return false;
  const { path, title, origin, ...rest } = page as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof path === 'string' &&
    isSitePath(path) &&
    path.length <= PAGE_LIMITS.path &&
    typeof title === 'string' &&
    title.length <= PAGE_LIMITS.title &&
    !CONTROL.test(title) &&
    (origin === undefined || (typeof origin === 'string' && isValidOrigin(origin)))
  );
};

const isShortText = (value: unknown, max: number): boolean =>
  typeof value === 'string' && value.length <= max && !CONTROL.test(value);

/**
 * Whether details are what the rules accept (the in-memory backend refuses the rest as
 * Firestore would): a valid identity, exactly as validateIdentity leaves it, and a context of
 * valid pages within the limits.
 */
export function areValidDetails(details: { visitor?: unknown; context?: unknown }): boolean {
  if (details.visitor !== undefined) {
    const checked = validateIdentity(details.visitor);
    if (!checked.ok) return false;
    const given = details.visitor as Record<string, unknown>;
    const kept = checked.identity as Record<string, unknown>;
    const keys = Object.keys(given);
    if (keys.length !== Object.keys(kept).length || keys.some((k) => kept[k] !== given[k])) {
      return false;
    }
  }
  if (details.context !== undefined) {
    if (typeof details.context !== 'object' || details.context === null) return false;
    const { startPage, currentPage, referrer, device, browser, language, timeZone, ...rest } =
      details.context as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return false;
    if (!isPage(startPage) || !isPage(currentPage)) return false;
    if (referrer !== undefined && !(typeof referrer === 'string' && isValidOrigin(referrer))) {
      return false;
    }
    if (device !== 'phone' && device !== 'tablet' && device !== 'desktop') return false;
    if (!isShortText(browser, ENVIRONMENT_LIMITS.browser)) return false;
    if (!isShortText(language, ENVIRONMENT_LIMITS.language)) return false;
    if (!isShortText(timeZone, ENVIRONMENT_LIMITS.timeZone)) return false;
  }
  return true;
}

import {
  HONEYPOT_FIELD,
  type NewRequest,
  parseRequestForm,
  REQUEST_LIMITS,
} from '@detailing/core/domain';
import { clientAddress } from './client-address.js';
import { challengePage, sameSitePath, sitePage } from './form-pages.js';
import {
  CHALLENGE_FIELD,
  type ChallengeToken,
  type ChallengeTokens,
  PAGE_FIELD,
} from './request-challenge.js';

/**
 * `POST /api/requests` (OWNER-TOOLS.md 1): the site's callback, booking and contact forms, as a
 * plain function of the request and its dependencies, so it runs in unit tests; `index.ts`
 * wires it to an HTTP function behind the Hosting rewrite. Without JavaScript the browser
 * follows the 303 to `/thank-you` or shows the page of the answer; nothing else is ever shown.
 */

export interface FormRequest {
  readonly method: string;
  /** Lower-case names, as Node gives them. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The raw body, as received. */
  readonly body: Buffer;
  /**
   * The socket's peer, used only when there is no X-Forwarded-For (the client's address is
   * `clientAddress`'s; never stored: only its keyed hash reaches the limiter).
   */
  readonly socketAddress: string;
}

export interface FormResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Whether a request may go on: `client`, this client's hour is spent; `global`, everyone's. */
export type LimitVerdict = 'ok' | 'client' | 'global';

/** A confirmed post's verdict: `used`, its challenge token was taken before. */
export type ConfirmVerdict = 'ok' | 'client' | 'used';

export interface RequestLimiter {
  /** Counts a post against its client's hour and everyone's. */
  take(clientKey: string): Promise<LimitVerdict>;
  /**
   * Counts a post confirmed through the challenge against its client's hour only (everyone's is
   * spent: that is why it was asked), and records its token so it is taken once.
   */
  confirm(clientKey: string, token: ChallengeToken): Promise<ConfirmVerdict>;
}

export interface RequestDependencies {
  /** This site's origin, e.g. https://www.harbourheathdetailing.co.uk: `_next` must be on it. */
  readonly siteOrigin: string;
  /** A keyed hash of the client's address (HMAC with a secret): what the limiter counts. */
  readonly clientKey: (address: string) => string;
  readonly limiter: RequestLimiter;
  /** The challenge's tokens once everyone's hour is spent (request-challenge.ts). */
  readonly challenge: ChallengeTokens;
  /** Entries of X-Forwarded-For, from the right, that our proxies wrote (1 unless set). */
  readonly proxyHops?: number;
  readonly store: { create(request: NewRequest): Promise<void> };
  readonly log?: (message: string, fields?: Record<string, unknown>) => void;
  readonly now?: () => number;
}

/**
 * A page in the site's colours for an answer other than the thank-you page: its message and a
 * way back (the form's page when the browser said which, on this site).
 */
export function answerPage(
  message: string,
  back: string,
  linkText = 'Go back to the form',
): string {
  return sitePage(
    message,
    <>
      <p>{message}</p>
      <p>
        <a href={back}>{linkText}</a>
      </p>
    </>,
  );
}

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

const html = (status: number, message: string, back: string, linkText?: string): FormResponse => ({
  status,
  headers: PAGE_HEADERS,
  body: answerPage(message, back, linkText),
});

/** 429 as for any limit (an automated client should slow down), but a page a person can use. */
const challenge = (...page: Parameters<typeof challengePage>): FormResponse => ({
  status: 429,
  headers: PAGE_HEADERS,
  body: challengePage(...page),
});

const redirect = (location: string): FormResponse => ({
  status: 303,
  headers: { location, 'cache-control': 'no-store' },
  body: '',
});

/**
 * The path of a same-site Referer, else the home page: only a single-slash path, since
 * `https://<site>//evil.example/x` has the path `//evil.example/x`, another host to a browser.
 */
function formPage(referer: string | undefined, siteOrigin: string): string {
  try {
    const url = new URL(referer ?? '');
    return (url.origin === siteOrigin && sameSitePath(url.pathname)) || '/';
  } catch {
    return '/';
  }
}

export async function handleRequestForm(
  request: FormRequest,
  dependencies: RequestDependencies,
): Promise<FormResponse> {
  const { siteOrigin, store } = dependencies;
  if (request.method !== 'POST') {
    return {
      status: 405,
      headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' },
      body: 'This address takes the site’s forms only.',
    };
  }
  const refererPage = formPage(request.headers.referer, siteOrigin);
  if (request.body.byteLength > REQUEST_LIMITS.bodyBytes) {
    return html(413, 'This request is too long to send.', refererPage);
  }
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return html(
      415,
      'This request could not be read. Please use the form on our site.',
      refererPage,
    );
  }
  const fields = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
  const thankYou = `${siteOrigin}/thank-you`;
  // A robot filled the field people never see: answered as a success, stored nowhere.
  if ((fields[HONEYPOT_FIELD] ?? '') !== '') return redirect(thankYou);
  // A confirmation comes from the challenge page, which carries the form's page.
  const token = fields[CHALLENGE_FIELD];
  const page = token === undefined ? refererPage : (sameSitePath(fields[PAGE_FIELD]) ?? '/');
  const parsed = parseRequestForm(fields, page === '/' ? undefined : page);
  if (!parsed.ok) {
    // The domain's words (REQUEST_TEXTS), which the site's form shows before posting too: a
    // field over its limit is 413; a missing, malformed or hidden-character field is 400.
    return html(parsed.reason === 'too-long' ? 413 : 400, parsed.message, page);
  }
  const held = await admit(request, fields, page, dependencies);
  if (held !== 'ok') return held;
  await store.create(parsed.request);
  // `_next` may only send the browser to this site's thank-you page, whatever it says.
  return redirect(thankYou);
}

/**
 * The limits, and the challenge past everyone's: 'ok' to store the request, else the answer.
 * The client is the address our proxies saw (`clientAddress`), never one a client wrote.
 */
async function admit(
  request: FormRequest,
  fields: Readonly<Record<string, string>>,
  page: string,
  {
    clientKey,
    limiter,
    challenge: tokens,
    proxyHops = 1,
    log = () => undefined,
    now = Date.now,
  }: RequestDependencies,
): Promise<'ok' | FormResponse> {
  const forwardedFor = request.headers['x-forwarded-for'];
  const client = clientKey(clientAddress(forwardedFor, request.socketAddress, proxyHops));
  const token = fields[CHALLENGE_FIELD];
  const check = token === undefined ? undefined : tokens.check(token, client, now());
  if (token !== undefined && check?.ok === false && check.reason === 'early') {
    return challenge({ fields, token, page, early: true });
  }
  // Forged, another client's or expired: worth nothing, so the post goes the usual way.
  if (check?.ok === false) log('A challenge token was refused.', { reason: check.reason });
  const verdict = check?.ok
    ? await limiter.confirm(client, check.token)
    : await limiter.take(client);
  if (verdict === 'ok') return 'ok';
  log('A form request was held by the rate limit.', { verdict });
  if (verdict === 'used') {
    return html(
      409,
      'We already have this request. We will be in touch soon.',
      '/',
      'Go to our website',
    );
  }
  if (verdict === 'global') {
    return challenge({ fields, token: tokens.issue(client, now()), page });
  }
  return html(429, 'We have had many requests just now. Please try again in an hour.', page);
}

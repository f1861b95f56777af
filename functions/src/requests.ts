import {
  HONEYPOT_FIELD,
  type NewRequest,
  parseRequestForm,
  REQUEST_LIMITS,
  REQUEST_TEXTS,
} from '@detailing/chat-core/domain';
import { escapeHtml } from './html.js';

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
  /** The client's IP (never stored: only its keyed hash reaches the limiter). */
  readonly ip: string;
}

export interface FormResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Whether a request may go on: `client`, this client's hour is spent; `global`, everyone's. */
export type LimitVerdict = 'ok' | 'client' | 'global';

export interface RequestDependencies {
  /** This site's origin, e.g. https://www.harbourheathdetailing.co.uk: `_next` must be on it. */
  readonly siteOrigin: string;
  /** A keyed hash of the client's IP (HMAC with a secret): what the limiter counts. */
  readonly clientKey: (ip: string) => string;
  readonly limiter: { take(clientKey: string): Promise<LimitVerdict> };
  readonly store: { create(request: NewRequest): Promise<void> };
  readonly log?: (message: string, fields?: Record<string, unknown>) => void;
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
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(message)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0f14;color:#f3efe6;font:18px/1.5 system-ui,sans-serif}
main{max-width:32rem;padding:2rem}
a{color:#d9b777}
</style>
</head>
<body>
<main>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(linkText)}</a></p>
</main>
</body>
</html>
`;
}

const html = (status: number, message: string, back: string): FormResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: answerPage(message, back),
});

const redirect = (location: string): FormResponse => ({
  status: 303,
  headers: { location, 'cache-control': 'no-store' },
  body: '',
});

/** The path of a same-site Referer, else the home page. */
function formPage(referer: string | undefined, siteOrigin: string): string {
  try {
    const url = new URL(referer ?? '');
    return url.origin === siteOrigin ? url.pathname : '/';
  } catch {
    return '/';
  }
}

export async function handleRequestForm(
  request: FormRequest,
  { siteOrigin, clientKey, limiter, store, log = () => undefined }: RequestDependencies,
): Promise<FormResponse> {
  if (request.method !== 'POST') {
    return {
      status: 405,
      headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' },
      body: 'This address takes the site’s forms only.',
    };
  }
  const page = formPage(request.headers.referer, siteOrigin);
  if (request.body.byteLength > REQUEST_LIMITS.bodyBytes) {
    return html(413, 'This request is too long to send.', page);
  }
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return html(415, 'This request could not be read. Please use the form on our site.', page);
  }
  const fields = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
  const thankYou = `${siteOrigin}/thank-you`;
  // A robot filled the field people never see: answered as a success, stored nowhere.
  if ((fields[HONEYPOT_FIELD] ?? '') !== '') return redirect(thankYou);
  const parsed = parseRequestForm(fields, page === '/' ? undefined : page);
  if (!parsed.ok) {
    return parsed.reason === 'missing-name-or-phone'
      ? html(400, REQUEST_TEXTS.missingNameOrPhone, page)
      : html(413, 'Some of what you wrote is too long to send. Please shorten it.', page);
  }
  const verdict = await limiter.take(clientKey(request.ip));
  if (verdict !== 'ok') {
    log('A form request was refused by the rate limit.', { verdict });
    return html(429, 'We have had many requests just now. Please try again in an hour.', page);
  }
  await store.create(parsed.request);
  // `_next` may only send the browser to this site's thank-you page, whatever it says.
  return redirect(thankYou);
}

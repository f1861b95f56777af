import { HONEYPOT_FIELD, isSitePath } from '@detailing/core/domain';
import { GOLD, INK } from '@detailing/ui/brand-colours';
import { BUSINESS_NAME } from '@detailing/ui/business';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAPER } from './mail-html.js';
import { CHALLENGE_FIELD, PAGE_FIELD } from './request-challenge.js';

/**
 * The pages the form endpoint answers with, in the site's colours: plain HTML that works without
 * JavaScript, every value from the request escaped by React.
 */

/**
 * `value` if it is a path on this site a link may lead to, else undefined: core's
 * `isSitePath` (one leading slash, no backslash, no control characters).
 */
export function sameSitePath(value: string | undefined): string | undefined {
  return value !== undefined && isSitePath(value) ? value : undefined;
}

/** The pages' look: the site's colours, the firm's name over a short column. */
const PAGE_CSS = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${INK};color:${PAPER};font:18px/1.5 system-ui,sans-serif}
main{max-width:32rem;padding:2rem}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.3;color:${GOLD}}
a{color:${GOLD}}
button{font:inherit;font-weight:700;padding:.75rem 1.25rem;border:0;border-radius:999px;background:${GOLD};color:${INK};cursor:pointer}
button.quiet{padding:calc(.75rem - 2px) calc(1.25rem - 2px);border:2px solid ${GOLD};background:transparent;color:${GOLD}}
.brand{margin:0 0 1.5rem;color:${GOLD};font:700 1.125rem/1.3 Georgia,serif;letter-spacing:.02em}
`;
/**
 * A page in the site's colours, under the firm's name, around `main`: rendered by React, which
 * escapes every text and attribute (the e-mails are made the same way, mail-html.tsx).
 */
export function sitePage(title: string, main: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      </head>
      <body>
        <main>
          <p className="brand">{BUSINESS_NAME}</p>
          {main}
        </main>
      </body>
    </html>,
  )}\n`;
}

/** What the challenge page says (issue #41). */
export const CHALLENGE_TEXTS = {
  title: 'We are getting many requests just now',
  ask: 'To send yours, wait a few seconds, then press the button. Your details are kept, so there is nothing to type again.',
  early: 'Please wait a few more seconds, then press the button again.',
  button: 'Send my request',
  back: 'Go back to the form',
} as const;

/**
 * The challenge: the person's fields as hidden inputs (all but the honeypot and our own), the
 * form's page and the token, posted back to the endpoint by a plain button.
 */
export function challengePage({
  fields,
  token,
  page,
  early = false,
}: {
  fields: Readonly<Record<string, string>>;
  token: string;
  page: string;
  early?: boolean;
}): string {
  const ours = new Set([HONEYPOT_FIELD, CHALLENGE_FIELD, PAGE_FIELD]);
  const carried = Object.entries(fields)
    .filter(([name]) => !ours.has(name))
    .concat([
      [PAGE_FIELD, page],
      [CHALLENGE_FIELD, token],
    ]);
  const ask = early ? CHALLENGE_TEXTS.early : CHALLENGE_TEXTS.ask;
  return sitePage(
    CHALLENGE_TEXTS.title,
    <>
      <h1>{CHALLENGE_TEXTS.title}</h1>
      <p>{ask}</p>
      <form method="post" action="/api/requests">
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p>
          <button type="submit">{CHALLENGE_TEXTS.button}</button>
        </p>
      </form>
      <p>
        <a href={page}>{CHALLENGE_TEXTS.back}</a>
      </p>
    </>,
  );
}

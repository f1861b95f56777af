import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_ID_PATTERN } from '@detailing/core/domain';
import { sitePage } from './form-pages.js';
import type { FormResponse } from './requests.js';

/**
 * The e-mail's "Stop e-mails for this conversation" (CHAT-PRODUCT.md 7):
 * `GET /api/chat-mail/stop?session=ID&sig=HMAC`. The signature is an HMAC-SHA256 of the
 * conversation's id with a secret (MAIL_LINK_KEY), so nobody can stop, or probe, another
 * conversation's e-mails without the link the visitor was sent.
 */

export const STOP_PATH = '/api/chat-mail/stop';

export const STOP_TEXTS = {
  stoppedTitle: 'E-mails stopped',
  stopped: 'You will get no more e-mails about this conversation.',
  undo: 'Undo',
  resumedTitle: 'E-mails back on',
  resumed: 'We will e-mail our replies in this conversation again if you are not in the chat.',
  stopAgain: 'Stop them again',
  invalidTitle: 'Link not valid',
  invalid: 'This link is not valid. Please use the link in our e-mail as it is.',
  home: 'Go to our website',
} as const;

const signatureOf = (key: string, sessionId: string) =>
  createHmac('sha256', key).update(`stop:${sessionId}`).digest('hex');

/** The signed stop link for one conversation. */
export function stopLinkFor(key: string, siteOrigin: string, sessionId: string): string {
  const url = new URL(STOP_PATH, siteOrigin);
  url.searchParams.set('session', sessionId);
  url.searchParams.set('sig', signatureOf(key, sessionId));
  return url.href;
}

/** Whether `sig` is the signature of `sessionId` (in constant time). */
export function isValidStop(key: string, sessionId: string, sig: string): boolean {
  if (!CHAT_ID_PATTERN.test(sessionId) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  return timingSafeEqual(Buffer.from(sig, 'hex'), Buffer.from(signatureOf(key, sessionId), 'hex'));
}

/**
 * A page in the firm's look: a title, its words, a button that posts back to this very link
 * (`undo` set or not) when there is one, and the way to the website.
 */
function page(
  status: number,
  title: string,
  message: string,
  action?: { readonly label: string; readonly url: string; readonly undo: boolean },
): FormResponse {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: sitePage(
      title,
      <>
        <h1>{title}</h1>
        <p>{message}</p>
        {action ? (
          <form method="post" action={action.url}>
            {action.undo ? <input type="hidden" name="undo" value="1" /> : null}
            <p>
              <button type="submit">{action.label}</button>
            </p>
          </form>
        ) : null}
        <p>
          <a href="/">{STOP_TEXTS.home}</a>
        </p>
      </>,
    ),
  };
}

/**
 * The stop link's answer: a valid one stops the conversation's e-mails (`stop`, which marks it
 * and drops what is pending), says so and offers to undo it (a POST with `undo=1`, which
 * `resume`s them, and offers to stop them again); anything else says the link is not valid.
 * The request's body is the form's, `undo=1` or nothing.
 */
export async function handleStop(
  request: { readonly method: string; readonly url: string; readonly body?: string },
  {
    key,
    stop,
    resume,
  }: {
    key: string;
    stop: (sessionId: string) => Promise<void>;
    resume: (sessionId: string) => Promise<void>;
  },
): Promise<FormResponse> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return { status: 405, headers: { allow: 'GET, POST' }, body: '' };
  }
  const url = new URL(request.url, 'http://localhost');
  const sessionId = url.searchParams.get('session') ?? '';
  if (!isValidStop(key, sessionId, url.searchParams.get('sig') ?? '')) {
    return page(400, STOP_TEXTS.invalidTitle, STOP_TEXTS.invalid);
  }
  const self = `${url.pathname}${url.search}`;
  if (request.method === 'POST' && new URLSearchParams(request.body ?? '').get('undo') === '1') {
    await resume(sessionId);
    return page(200, STOP_TEXTS.resumedTitle, STOP_TEXTS.resumed, {
      label: STOP_TEXTS.stopAgain,
      url: self,
      undo: false,
    });
  }
  await stop(sessionId);
  return page(200, STOP_TEXTS.stoppedTitle, STOP_TEXTS.stopped, {
    label: STOP_TEXTS.undo,
    url: self,
    undo: true,
  });
}

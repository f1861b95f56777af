import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_ID_PATTERN } from '@detailing/chat-core/domain';
import { answerPage, type FormResponse } from './requests.js';

/**
 * The e-mail's "Stop e-mails for this conversation" (CHAT-PRODUCT.md 7):
 * `GET /api/chat-mail/stop?session=ID&sig=HMAC`. The signature is an HMAC-SHA256 of the
 * conversation's id with a secret (MAIL_LINK_KEY), so nobody can stop, or probe, another
 * conversation's e-mails without the link the visitor was sent.
 */

export const STOP_PATH = '/api/chat-mail/stop';

export const STOP_TEXTS = {
  stopped: 'You will get no more e-mails about this conversation.',
  invalid: 'This link is not valid. Please use the link in our e-mail as it is.',
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

const page = (status: number, message: string): FormResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: answerPage(message, '/', 'Go to our website'),
});

/**
 * The stop link's answer: a valid one stops the conversation's e-mails (`stop`, which marks it
 * and drops what is pending) and says so; anything else says the link is not valid.
 */
export async function handleStop(
  request: { readonly method: string; readonly url: string },
  { key, stop }: { key: string; stop: (sessionId: string) => Promise<void> },
): Promise<FormResponse> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return { status: 405, headers: { allow: 'GET, POST' }, body: '' };
  }
  const params = new URL(request.url, 'http://localhost').searchParams;
  const sessionId = params.get('session') ?? '';
  if (!isValidStop(key, sessionId, params.get('sig') ?? '')) return page(400, STOP_TEXTS.invalid);
  await stop(sessionId);
  return page(200, STOP_TEXTS.stopped);
}

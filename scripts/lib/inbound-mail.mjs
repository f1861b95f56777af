// @ts-check
// A visitor's answer to a reply e-mail, as Mailgun's inbound route forwards it (issue #42,
// docs/reply-by-email.md): the form it posts, signed as Mailgun signs it (HMAC-SHA256 of
// timestamp + token with the webhook signing key), and the post to the stack's
// `/api/chat-mail/inbound`. `npm run mail:reply` (scripts/mail-reply.mjs) and the e2e test
// (e2e/phone/reply-by-email.spec.ts) both post through here, so the local stack takes a reply
// exactly as production takes Mailgun's.
import { createHmac, randomBytes } from 'node:crypto';

/** Where the stack's Hosting rewrites the inbound route's posts (firebase.json). */
export const INBOUND_PATH = '/api/chat-mail/inbound';

/**
 * The body a mail client writes under a reply: the attribution line and the e-mail answered,
 * quoted. Mailgun's `stripped-text` leaves it out; `body-plain` keeps it.
 * @param {string} text
 * @param {Date} at
 */
export function withQuotedHistory(text, at) {
  const when = at.toUTCString().replace(/ GMT$/, '');
  return [
    text,
    '',
    `On ${when}, Harbour & Heath Detailing <no-reply@localhost> wrote:`,
    '> Harbour & Heath Detailing replied to your message in the live chat:',
    '>',
    '> …',
  ].join('\n');
}

/**
 * Mailgun's inbound form for a reply from `from` to `recipient`: the fields our endpoint reads
 * (mail-inbound.ts), as `application/x-www-form-urlencoded` (Mailgun's format without
 * attachments), signed with `signingKey`.
 * @param {{
 *   recipient: string,
 *   from: string,
 *   text: string,
 *   signingKey: string,
 *   subject?: string,
 *   now?: number,
 *   token?: string,
 * }} reply
 */
export function mailgunReplyForm({
  recipient,
  from,
  text,
  signingKey,
  subject = 'Re: Reply from Harbour & Heath Detailing',
  now = Date.now(),
  // Mailgun's tokens are 50 random characters.
  token = randomBytes(25).toString('hex'),
}) {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
  return new URLSearchParams({
    timestamp,
    token,
    signature,
    recipient,
    sender: from,
    from,
    subject,
    'body-plain': withQuotedHistory(text, new Date(now)),
    'stripped-text': text,
  });
}

/**
 * Posts the form to the stack at `baseUrl` (its Hosting), as Mailgun would: the endpoint's
 * status and its one-line answer ("Taken.", or why not).
 * @param {string} baseUrl
 * @param {URLSearchParams} form
 */
export async function postInboundReply(baseUrl, form) {
  const response = await fetch(new URL(INBOUND_PATH, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, answer: (await response.text()).trim() };
}

import { createHmac, randomBytes } from 'node:crypto';

/**
 * Test support: the form Mailgun's inbound route posts for a reply (urlencoded, its format
 * without attachments), signed as Mailgun signs it: HMAC-SHA256 of timestamp + token with the
 * webhook signing key. The local stack's own (scripts/lib/inbound-mail.mjs, `npm run mail:reply`)
 * is checked against the deployed code end to end (e2e/phone/reply-by-email.spec.ts).
 */
export function mailgunReplyForm({
  recipient,
  from,
  text,
  signingKey,
  now = Date.now(),
  token = randomBytes(25).toString('hex'),
}: {
  recipient: string;
  from: string;
  text: string;
  signingKey: string;
  now?: number;
  token?: string;
}): URLSearchParams {
  const timestamp = String(Math.floor(now / 1000));
  return new URLSearchParams({
    timestamp,
    token,
    signature: createHmac('sha256', signingKey)
      .update(timestamp + token)
      .digest('hex'),
    recipient,
    sender: from,
    from,
    subject: 'Re: Reply from Harbour & Heath Detailing',
    'body-plain': `${text}\n\nOn Sat, 28 Nov 2026 at 14:02, Harbour & Heath Detailing <no-reply@example.co.uk> wrote:\n> Yes, Saturday works.`,
    'stripped-text': text,
  });
}

import { CHAT_ID_PATTERN } from '@detailing/core/domain';
import type { ContinueLinks } from './continue-links.js';
import type { FormResponse } from './requests.js';

/**
 * The e-mail's "Continue the chat" link, completed (CHAT-PRODUCT.md 7):
 * `POST /api/chat-mail/continue` with `{ session, oobCode }`, the link's one-time code
 * (continue-links.ts). A code opens only the conversation it was made for, once, before it
 * expires; the answer is a custom token for that conversation's visitor, which the widget signs
 * in with. Opening it proves the address the e-mail went to, for this conversation, while it is
 * still the conversation's. The visitor has nothing to type, and no Auth account is touched:
 * the web SDK's signInWithEmailLink would also cost every opened widget 3 kB gzip.
 */

export interface ContinueDependencies {
  /** The conversation's visitor and the address it holds, or null. */
  readonly session: (sessionId: string) => Promise<{
    readonly visitorUid?: string | undefined;
    readonly email?: string | undefined;
  } | null>;
  readonly links: Pick<ContinueLinks, 'redeem' | 'prove' | 'claimResend'>;
  /** E-mails the conversation a fresh continue link (reply-mail.ts `sendContinueLink`). */
  readonly sendNewLink: (sessionId: string) => Promise<'sent' | 'skipped'>;
  /** A custom token for the uid (the Admin SDK's createCustomToken). */
  readonly customToken: (uid: string) => Promise<string>;
  readonly now?: () => number;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
}

/** Any page may call it (the widget runs on other sites); a text/plain body needs no preflight. */
const CORS = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };

const json = (status: number, body: Record<string, string>): FormResponse => ({
  status,
  headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** The function itself failed (the widget offers to try again). */
export const CONTINUE_UNAVAILABLE = json(503, { error: 'Please try again.' });

/** Gone: expired, used, or another conversation's. The widget says so. */
const GONE = json(410, { error: 'The link has expired or has already been used.' });

/** "Send me a new link": sent (the address is the conversation's; the visitor knows it). */
const RESENT = json(202, { sent: 'A new link is on its way to your e-mail.' });
/** Asked again too soon: the last one is still on its way. */
const RESEND_LIMITED = json(429, {
  error: 'We sent a new link just now. Please check your e-mail.',
});

function parse(body: string): { sessionId: string; oobCode: string; resend: boolean } | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const { session, oobCode, resend } = value as Record<string, unknown>;
    if (typeof session !== 'string' || !CHAT_ID_PATTERN.test(session)) return null;
    if (typeof oobCode !== 'string' || !/^[\w-]{1,512}$/.test(oobCode)) return null;
    return { sessionId: session, oobCode, resend: resend === true };
  } catch {
    return null;
  }
}

export async function handleContinue(
  request: { readonly method: string; readonly body: string },
  {
    session,
    links,
    customToken,
    sendNewLink,
    now = Date.now,
    log = () => undefined,
  }: ContinueDependencies,
): Promise<FormResponse> {
  if (request.method === 'OPTIONS') {
    return {
      status: 204,
      headers: {
        ...CORS,
        'access-control-allow-methods': 'POST',
        'access-control-max-age': '3600',
      },
      body: '',
    };
  }
  if (request.method !== 'POST')
    return { status: 405, headers: { ...CORS, allow: 'POST' }, body: '' };
  const parsed = parse(request.body);
  if (!parsed) return json(400, { error: 'Send { session, oobCode }.' });
  const conversation = await session(parsed.sessionId);
  if (!conversation?.visitorUid) return GONE;
  if (parsed.resend) {
    // Only the holder of a link once sent for this conversation may ask, and only to its address.
    const claim = await links.claimResend(parsed.sessionId, parsed.oobCode, now());
    if (claim === 'unknown') return GONE;
    if (claim === 'limited') return RESEND_LIMITED;
    const sent = await sendNewLink(parsed.sessionId);
    log('A new continue link was asked for.', { sessionId: parsed.sessionId, sent });
    return sent === 'sent' ? RESENT : GONE;
  }
  const redeemed = await links.redeem(parsed.sessionId, parsed.oobCode, now());
  if (!redeemed) return GONE;
  if (redeemed.email === conversation.email) {
    await links.prove(parsed.sessionId, redeemed.email);
  } else {
    // The visitor changed the address after this e-mail: the old one proves nothing now.
    log('A continue link to an earlier address opened its conversation.', {
      sessionId: parsed.sessionId,
    });
  }
  return json(200, { token: await customToken(conversation.visitorUid) });
}

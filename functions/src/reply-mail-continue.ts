import { CHAT_ID_PATTERN } from '@detailing/chat-core/domain';
import type { FormResponse } from './requests.js';

/**
 * The e-mail's "Continue the chat" link, completed (CHAT-PRODUCT.md 7):
 * `POST /api/chat-mail/continue` with `{ session, oobCode }`, the code of the Firebase Auth
 * e-mail sign-in link the page was opened with. The link is checked with Firebase Auth, for the
 * address the conversation holds, and must sign in as the conversation's own visitor; the
 * answer is a custom token for that visitor, which the widget signs in with. Done here rather
 * than with the web SDK's signInWithEmailLink, which would add 3 kB gzip to every opened widget
 * for the few visitors who come back by e-mail; and the visitor has nothing to type.
 */

export interface ContinueDependencies {
  /** The conversation's visitor and the address it holds, or null. */
  readonly session: (sessionId: string) => Promise<{
    readonly visitorUid?: string | undefined;
    readonly email?: string | undefined;
  } | null>;
  /**
   * Firebase Auth's `accounts:signInWithEmailLink` for this address and code: the uid it signs
   * in as, or null for a code that is expired, used or not for this address.
   */
  readonly signInWithEmailLink: (email: string, oobCode: string) => Promise<string | null>;
  /** A custom token for the uid (the Admin SDK's createCustomToken). */
  readonly customToken: (uid: string) => Promise<string>;
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

/** Gone: expired, used, for another address or another visitor. The widget says so. */
const GONE = json(410, { error: 'The link has expired or has already been used.' });

function parse(body: string): { sessionId: string; oobCode: string } | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const { session, oobCode } = value as Record<string, unknown>;
    if (typeof session !== 'string' || !CHAT_ID_PATTERN.test(session)) return null;
    if (typeof oobCode !== 'string' || !/^[\w-]{1,512}$/.test(oobCode)) return null;
    return { sessionId: session, oobCode };
  } catch {
    return null;
  }
}

export async function handleContinue(
  request: { readonly method: string; readonly body: string },
  { session, signInWithEmailLink, customToken, log = () => undefined }: ContinueDependencies,
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
  if (!conversation?.email || !conversation.visitorUid) return GONE;
  const uid = await signInWithEmailLink(conversation.email, parsed.oobCode);
  if (uid === null) return GONE;
  if (uid !== conversation.visitorUid) {
    // A valid link of another visitor, tried on this conversation: it opens nothing.
    log('A continue link of another visitor was refused.', { sessionId: parsed.sessionId });
    return GONE;
  }
  return json(200, { token: await customToken(uid) });
}

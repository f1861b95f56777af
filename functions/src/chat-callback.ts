import {
  type NewRequest,
  parseCallbackRequestText,
  REQUEST_LIMITS,
  hasBidiControls,
  validateIdentity,
} from '@detailing/core/domain';
import type { CreatedMessage } from './notify-staff.js';
import type { RequestLimiter } from './requests.js';

/**
 * The away form's "Request a Callback" as a request (OWNER-TOOLS.md 1): the visitor's message
 * with the form's words (`callbackRequestText`) is filed as a `chat-callback` request linked to
 * its conversation, so it is tracked with a status like the site's forms. One per conversation:
 * the request's id is the conversation's, so a second callback or a retried trigger adds
 * nothing (the conversation itself shows every message).
 *
 * A callback is a request like a form's, so it is under the form's limits (issue #41: eight
 * anonymous visitors once filed eight requests and eight e-mails to the owner in seconds): the
 * same per-client limit, the client being the conversation's visitor (their uid, through the
 * same keyed hash as an address), and the same counter for everyone. Over a limit nothing is
 * filed; the conversation itself still reaches staff in the console.
 */

/** The request's document id for a conversation's callback. */
export const chatCallbackRequestId = (sessionId: string) => `chat-${sessionId}`;

export interface ChatCallbackStore {
  /** Whether the conversation's request exists already, and the conversation's visitor. */
  find(
    id: string,
    sessionId: string,
  ): Promise<{ readonly exists: boolean; readonly visitorUid?: string | undefined }>;
  /**
   * Creates the request under `id` with the page the visitor was on (read from the
   * conversation), unless it exists. Says which.
   */
  createOnce(
    id: string,
    request: NewRequest & { readonly sessionId: string },
  ): Promise<'created' | 'exists'>;
}

export interface ChatCallbackDependencies {
  readonly store: ChatCallbackStore;
  /** The form endpoint's keyed hash (`keyedIpHash` with REQUESTS_IP_KEY). */
  readonly clientKey: (client: string) => string;
  /** The form endpoint's limiter: the same counters. */
  readonly limiter: Pick<RequestLimiter, 'take'>;
  readonly log?: (message: string, fields?: Record<string, unknown>) => void;
}

export type ChatCallbackResult =
  | { readonly status: 'skipped'; readonly reason: 'not-a-callback' | 'invalid' }
  | { readonly status: 'created' | 'exists'; readonly requestId: string }
  /** Over the per-client limit or everyone's: nothing filed. */
  | {
      readonly status: 'limited';
      readonly verdict: 'client' | 'global';
      readonly requestId: string;
    };

/**
 * Who a callback counts against: its visitor (one uid across their conversations in a browser),
 * prefixed so that no uid is ever hashed like an address; a conversation without one (the rules
 * allow none, but a test or an import may write one) counts against itself.
 */
export const chatCallbackClient = (sessionId: string, visitorUid: string | undefined) =>
  visitorUid ? `visitor:${visitorUid}` : `conversation:${sessionId}`;

export async function fileChatCallback(
  created: CreatedMessage,
  { store, clientKey, limiter, log = () => undefined }: ChatCallbackDependencies,
): Promise<ChatCallbackResult> {
  const content = created.data?.['content'];
  if (created.data?.['sender'] !== 'user' || typeof content !== 'string') {
    return { status: 'skipped', reason: 'not-a-callback' };
  }
  const parsed = parseCallbackRequestText(content);
  if (!parsed) return { status: 'skipped', reason: 'not-a-callback' };
  // As the away form checked them (the visitor may have typed the words themselves).
  const checked = validateIdentity(parsed);
  const { name, phone } = checked.ok ? checked.identity : {};
  // A right-to-left override would show staff the name in another order than it was typed (the
  // widget's identity check leaves it to us: the opened widget is held to its budget).
  if (name !== undefined && hasBidiControls(name)) return { status: 'skipped', reason: 'invalid' };
  if (!name || !phone || name.length > REQUEST_LIMITS.name || phone.length > REQUEST_LIMITS.phone) {
    return { status: 'skipped', reason: 'invalid' };
  }
  const requestId = chatCallbackRequestId(created.sessionId);
  // A second callback in the conversation, or a retried trigger, files nothing: not counted.
  const { exists, visitorUid } = await store.find(requestId, created.sessionId);
  if (exists) return { status: 'exists', requestId };
  const verdict = await limiter.take(clientKey(chatCallbackClient(created.sessionId, visitorUid)));
  if (verdict !== 'ok') {
    log('A chat callback was not filed: over the form’s rate limit.', {
      sessionId: created.sessionId,
      verdict,
    });
    return { status: 'limited', verdict, requestId };
  }
  const status = await store.createOnce(requestId, {
    source: 'chat-callback',
    name,
    phone,
    sessionId: created.sessionId,
  });
  return { status, requestId };
}

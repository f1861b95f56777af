import {
  type NewRequest,
  parseCallbackRequestText,
  REQUEST_LIMITS,
  validateIdentity,
} from '@detailing/chat-core/domain';
import type { CreatedMessage } from './notify-staff.js';

/**
 * The away form's "Request a Callback" as a request (OWNER-TOOLS.md 1): the visitor's message
 * with the form's words (`callbackRequestText`) is filed as a `chat-callback` request linked to
 * its conversation, so it is tracked with a status like the site's forms. One per conversation:
 * the request's id is the conversation's, so a second callback or a retried trigger adds
 * nothing (the conversation itself shows every message).
 */

/** The request's document id for a conversation's callback. */
export const chatCallbackRequestId = (sessionId: string) => `chat-${sessionId}`;

export interface ChatCallbackStore {
  /**
   * Creates the request under `id` with the page the visitor was on (read from the
   * conversation), unless it exists. Says which.
   */
  createOnce(
    id: string,
    request: NewRequest & { readonly sessionId: string },
  ): Promise<'created' | 'exists'>;
}

export type ChatCallbackResult =
  | { readonly status: 'skipped'; readonly reason: 'not-a-callback' | 'invalid' }
  | { readonly status: 'created' | 'exists'; readonly requestId: string };

export async function fileChatCallback(
  created: CreatedMessage,
  store: ChatCallbackStore,
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
  if (!name || !phone || name.length > REQUEST_LIMITS.name || phone.length > REQUEST_LIMITS.phone) {
    return { status: 'skipped', reason: 'invalid' };
  }
  const requestId = chatCallbackRequestId(created.sessionId);
  const status = await store.createOnce(requestId, {
    source: 'chat-callback',
    name,
    phone,
    sessionId: created.sessionId,
  });
  return { status, requestId };
}

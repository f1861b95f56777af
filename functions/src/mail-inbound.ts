import { createHmac, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from './digest.js';
import { inboundMessage } from './mail-inbound-text.js';
import { isSignedFor, parseReplyAddress, sameAddress } from './reply-address.js';
import type { FormResponse } from './requests.js';

/**
 * The visitor's answer by e-mail, taken into the conversation (issue #42), as Mailgun's inbound
 * route forwards it: `POST /api/chat-mail/inbound` (Hosting's rewrite to `chatMailInbound`), a
 * form (urlencoded, or multipart with attachments) with `timestamp`, `token` and `signature`
 * (HMAC-SHA256 of timestamp + token with the webhook signing key), `recipient`, `from`,
 * `stripped-text` and `body-plain`. In turn: the signature (constant time), a timestamp at most
 * 5 minutes off, a token never seen, a recipient that is a reply address of ours, signed for the
 * conversation and the address its e-mail went to, a sender with that very address, an open
 * conversation (closed is final: nothing is stored), at most 10 replies an hour. Then the text,
 * quotes stripped, is the visitor's message, written as their own chat message is.
 *
 * Answers as Mailgun reads them: 200 taken; 406 refused for good (not retried); 401 not signed
 * by Mailgun; 503 (the endpoint's fallback) a failure here, which Mailgun retries.
 */

export const INBOUND_PATH = '/api/chat-mail/inbound';

export const INBOUND_LIMITS = {
  /** A request signed longer ago (or ahead) than this is refused: a replay. */
  maxAgeMs: 5 * 60_000,
  /** Replies a conversation takes in an hour. */
  perHour: 10,
  hourMs: 60 * 60_000,
  /** How long a used token is kept: longer than any request it could replay is accepted. */
  tokenTtlMs: 60 * 60_000,
} as const;

/** Why a reply was not taken (logged; the sender is never told: nobody reads our answer). */
export type InboundRefusal =
  'replayed' | 'unknown-conversation' | 'bad-address' | 'wrong-sender' | 'closed' | 'rate-limited';

export type InboundVerdict = 'appended' | InboundRefusal;

/** What the decision reads, in the transaction that writes the reply. */
export interface InboundState {
  readonly tokenUsed: boolean;
  readonly session: { readonly status: 'open' | 'closed'; readonly email?: string } | null;
  /** When the conversation's replies by e-mail of the last hour were taken. */
  readonly recent: readonly number[];
}

/** A reply that passed every check that needs no data, to be judged and written. */
export interface InboundReply {
  readonly sessionId: string;
  /** The token's SHA-256: what is stored to refuse a replay. */
  readonly tokenId: string;
  /** The message's id, from the token: a retried write cannot add it twice. */
  readonly messageId: string;
  readonly content: string;
  readonly now: number;
}

export interface InboundStore {
  /**
   * In one transaction: reads the state, asks `judge`, and writes what it allows: the token
   * (unless replayed), and for `appended` the message with the session's fields, the
   * conversation's count for the hour and the address proven. Returns the verdict.
   */
  take(
    reply: InboundReply,
    judge: (state: InboundState) => InboundVerdict,
  ): Promise<InboundVerdict>;
}

export interface InboundDependencies {
  /** Mailgun's HTTP webhook signing key (MAILGUN_SIGNING_KEY). */
  readonly signingKey: string;
  /** The reply addresses' secret (MAIL_LINK_KEY, reply-address.ts). */
  readonly addressKey: string;
  /** INBOUND_MAIL_DOMAIN: where the reply addresses live. */
  readonly domain: string;
  readonly store: InboundStore;
  readonly now?: () => number;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
}

export interface InboundRequest {
  readonly method: string;
  readonly contentType: string;
  readonly body: Buffer;
}

const answer = (status: number, text: string): FormResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: text,
});

/** Replies by e-mail are not set up (no INBOUND_MAIL_DOMAIN): there is nothing here. */
export const INBOUND_OFF = answer(404, 'Replies by e-mail are off.');

/** The endpoint itself failed (a missing setting, Firestore unreachable): Mailgun tries again. */
export const INBOUND_UNAVAILABLE = answer(503, 'Please try again later.');

/** Whether Mailgun signed this timestamp and token with the key (constant time). */
export function isMailgunSigned(
  signingKey: string,
  { timestamp, token, signature }: { timestamp: string; token: string; signature: string },
): boolean {
  if (!/^\d{1,12}$/.test(timestamp) || !/^[A-Za-z0-9]{10,200}$/.test(token)) return false;
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

/** The address in a From header ("Sam <sam@example.com>" or a bare address), or null. */
export function addressOf(from: string): string | null {
  // One address only: a header naming several says nothing of who wrote.
  if ((from.match(/</g) ?? []).length > 1) return null;
  const bracketed = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  const address = bracketed?.[1] ?? from.trim();
  return /^[^@\s<>",;]+@[^@\s<>",;]+$/.test(address) ? address : null;
}

/** The decision, pure: in this order, so a replay of a refused reply is a replay too. */
export function judgeReply(
  state: InboundState,
  {
    key,
    address,
    from,
    now,
  }: {
    key: string;
    address: { sessionId: string; sig: string };
    from: string;
    now: number;
  },
): InboundVerdict {
  if (state.tokenUsed) return 'replayed';
  const session = state.session;
  if (!session) return 'unknown-conversation';
  if (!session.email || !isSignedFor(key, address, session.email)) return 'bad-address';
  if (!sameAddress(from, session.email)) return 'wrong-sender';
  if (session.status !== 'open') return 'closed';
  const inHour = state.recent.filter((at) => now - at < INBOUND_LIMITS.hourMs);
  return inHour.length >= INBOUND_LIMITS.perHour ? 'rate-limited' : 'appended';
}

async function formOf(request: InboundRequest): Promise<Map<string, string> | null> {
  try {
    const form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': request.contentType },
    }).formData();
    const fields = new Map<string, string>();
    // Attachments (files) are left out: a reply's photos are not taken (docs/reply-by-email.md).
    for (const [name, value] of form) if (typeof value === 'string') fields.set(name, value);
    return fields;
  } catch {
    return null;
  }
}

export async function handleInbound(
  request: InboundRequest,
  {
    signingKey,
    addressKey,
    domain,
    store,
    now = Date.now,
    log = () => undefined,
  }: InboundDependencies,
): Promise<FormResponse> {
  if (request.method !== 'POST') {
    return { status: 405, headers: { allow: 'POST' }, body: '' };
  }
  const form = await formOf(request);
  const field = (name: string) => form?.get(name) ?? '';
  const signed = {
    timestamp: field('timestamp'),
    token: field('token'),
    signature: field('signature'),
  };
  if (!isMailgunSigned(signingKey, signed)) {
    log('An inbound e-mail without a valid signature was refused.');
    return answer(401, 'Not signed.');
  }
  const at = now();
  if (Math.abs(at - Number(signed.timestamp) * 1000) > INBOUND_LIMITS.maxAgeMs) {
    log('An inbound e-mail with a stale timestamp was refused.', { timestamp: signed.timestamp });
    return answer(401, 'Stale.');
  }
  const address = parseReplyAddress(field('recipient'), domain);
  if (!address) {
    log('An inbound e-mail to an address that is not a reply address was refused.');
    return answer(406, 'Not a reply address.');
  }
  const from = addressOf(field('from')) ?? addressOf(field('sender'));
  const text = inboundMessage({
    strippedText: form?.get('stripped-text'),
    bodyPlain: form?.get('body-plain'),
  });
  const details = { sessionId: address.sessionId };
  if (!from) {
    log('An inbound reply without a sender address was refused.', details);
    return answer(406, 'No sender.');
  }
  if (!text.ok) {
    log('An inbound reply with nothing to take was refused.', { ...details, reason: text.reason });
    return answer(406, text.reason === 'empty' ? 'Empty.' : 'Control characters.');
  }
  const tokenId = sha256Hex(signed.token);
  const verdict = await store.take(
    {
      sessionId: address.sessionId,
      tokenId,
      messageId: `email-${tokenId.slice(0, 32)}`,
      content: text.content,
      now: at,
    },
    (state) => judgeReply(state, { key: addressKey, address, from, now: at }),
  );
  if (verdict === 'appended') {
    log('A reply by e-mail was added to its conversation.', details);
    return answer(200, 'Taken.');
  }
  log('An inbound reply was refused.', { ...details, reason: verdict });
  return answer(406, `Refused: ${verdict}.`);
}

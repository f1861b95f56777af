import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The slower path past the global cap (issue #41). When everyone's hour is spent, a form post is
 * not refused: it gets a page asking the person to confirm, carrying a token that says who it was
 * given to and when. The token is accepted only from the same client (its keyed hash is in the
 * signature), only once `waitMs` has passed (a person reads the page; a script must wait too),
 * only until `ttlMs`, and only once (the limiter records it, `RequestLimiter.confirm`), and the
 * confirmed post still passes the honeypot and the per-client limit. So a flood from many
 * machines spends the cap, yet a customer still gets through: it costs a flood seconds per
 * request, and each of its clients no more than the per-client limit.
 */

/** The token's field in the challenge page's form. */
export const CHALLENGE_FIELD = '_confirm';
/** The form's own page (the confirm post's Referer is the endpoint's). */
export const PAGE_FIELD = '_page';
/** How long a token must wait before it is accepted. */
export const CHALLENGE_WAIT_MS = 5_000;
/** How long a token lasts: a person who stepped away for longer is asked again. */
export const CHALLENGE_TTL_MS = 30 * 60 * 1000;
/** A clock running a little ahead on another instance is not a forgery. */
const CLOCK_SKEW_MS = 60_000;

/** A token the checks accepted: its id is what "only once" records, until it expires. */
export interface ChallengeToken {
  readonly id: string;
  readonly expiresAt: number;
}

export type ChallengeCheck =
  | { readonly ok: true; readonly token: ChallengeToken }
  /** Genuine, but sent before `waitMs`: the page is shown again with the same token. */
  | { readonly ok: false; readonly reason: 'early' }
  /** Not ours, another client's, altered, malformed or expired: worth nothing. */
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

export interface ChallengeTokens {
  issue(clientKey: string, now: number): string;
  check(value: string, clientKey: string, now: number): ChallengeCheck;
}

const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Tokens signed with a key derived from `secret` (REQUESTS_IP_KEY), so a signature can never be
 * mistaken for a client's hash made with the same secret. The format is
 * `<issued at, base 36>.<random id>.<HMAC-SHA256 of both and the client's key>`.
 */
export function challengeTokens(
  secret: string,
  {
    waitMs = CHALLENGE_WAIT_MS,
    ttlMs = CHALLENGE_TTL_MS,
    randomId = () => randomBytes(16).toString('base64url'),
  }: { waitMs?: number; ttlMs?: number; randomId?: () => string } = {},
): ChallengeTokens {
  const key = createHmac('sha256', secret).update('requests/challenge/v1').digest();
  const sign = (issued: string, id: string, clientKey: string) =>
    createHmac('sha256', key).update(`${issued}.${id}.${clientKey}`).digest();
  return {
    issue(clientKey, now) {
      const issued = Math.floor(now).toString(36);
      const id = randomId();
      return `${issued}.${id}.${sign(issued, id, clientKey).toString('base64url')}`;
    },
    check(value, clientKey, now) {
      const [, issued = '', id = '', mac = ''] = TOKEN.exec(value) ?? [];
      const given = Buffer.from(mac, 'base64url');
      const expected = sign(issued, id, clientKey);
      if (!issued || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      const issuedAt = parseInt(issued, 36);
      if (issuedAt > now + CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' };
      if (now - issuedAt < waitMs) return { ok: false, reason: 'early' };
      if (now - issuedAt > ttlMs) return { ok: false, reason: 'expired' };
      return { ok: true, token: { id, expiresAt: issuedAt + ttlMs } };
    },
  };
}

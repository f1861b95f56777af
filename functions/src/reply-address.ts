import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_ID_PATTERN } from '@detailing/core/domain';

/**
 * The reply e-mail's Reply-To (issue #42): `reply+<sessionId>.<sig>@<INBOUND_MAIL_DOMAIN>`, so a
 * visitor's answer by e-mail finds its conversation. `<sig>` is an HMAC-SHA256, cut to 80 bits,
 * of the conversation's id AND the address the e-mail went to, with the stop links' secret
 * (MAIL_LINK_KEY, under a label of its own): nobody can write into another conversation by
 * guessing addresses, and an address stops working once the visitor gives another one, so an
 * e-mail to an earlier address cannot prove (continue-links.ts `prove`) a later one.
 */

const PREFIX = 'reply+';
/** Hex digits of the signature: 80 bits, so a UUID's address keeps to 64 characters. */
const SIG_LENGTH = 20;
/** The longest local part RFC 5321 allows; a longer address gets no Reply-To at all. */
const MAX_LOCAL_PART = 64;
const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*$/i;

/** How an address compares: as its owner's mail server reads it (case and spaces aside). */
export const sameAddress = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

const signatureOf = (key: string, sessionId: string, email: string) =>
  createHmac('sha256', key)
    .update(`reply-to\n${sessionId}\n${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, SIG_LENGTH);

/** Whether `domain` is a host name an address can end in (INBOUND_MAIL_DOMAIN's check). */
export const isMailDomain = (domain: string) => DOMAIN_PATTERN.test(domain);

/**
 * The conversation's reply address for the e-mail to `email`, or undefined when it cannot be
 * one (an id that is not ours, or too long for an address).
 */
export function replyAddressFor(
  key: string,
  domain: string,
  sessionId: string,
  email: string,
): string | undefined {
  if (!CHAT_ID_PATTERN.test(sessionId) || !isMailDomain(domain)) return undefined;
  const local = `${PREFIX}${sessionId}.${signatureOf(key, sessionId, email)}`;
  return local.length > MAX_LOCAL_PART ? undefined : `${local}@${domain.toLowerCase()}`;
}

export interface ReplyAddress {
  readonly sessionId: string;
  readonly sig: string;
}

/**
 * The conversation a recipient names, when it is a reply address at `domain` (a list of
 * recipients, as an envelope may carry, gives its first such address). Says nothing of the
 * signature: `isSignedFor` does, once the conversation's address is known.
 */
export function parseReplyAddress(recipients: string, domain: string): ReplyAddress | null {
  for (const recipient of recipients.split(',')) {
    const address = recipient.trim().replace(/^<(.*)>$/, '$1');
    const found = /^reply\+([A-Za-z0-9_-]{8,128})\.([0-9a-f]+)@([^@\s]+)$/i.exec(address);
    if (!found?.[1] || !found[2] || !found[3]) continue;
    if (found[3].toLowerCase() !== domain.toLowerCase() || found[2].length !== SIG_LENGTH) {
      continue;
    }
    // Mail servers may change the case of a local part; the id is as we wrote it (a UUID).
    return { sessionId: found[1], sig: found[2].toLowerCase() };
  }
  return null;
}

/** Whether `address` is the one we wrote for this conversation's e-mail to `email` (constant time). */
export function isSignedFor(key: string, address: ReplyAddress, email: string): boolean {
  const expected = Buffer.from(signatureOf(key, address.sessionId, email), 'hex');
  const given = Buffer.from(address.sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The reply e-mails' Reply-To: with INBOUND_MAIL_DOMAIN, each conversation's address signed with
 * MAIL_LINK_KEY; without the domain none (replies by e-mail are off, and nothing else changes).
 */
export function replyAddresses(
  key: string,
  domain: string | undefined,
): ((sessionId: string, email: string) => string | undefined) | undefined {
  if (!domain) return undefined;
  return (sessionId, email) => replyAddressFor(key, domain, sessionId, email);
}

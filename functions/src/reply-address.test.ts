import { describe, expect, it } from 'vitest';
import {
  isSignedFor,
  parseReplyAddress,
  replyAddresses,
  replyAddressFor,
} from './reply-address.js';

const KEY = 'test-mail-link-key';
const DOMAIN = 'reply.example.co.uk';
const SESSION = '0b7c2a64-5d1e-4f7a-9c3b-2e8d6f1a0c95';

describe('the reply address (Reply-To) of a conversation', () => {
  it('is reply+<session>.<signature>@<domain>, within the 64 characters a local part may have', () => {
    const address = replyAddressFor(KEY, DOMAIN, SESSION, 'sam@example.com');
    expect(address).toMatch(
      new RegExp(`^reply\\+${SESSION}\\.[0-9a-f]{20}@reply\\.example\\.co\\.uk$`),
    );
    expect(address?.split('@')[0]?.length).toBeLessThanOrEqual(64);
  });

  it('reads back as its conversation and is signed for the address the e-mail went to', () => {
    const address = parseReplyAddress(
      replyAddressFor(KEY, DOMAIN, SESSION, 'Sam@Example.com') ?? '',
      DOMAIN,
    );
    expect(address?.sessionId).toBe(SESSION);
    // The address compares as a mail server does: case and spaces aside.
    expect(address && isSignedFor(KEY, address, ' sam@example.com')).toBe(true);
  });

  it('is refused for another address, another conversation, another key, or a changed signature', () => {
    const address = parseReplyAddress(
      replyAddressFor(KEY, DOMAIN, SESSION, 'sam@example.com') ?? '',
      DOMAIN,
    );
    if (!address) throw new Error('no address');
    expect(isSignedFor(KEY, address, 'someone@example.com')).toBe(false);
    expect(isSignedFor('another-key', address, 'sam@example.com')).toBe(false);
    const other = { ...address, sessionId: 'f00dfeed-0000-4000-8000-000000000001' };
    expect(isSignedFor(KEY, other, 'sam@example.com')).toBe(false);
    const flipped = `${address.sig.slice(0, -1)}${address.sig.endsWith('0') ? '1' : '0'}`;
    expect(isSignedFor(KEY, { ...address, sig: flipped }, 'sam@example.com')).toBe(false);
  });

  it('survives a mail server that changes the case of the signature or the domain', () => {
    const address = replyAddressFor(KEY, DOMAIN, SESSION, 'sam@example.com') ?? '';
    const [local = '', domain = ''] = address.split('@');
    const [head = '', sig = ''] = local.split('.');
    const parsed = parseReplyAddress(
      `${head}.${sig.toUpperCase()}@${domain.toUpperCase()}`,
      DOMAIN,
    );
    expect(parsed && isSignedFor(KEY, parsed, 'sam@example.com')).toBe(true);
  });

  it('finds ours among several recipients, in angle brackets too; anything else is not one', () => {
    const ours = replyAddressFor(KEY, DOMAIN, SESSION, 'sam@example.com') ?? '';
    expect(parseReplyAddress(`hello@example.co.uk, <${ours}>`, DOMAIN)?.sessionId).toBe(SESSION);
    expect(parseReplyAddress(ours.replace(DOMAIN, 'evil.example'), DOMAIN)).toBeNull();
    expect(parseReplyAddress(`reply+${SESSION}.abc@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseReplyAddress(`reply+short.${'a'.repeat(20)}@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseReplyAddress(`hello@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseReplyAddress('', DOMAIN)).toBeNull();
  });

  it('is none for an id too long for an address, an id that is not ours, or a bad domain', () => {
    expect(replyAddressFor(KEY, DOMAIN, 'a'.repeat(60), 'sam@example.com')).toBeUndefined();
    expect(replyAddressFor(KEY, DOMAIN, 'bad id!', 'sam@example.com')).toBeUndefined();
    expect(replyAddressFor(KEY, 'not a domain', SESSION, 'sam@example.com')).toBeUndefined();
  });

  it('is off without INBOUND_MAIL_DOMAIN, and on with it', () => {
    expect(replyAddresses(KEY, undefined)).toBeUndefined();
    const addresses = replyAddresses(KEY, DOMAIN);
    expect(addresses?.(SESSION, 'sam@example.com')).toBe(
      replyAddressFor(KEY, DOMAIN, SESSION, 'sam@example.com'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { mailtoHrefFor, telHrefFor } from './contact-links.js';

/** What a mail client would read from the link: its address, and any header it carries. */
function readMailto(href: string) {
  const url = new URL(href);
  return { scheme: url.protocol, address: decodeURIComponent(url.pathname), query: url.search };
}

/** Addresses an attacker stored (or typed where nothing checked them) to rewrite the link. */
const HOSTILE_ADDRESSES = [
  'sam@example.com?cc=boss@evil.example&body=Pay%20here',
  'sam@example.com&bcc=boss@evil.example',
  'sam@example.com%0Abcc:boss@evil.example',
  'sam@example.com\nbcc: boss@evil.example',
  'sam@example.com?subject=Invoice',
  'sam@example.com#subject=x',
  'x%3F@evil.example',
  'sam@example.com,boss@evil.example',
  'javascript:alert(1)//@example.com',
  'sam jones@example.com',
  'sam@exa\u00a0mple.com',
  'moc.elpmaxe@\u202Emas',
];

describe('mailto: links', () => {
  it.each(HOSTILE_ADDRESSES)('link exactly %j, with no header, recipient or scheme', (address) => {
    const href = mailtoHrefFor(address);
    const { scheme, address: read, query } = readMailto(href);
    expect(scheme).toBe('mailto:');
    expect(query).toBe('');
    expect(href.slice('mailto:'.length)).not.toMatch(/[?&#,=:\s\u00a0\u202e]/i);
    expect(read).toBe(address.trim());
  });

  it('keeps an ordinary address readable as itself', () => {
    expect(mailtoHrefFor("o'neil+quote@mail.example.co.uk")).toBe(
      "mailto:o'neil+quote@mail.example.co.uk",
    );
    expect(mailtoHrefFor(' sam@example.com ')).toBe('mailto:sam@example.com');
  });
});

describe('tel: links', () => {
  it('dials the digits, after a leading + only', () => {
    expect(telHrefFor('+44 7700 900123')).toBe('tel:+447700900123');
    expect(telHrefFor('07700 900123')).toBe('tel:07700900123');
    expect(telHrefFor('(01202) 000-000')).toBe('tel:01202000000');
    expect(telHrefFor('0770+0900')).toBe('tel:07700900');
  });

  it.each([
    'javascript:alert(1)',
    '07700 900123?call=1',
    '07700;ext=1&x=y',
    '07700%0A900123',
    '\u202E32109 00770',
    '０７７００ ９００１２３',
    'tel:+44 sms:123',
  ])('gives a number with no other scheme or parameter for %j', (phone) => {
    expect(telHrefFor(phone)).toMatch(/^tel:\+?[0-9]*$/);
  });
});

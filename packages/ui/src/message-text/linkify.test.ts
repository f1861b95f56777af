import { describe, expect, it } from 'vitest';
import { linkify, type MessagePart } from './linkify';

const links = (message: string) =>
  linkify(message)
    .filter((part) => part.kind === 'link')
    .map((part) => part.href);
const joined = (parts: MessagePart[]) => parts.map((part) => part.text).join('');

describe('linkify', () => {
  it('gives a message without links back as one text part', () => {
    expect(linkify('See you at 9, thanks!')).toEqual([
      { kind: 'text', text: 'See you at 9, thanks!' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https URLs into links, keeping the text around them', () => {
    expect(linkify('Prices: https://example.co.uk/prices?car=suv#top today')).toEqual([
      { kind: 'text', text: 'Prices: ' },
      {
        kind: 'link',
        text: 'https://example.co.uk/prices?car=suv#top',
        href: 'https://example.co.uk/prices?car=suv#top',
      },
      { kind: 'text', text: ' today' },
    ]);
    expect(links('http://a.example and HTTPS://B.example/x')).toEqual([
      'http://a.example/',
      'https://b.example/x',
    ]);
  });

  it('leaves sentence punctuation and unopened brackets out of the link', () => {
    expect(links('Look at https://example.com/a.')).toEqual(['https://example.com/a']);
    expect(links('(see https://example.com/a), or')).toEqual(['https://example.com/a']);
    expect(links('Is it https://example.com/a?!')).toEqual(['https://example.com/a']);
    expect(links('https://en.wikipedia.org/wiki/Wax_(polish)')).toEqual([
      'https://en.wikipedia.org/wiki/Wax_(polish)',
    ]);
  });

  it('never links other schemes, markup or bare names', () => {
    for (const message of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'www.example.com',
      'mailto:someone@example.com',
      '<a href="javascript:alert(1)">https</a>',
      'xhttps://example.com',
      'https://',
    ]) {
      expect(links(message), message).toEqual([]);
    }
  });

  it('ends a link at markup, so an injected attribute stays text', () => {
    const parts = linkify('<img src="https://example.com/x.png" onerror=alert(1)>');
    expect(links('<img src="https://example.com/x.png" onerror=alert(1)>')).toEqual([
      'https://example.com/x.png',
    ]);
    expect(joined(parts)).toBe('<img src="https://example.com/x.png" onerror=alert(1)>');
  });

  it('always gives the message back exactly when its parts are joined', () => {
    for (const message of [
      'a https://x.example b http://y.example/(z)) c',
      'https://x.example.https://y.example',
      '  https://x.example  ',
      'emoji 🚗 https://x.example/🚗 end',
    ]) {
      expect(joined(linkify(message))).toBe(message);
    }
  });
});

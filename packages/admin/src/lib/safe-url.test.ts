import { HOSTILE_ORIGINS } from '@detailing/core/testing';
import { describe, expect, it } from 'vitest';
import { hostOf, pageHref } from './safe-url';

const SITE = 'https://harbourheath.example';

describe('stored URLs, read safely', () => {
  it.each(HOSTILE_ORIGINS)('never throws on the origin %j', (origin) => {
    expect(() => hostOf(origin)).not.toThrow();
    expect(() => pageHref({ path: '/', title: '', origin }, SITE)).not.toThrow();
  });

  it('gives the host of an origin, and null for what is not one', () => {
    expect(hostOf('https://www.google.com')).toBe('www.google.com');
    expect(hostOf('http://localhost:5000')).toBe('localhost:5000');
    expect(hostOf('https://[')).toBeNull();
    expect(hostOf('javascript:alert(1)')).toBeNull();
  });

  it('links a page on its own origin, ours when none is stored', () => {
    expect(pageHref({ path: '/services?utm_source=x', title: 'Services' }, SITE)).toBe(
      `${SITE}/services?utm_source=x`,
    );
    expect(pageHref({ path: '/book', title: '', origin: 'https://partner.example' }, SITE)).toBe(
      'https://partner.example/book',
    );
  });

  it('makes no link for a path that would lead to another site', () => {
    expect(pageHref({ path: '//evil.example/login', title: 'Book' }, SITE)).toBeNull();
    expect(pageHref({ path: '/\\evil.example', title: 'Book' }, SITE)).toBeNull();
    expect(pageHref({ path: '/', title: '', origin: 'javascript:alert(1)//' }, SITE)).toBeNull();
  });
});

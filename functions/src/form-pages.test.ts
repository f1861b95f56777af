import { describe, expect, it } from 'vitest';
import { CHALLENGE_TEXTS, challengePage, sameSitePath } from './form-pages.js';

describe('a way back to a page of this site', () => {
  it('is a path with exactly one slash first, no backslash and no control character', () => {
    for (const path of ['/', '/booking', '/services/paint-correction?x=1#top', '/%2F/x']) {
      expect(sameSitePath(path), path).toBe(path);
    }
    for (const path of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/a\\b',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000',
      '/\u007F',
      '/\u0085',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      undefined,
    ]) {
      expect(sameSitePath(path), JSON.stringify(path)).toBeUndefined();
    }
  });
});

describe('the challenge page', () => {
  it('carries every field but the honeypot as hidden inputs, escaped, and posts back to the endpoint', () => {
    const page = challengePage({
      fields: { name: '"><script>alert(1)</script>', 'x"y': 'a&b', _honey: '', _confirm: 'old' },
      token: 'new-token',
      page: '/booking',
    });
    expect(page).not.toContain('<script>');
    expect(page).toContain(
      '<input type="hidden" name="name" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>',
    );
    expect(page).toContain('<input type="hidden" name="x&quot;y" value="a&amp;b"/>');
    expect(page).not.toContain('_honey');
    expect(page).not.toContain('old');
    expect(page).toContain('<input type="hidden" name="_page" value="/booking"/>');
    expect(page).toContain('<input type="hidden" name="_confirm" value="new-token"/>');
    expect(page).toContain('<form action="/api/requests" method="post">');
    expect(page).toContain(`<title>${CHALLENGE_TEXTS.title}</title>`);
    expect(page).toContain('<a href="/booking">Go back to the form</a>');
  });
});

import { describe, expect, it } from 'vitest';
import { sessionFromSearch, urlWithSession } from './session-url';

describe('session in the URL', () => {
  it('reads ?session=ID and ignores an empty one', () => {
    expect(sessionFromSearch('?session=abc12345-x')).toBe('abc12345-x');
    expect(sessionFromSearch('?session=')).toBeNull();
    expect(sessionFromSearch('')).toBeNull();
  });

  it('sets and clears it without touching the rest', () => {
    const base = 'https://x.example/admin/chat?debug=1#top';
    expect(urlWithSession(base, 'abc12345')).toBe('/admin/chat?debug=1&session=abc12345#top');
    expect(urlWithSession('https://x.example/admin/chat?session=abc', null)).toBe('/admin/chat');
  });
});

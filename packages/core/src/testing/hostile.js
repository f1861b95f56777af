// @ts-check
// Values a hostile visitor has stored, or tried to, where the console expects an origin or an
// e-mail address (issue #21): the rules tests check each is refused, core's unit tests
// that the client refuses them too, and the console's component test that it survives each
// one already stored (data written before the rules were strict). Test support only.

/** Not origins: each once passed the loose pattern `https?://[^/\s]+`. */
export const HOSTILE_ORIGINS = [
  'https://[',
  'http://a:99999',
  'https://a<b',
  'http://256.1.1.1',
  'https://xn--a.com',
  'https://a\u0000b',
  'https://a\u001bb',
  'https://a\u0007b',
  'https://a\u007fb',
  'https://a\u0085b',
  'https://a\u000bb',
  'https://a\u00a0b',
  'https://a\u2028b',
  'https://UPPER.example',
  'https://a.example/path',
  'javascript://a.example',
];

/** Not e-mail addresses the console may put in a `mailto:` link. */
export const HOSTILE_EMAILS = [
  'x@evil.example?subject=Invoice&body=Pay%20here',
  'x@evil.example&cc=boss@evil.example',
  'x@evil.example#frag',
  'x%3F@evil.example',
  'sam jones@example.com',
  'sam@exa\u00a0mple.com',
  'sam@example',
];

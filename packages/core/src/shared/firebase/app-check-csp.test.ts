import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * App Check (reCAPTCHA Enterprise) runs only when VITE_APPCHECK_SITE_KEY is set at build time,
 * but the hosting headers are static: the production CSP must already allow what it loads, or
 * switching it on would break the chat. (Google's list: reCAPTCHA Enterprise's CSP guide.)
 */
const firebaseJson = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../../firebase.json'), 'utf8'),
) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } };

const csp = firebaseJson.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')?.value;

const directive = (name: string): string[] =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe("the production CSP allows App Check's reCAPTCHA Enterprise", () => {
  it('scripts, frames and the token exchange', () => {
    expect(directive('script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(directive('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    expect(directive('connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it('and nothing broader: no wildcard hosts, no inline or eval scripts', () => {
    expect(directive('script-src').join(' ')).not.toMatch(/\*|unsafe-inline|unsafe-eval/);
    expect(directive('frame-src').join(' ')).not.toMatch(/\*/);
  });
});

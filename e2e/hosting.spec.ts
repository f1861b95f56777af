import { emulatorHosts } from '@detailing/core/testing/emulator-config';
import { LEGACY_REDIRECTS, PUBLIC_ROUTES } from '@detailing/site/routes';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { localCsp } from '../scripts/lib/emulators.mjs';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};

/** A Hosting glob (`**`, `*`) as a regular expression over the whole path. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split(/(\*\*|\*)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

/**
 * The headers firebase.json declares for a path: every matching rule applies, a later rule's value
 * winning for the same header (as Hosting does for Cache-Control on /assets/**). The local stack
 * serves the CSP with the emulators added (scripts/lib/emulators.mjs).
 */
function declaredHeaders(path: string): Record<string, string> {
  const { firestoreHost, authHost } = emulatorHosts();
  const emulators = `http://${firestoreHost} http://${authHost}`;
  const headers: Record<string, string> = {};
  for (const rule of config.hosting.headers) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) {
      headers[key.toLowerCase()] =
        key === 'Content-Security-Policy' ? localCsp(value, emulators) : value;
    }
  }
  return headers;
}

test.describe('served the way Firebase Hosting serves production', () => {
  // The site's legacy redirects (firebase.json is held to the same table by a unit test).
  for (const { source, destination, type } of LEGACY_REDIRECTS) {
    test(`legacy URL ${source} is a permanent redirect to ${destination}`, async ({ request }) => {
      const response = await request.get(source, { maxRedirects: 0 });
      expect(response.status()).toBe(type);
      expect(response.headers()['location']).toBe(destination);
    });
  }

  test('an unknown URL answers 404 with a page that leads home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of [...PUBLIC_ROUTES, '/admin/chat', '/widget/detailing-chat.js', '/sw.js']) {
    test(`${path} carries the headers firebase.json declares for it`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const declared = declaredHeaders(path);
      expect(declared['content-security-policy']).toContain("default-src 'self'");
      const served = response.headers();
      const actual = Object.fromEntries(Object.keys(declared).map((key) => [key, served[key]]));
      expect(actual).toEqual(declared);
    });
  }

  test('the security headers are the ones a browser needs to see', () => {
    // A guard on firebase.json itself, so a careless edit cannot weaken what the tests compare.
    const page = declaredHeaders('/');
    // Scripts only from ourselves, and reCAPTCHA's for App Check (loaded only when it is
    // configured; docs/deploy.md): never inline, eval or a wildcard.
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(page['content-security-policy'] ?? '');
    expect(scriptSrc?.[1]?.split(' ')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(page['content-security-policy']).toContain("object-src 'none'");
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page['content-security-policy']).toContain("base-uri 'self'");
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    expect(declaredHeaders('/widget/detailing-chat.js')['access-control-allow-origin']).toBe('*');
    // The staff console is for staff: search engines must not index it.
    expect(declaredHeaders('/admin/chat')['x-robots-tag']).toBe('noindex, nofollow');
    expect(declaredHeaders('/admin/manifest.webmanifest')['x-robots-tag']).toBe(
      'noindex, nofollow',
    );
    expect(declaredHeaders('/')['x-robots-tag']).toBeUndefined();
  });

  test('hashed assets are cached for a year', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(script).toBeTruthy();
    const response = await request.get(script ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

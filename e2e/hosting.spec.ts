import { expect, test } from '@playwright/test';

test.describe('served the way Firebase Hosting serves production', () => {
  test('legacy pricing URL is a permanent redirect to /services', async ({ request }) => {
    const response = await request.get('/plans-pricing', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/services');
  });

  test('legacy paint correction URL is a permanent redirect to its service page', async ({
    request,
  }) => {
    const response = await request.get('/service-page/full-paint-correction-including-wet-sand', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/services/paint-correction');
  });

  test('an unknown URL answers 404 with a page that leads home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('pages carry the security headers from firebase.json', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('hashed assets are cached for a year', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(script).toBeTruthy();
    const response = await request.get(script ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../scripts/lib/bundle-sizes.mjs';
import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';

/**
 * ARCHITECTURE.md budget: the home page's first-load JavaScript, gzip. The `budgets` step of
 * `npm test` checks it from the build output; this checks what Chromium really requests.
 */
const HOME_FIRST_LOAD_JS_BUDGET = BUDGETS['home-js'] ?? 0;

test('the home page loads at most 120 kB of JavaScript (gzip) before it hydrates', async ({
  page,
  request,
}) => {
  await skipConsultationPopup(page);
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  // Scripts requested before hydration began; what loads later (other pages' code when idle,
  // the chat panel, animation features) is not first-load.
  const urls = await page.evaluate(() => {
    const hydrate = performance.getEntriesByName('hydrate')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < hydrate && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => e.name);
  });
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const body = await (await request.get(url)).body();
      return [new URL(url).pathname, gzipSync(body, { level: 9 }).length] as const;
    }),
  );
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  const report = sizes
    .sort((a, b) => b[1] - a[1])
    .map(([file, bytes]) => `${(bytes / 1024).toFixed(1)} kB ${file}`)
    .join('\n  ');
  console.log(`Home first-load JS: ${(total / 1024).toFixed(1)} kB gzip\n  ${report}`);
  expect(urls.length).toBeGreaterThan(0);
  expect(total, `home first-load JS over budget:\n  ${report}`).toBeLessThanOrEqual(
    HOME_FIRST_LOAD_JS_BUDGET,
  );
});

const CONSOLE_FIRST_LOAD_JS_BUDGET = BUDGETS['admin-js'] ?? 0;

test('the staff console loads at most 215 kB of JavaScript (gzip) until its sign-in form shows', async ({
  page,
  request,
}) => {
  await page.goto('/admin/', { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => e.name),
  );
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const body = await (await request.get(url)).body();
      return [new URL(url).pathname, gzipSync(body, { level: 9 }).length] as const;
    }),
  );
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  const report = sizes
    .sort((a, b) => b[1] - a[1])
    .map(([file, bytes]) => `${(bytes / 1024).toFixed(1)} kB ${file}`)
    .join('\n  ');
  console.log(`Console first-load JS: ${(total / 1024).toFixed(1)} kB gzip\n  ${report}`);
  expect(urls.some((url) => /\/admin\/assets\/firebase-/.test(url))).toBe(true);
  // Firestore comes with the chat backend, once a member of staff signs in.
  expect(urls.filter((url) => /\/admin\/assets\/(firestore|chat-backend)-/.test(url))).toEqual([]);
  expect(total, `console first-load JS over budget:\n  ${report}`).toBeLessThanOrEqual(
    CONSOLE_FIRST_LOAD_JS_BUDGET,
  );
});

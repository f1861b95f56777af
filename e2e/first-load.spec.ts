import type { Page } from '@playwright/test';
import { firstLoadScripts, readServed } from '../scripts/lib/bundle-sizes.mjs';
import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';

/**
 * What a first load fetches, in Chromium. The budgets themselves are checked in one place, the
 * `budgets` step of `npm test` (scripts/lib/bundle-sizes.mjs), from the build: these tests hold
 * that what it counts is what a browser really requests, and that Firebase stays off the page
 * until the chat needs it.
 */
const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:5000';

/** The scripts the budgets step counts for the page at `path` (its first load). */
async function counted(path: string) {
  const html = await (await fetch(new URL(path, BASE_URL))).text();
  const files = await firstLoadScripts(readServed(BASE_URL), html);
  return files.map((f) => f.file);
}

/** Paths of the scripts Chromium requested, before `before` ms if given. */
const requestedScripts = (page: Page, beforeMark?: string) =>
  page.evaluate((mark) => {
    const until = mark ? (performance.getEntriesByName(mark)[0]?.startTime ?? Infinity) : Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < until && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => new URL(e.name).pathname);
  }, beforeMark);

test('the home page requests before it hydrates only scripts the home-js budget counts', async ({
  page,
}) => {
  await skipConsultationPopup(page);
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  // What loads later (other pages' code when idle, the chat panel, animation features) is not
  // first-load.
  const requested = await requestedScripts(page, 'hydrate');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((file) => !file.startsWith('/assets/'))).toEqual([]);
  const budgeted = await counted('/');
  expect(requested.filter((file) => !budgeted.includes(file))).toEqual([]);
});

test('the staff console requests until its sign-in form only scripts the admin-js budget counts, and no Firestore', async ({
  page,
}) => {
  await page.goto('/admin/', { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const requested = await requestedScripts(page);
  expect(requested.some((file) => /^\/admin\/assets\/firebase-/.test(file))).toBe(true);
  // Firestore comes with the chat backend, once a member of staff signs in.
  expect(
    requested.filter((file) => /\/admin\/assets\/(firestore|chat-backend)-/.test(file)),
  ).toEqual([]);
  const budgeted = await counted('/admin/');
  expect(requested.filter((file) => !budgeted.includes(file))).toEqual([]);
});

test('a visitor with no conversation never downloads Firebase, even once the panel is preloaded', async ({
  page,
}) => {
  await skipConsultationPopup(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await waitForHydration(page);
  // The panel is imported when the page has settled (5 s) and the browser is idle.
  await expect
    .poll(() => requested.some((url) => url.includes('define-panel')), { timeout: 20_000 })
    .toBe(true);
  await page.waitForTimeout(1000);
  const firebase = requested.filter(
    (url) => /firebase/i.test(url) || url.includes('googleapis') || !url.startsWith(BASE_URL),
  );
  expect(firebase).toEqual([]);
});

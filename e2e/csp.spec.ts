import { emulatorHosts } from '@detailing/core/testing/emulator-config';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, test } from './fixtures';

/**
 * The site, the widget and the staff console under the Content-Security-Policy that
 * firebase.json serves. The fixture (e2e/fixtures.ts) collects every `securitypolicyviolation`
 * in the page, shadow roots included, and fails the test on any; these tests drive each part
 * through what it does, so a violation anywhere shows up here first. Every public route loading
 * and hydrating under the policy is e2e/a11y.spec.ts's (one load of each, under this fixture);
 * the site's widget chatting under it (and loading nothing of App Check) is
 * e2e/chat-widget.spec.ts's; the staff console signing in, showing a conversation and replying
 * is e2e/admin.spec.ts's (all under the same fixture).
 */
const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:5000';
const { firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST } = emulatorHosts();
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: DESKTOP });

const launcher = (page: Page) => page.getByRole('button', { name: 'Open live chat', exact: true });
const input = (page: Page) => page.getByPlaceholder('Type a message...');
const savedUserMessages = (page: Page) =>
  page.locator('li[data-sender="user"]:not([data-pending])');

test.describe('the standalone widget on a third-party page with a strict CSP of its own', () => {
  let server: Server;
  let thirdParty = '';
  const nonce = 'e2e-third-party-nonce';

  test.beforeAll(async () => {
    const template = await readFile(
      new URL('./fixtures/third-party/index.html', import.meta.url),
      'utf8',
    );
    const html = template
      .replace('__WIDGET_SCRIPT__', `${BASE_URL}/widget/detailing-chat.js`)
      .replaceAll('<style>', `<style nonce="${nonce}">`)
      .replaceAll('<script>', `<script nonce="${nonce}">`);
    // What an embedding page needs to allow (docs/chat-widget.md): the widget's origin for
    // scripts, Firestore and Auth for connections (here the emulators). Nothing for styles
    // (constructable stylesheets), nothing inline, and Trusted Types enforced.
    const csp = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' ${BASE_URL}`,
      `style-src 'nonce-${nonce}'`,
      `connect-src http://${FIRESTORE_HOST} http://${AUTH_HOST}`,
      // blob: for the photos in the conversation (docs/embedding.md).
      'img-src data: blob:',
      "base-uri 'none'",
      "object-src 'none'",
      "require-trusted-types-for 'script'",
    ].join('; ');
    server = createServer((request, response) => {
      const found = request.url === '/';
      response.writeHead(found ? 200 : 404, {
        'content-type': 'text/html; charset=utf-8',
        ...(found ? { 'content-security-policy': csp } : {}),
      });
      response.end(found ? html : 'Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    thirdParty = `http://localhost:${port}/`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('the chat opens and a message is stored, with no CSP violation', async ({ page }) => {
    await page.goto(thirdParty);
    await launcher(page).click();
    await expect(input(page)).toBeFocused();
    await input(page).fill('Hello from a page with a strict policy');
    await input(page).press('Enter');
    await expect(savedUserMessages(page)).toHaveCount(1, LIVE);
  });
});

test.describe('the violation collector', () => {
  // Proof that the fixture notices a violation: this test must fail, in the fixture's teardown.
  // Chromium's own console error for the blocked image is allowed, so only the collector can.
  test.fail();
  test.use({ allowConsoleErrors: [/not-allowed\.example/] });

  test('an image from a host the CSP does not allow fails the test', async ({ page }) => {
    await page.goto('/thank-you');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://not-allowed.example/pixel.png';
      document.body.append(image);
    });
    await page.waitForTimeout(200);
  });
});

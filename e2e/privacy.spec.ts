import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, skipConsultationPopup, test, waitForHydration } from './fixtures';

/**
 * The privacy notice (CHAT-PRODUCT.md section 5): a prerendered page at /privacy, in the sitemap,
 * linked from the footer, every form, and the chat panel, which links to our site's page
 * absolutely when it is embedded on another site.
 */
const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:5000';

const SECTIONS = [
  'Who we are',
  'What the live chat stores',
  'What the forms send',
  'Why we use it',
  'How long we keep it',
  'Who else handles it',
  'Cookies and your device',
  'Your rights',
  'Changes and contact',
];

test.use({ viewport: DESKTOP });

test('the notice is in the prerendered HTML: title, canonical link, date and every heading', async ({
  request,
}) => {
  const response = await request.get('/privacy');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<title>Privacy Notice | Harbour &amp; Heath Detailing</title>');
  expect(head).toMatch(/<link rel="canonical" href="http[^"]+\/privacy" \/>/);
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toMatch(/<h1[^>]*>Privacy Notice<\/h1>/);
  // React writes the attribute as `dateTime` (HTML attribute names are case-insensitive).
  expect(body).toMatch(/<time datetime="2026-11-27">27 November 2026<\/time>/i);
  for (const heading of SECTIONS) expect(body).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
  expect(body).toContain('href="mailto:hello@example.com"');
  expect(body).toContain('href="https://ico.org.uk/make-a-complaint/"');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http[^<]+\/privacy<\/loc>/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads in full, and its contents jump to each section', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    const main = page.getByRole('main');
    for (const heading of SECTIONS) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText('Last updated: 27 November 2026');
    await main.getByRole('navigation').getByRole('link', { name: 'Your rights' }).click();
    await expect(page).toHaveURL(/\/privacy#your-rights$/);
    await expect(main.getByRole('heading', { name: 'Your rights' })).toBeInViewport();
  });

  test('the footer and the forms link to it', async ({ page }) => {
    await page.goto('/contact');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }),
    ).toHaveAttribute('href', '/privacy');
    await expect(
      page.locator('form').getByRole('link', { name: 'Privacy notice' }),
    ).toHaveAttribute('href', '/privacy');
  });
});

test.describe('links to the notice', () => {
  test.beforeEach(async ({ page }) => {
    await skipConsultationPopup(page);
  });

  test('the footer’s “Privacy notice” opens it in the app', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Notice | Harbour & Heath Detailing');
  });

  for (const { route, button } of [
    { route: '/', button: 'Request a Callback' },
    { route: '/booking', button: 'Request My Booking' },
    { route: '/contact', button: 'Send Message' },
  ]) {
    test(`the ${route} form says what the details are for, under its button`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
      const line = form.getByText('We use your details only to reply to you.');
      await expect(line).toBeVisible();
      const link = line.getByRole('link', { name: 'Privacy notice' });
      await expect(link).toHaveAttribute('href', '/privacy');
      const submit = await form.getByRole('button', { name: button }).boundingBox();
      const text = await line.boundingBox();
      expect(text && submit && text.y >= submit.y + submit.height).toBe(true);
      await link.click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    });
  }
});

const privacyLine = (page: Page) =>
  page.getByRole('dialog', { name: 'Live Chat' }).getByText('We store this chat to reply to you.');

test.describe('the chat panel', () => {
  test('on our site, links to /privacy under the message input', async ({ page }) => {
    await skipConsultationPopup(page);
    await page.goto('/services');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
    await expect(privacyLine(page)).toHaveText(
      'We store this chat to reply to you. Privacy notice',
    );
    const link = privacyLine(page).getByRole('link', { name: 'Privacy notice' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  });

  test.describe('embedded on another site', () => {
    let server: Server;
    let thirdParty = '';

    test.beforeAll(async () => {
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
        <title>Another site</title><link rel="icon" href="data:," /></head>
        <body><h1>Another site</h1>
        <script type="module" src="${BASE_URL}/widget/detailing-chat.js"></script></body></html>`;
      server = createServer((request, response) => {
        const found = request.url === '/';
        response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(found ? html : 'Not found');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      // `localhost`, not the site's 127.0.0.1: another origin.
      thirdParty = `http://localhost:${(server.address() as AddressInfo).port}/`;
    });

    test.afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    test('links to our site’s /privacy absolutely, in a new tab', async ({ page }) => {
      await page.goto(thirdParty);
      await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
      const link = privacyLine(page).getByRole('link', { name: /^Privacy notice/ });
      await expect(link).toHaveAttribute('href', `${new URL(BASE_URL).origin}/privacy`);
      await expect(link).toHaveAttribute('target', '_blank');
      const [notice] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(notice.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
      await notice.close();
      await expect(page).toHaveURL(thirdParty);
    });
  });
});

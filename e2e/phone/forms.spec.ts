import { expect, skipConsultationPopup, test } from '../fixtures';
import { requestFrom, uniqueName } from '../requests';
import { siteToast } from '../toasts';
import { swipe, visit } from './phone';

// The forms post to the endpoint, whose limit is per client address (e2e/fixtures.ts).
test.use({ ownClientAddress: true });

/** The callback forms and their toasts on a phone, filled and sent with taps and a keyboard. */
test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('on /book-online the form is on the first screen', async ({ page }) => {
  await visit(page, '/book-online');
  await expect(page.getByRole('heading', { name: 'Request a callback' })).toBeInViewport({
    ratio: 1,
  });
  await expect(page.getByLabel('Full name')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an empty form gets the Incomplete Form toast on screen; a swipe right dismisses it', async ({
  page,
}) => {
  await visit(page, '/book-online');
  await page.getByRole('button', { name: 'Request My Booking' }).tap();
  const toast = siteToast(page, 'Incomplete Form');
  await expect(toast).toContainText('Please provide your name and phone number.');
  await expect(toast).toBeInViewport({ ratio: 1 });
  // Below the sticky header, not under it.
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  await expect(page).toHaveURL(/\/book-online$/);
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await swipe(page, toast, 140);
  await expect(toast).toBeHidden();
});

test('a filled booking form is sent and the visitor lands on the thank-you page', async ({
  page,
}) => {
  const name = uniqueName('Phone Visitor');
  await visit(page, '/book-online');
  await page.getByLabel('Full name').tap();
  await page.keyboard.type(name);
  await page.getByLabel('Phone number').tap();
  await page.keyboard.type('07700 900222');
  await Promise.all([
    page.waitForURL(/\/thank-you$/),
    page.getByRole('button', { name: 'Request My Booking' }).tap(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeInViewport();
  expect((await requestFrom(name))['phone']).toBe('07700 900222');

  await page.getByRole('link', { name: 'Return to Homepage' }).tap();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the home page says Callback Request Sent! when the form sends the visitor back', async ({
  page,
}) => {
  await visit(page, '/?form-submitted=true');
  const toast = siteToast(page, 'Callback Request Sent!');
  await expect(toast).toBeInViewport({ ratio: 1 });
  await toast.getByRole('button', { name: /close/i }).tap();
  await expect(toast).toBeHidden();
});

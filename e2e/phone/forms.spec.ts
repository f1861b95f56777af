import { expect, skipConsultationPopup, test } from '../fixtures';
import { requestFrom, uniqueName } from '../requests';
import { siteToast } from '../toasts';
import { chatButton, overlaps, scrollTo, swipe, visit } from './phone';

// The forms post to the endpoint, whose limit is per client address (e2e/fixtures.ts).
test.use({ ownClientAddress: true });

/** The callback forms and their toasts on a phone, filled and sent with taps and a keyboard. */
test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('on /booking the form is on the first screen', async ({ page }) => {
  await visit(page, '/booking');
  await expect(page.getByRole('heading', { name: 'Request a callback' })).toBeInViewport({
    ratio: 1,
  });
  await expect(page.getByLabel('Full name')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an empty form gets the Incomplete Form toast on screen; a swipe right dismisses it', async ({
  page,
}) => {
  await visit(page, '/booking');
  await page.getByRole('button', { name: 'Request My Booking' }).tap();
  const toast = siteToast(page, 'Incomplete Form');
  await expect(toast).toContainText('Please provide your name and phone number.');
  await expect(toast).toBeInViewport({ ratio: 1 });
  // Below the sticky header, not under it.
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  await expect(page).toHaveURL(/\/booking$/);
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await swipe(page, toast, 140);
  await expect(toast).toBeHidden();
});

test('a filled booking form is sent and the visitor lands on the thank-you page', async ({
  page,
}) => {
  const name = uniqueName('Phone Visitor');
  await visit(page, '/booking');
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

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('each field and button of the booking and contact forms scrolls clear of the chat button, and a tap at its end reaches it', async ({
    page,
  }) => {
    for (const { path, labels, submit } of [
      { path: '/booking', labels: ['Full name', 'Phone number'], submit: 'Request My Booking' },
      {
        path: '/contact',
        labels: ['Full name', 'Phone number', 'E-mail (optional)', 'Message (optional)'],
        submit: 'Send Message',
      },
    ]) {
      await visit(page, path);
      await expect(chatButton(page)).toBeVisible();
      const form = page.getByRole('main').locator('form');
      const controls = [
        ...labels.map((label) => form.getByLabel(label, { exact: true })),
        form.getByRole('button', { name: submit }),
      ];
      for (const control of controls) {
        // From the top of the page, the browser brings the control into view as it does for
        // a tap or a focus.
        await scrollTo(page, 0);
        await control.scrollIntoViewIfNeeded();
        const launcher = await chatButton(page).boundingBox();
        const box = await control.boundingBox();
        if (!launcher || !box) throw new Error('no chat button or control to measure');
        expect(overlaps(box, launcher), `${path}: the chat button is clear of it`).toBe(false);
        // Its middle and its end (under the chat button before) are the control's own.
        const hits = await control.evaluate((element) => {
          const r = element.getBoundingClientRect();
          const own = (x: number) =>
            element.contains(document.elementFromPoint(x, r.top + r.height / 2));
          return { middle: own(r.left + r.width / 2), end: own(r.right - 6) };
        });
        expect(hits, path).toEqual({ middle: true, end: true });
      }
      // A finger at the phone field's end, where the chat button sat, reaches the field.
      await scrollTo(page, 0);
      const phone = form.getByLabel('Phone number');
      await phone.scrollIntoViewIfNeeded();
      const box = await phone.boundingBox();
      if (!box) throw new Error('no phone field');
      await phone.tap({ position: { x: box.width - 8, y: box.height / 2 } });
      await expect(phone).toBeFocused();
    }
  });
});

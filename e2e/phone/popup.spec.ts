import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chatButton, scrollY, visit } from './phone';

/**
 * The consultation popup on a phone: the chat button stays out of its way, and it never
 * interrupts (not on the booking form, not over the chat or just after it, not on a page opened
 * from a reply e-mail), waiting for the next quiet page instead.
 */

const consultation = (page: Page) =>
  page.getByRole('dialog', { name: 'Free Personalised Consultation' });

/** Lets the popup's 3 s, and a second more, pass on this page; it stays away. */
async function noPopupHere(page: Page) {
  await page.clock.runFor(4000);
  await expect(consultation(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('consultationPopupSeen'))).toBeNull();
}

test('the popup opens after 3 s over a hidden chat button; Get My Free Quote goes to /contact', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/services');
  await expect(chatButton(page)).toBeVisible();
  await page.clock.runFor(3000);
  const popup = consultation(page);
  await expect(popup).toBeVisible();
  await expect(popup).toBeInViewport({ ratio: 1 });
  // Not floating over the overlay, where a tap on it would dismiss the offer.
  await expect(chatButton(page)).toBeHidden();

  await popup.getByRole('button', { name: 'Get My Free Quote' }).tap();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(popup).toBeHidden();
  await expect(chatButton(page)).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('closing the popup brings the chat button back, and it stays closed for the session', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(3000);
  const popup = consultation(page);
  await popup.getByRole('button', { name: 'Close' }).tap();
  await expect(popup).toBeHidden();
  await expect(chatButton(page)).toBeVisible();
  await visit(page, '/services');
  await page.clock.runFor(4000);
  await expect(popup).toBeHidden();
});

test('a visitor who asked for a quote is not interrupted on the booking form; back on the service page the popup comes, and Get My Free Quote keeps the service', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/services/paint-correction');
  await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).first().tap();
  await expect(page).toHaveURL(/\/book-online\/paint-correction$/);
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('paint-correction');
  await noPopupHere(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/services\/paint-correction$/);
  await page.clock.runFor(3000);
  const popup = consultation(page);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Get My Free Quote' }).tap();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/booking\?service=Paint%20Correction$/);
  await expect(page.getByText('Service: Paint Correction')).toBeVisible();
  await expect(page.getByRole('main').locator('input[name="service"]')).toHaveValue(
    'Paint Correction',
  );
});

test('a visitor using the chat is not interrupted: not while it is open, nor when they close it, nor on the next page within a minute; a quiet page after that shows the offer', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/');
  await chatButton(page).tap();
  const chat = page.getByRole('dialog', { name: 'Live Chat' });
  await expect(chat).toBeVisible();
  await noPopupHere(page);
  await expect(chat).toBeVisible();

  await chat.getByRole('button', { name: 'Close chat' }).tap();
  await expect(chat).toBeHidden();
  await noPopupHere(page);
  await expect(chatButton(page)).toBeVisible();

  await page.getByRole('link', { name: 'Explore Services' }).tap();
  await expect(page).toHaveURL(/\/services$/);
  await noPopupHere(page);

  // A minute later the visitor moves on to a service.
  await page.clock.fastForward(60_000);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Learn More/ })
    .first()
    .tap();
  await expect(page).toHaveURL(/\/services\/[a-z-]+$/);
  await page.clock.runFor(3000);
  await expect(consultation(page)).toBeVisible();
});

test('a page opened from a reply e-mail’s link is not interrupted', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/services?chat=e2eReplyMailLink0001');
  await noPopupHere(page);
});

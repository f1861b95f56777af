import { expect, test } from '../fixtures';
import { chatButton, scrollY, visit } from './phone';

/** The consultation popup on a phone: the chat button stays out of its way. */
test('the popup opens after 3 s over a hidden chat button; Get My Free Quote goes to /contact', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/services');
  await expect(chatButton(page)).toBeVisible();
  await page.clock.runFor(3000);
  const popup = page.getByRole('dialog', { name: 'Free Personalised Consultation' });
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
  const popup = page.getByRole('dialog', { name: 'Free Personalised Consultation' });
  await popup.getByRole('button', { name: 'Close' }).tap();
  await expect(popup).toBeHidden();
  await expect(chatButton(page)).toBeVisible();
  await visit(page, '/contact');
  await page.clock.runFor(4000);
  await expect(popup).toBeHidden();
});

test('a visitor already chatting is not interrupted: the popup waits until the chat is closed', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/');
  await chatButton(page).tap();
  const chat = page.getByRole('dialog', { name: 'Live Chat' });
  await expect(chat).toBeVisible();
  await page.clock.runFor(4000);
  const popup = page.getByRole('dialog', { name: 'Free Personalised Consultation' });
  await expect(popup).toBeHidden();
  await expect(chat).toBeVisible();

  await chat.getByRole('button', { name: 'Close chat' }).tap();
  await expect(popup).toBeVisible();
  await expect(chatButton(page)).toBeHidden();
});

import type { Page } from '@playwright/test';
import { expect, skipConsultationPopup, test } from '../fixtures';
import { chatButton, overlaps, visit } from './phone';

/** The live chat on a phone: opened, written in and closed with taps. */
const panel = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });
const input = (page: Page) => page.getByPlaceholder('Type a message...');

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('a visitor opens the chat, sends a message with the send button and closes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await visit(page, '/');
  await chatButton(page).tap();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toBeInViewport({ ratio: 1 });
  // In the site's own body font, not the system's.
  expect(await input(page).evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Manrope/);

  const text = `Can you do a wash in Poole on Saturday? ${Date.now()}`;
  await input(page).tap();
  await page.keyboard.type(text);
  await panel(page).getByRole('button', { name: 'Send message' }).tap();
  const sent = page.locator('li[data-sender="user"]:not([data-pending])').filter({ hasText: text });
  await expect(sent).toBeVisible({ timeout: 15_000 });
  await expect(input(page)).toHaveValue('');

  await panel(page).getByRole('button', { name: 'Close chat' }).tap();
  await expect(panel(page)).toBeHidden();
  await expect(chatButton(page)).toHaveAccessibleName('Open live chat');
  // Opened again, the conversation is still there.
  await chatButton(page).tap();
  await expect(sent).toBeVisible();
});

test('the chat button never covers the footer: the last line and link are clear of it', async ({
  page,
}) => {
  for (const path of ['/', '/contact']) {
    await visit(page, path);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const button = await chatButton(page).boundingBox();
    if (!button) throw new Error('no chat button');
    const footer = page.getByRole('contentinfo');
    for (const target of [
      footer.getByText(/All rights reserved/),
      footer.getByRole('link', { name: 'Services & prices' }),
    ]) {
      await expect(target).toBeInViewport({ ratio: 1 });
      const box = await target.boundingBox();
      expect(box && overlaps(box, button), `${path}: the chat button covers it`).toBe(false);
    }
    await footer.getByRole('link', { name: 'Services & prices' }).tap();
    await expect(page).toHaveURL(/\/services$/);
  }
});

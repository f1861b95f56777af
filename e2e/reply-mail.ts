import type { Browser, Page } from '@playwright/test';
import { signInConsole } from './chat-test-project';
import { DESKTOP, expect } from './fixtures';
import { uniqueName } from './requests';

/**
 * The reply-by-e-mail journeys' people (e2e/reply-mail.spec.ts, e2e/phone/reply-by-email.spec.ts):
 * the visitor's panel, and staff in the console replying.
 */

export const LIVE = { timeout: 20_000 };

export const panel = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });
export const staffLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** A new address for each test, so its e-mails are its own. */
export const uniqueAddress = () =>
  `${uniqueName('visitor').toLowerCase().replace(/\W+/g, '.')}@example.com`;

/** Staff in the console, on the open conversation whose last message is `text`. */
export async function staffOpen(browser: Browser, text: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInConsole(page);
  await page
    .getByRole('list', { name: 'Open conversations' })
    .getByRole('button')
    .filter({ hasText: text })
    .click(LIVE);
  await expect(staffLog(page)).toContainText(text, LIVE);
  return { context, page };
}

export async function staffReply(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(staffLog(page)).toContainText(text, LIVE);
}

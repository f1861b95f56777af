import { REPLY_MAIL_ASK_TEXTS } from '@detailing/chat-widget/texts';
import type { Browser, Page } from '@playwright/test';
import { signInConsole } from './chat-test-project';
import { DESKTOP, expect, skipConsultationPopup } from './fixtures';
import { chatButton, visit } from './phone/phone';
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

/**
 * On a phone, with taps: the visitor opens the chat on `path`, asks `question`, and gives
 * `email` on the card under it, until it thanks them (the address is saved by then).
 */
export async function phoneVisitorAsks(page: Page, path: string, question: string, email: string) {
  await skipConsultationPopup(page);
  await visit(page, path);
  await chatButton(page).tap();
  await panel(page).getByRole('textbox', { name: 'Message' }).tap();
  await page.keyboard.type(question);
  await panel(page).getByRole('button', { name: 'Send message' }).tap();
  const card = panel(page).getByRole('form', { name: REPLY_MAIL_ASK_TEXTS.question });
  await card.getByRole('textbox', { name: REPLY_MAIL_ASK_TEXTS.emailLabel }).tap();
  await page.keyboard.type(email);
  await card.getByRole('button', { name: REPLY_MAIL_ASK_TEXTS.notify }).tap();
  await expect(panel(page).getByRole('status').filter({ hasText: email })).toHaveText(
    REPLY_MAIL_ASK_TEXTS.given(email),
  );
}

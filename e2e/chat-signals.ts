import type { Browser, Locator, Page } from '@playwright/test';
import { newProject, signInConsole, useProject } from './chat-test-project';
import { DESKTOP, expect } from './fixtures';

/**
 * Conversation signals (CHAT-PRODUCT.md 3) end to end, shared by the desktop spec and the phone
 * spec: a visitor on the site (the test's page: a desktop, or a phone that taps) and staff in the
 * console (a desktop context of its own), on a Firestore project of the test's own, so the
 * console lists only this conversation.
 */
const LIVE = { timeout: 20_000 };
const CONSOLE_TITLE = /Conversations · /;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });
const visitorBubble = (page: Page, text: string) =>
  panel(page).locator('li[data-sender="user"]:not([data-pending])', { hasText: text });

/** A screenshot for a person to look at, named by the viewport's width. */
async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `.build/signals-shots/${name}-${width}.png` });
}

export interface VisitorActions {
  /** Presses a button or the like: click on a desktop, tap on a phone. */
  press(target: Locator): Promise<void>;
  /** Types text at the end of the message input, as a person does; then sends it, if asked. */
  write(page: Page, text: string, send: boolean): Promise<void>;
}

export async function signalsBothWays(page: Page, browser: Browser, act: VisitorActions) {
  // newProject seeds the shop open, so the away notice never stands in the way.
  const projectId = await newProject('signals');
  const consoleContext = await browser.newContext({ viewport: DESKTOP });
  try {
    await useProject(page.context(), projectId);
    await useProject(consoleContext, projectId);

    // The visitor writes twice.
    await page.goto('/');
    await act.press(page.getByRole('button', { name: 'Open live chat' }));
    await act.write(page, 'Hello, is Saturday free?', true);
    await expect(visitorBubble(page, 'Hello, is Saturday free?')).toBeVisible(LIVE);
    await act.write(page, 'For a full valet.', true);
    await expect(visitorBubble(page, 'For a full valet.')).toBeVisible(LIVE);

    // Staff see two unread in the row and in the tab title, before opening it.
    const staffPage = await consoleContext.newPage();
    await signInConsole(staffPage);
    const row = staffPage.getByRole('list', { name: 'Open conversations' }).getByRole('button');
    await expect(row).toHaveCount(1, LIVE);
    await expect(row.getByTestId('unread-count')).toHaveText('2 unread', LIVE);
    await expect(staffPage).toHaveTitle(/^\(2\) Conversations · /, LIVE);

    // The visitor types: staff see it in the row.
    await act.write(page, 'And a wax', false);
    await expect(row).toContainText('Visitor is typing…', LIVE);
    await shot(staffPage, 'console-list-typing-unread');

    // Staff open it (the console has the focus): read, so the visitor sees "Seen".
    await row.click();
    const messages = staffPage.getByRole('log', { name: 'Messages' });
    await expect(messages).toContainText('For a full valet.', LIVE);
    await expect(staffPage).toHaveTitle(CONSOLE_TITLE);
    await expect(staffPage).not.toHaveTitle(/^\(/, LIVE);
    await expect(visitorBubble(page, 'For a full valet.')).toContainText('Seen', LIVE);
    await expect(visitorBubble(page, 'Hello, is Saturday free?')).not.toContainText('Seen');

    // Staff type: the visitor sees three dots; staff send: the dots go, the reply shows.
    const composer = staffPage.getByRole('textbox', { name: 'Message' });
    await composer.fill('Saturday at 9 works');
    const dots = panel(page).getByRole('img', { name: / is typing$/ });
    await expect(dots).toBeVisible(LIVE);
    await shot(page, 'widget-dots-seen');
    await composer.press('Enter');
    await expect(panel(page).locator('li[data-sender="admin"]')).toContainText(
      'Saturday at 9 works',
      LIVE,
    );
    await expect(dots).toBeHidden(LIVE);

    // The visitor has the panel open: staff see "Seen" beside their reply.
    const reply = messages.getByRole('listitem').filter({ hasText: 'Saturday at 9 works' });
    await expect(reply).toContainText('Seen', LIVE);
    await shot(staffPage, 'console-conversation-seen');

    // The visitor sends what they typed: the typing line clears, and with the conversation on
    // staff's screen the new message is read at once.
    await act.write(page, ' too?', true);
    await expect(visitorBubble(page, 'And a wax too?')).toBeVisible(LIVE);
    await expect(messages).toContainText('And a wax too?', LIVE);
    await expect(staffPage.getByText('Visitor is typing…')).toHaveCount(0, LIVE);
    await expect(visitorBubble(page, 'And a wax too?')).toContainText('Seen', LIVE);
  } finally {
    await consoleContext.close();
  }
}

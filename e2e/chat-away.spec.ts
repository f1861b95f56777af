import type { Page } from '@playwright/test';
import { AWAY_MESSAGE, awayBackend, NOTICE } from './chat-away';
import { adminDb, newProject, signInConsole, useProject } from './chat-test-project';
import { DESKTOP, expect, skipConsultationPopup, test } from './fixtures';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/**
 * Business hours and away (CHAT-PRODUCT.md 4) on a desktop, end to end on a Firestore project
 * of the test's own: the widget's away notice and callback form, the function's automatic reply
 * (run by the trigger runner as deployed), the console's settings screen loaded directly, and
 * the Away switch turned off there taking the notice away live.
 */
const LIVE = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: DESKTOP });

const panel = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });

test('away: the notice and callback, one automatic reply, and staff switching away off', async ({
  page,
  browser,
}) => {
  const projectId = await newProject('away');
  const backend = await awayBackend(projectId);
  const consoleContext = await browser.newContext({ viewport: DESKTOP });
  try {
    await useProject(page.context(), projectId);
    await useProject(consoleContext, projectId);
    await skipConsultationPopup(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open live chat' }).click();
    await expect(panel(page).getByText(NOTICE)).toBeVisible(LIVE);

    await panel(page).getByRole('textbox', { name: 'Name' }).fill('Sam Carter');
    await panel(page).getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
    await panel(page).getByRole('button', { name: 'Request a Callback' }).click();
    await expect(panel(page).getByText(/^Thanks, Sam Carter\./)).toBeVisible(LIVE);
    const request = 'Please call me back. Name: Sam Carter. Phone: 07700 900123.';
    await expect(panel(page).locator('li[data-sender="user"]', { hasText: request })).toBeVisible(
      LIVE,
    );
    const reply = panel(page).locator('li[data-sender="admin"]', { hasText: AWAY_MESSAGE });
    await expect(reply).toBeVisible(LIVE);
    await expect(reply).toContainText('Automatic reply');

    // Stored once, marked automatic, and the push function ran on the same message.
    const sessions = await adminDb(projectId).collection(SESSIONS).get();
    expect(sessions.size).toBe(1);
    const session = sessions.docs[0];
    expect(session?.get('visitor')).toEqual({ name: 'Sam Carter', phone: '07700 900123' });
    const automatic = await session?.ref.collection(MESSAGES).where('automatic', '==', true).get();
    expect(automatic?.size).toBe(1);
    // The push function handled the same message (here it finds no device of a current member
    // of staff: the Auth emulator keeps the demo staff account in the stack's project; delivery
    // beside the reply is functions/src/away-reply.emulator.test.ts's).
    await expect
      .poll(() => backend.lines.join('\n'), LIVE)
      .toContain(`No staff device is registered for push. {"sessionId":"${session?.id ?? ''}"}`);

    // A second message gets no second automatic reply.
    await panel(page).getByRole('textbox', { name: 'Message' }).fill('Any time after 5 is fine.');
    await page.keyboard.press('Enter');
    await expect(
      panel(page).locator('li[data-sender="user"]:not([data-pending])', {
        hasText: 'Any time after 5 is fine.',
      }),
    ).toBeVisible(LIVE);
    await page.waitForTimeout(1500);
    await expect(panel(page).locator('li[data-sender="admin"]')).toHaveCount(1);

    // Staff load the settings screen directly, see the automatic reply marked, switch away off.
    const staffPage = await consoleContext.newPage();
    await signInConsole(staffPage, '/admin/chat/settings');
    await expect(staffPage.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(LIVE);
    await expect(staffPage).toHaveURL(/\/admin\/chat\/settings$/);
    const away = staffPage.getByRole('switch', { name: 'Away' }).first();
    await expect(away).toHaveAttribute('aria-checked', 'true', LIVE);
    await away.click();
    await expect(away).toHaveAttribute('aria-checked', 'false', LIVE);
    await expect(panel(page).getByText(NOTICE)).toBeHidden(LIVE);

    await staffPage.getByRole('link', { name: '← Conversations' }).click();
    await expect(staffPage).toHaveURL(/\/admin\/chat$/);
    await staffPage
      .getByRole('button', { name: /Sam Carter/ })
      .first()
      .click();
    await expect(
      staffPage
        .getByRole('log', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: AWAY_MESSAGE }),
    ).toContainText('Automatic reply', LIVE);
  } finally {
    await consoleContext.close();
    await backend.dispose();
  }
});

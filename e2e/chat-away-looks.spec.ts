import { awayBackend, NOTICE } from './chat-away';
import { newProject, signInConsole, useProject } from './chat-test-project';
import { expect, PHONE, skipConsultationPopup, test } from './fixtures';
import { accessible, atBothWidths } from './looks';

/**
 * The away notice, the console with a conversation open and the settings screen at a phone's
 * width (375 px) and a desktop's (1280 px): no WCAG 2.2 AA violations, and screenshots for a
 * person to look at. Out of hours the form folds once the visitor has written, and the console's
 * list keeps the visitor's words, not the automatic reply. Each screen is shown at 375 px, then
 * the page is resized to 1280 px as a window is (the widget and the console follow the width),
 * so one conversation serves both.
 */
const LIVE = { timeout: 20_000 };

test('away notice and settings screen at 375 and 1280 px: accessible; screenshots', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const projectId = await newProject('away-looks');
  const backend = await awayBackend(projectId);
  const consoleContext = await browser.newContext({ viewport: PHONE });
  try {
    await page.setViewportSize(PHONE);
    await useProject(page.context(), projectId);
    await skipConsultationPopup(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open live chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Live Chat' });
    await expect(panel.getByText(NOTICE)).toBeVisible(LIVE);
    await atBothWidths(page, testInfo, 'widget-away', accessible(page, 'detailing-chat'));

    // The visitor writes: the automatic reply comes, and the form folds to one line.
    const question = 'Do you do motorbikes as well?';
    await panel.getByRole('textbox', { name: 'Message' }).fill(question);
    await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(panel.locator('li[data-sender="admin"]')).toContainText('Automatic reply', LIVE);
    const away = panel.getByRole('region', { name: 'Away' });
    await expect(away.getByRole('button', { name: 'Request a Callback' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await atBothWidths(page, testInfo, 'widget-away-folded', async () => {
      expect((await away.boundingBox())?.height).toBeLessThanOrEqual(48);
      // The newest message, the automatic reply, is in view.
      await expect(panel.locator('li[data-sender="admin"]')).toBeInViewport();
    });

    await useProject(consoleContext, projectId);
    const staff = await consoleContext.newPage();
    await signInConsole(staff);
    const row = staff.getByRole('list', { name: 'Open conversations' }).getByRole('button');
    await expect(row).toContainText(question, LIVE);
    await expect(row).not.toContainText('Staff:');
    await expect(row).toContainText('1 unread');
    await atBothWidths(staff, testInfo, 'console-list-away');
    await row.click();
    await expect(staff.getByRole('log', { name: 'Messages' })).toContainText('Automatic reply');
    await atBothWidths(staff, testInfo, 'console-conversation', accessible(staff));

    await staff.goto('/admin/chat/settings');
    await expect(staff.getByRole('heading', { name: 'Business hours and away' })).toBeVisible(LIVE);
    await expect(staff.getByRole('checkbox', { name: 'Monday' })).toBeChecked(LIVE);
    await atBothWidths(staff, testInfo, 'settings', accessible(staff));
    await staff.goto('/admin/chat');
    await atBothWidths(staff, testInfo, 'console-header', async () => {
      // What visitors see, in words, at both widths (on a phone the switch is a tap away).
      const shown = staff.getByRole('banner').getByText('Away', { exact: true });
      await expect(shown.filter({ visible: true }).first()).toBeVisible(LIVE);
    });
  } finally {
    await consoleContext.close();
    await backend.dispose();
  }
});

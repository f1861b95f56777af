import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { awayBackend, NOTICE } from './chat-away';
import { newProject, signInConsole, useProject } from './chat-test-project';
import { expect, skipConsultationPopup, test } from './fixtures';

/**
 * The away notice, the console with a conversation open and the settings screen at a phone's
 * width (375 px) and a desktop's (1280 px): no WCAG 2.2 AA violations, and screenshots for a
 * person to look at. Out of hours the form folds once the visitor has written, and the console's
 * list keeps the visitor's words, not the automatic reply.
 */
const LIVE = { timeout: 20_000 };

async function shot(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.waitForTimeout(300);
  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name} at ${width} px`, { path, contentType: 'image/png' });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`away notice and settings screen at ${viewport.width} px: accessible; screenshots`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const projectId = await newProject('away-looks');
    const backend = await awayBackend(projectId);
    const consoleContext = await browser.newContext({ viewport });
    try {
      await page.setViewportSize(viewport);
      await useProject(page.context(), projectId);
      await skipConsultationPopup(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open live chat' }).click();
      const panel = page.getByRole('dialog', { name: 'Live Chat' });
      await expect(panel.getByText(NOTICE)).toBeVisible(LIVE);
      expect(await axeViolations(page, 'detailing-chat')).toEqual([]);
      await shot(page, testInfo, 'widget-away', viewport.width);

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
      expect((await away.boundingBox())?.height).toBeLessThanOrEqual(48);
      // The newest message, the automatic reply, is in view.
      await expect(panel.locator('li[data-sender="admin"]')).toBeInViewport();
      await shot(page, testInfo, 'widget-away-folded', viewport.width);

      await useProject(consoleContext, projectId);
      const staff = await consoleContext.newPage();
      await signInConsole(staff);
      const row = staff.getByRole('list', { name: 'Open conversations' }).getByRole('button');
      await expect(row).toContainText(question, LIVE);
      await expect(row).not.toContainText('Staff:');
      await expect(row).toContainText('1 unread');
      await shot(staff, testInfo, 'console-list-away', viewport.width);
      await row.click();
      await expect(staff.getByRole('log', { name: 'Messages' })).toContainText('Automatic reply');
      expect(await axeViolations(staff)).toEqual([]);
      await shot(staff, testInfo, 'console-conversation', viewport.width);

      await staff.goto('/admin/chat/settings');
      await expect(staff.getByRole('heading', { name: 'Business hours and away' })).toBeVisible(
        LIVE,
      );
      await expect(staff.getByRole('checkbox', { name: 'Monday' })).toBeChecked(LIVE);
      expect(await axeViolations(staff)).toEqual([]);
      await shot(staff, testInfo, 'settings', viewport.width);
      await staff.goto('/admin/chat');
      await expect(staff.getByRole('switch', { name: 'Away' })).toBeVisible(LIVE);
      await shot(staff, testInfo, 'console-header', viewport.width);
    } finally {
      await consoleContext.close();
      await backend.dispose();
    }
  });
}

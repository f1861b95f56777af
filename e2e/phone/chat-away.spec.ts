import type { ChatSettings } from '@detailing/core';
import type { Page } from '@playwright/test';
import { AWAY_MESSAGE, awayBackend, NOTICE } from '../chat-away';
import { newProject, useProject } from '../chat-test-project';
import { expect, skipConsultationPopup, test } from '../fixtures';
import { chatButton, visit } from './phone';

/**
 * The away notice on a phone, with taps and the keyboard: the callback form at the top of the
 * full-screen panel, the automatic reply, and the notice gone live when staff switch away off.
 * A Firestore project of the test's own, with the functions' trigger runner on it.
 */
const LIVE = { timeout: 20_000 };
const panel = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });

test('away on a phone: the callback request with taps, the automatic reply, then back live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const projectId = await newProject('away-phone');
  const backend = await awayBackend(projectId);
  try {
    await useProject(page.context(), projectId);
    await skipConsultationPopup(page);
    await visit(page, '/');
    await chatButton(page).tap();
    const notice = panel(page).getByText(NOTICE);
    await expect(notice).toBeVisible(LIVE);
    await expect(notice).toBeInViewport();

    await panel(page).getByRole('textbox', { name: 'Name' }).tap();
    await page.keyboard.type('Sam Carter');
    await panel(page).getByRole('textbox', { name: 'Phone' }).tap();
    await page.keyboard.type('call me');
    await panel(page).getByRole('button', { name: 'Request a Callback' }).tap();
    await expect(panel(page).getByRole('alert')).toContainText('digits, spaces and + ( ) -');
    await panel(page).getByRole('textbox', { name: 'Phone' }).fill('');
    await panel(page).getByRole('textbox', { name: 'Phone' }).tap();
    await page.keyboard.type('+44 7700 900123');
    await panel(page).getByRole('button', { name: 'Request a Callback' }).tap();

    await expect(panel(page).getByText(/^Thanks, Sam Carter\./)).toBeVisible(LIVE);
    const reply = panel(page).locator('li[data-sender="admin"]', { hasText: AWAY_MESSAGE });
    await expect(reply).toBeVisible(LIVE);
    await expect(reply).toContainText('Automatic reply');

    await backend.staff.staff.saveSettings({
      ...(await currentSettings(backend.staff)),
      away: false,
    });
    await expect(panel(page).getByText(/^Thanks, Sam Carter\./)).toBeHidden(LIVE);
    await expect(panel(page).getByRole('textbox', { name: 'Message' })).toBeVisible();
  } finally {
    await backend.dispose();
  }
});

async function currentSettings(staff: Awaited<ReturnType<typeof awayBackend>>['staff']) {
  return new Promise<ChatSettings>((resolve, reject) => {
    const stop = staff.staff.watchSettings((settings) => {
      if (!settings) return;
      queueMicrotask(() => stop());
      resolve(settings);
    }, reject);
  });
}

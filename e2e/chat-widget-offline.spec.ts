import { emulatorHosts, stackProjectId } from '@detailing/core/testing/emulator-config';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { type ChosenFile, smallPhoto } from './photo-files';
import { MESSAGES, PHOTOS, SESSIONS } from '@detailing/core/collections';

/**
 * A dropped connection: what the visitor types while offline shows as pending and is delivered
 * once the connection returns, in order and exactly once (client message ids plus Firestore's
 * write queue; core spaces the sends for the rules' flood control), photos included.
 */
const PROJECT_ID = stackProjectId();
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 90_000 });
test.use({
  viewport: DESKTOP,
  // Expected while offline: Chromium reports the failing requests, and Firestore's WebChannel
  // probes connectivity with an image from www.google.com, which the site's CSP (img-src) blocks.
  // (An array value is wrapped: test.use reads [a, b] as [value, options].)
  allowConsoleErrors: [
    // Firestore says so when the panel's live settings (hours, away) cannot reach it offline.
    [
      /ERR_INTERNET_DISCONNECTED/,
      /Failed to load resource/,
      /google\.com\/images\/cleardot\.gif/,
      /Could not reach Cloud Firestore backend/,
    ],
    { scope: 'test' },
  ],
});

function adminDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= emulatorHosts().firestoreHost;
  const app: App =
    getApps().find((a) => a.name === 'chat-widget-offline-e2e') ??
    initializeApp({ projectId: PROJECT_ID }, 'chat-widget-offline-e2e');
  return getFirestore(app);
}

const input = (page: Page) => page.getByPlaceholder('Type a message...');
const userBubbles = (page: Page) => page.locator('li[data-sender="user"] .bubble');

async function type(page: Page, text: string, photo?: ChosenFile) {
  if (photo) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach photo' }).click();
    await (await chooser).setFiles([photo]);
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  }
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('');
}

test('messages and a photo sent offline wait as pending and are delivered in order, once, when back online', async ({
  page,
  context,
}) => {
  await skipConsultationPopup(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
  // A photo before the tunnel: its code is fetched now, so the next one is prepared offline.
  await type(page, 'Before the tunnel', await smallPhoto('bonnet.jpg'));
  await expect(page.locator('li[data-sender="user"]:not([data-pending])')).toHaveCount(1, LIVE);
  const sessionId = await page.evaluate(() => localStorage.getItem('chat_session_id'));
  if (!sessionId) throw new Error('The widget kept no session id.');

  await context.setOffline(true);
  await expect(page.getByText('You’re offline.', { exact: false })).toBeVisible();
  const offline = ['Offline one', 'Offline two', 'Offline three'];
  const photo = await smallPhoto('tunnel.jpg', 600, 800);
  for (const text of offline) await type(page, text, text === 'Offline two' ? photo : undefined);
  await expect(userBubbles(page)).toHaveText(['Before the tunnel', ...offline]);
  const pending = page.locator('li[data-sender="user"][data-pending]');
  await expect(pending).toHaveCount(3);
  await expect(pending.first()).toContainText('Waiting for connection…');
  // Long enough for the SDK to notice and retry a few times.
  await page.waitForTimeout(3000);
  await expect(pending).toHaveCount(3);

  await context.setOffline(false);
  await expect(page.getByText('You’re offline.', { exact: false })).toBeHidden();
  await expect(pending).toHaveCount(0, LIVE);
  await expect(userBubbles(page)).toHaveText(['Before the tunnel', ...offline]);

  const stored = await adminDb()
    .collection(SESSIONS)
    .doc(sessionId)
    .collection(MESSAGES)
    .orderBy('createdAt')
    .get();
  expect(stored.docs.map((d) => d.get('content'))).toEqual(['Before the tunnel', ...offline]);
  const photos = stored.docs.map((d) => (d.get('photos') as unknown[] | undefined)?.length ?? 0);
  expect(photos).toEqual([1, 0, 1, 0]);
  const [offlinePhoto] = stored.docs[2]?.get('photos') as { id: string }[];
  const photoDoc = await adminDb()
    .doc(`${SESSIONS}/${sessionId}/${PHOTOS}/${offlinePhoto?.id}`)
    .get();
  expect(photoDoc.get('height')).toBe(800);

  // A reload shows the same conversation from the server: nothing doubled.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
  await expect(userBubbles(page)).toHaveText(['Before the tunnel', ...offline], LIVE);
});

test('a first message that cannot create the session shows the Error toast and gives the text back', async ({
  page,
  context,
}) => {
  await skipConsultationPopup(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
  await expect(input(page)).toBeFocused();
  await context.setOffline(true);
  await input(page).fill('Hello from a train');
  await input(page).press('Enter');

  const toast = page
    .getByRole('region', { name: /^Chat notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Error' });
  await expect(toast).toContainText('Could not establish a chat session. Please try again.', LIVE);
  // The message is removed (spec), and its text is back in the input to try again.
  await expect(userBubbles(page)).toHaveCount(0);
  await expect(input(page)).toHaveValue('Hello from a train');
  await expect(page.getByRole('alert')).toHaveText(
    'Your message could not be sent. Please wait a moment and try again.',
  );
  expect(await page.evaluate(() => localStorage.getItem('chat_session_id'))).toBeNull();
  await context.setOffline(false);
});

import { createChatId } from '@detailing/core';
import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, newProject, useProject } from './chat-test-project';
import { DESKTOP, expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { earlierButton, showAllEarlier } from './widget-conversation';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/**
 * A long conversation opens at its latest 100 messages (opening a thousand costs what a hundred
 * do; `npm run bench` measures it); earlier ones load a window at a time when the visitor
 * scrolls up or asks, without moving what is on screen; new messages still join the end.
 */
const LIVE = { timeout: 20_000 };
const SEEDED = 249;

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 90_000 });

const bubbles = (page: Page) => page.locator('li[data-sender] .bubble');
test('a long conversation opens at its newest messages and loads earlier ones on the way up', async ({
  page,
  context,
}) => {
  const projectId = await newProject('long');
  await useProject(context, projectId);
  await skipConsultationPopup(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
  await page.getByPlaceholder('Type a message...').fill('Hello, a question about wheels');
  await page.getByPlaceholder('Type a message...').press('Enter');
  await expect(page.locator('li[data-sender="user"]:not([data-pending])')).toHaveCount(1, LIVE);
  const sessionId = await page.evaluate(() => localStorage.getItem('chat_session_id'));
  if (!sessionId) throw new Error('The widget kept no session id.');

  const db = adminDb(projectId);
  const batch = db.batch();
  for (let n = 1; n <= SEEDED; n += 1) {
    batch.create(db.doc(`${SESSIONS}/${sessionId}/${MESSAGES}/${createChatId()}`), {
      content: `Reply ${n}`,
      sender: 'admin',
      createdAt: FieldValue.serverTimestamp(),
      seq: n,
    });
  }
  await batch.commit();

  // Reopened: the newest 100 at the bottom, the other 150 behind a button.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
  await expect(bubbles(page).last()).toHaveText(`Reply ${SEEDED}`, LIVE);
  await expect(bubbles(page)).toHaveCount(100);
  await expect(bubbles(page).first()).toHaveText('Reply 150');
  await expect(earlierButton(page)).toHaveText('Show earlier messages (150)');
  await expect(bubbles(page).last()).toBeInViewport();

  // Scrolling to the top loads the previous 100, and what was on screen stays put.
  const log = page.getByRole('log', { name: /^Conversation with/ });
  await log.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(bubbles(page)).toHaveCount(200);
  await expect(earlierButton(page)).toHaveText('Show earlier messages (50)');
  await expect(page.getByText('Reply 150', { exact: true })).toBeInViewport();

  // The button loads the rest: the whole conversation, from its first message.
  await showAllEarlier(page);
  await expect(earlierButton(page)).toHaveCount(0);
  await expect(bubbles(page)).toHaveCount(SEEDED + 1);
  await expect(bubbles(page).first()).toHaveText('Hello, a question about wheels');

  // A new reply still joins the end.
  await db.doc(`${SESSIONS}/${sessionId}/${MESSAGES}/${createChatId()}`).create({
    content: 'Newest reply',
    sender: 'admin',
    createdAt: FieldValue.serverTimestamp(),
    seq: SEEDED + 1,
  });
  await expect(bubbles(page).last()).toHaveText('Newest reply', LIVE);
  await expect(bubbles(page)).toHaveCount(SEEDED + 2);
});

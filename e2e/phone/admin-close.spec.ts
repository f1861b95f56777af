import { createChatId } from '@detailing/core';
import { adminDb, chatClient, newProject, signInConsole, useProject } from '../chat-test-project';
import { expect, test } from '../fixtures';
import { SESSIONS } from '@detailing/core/collections';

/**
 * Closing conversations on a phone (issue #42). After a close the next conversation's screen
 * comes up within a second, its Close Discussion under the same finger: a double tap closed
 * someone else's chat. Now closing asks first, and the answer that closes sits on a row below
 * the button that asks, so taps at one point never close a second conversation. Two visitors
 * in a Firestore project of the test's own; the finger is Chromium's touchscreen, at a point.
 */
const LIVE = { timeout: 15_000 };

test('a double tap where Close was closes exactly one conversation, and the next stays open', async ({
  page,
  context,
}) => {
  const projectId = await newProject('close-tap');
  await useProject(context, projectId);
  const ids = [createChatId(), createChatId()] as const;
  const questions = ['Can you do Saturday?', 'How much is a mini valet?'] as const;
  for (const [index, sessionId] of ids.entries()) {
    const visitor = chatClient(projectId, `visitor-${index}`);
    await visitor.visitor.startSession({
      sessionId,
      id: createChatId(),
      content: questions[index] ?? '',
      seq: 0,
    });
    await visitor.dispose();
  }
  const statuses = () =>
    Promise.all(
      ids.map(async (id) =>
        (await adminDb(projectId).doc(`${SESSIONS}/${id}`).get()).get('status'),
      ),
    );

  await signInConsole(page, `/admin/chat?session=${ids[0]}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(questions[0])).toBeVisible(LIVE);

  // The first tap asks; a second tap on the same button takes the question back.
  const ask = page.getByRole('button', { name: 'Close Discussion' });
  const question = page.getByRole('group', { name: /^Close conversation/ });
  await ask.tap();
  await expect(question).toBeVisible();
  await ask.tap();
  await expect(question).toBeHidden();
  expect(await statuses()).toEqual(['open', 'open']);

  // The answer that closes is below the button that asked, not where it is.
  await ask.tap();
  const close = question.getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeVisible();
  const askBox = await ask.boundingBox();
  const closeBox = await close.boundingBox();
  if (!askBox || !closeBox) throw new Error('Close Discussion or Close has no box');
  expect(closeBox.y).toBeGreaterThanOrEqual(askBox.y + askBox.height);

  // A double tap on Close, then a third tap at that point once the next conversation shows.
  const finger = { x: closeBox.x + closeBox.width / 2, y: closeBox.y + closeBox.height / 2 };
  await page.touchscreen.tap(finger.x, finger.y);
  await page.touchscreen.tap(finger.x, finger.y);
  await expect(log.getByText(questions[1])).toBeVisible(LIVE);
  await page.touchscreen.tap(finger.x, finger.y);

  await expect.poll(statuses, LIVE).toEqual(['closed', 'open']);
  // Nothing is asking about the next conversation, and it is still open, with its input.
  await expect(question).toBeHidden();
  await expect(page.getByPlaceholder('Type a message...')).toBeVisible();
  expect(await statuses()).toEqual(['closed', 'open']);
});

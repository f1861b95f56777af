import { CHAT_TEXTS, createChatId } from '@detailing/core';
import type { FirebaseChat } from '@detailing/core/firebase';
import type { Page } from '@playwright/test';
import {
  adminDb,
  chatClient,
  newProject,
  signInConsole,
  STAFF,
  useProject,
} from './chat-test-project';
import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/**
 * The staff console (/admin/chat) on the real stack: the built console served by the Hosting
 * emulator, real sign-in on the Auth emulator, live data on the Firestore emulator, and the
 * visitor either on the site's real widget or driven through core's visitor backend.
 *
 * Each test uses a Firestore project of its own, so the console's list, count and toasts are
 * never disturbed by other tests' visitors: the served bundles pass through with the build's
 * project id swapped for the test's (same code, same rules, same Auth emulator).
 */
const LIVE = { timeout: 15_000 };

test.describe.configure({ timeout: 60_000 });

/** A visitor driven through core's visitor backend (anonymous sign-in + Firestore). */
const visitorIn = (projectId: string): FirebaseChat => chatClient(projectId, 'visitor');

/** Starts a conversation with its first message; resolves with the session id. */
async function visitorSays(visitor: FirebaseChat, content: string, sessionId = createChatId()) {
  await visitor.visitor.startSession({ sessionId, id: createChatId(), content, seq: 0 });
  return sessionId;
}

const list = (page: Page) => page.getByRole('list', { name: 'Open conversations' });
const listItem = (page: Page, sessionId: string) =>
  list(page)
    .getByRole('button')
    .filter({ hasText: sessionId.slice(0, 8) });
const emptyList = (page: Page) => page.getByText('No active conversations.');
const count = (page: Page) => page.getByTestId('session-count');
const title = (page: Page) => page.getByRole('heading', { level: 2, name: /^Conversation / });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const replyInput = (page: Page) => page.getByPlaceholder('Type a message...');
/** Close Discussion, then the question's Close (it asks first, naming the conversation). */
async function closeDiscussion(page: Page) {
  await page.getByRole('button', { name: 'Close Discussion' }).click();
  await page
    .getByRole('group', { name: /^Close (the )?conversation/ })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
}
const toast = (page: Page, heading: string) =>
  page
    .getByRole('region', { name: /Notification/ })
    .getByRole('listitem')
    .filter({ hasText: heading });

test.describe('staff console: a whole conversation', () => {
  test('a visitor on the site and a member of staff talk, then staff close the discussion', async ({
    browser,
  }) => {
    const projectId = await newProject('admin');
    const visitorContext = await browser.newContext();
    const staffContext = await browser.newContext();
    await useProject(visitorContext, projectId);
    await useProject(staffContext, projectId);
    const visitor = await visitorContext.newPage();
    const staff = await staffContext.newPage();
    try {
      await signInConsole(staff);
      await expect(emptyList(staff)).toBeVisible(LIVE);
      await expect(staff.getByText(CHAT_TEXTS.noConversationSelected)).toBeVisible();

      // The visitor writes through the real widget on the site.
      await skipConsultationPopup(visitor);
      await visitor.goto('/');
      await waitForHydration(visitor);
      await visitor.getByRole('button', { name: 'Open live chat', exact: true }).click();
      await replyInput(visitor).fill('Hello, do you cover Ringwood?');
      await replyInput(visitor).press('Enter');
      const sent = visitor.locator('li[data-sender="user"]:not([data-pending])');
      await expect(sent.filter({ hasText: 'do you cover Ringwood?' })).toBeVisible(LIVE);
      const sessionId = await visitor.evaluate(() => localStorage.getItem('chat_session_id'));
      if (!sessionId) throw new Error('The widget kept no session id.');
      const shortId = sessionId.slice(0, 8);

      // Staff: the toast with the short id, the list (count, id, preview); View opens it.
      const notice = toast(staff, 'New Live Chat Message');
      await expect(notice).toBeVisible(LIVE);
      await expect(notice).toContainText(shortId);
      await expect(count(staff)).toHaveText('1');
      await expect(listItem(staff, sessionId)).toContainText('do you cover Ringwood?');
      await notice.getByRole('button', { name: 'View' }).click();
      await expect(title(staff)).toHaveText(`Conversation ${shortId}`);
      await expect(staff).toHaveURL(new RegExp(`[?&]session=${sessionId}`));
      await expect(log(staff).getByText('Hello, do you cover Ringwood?')).toBeVisible();

      // Staff reply (Enter sends); the visitor sees it live.
      await replyInput(staff).fill('Yes, we come to you anywhere in Ringwood.');
      await replyInput(staff).press('Enter');
      await expect(replyInput(staff)).toHaveValue('');
      await expect(
        visitor.locator('li[data-sender="admin"]', { hasText: 'anywhere in Ringwood' }),
      ).toBeVisible(LIVE);

      // The visitor answers: the open conversation grows live.
      await replyInput(visitor).fill('Great, thank you!');
      await replyInput(visitor).press('Enter');
      await expect(log(staff).getByText('Great, thank you!')).toBeVisible(LIVE);

      // Close: success toast, the list empties, nothing is selected, the visitor is told.
      await closeDiscussion(staff);
      await expect(toast(staff, 'Success')).toContainText(CHAT_TEXTS.closed);
      await expect(emptyList(staff)).toBeVisible(LIVE);
      await expect(staff.getByText(CHAT_TEXTS.noConversationSelected)).toBeVisible();
      await expect(visitor.getByText(CHAT_TEXTS.sessionClosedNotice)).toBeVisible(LIVE);
      await expect(replyInput(visitor)).toHaveCount(0);
    } finally {
      await visitorContext.close();
      await staffContext.close();
    }
  });
});

test.describe('staff console: conversations', () => {
  let projectId: string;
  let visitor: FirebaseChat;

  test.beforeEach(async ({ context }) => {
    projectId = await newProject('admin');
    await useProject(context, projectId);
    visitor = visitorIn(projectId);
  });

  test.afterEach(async () => {
    await visitor.dispose();
  });

  test('the list is newest first, live, with the count; a new message moves its conversation up and toasts', async ({
    page,
  }) => {
    const older = await visitorSays(visitor, 'I wrote first.');
    const other = visitorIn(projectId);
    const newer = await visitorSays(other, 'I wrote second.');
    await signInConsole(page);
    await expect(count(page)).toHaveText('2', LIVE);
    const ids = async () =>
      (await list(page).getByRole('button').allInnerTexts()).map((text) => text.slice(0, 40));
    await expect
      .poll(ids)
      .toEqual([
        expect.stringContaining(newer.slice(0, 8)),
        expect.stringContaining(older.slice(0, 8)),
      ]);

    await visitor.visitor.sendMessage({
      sessionId: older,
      id: createChatId(),
      content: 'Anyone there?',
      seq: 1,
    });
    await expect(toast(page, 'New Live Chat Message')).toContainText(older.slice(0, 8), LIVE);
    await expect(listItem(page, older)).toContainText('Anyone there?');
    await expect
      .poll(ids)
      .toEqual([
        expect.stringContaining(older.slice(0, 8)),
        expect.stringContaining(newer.slice(0, 8)),
      ]);
    await expect(listItem(page, older)).toContainText('just now');
    await other.dispose();
  });

  test('/admin/chat?session=ID opens that conversation; closing selects the next open one, and closing the last selects none', async ({
    page,
  }) => {
    const a = await visitorSays(visitor, 'Conversation A');
    const b = await visitorSays(visitorIn(projectId), 'Conversation B');
    await signInConsole(page, `/admin/chat?session=${a}`);
    await expect(title(page)).toHaveText(`Conversation ${a.slice(0, 8)}`, LIVE);
    await expect(log(page).getByText('Conversation A')).toBeVisible();
    await expect(listItem(page, a)).toHaveAttribute('aria-current', 'true');
    await expect(listItem(page, b)).not.toHaveAttribute('aria-current', 'true');

    await closeDiscussion(page);
    await expect(toast(page, 'Success')).toContainText('Discussion has been closed.');
    await expect(title(page)).toHaveText(`Conversation ${b.slice(0, 8)}`);
    await expect(log(page).getByText('Conversation B')).toBeVisible();
    await expect(count(page)).toHaveText('1');
    await expect(page).toHaveURL(new RegExp(`[?&]session=${b}`));

    await closeDiscussion(page);
    await expect(page.getByText(CHAT_TEXTS.noConversationSelected)).toBeVisible(LIVE);
    await expect(emptyList(page)).toBeVisible();
    await expect(page).not.toHaveURL(/session=/);
  });

  test('empty or whitespace replies are not sent; Shift+Enter adds a line; nothing to send without a selection', async ({
    page,
  }) => {
    const sessionId = await visitorSays(visitor, 'Hi');
    await signInConsole(page);
    await expect(listItem(page, sessionId)).toBeVisible(LIVE);
    await expect(replyInput(page)).toHaveCount(0);

    await listItem(page, sessionId).click();
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await replyInput(page).fill('   ');
    await expect(send).toBeDisabled();
    await replyInput(page).press('Enter');
    await expect(log(page).locator('li')).toHaveCount(1);

    await replyInput(page).fill('Line one');
    await replyInput(page).press('Shift+Enter');
    await replyInput(page).pressSequentially('line two');
    await replyInput(page).press('Enter');
    await expect(log(page).locator('li[data-sender="admin"]')).toHaveText(
      /Line one\nline two/,
      LIVE,
    );
    await expect(log(page).locator('li')).toHaveCount(2);
  });

  test('a closed conversation opened by its link says so and offers no input; it is deleted for good after a second step (an erasure request)', async ({
    page,
  }) => {
    const sessionId = await visitorSays(visitor, 'Please delete my details.');
    const staff = visitorIn(projectId);
    await staff.signInStaff(STAFF.email, STAFF.password);
    await staff.staff.sendMessage({
      sessionId,
      id: createChatId(),
      content: 'Of course, deleting them now.',
      seq: 0,
    });
    await staff.staff.closeSession(sessionId);
    await staff.dispose();
    const db = adminDb(projectId);
    const session = db.doc(`${SESSIONS}/${sessionId}`);
    expect((await session.collection(MESSAGES).get()).size).toBe(2);

    await signInConsole(page, `/admin/chat?session=${sessionId}`);
    await expect(page.getByText('This discussion is closed.')).toBeVisible(LIVE);
    await expect(log(page).getByText('Please delete my details.')).toBeVisible();
    await expect(replyInput(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close Discussion' })).toHaveCount(0);
    const start = page.getByRole('button', { name: 'Delete conversation' });
    const confirm = page.getByRole('group', { name: 'Delete this conversation?' });

    // The first step only asks; Cancel (and Escape) step back, deleting nothing.
    await start.click();
    await expect(confirm).toContainText('Delete it and its messages?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(start).toBeFocused();
    await start.click();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    expect((await session.get()).exists).toBe(true);

    await start.click();
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await expect(toast(page, 'Success')).toContainText(CHAT_TEXTS.deleted);
    await expect(title(page)).toHaveCount(0);
    await expect(log(page).getByText('Please delete my details.')).toHaveCount(0);
    await expect.poll(async () => (await session.get()).exists).toBe(false);
    expect((await session.collection(MESSAGES).get()).size).toBe(0);
  });
});

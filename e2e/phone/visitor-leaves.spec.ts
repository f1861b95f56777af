import { CHAT_TEXTS, CONTINUE_TEXTS, REPLY_MAIL_TEXTS } from '@detailing/core';
import { stackProjectId } from '@detailing/core/testing/emulator-config';
import { type Browser, devices } from '@playwright/test';
import { VISITORS } from '@detailing/core/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, staffClient } from '../chat-test-project';
import { expect, skipConsultationPopup, test } from '../fixtures';
import { linkIn, mailsTo } from '../maildev';
import { LIVE, panel, phoneVisitorAsks, staffOpen, staffReply, uniqueAddress } from '../reply-mail';
import { uniqueName } from '../requests';
import { scrollY, visit } from './phone';
import { SESSIONS } from '@detailing/core/collections';

/**
 * The visitor who leaves at once (issue #42), on a phone, as a person does it: a question, an
 * address on the card, and the tab closed a moment after "Thanks"; staff answer; the e-mail
 * arrives; its link opens the conversation on another phone, a second time says it was used and
 * sends a new link in one tap, whose link opens it again; staff close it, and the visitor starts
 * a new chat from the closed one. The test stack makes a staff reply due 4 s after it is sent.
 */
test.describe.configure({ timeout: 180_000 });

/** Another phone (a new browser context: no storage of the first), blank. */
async function newPhone(browser: Browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'], deviceScaleFactor: 1 });
  const page = await context.newPage();
  await skipConsultationPopup(page);
  return { context, page };
}

/** Another phone opened on `url`. */
async function anotherPhone(browser: Browser, url: string) {
  const phone = await newPhone(browser);
  await visit(phone.page, url);
  return phone;
}

test('an address given just before leaving gets the reply; its link, used or not, always leads back', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress();
  const question = uniqueName('Do you have a slot for a ceramic coating this month?');
  await phoneVisitorAsks(page, '/services', question, email);
  // The visitor reads "Thanks" and closes the tab: well within the details' 10 s spacing.
  await page.waitForTimeout(1_500);
  await page.context().close();

  const staff = await staffOpen(browser, question);
  try {
    await staffReply(staff.page, 'Yes: the 18th or the 25th. Which suits you?');
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
    const [reply] = await mailsTo(email);
    expect(reply?.text).toContain(`You asked:\n${question}`);
    const link = linkIn(reply?.text, REPLY_MAIL_TEXTS.continueChat);
    const sessionId = new URL(link).searchParams.get('chat') ?? '';

    // Another phone, on a slow connection: before the page's code has arrived (its entry is
    // held here; Chromium applies the link's #fragment once the tiny boot script has run), the
    // page says the conversation is opening, above the chat's corner, and stays where it is.
    const second = await newPhone(browser);
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await second.context.route('**/assets/entry-client-*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await second.page.goto(link, { waitUntil: 'commit' });
    const opening = second.page.getByRole('status').filter({ hasText: CONTINUE_TEXTS.opening });
    await expect(opening).toBeVisible();
    const box = await opening.boundingBox();
    const viewport = second.page.viewportSize();
    expect(box && viewport && box.x + box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeGreaterThanOrEqual(80);
    expect(await scrollY(second.page)).toBe(0);
    expect(await second.page.evaluate(() => window.visualViewport?.offsetTop)).toBe(0);
    await second.page.screenshot({ path: '.build/reply-mail-shots/opening-412.png' });
    // The code arrives: the conversation, and the page's notice gone (the panel took over).
    releaseScripts();
    await expect(panel(second.page).locator('li[data-sender="admin"]')).toContainText(
      'the 18th or the 25th',
      LIVE,
    );
    await expect(opening).toHaveCount(0);
    expect(new URL(second.page.url()).hash).toBe('');
    await second.context.close();

    // The same link again, on a third phone: used; a new one in one tap.
    const third = await anotherPhone(browser, link);
    await expect(panel(third.page).getByRole('alert')).toContainText(CONTINUE_TEXTS.expired, LIVE);
    await panel(third.page).getByRole('button', { name: CONTINUE_TEXTS.newLink }).tap();
    await expect(panel(third.page).getByRole('status')).toHaveText(CONTINUE_TEXTS.newLinkSent);
    await third.context.close();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(2);
    const fresh = (await mailsTo(email)).find((mail) => mail.id !== reply?.id);
    const newLink = linkIn(fresh?.text, REPLY_MAIL_TEXTS.continueChat);
    const fourth = await anotherPhone(browser, newLink);
    const conversation = panel(fourth.page);
    await expect(conversation.locator('li[data-sender="admin"]')).toContainText(
      'the 18th or the 25th',
      LIVE,
    );

    // Staff close it; the visitor keeps the notice and starts a new chat from it.
    const chat = await staffClient(stackProjectId());
    await chat.staff.closeSession(sessionId);
    await expect(conversation.getByText(CHAT_TEXTS.sessionClosedNotice)).toBeVisible(LIVE);
    // The visitor comes back a week later (the rules space a visitor's new conversations a
    // minute apart: the clock moves on in the visitor's counters, not in the test).
    const db = adminDb(stackProjectId());
    const visitorUid: unknown = (await db.collection(SESSIONS).doc(sessionId).get()).get(
      'visitorUid',
    );
    await db
      .collection(VISITORS)
      .doc(String(visitorUid))
      .update({ lastSessionAt: Timestamp.fromMillis(Date.now() - 7 * 24 * 60 * 60 * 1000) });
    await conversation.getByRole('button', { name: CONTINUE_TEXTS.newChat }).tap();
    const next = uniqueName('And a valet for my second car?');
    await conversation.getByRole('textbox', { name: 'Message' }).tap();
    await fourth.page.keyboard.type(next);
    await conversation.getByRole('button', { name: 'Send message' }).tap();
    await expect(
      staff.page
        .getByRole('list', { name: 'Open conversations' })
        .getByRole('button')
        .filter({ hasText: next }),
    ).toBeVisible(LIVE);
    await chat.dispose();
    await fourth.context.close();
  } finally {
    await staff.context.close();
  }
});

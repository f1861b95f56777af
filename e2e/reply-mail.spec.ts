import { REPLY_MAIL_ASK_TEXTS, TRANSCRIPT_TEXTS } from '@detailing/chat-widget/texts';
import { REPLY_MAIL_TEXTS } from '@detailing/core';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, skipConsultationPopup, test } from './fixtures';
import { linkIn, mailDevHtmlUrl, mailsTo } from './maildev';
import { uniqueName } from './requests';
import { LIVE, panel, staffLog, staffOpen, staffReply, uniqueAddress } from './reply-mail';

/**
 * The reply reaches a visitor who left (CHAT-PRODUCT.md 7), end to end on the stack's own
 * project, where the trigger runner sends the e-mails to MailDev: the test stack makes a staff
 * reply due 4 s after it is sent, and checks every second (scripts/test.mjs).
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: DESKTOP });

const BUSINESS = 'Harbour & Heath Detailing';

/**
 * An e-mail as MailDev's web view shows it, at a phone's and a desktop's width, saved for a
 * person to look at (.build/reply-mail-shots).
 */
async function readMail(browser: Browser, id: string, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    const reader = await browser.newPage({ viewport });
    await reader.goto(mailDevHtmlUrl(id));
    await reader.screenshot({
      path: `.build/reply-mail-shots/${name}-${viewport.width}.png`,
      fullPage: true,
    });
    await reader.close();
  }
}

/** The visitor on the site writes their first message. */
async function visitorWrites(page: Page, path: string, text: string) {
  await skipConsultationPopup(page);
  await page.goto(path);
  await writeFirst(page, text);
}

async function writeFirst(page: Page, text: string) {
  await page.getByRole('button', { name: 'Open live chat' }).click();
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(panel(page).locator('li[data-sender="user"]:not([data-pending])')).toContainText(
    text,
    LIVE,
  );
}

test('a visitor who gave an address and left gets the reply by e-mail, and its link continues the chat in another browser', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress();
  const question = uniqueName('Can you fit a ceramic coating in on Saturday?');
  await visitorWrites(page, '/services', question);

  // The card under the messages: the address, with consent.
  const card = panel(page).getByRole('form', { name: REPLY_MAIL_ASK_TEXTS.question });
  await card.getByRole('textbox', { name: REPLY_MAIL_ASK_TEXTS.emailLabel }).fill(email);
  await card.getByRole('button', { name: REPLY_MAIL_ASK_TEXTS.notify }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: email })).toHaveText(
    REPLY_MAIL_ASK_TEXTS.given(email),
  );

  // Staff see the address (written at most 10 s after the first message: the rules' spacing).
  const staff = await staffOpen(browser, question);
  await expect(staff.page.getByRole('link', { name: email })).toBeVisible(LIVE);

  // The visitor leaves; staff reply.
  await page.context().close();
  const reply = 'Yes, Saturday at 9 works. It takes the day.';
  await staffReply(staff.page, reply);

  // One e-mail, after the delay, with the reply and the link.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe(`Reply from ${BUSINESS}`);
  expect(mail?.text).toContain(reply);
  expect(mail?.text).toContain('You receive this e-mail because you asked us');
  const link = linkIn(mail?.text, REPLY_MAIL_TEXTS.continueChat);
  await readMail(browser, mail?.id ?? '', 'reply');

  // Opened in another browser: the same conversation, with the panel open.
  const elsewhere = await browser.newContext({ viewport: DESKTOP });
  try {
    const other = await elsewhere.newPage();
    await skipConsultationPopup(other);
    await other.goto(link);
    await expect(other).toHaveURL(/\/services$/, LIVE);
    await expect(panel(other).locator('li[data-sender="admin"]')).toContainText(reply, LIVE);
    await expect(panel(other).locator('li[data-sender="user"]').first()).toContainText(question);

    // The visitor answers there; staff see it in the same conversation.
    const answer = 'Great, see you then.';
    const input = panel(other).getByRole('textbox', { name: 'Message' });
    await input.fill(answer);
    await input.press('Enter');
    await expect(staffLog(staff.page)).toContainText(answer, LIVE);

    // The link is used: opened again, it says so and offers a new chat.
    const third = await browser.newContext({ viewport: DESKTOP });
    const again = await third.newPage();
    await skipConsultationPopup(again);
    await again.goto(link);
    await expect(panel(again).getByRole('alert')).toContainText(
      'This link has expired or has already been used.',
      LIVE,
    );
    await expect(panel(again).getByRole('button', { name: 'Start a new chat' })).toBeVisible();
    await third.close();
  } finally {
    await elsewhere.close();
    await staff.context.close();
  }
});

test('a reply seen in time sends nothing; a closed chat is e-mailed on request; the stop link works', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress();
  const question = uniqueName('Do you valet vans?');
  // The page identified the visitor: the card does not ask.
  await skipConsultationPopup(page);
  await page.goto('/');
  await page.waitForFunction(() => customElements.get('detailing-chat') !== undefined);
  await page.evaluate((address) => {
    const chat = document.querySelector('detailing-chat');
    const identify: unknown = chat ? Reflect.get(chat, 'identify') : undefined;
    if (typeof identify !== 'function') throw new Error('<detailing-chat> has no identify()');
    identify.call(chat, { email: address });
  }, email);
  await writeFirst(page, question);
  await expect(panel(page).getByRole('form', { name: REPLY_MAIL_ASK_TEXTS.question })).toHaveCount(
    0,
  );

  const staff = await staffOpen(browser, question);
  try {
    await staffReply(staff.page, 'We do, yes.');
    // The visitor has the panel open: read at once (staff see "Seen"), so no e-mail goes.
    await expect(
      staffLog(staff.page).getByRole('listitem').filter({ hasText: 'We do, yes.' }),
    ).toContainText('Seen', LIVE);
    await page.waitForTimeout(7_000);
    expect(await mailsTo(email)).toEqual([]);

    // Staff close it: the visitor asks for the chat by e-mail.
    await staff.page.getByRole('button', { name: 'Close Discussion' }).click();
    // It asks first, naming the conversation (issue #42: a double tap closed the next one).
    await staff.page
      .getByRole('group', { name: /^Close (the )?conversation/ })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    const offer = panel(page).getByRole('button', { name: REPLY_MAIL_TEXTS.transcript });
    await expect(offer).toBeVisible(LIVE);
    await page.screenshot({ path: '.build/reply-mail-shots/transcript-offer-1280.png' });
    await offer.click();
    await expect(panel(page).getByRole('status').filter({ hasText: email })).toHaveText(
      TRANSCRIPT_TEXTS.sent(email),
    );
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
    const [transcript] = await mailsTo(email);
    expect(transcript?.subject).toBe(`Your chat with ${BUSINESS}`);
    expect(transcript?.text).toMatch(/^You, .+:$/m);
    expect(transcript?.text).toContain(`:\n${question}\n`);
    expect(transcript?.text).toMatch(/Harbour & Heath Detailing, .+:\nWe do, yes\./);

    // Read as a visitor would, in MailDev's web view: the transcript and its stop link.
    await readMail(browser, transcript?.id ?? '', 'transcript');
    const reader = await browser.newPage({ viewport: PHONE });
    await reader.goto(mailDevHtmlUrl(transcript?.id ?? ''));
    await expect(reader.getByText('We do, yes.')).toBeVisible();
    await reader.getByRole('link', { name: REPLY_MAIL_TEXTS.stop }).click();
    await expect(
      reader.getByText('You will get no more e-mails about this conversation.'),
    ).toBeVisible(LIVE);
    await reader.close();
  } finally {
    await staff.context.close();
  }
});

test.describe('a forged stop link', () => {
  // Chromium logs the page's own 400 as a failed load.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('gets a readable page and stops nothing', async ({ page }) => {
    const response = await page.goto(
      `/api/chat-mail/stop?session=conversation0001&sig=${'0'.repeat(64)}`,
    );
    expect(response?.status()).toBe(400);
    await expect(
      page.getByText('This link is not valid. Please use the link in our e-mail as it is.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to our website' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

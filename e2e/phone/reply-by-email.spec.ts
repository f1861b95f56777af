import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCAL_MAILGUN_SIGNING_KEY, ROOT } from '../../scripts/lib/emulators.mjs';
import { mailgunReplyForm, postInboundReply } from '../../scripts/lib/inbound-mail.mjs';
import { expect, test } from '../fixtures';
import { mailsTo, replyToOf } from '../maildev';
import {
  LIVE,
  phoneVisitorAsks,
  staffLog,
  staffOpen,
  staffReply,
  uniqueAddress,
} from '../reply-mail';
import { uniqueName } from '../requests';

/**
 * Reply by e-mail (issue #42), end to end on the stack's own project: the visitor asks on a
 * phone and leaves, staff answer, the reply e-mail reaches MailDev with the conversation's
 * Reply-To, and the visitor's answer to it, posted as Mailgun's inbound route posts it (through
 * the same code as `npm run mail:reply`), appears in the console's conversation. The test stack
 * makes a staff reply due 4 s after it is sent (scripts/test.mjs).
 */
test.describe.configure({ timeout: 120_000 });

/** `npm run mail:reply -- <id> "text"` against this stack (BASE_URL and the emulators' hosts). */
async function mailReply(sessionId: string, text: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'scripts/mail-reply.mjs'), sessionId, text],
    { cwd: ROOT, env: process.env },
  );
  return stdout.trim();
}

test('a visitor who left answers the reply e-mail, and staff see the answer in the conversation', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueAddress();
  const question = uniqueName('Could you do a full valet in Poole next week?');
  // The visitor asks and gives an address on the card under the question.
  await phoneVisitorAsks(page, '/', question, email);

  const staff = await staffOpen(browser, question);
  try {
    await expect(staff.page.getByRole('link', { name: email })).toBeVisible(LIVE);
    // The visitor leaves; staff answer.
    await page.context().close();
    await staffReply(staff.page, 'Yes, Tuesday or Thursday. Which suits you?');

    // The reply e-mail, whose Reply-To is this conversation's own address.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    const replyTo = await replyToOf(mail?.id ?? '');
    expect(replyTo).toMatch(/^reply\+[\w-]+\.[0-9a-f]{20}@reply\.localhost$/);

    // The visitor answers it from their mailbox; Mailgun posts the answer to the stack.
    const answer = 'Thursday please, any time after 10.';
    const posted = await postInboundReply(
      baseURL ?? 'http://127.0.0.1:5000',
      mailgunReplyForm({
        recipient: replyTo ?? '',
        from: `Visitor <${email}>`,
        text: answer,
        signingKey: LOCAL_MAILGUN_SIGNING_KEY,
      }),
    );
    expect(posted).toEqual({ status: 200, answer: 'Taken.' });

    // Staff see it in the conversation as the visitor's message, without the quoted e-mail.
    await expect(
      staffLog(staff.page).locator('li[data-sender="user"]').filter({ hasText: answer }),
    ).toBeVisible(LIVE);
    await expect(staffLog(staff.page)).not.toContainText('wrote:');

    // Another sender's e-mail to that address is refused, and never shown.
    const forged = await postInboundReply(
      baseURL ?? 'http://127.0.0.1:5000',
      mailgunReplyForm({
        recipient: replyTo ?? '',
        from: 'someone.else@example.com',
        text: 'Not the visitor.',
        signingKey: LOCAL_MAILGUN_SIGNING_KEY,
      }),
    );
    expect(forged).toEqual({ status: 406, answer: 'Refused: wrong-sender.' });

    // `npm run mail:reply` with the console's short session id takes the same way in.
    const sessionId = /^reply\+([\w-]+)\./.exec(replyTo ?? '')?.[1] ?? '';
    const more = 'Also the seats, if there is time.';
    expect(await mailReply(sessionId.slice(0, 8), more)).toMatch(/: 200 Taken\.$/);
    await expect(
      staffLog(staff.page).locator('li[data-sender="user"]').filter({ hasText: more }),
    ).toBeVisible(LIVE);
    await expect(staffLog(staff.page)).not.toContainText('Not the visitor.');
    await staff.page.screenshot({ path: '.build/reply-mail-shots/inbound-console-1280.png' });
  } finally {
    await staff.context.close();
  }
});

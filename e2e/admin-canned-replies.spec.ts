import { insertEditAndSendCannedReply } from './canned-replies';
import { test } from './fixtures';

/** Canned replies on a desktop: `/paint`, arrows and Enter insert, Enter sends (canned-replies.ts). */
test('staff insert a canned reply with the keyboard, edit it and send it; the visitor gets the edited text', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await insertEditAndSendCannedReply({ browser, staff: page, input: 'keyboard' });
});

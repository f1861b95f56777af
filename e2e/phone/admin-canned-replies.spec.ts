import { insertEditAndSendCannedReply } from '../canned-replies';
import { test } from '../fixtures';

/** Canned replies on a phone: `/paint`, a tap on the reply inserts it, a tap on Send sends it. */
test('staff tap a canned reply into the composer, edit it and send it; the visitor gets the edited text', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await insertEditAndSendCannedReply({ browser, staff: page, input: 'touch' });
});

import { photosBothWays } from './chat-photos';
import { test } from './fixtures';

/** Photos both ways on a desktop, with the mouse (chat-photos.ts). */
test('a visitor sends two photos with text; staff view them and reply with a photo; the visitor views it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await photosBothWays({ browser, staff: page, input: 'mouse' });
});

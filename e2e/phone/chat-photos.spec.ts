import { photosBothWays } from '../chat-photos';
import { test } from '../fixtures';

/** Photos both ways on phones, with taps (chat-photos.ts). */
test('photos from a phone: the visitor taps two photos in with text; staff view them and reply with a photo', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await photosBothWays({ browser, staff: page, input: 'touch' });
});

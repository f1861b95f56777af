import { signalsBothWays } from '../chat-signals';
import { skipConsultationPopup, test } from '../fixtures';

/**
 * Typing, Seen and unread counts with the visitor on a phone (taps and the keyboard) and staff
 * in the console on a desktop. Run once, here: the signals do not depend on the visitor's device
 * (a desktop run of the same steps was the same test with clicks; Enter sending is
 * e2e/chat-widget.spec.ts's).
 */
test.describe.configure({ timeout: 120_000 });

test('signals from a phone: typing both ways, Seen both ways, unread counts', async ({
  page,
  browser,
}) => {
  await skipConsultationPopup(page);
  const dialog = page.getByRole('dialog', { name: 'Live Chat' });
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await signalsBothWays(page, browser, {
    press: (target) => target.tap(),
    async write(_page, text, send) {
      await input.tap();
      await input.press('End');
      await page.keyboard.type(text);
      if (send) await dialog.getByRole('button', { name: 'Send message' }).tap();
    },
  });
});

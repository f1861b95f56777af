import { signalsBothWays } from './chat-signals';
import { DESKTOP, skipConsultationPopup, test } from './fixtures';

/** Typing, Seen and unread counts between a visitor on a desktop and staff in the console. */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: DESKTOP });

test('signals: typing both ways, Seen both ways, unread counts in the list and the tab title', async ({
  page,
  browser,
}) => {
  await skipConsultationPopup(page);
  const input = page
    .getByRole('dialog', { name: 'Live Chat' })
    .getByRole('textbox', { name: 'Message' });
  await signalsBothWays(page, browser, {
    press: (target) => target.click(),
    async write(_page, text, send) {
      await input.click();
      await input.press('End');
      await page.keyboard.type(text);
      if (send) await page.keyboard.press('Enter');
    },
  });
});

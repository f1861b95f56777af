import { expect, test } from './fixtures';

/**
 * The reply by e-mail (CHAT-PRODUCT.md 7): what a visitor's browser meets through Hosting. The
 * sending itself is tested against the emulators (scripts/lib/trigger-runner.emulator.test.mjs,
 * functions/src/reply-mail*.test.ts); the whole path through MailDev comes with the widget's
 * card (issue #25).
 */
// Chromium logs the page's own 400 as a failed load.
test.use({ allowConsoleErrors: [/status of 400/] });

test('a stop link that was not signed for its conversation gets a readable page and stops nothing', async ({
  page,
}) => {
  const response = await page.goto(
    `/api/chat-mail/stop?session=conversation0001&sig=${'0'.repeat(64)}`,
  );
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText('This link is not valid. Please use the link in our e-mail as it is.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to our website' })).toHaveAttribute('href', '/');
});

import { expect, test, waitForHydration } from './fixtures';

test('the consultation popup opens after 3 s, gives the focus back where it was when it closes, and opens once per browser session', async ({
  page,
}) => {
  // The page's timers run when the test says (runFor), not on the machine's real seconds: the
  // exact 3 s is popup-schedule.test.ts's, the paused-clock journeys are e2e/phone/popup.spec.ts.
  await page.clock.install();
  await page.goto('/services');
  await waitForHydration(page);
  // The visitor has started through the page with the keyboard.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  const dialog = page.getByRole('dialog', { name: 'Free Personalised Consultation' });
  await expect(dialog).toBeHidden();
  await page.clock.runFor(3000);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/free, no-obligation quote/);
  expect(await page.evaluate(() => sessionStorage.getItem('consultationPopupSeen'))).not.toBeNull();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(skipLink).toBeFocused();
  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(4000);
  await expect(dialog).toBeHidden();
});

test('Get My Free Quote closes the popup and goes to the contact page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/services');
  await waitForHydration(page);
  await page.clock.runFor(3000);
  const dialog = page.getByRole('dialog', { name: 'Free Personalised Consultation' });
  await expect(dialog).toBeVisible();
  // Focus is trapped inside the dialog.
  await expect(dialog.getByRole('button', { name: 'Get My Free Quote' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
});

import { expect, test, waitForHydration } from './fixtures';

test('the consultation popup opens after 3 s, gives the focus back where it was when it closes, and opens once per browser session', async ({
  page,
}) => {
  await page.goto('/services');
  await waitForHydration(page);
  // The visitor has started through the page with the keyboard.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  const dialog = page.getByRole('dialog', { name: 'Free Personalised Consultation' });
  await page.waitForTimeout(2000);
  await expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: 3000 });
  await expect(dialog).toContainText(/free, no-obligation quote/);
  expect(await page.evaluate(() => sessionStorage.getItem('consultationPopupSeen'))).not.toBeNull();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(skipLink).toBeFocused();
  await page.reload();
  await page.waitForTimeout(3600);
  await expect(dialog).toBeHidden();
});

test('Get My Free Quote closes the popup and goes to the contact page', async ({ page }) => {
  await page.goto('/services');
  const dialog = page.getByRole('dialog', { name: 'Free Personalised Consultation' });
  await expect(dialog).toBeVisible({ timeout: 6000 });
  // Focus is trapped inside the dialog.
  await expect(dialog.getByRole('button', { name: 'Get My Free Quote' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
});

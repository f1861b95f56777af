import { SERVICE_SLUGS } from '@detailing/site/routes';
import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('services are grouped in the spec order, each card with price and duration; every Learn More leads to the service’s own page, in the app, which starts at the top', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .filter({ hasNotText: /not sure/i }),
  ).toHaveText(['Maintenance', 'Ceramics', 'Restoration', 'Wheels & Brakes', 'Add-ons']);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(16);
  const ppf = cards.filter({ hasText: 'PPF (Paint Protection Film)' });
  await expect(ppf).toContainText('Quote Required');
  await expect(ppf).toContainText('Varies');
  const extras = cards.filter({ hasText: 'Ceramic Coating Extras' });
  await expect(extras).toContainText('£150 each or all 3 for £350');
  // The inclusions are all empty, so no "what's included" toggle is shown.
  await expect(page.getByText("Click here to see what's included")).toHaveCount(0);

  const hrefs = await page
    .getByRole('main')
    .getByRole('link', { name: /Learn More/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(new Set(SERVICE_SLUGS.map((s) => `/services/${s}`)));

  await waitForHydration(page);
  const learnMore = page.getByRole('link', { name: /Learn More about Paint Correction/ });
  // Down the page first, so that starting at the top is the navigation's doing.
  await learnMore.scrollIntoViewIfNeeded();
  await learnMore.click();
  await expect(page).toHaveURL(/\/services\/paint-correction$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paint Correction');
  await expect(page).toHaveTitle(/Paint Correction/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

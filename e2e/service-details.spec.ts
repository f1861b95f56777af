import type { Page } from '@playwright/test';
import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

const quote = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('link', { name }).first();

test('PPF asks for a quote: "Quote Required"', async ({ page }) => {
  await page.goto('/services/ppf');
  await expect(page.getByRole('complementary')).toContainText('Quote Required');
  await expect(quote(page, 'Request a Quote')).toHaveAttribute('href', '/book-online/ppf');
});

test('brake caliper painting: from £300, with the OEM logo decals add-on', async ({ page }) => {
  await page.goto('/services/brake-caliper-painting');
  await expect(quote(page, 'Request a Quote from £300')).toHaveAttribute(
    'href',
    '/book-online/brake-caliper-painting',
  );
  await expect(page.getByRole('main')).toContainText(/OEM logo decals/i);
});

test('wheel refurbishment and leather restoration buttons carry their prices', async ({ page }) => {
  await page.goto('/services/wheel-refurbishment');
  await expect(quote(page, 'from £100 per wheel')).toBeVisible();
  await page.goto('/services/leather-restoration');
  await expect(quote(page, /^from £100$/)).toBeVisible();
});

test('maintenance in and out: £75, exterior and interior lists, every 4 to 12 weeks', async ({
  page,
}) => {
  await page.goto('/services/maintenance-detail-in-out');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Exterior Includes' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Interior Includes' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('£75');
  await expect(page.getByRole('complementary')).toContainText(/4 to 12 weeks/);
  await expect(main.getByRole('heading', { name: 'Service Details' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Ideal For' })).toBeVisible();
});

test('decontamination wash: £100, every 6 to 12 months', async ({ page }) => {
  await page.goto('/services/decontamination-wash');
  await expect(page.getByRole('complementary')).toContainText('£100');
  await expect(page.getByRole('complementary')).toContainText(/6 to 12 months/);
});

test('ceramic coating: "Ceramic Coating Services", POA, preparation, 1, 3 or 5 years', async ({
  page,
}) => {
  await page.goto('/services/ceramic-coating');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ceramic Coating Services');
  const card = page.getByRole('complementary');
  await expect(card).toContainText('POA');
  await expect(card.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute(
    'href',
    '/book-online/ceramic-coating',
  );
  const position = await card.evaluate((el) => getComputedStyle(el).position);
  expect(position).toBe('sticky');
  await expect(page.getByRole('main')).toContainText('Our Preparation Process');
  for (const years of ['1 year', '3 years', '5 years']) {
    await expect(page.getByRole('main').getByText(years, { exact: true })).toBeVisible();
  }
});

test('ceramic extras: three extras, £150 each or £350 for all three', async ({ page }) => {
  await page.goto('/services/ceramic-extras');
  const main = page.getByRole('main');
  for (const name of ['Wheel Coating', 'Exterior Trim Coating', 'Glass Coating']) {
    await expect(main.getByRole('heading', { name })).toBeVisible();
  }
  await expect(main).toContainText('£150 each');
  await expect(main).toContainText('£350 for all three');
  await expect(main).toContainText('1-5 years');
  await expect(quote(page, 'Request a Quote')).toHaveAttribute(
    'href',
    '/book-online/ceramic-extras',
  );
});

test('annual maintenance wash: the five steps and £150', async ({ page }) => {
  await page.goto('/services/annual-ceramic-coating-maintenance-wash');
  await expect(page.getByRole('main').locator('ol h3')).toHaveText([
    'pH-neutral contact wash',
    'Iron fallout removal',
    'Tar spot removal',
    'Ceramic-safe drying',
    'Ceramic Reload application',
  ]);
  await expect(page.getByRole('complementary')).toContainText('£150');
});

test('a quote button carries the service to the booking', async ({ page }) => {
  await page.goto('/services/headlight-restoration');
  await waitForHydration(page);
  await quote(page, 'Request a Quote').click();
  await expect(page).toHaveURL(/\/book-online\/headlight-restoration$/);
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('headlight-restoration');
});

test('the legacy booking-calendar page shows the paint correction page', async ({ page }) => {
  await page.goto('/booking-calendar/paint-correction-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paint Correction');
});

test('in-app links to a legacy URL follow the redirect', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/plans-pricing');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/services$/);
});

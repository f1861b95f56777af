import {
  DESKTOP,
  expect,
  skipConsultationPopup,
  test,
  waitForHydration,
  WITH_MOTION,
} from './fixtures';
import { siteToast } from './toasts';

// The hero's cross-fade, the smooth scroll to a section and a toast's swipe are motion.
test.use(WITH_MOTION);

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('the home page: its sections in order with the spec ids; about, ceramics, detailing, testimonials and coverage with their content; the hero offering booking and services over cross-fading backgrounds', async ({
  page,
}) => {
  await page.goto('/');
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['home', 'about', 'services', 'gallery', 'testimonials', 'contact']);
  await expect(page).toHaveTitle(/car detailing.*ceramic coatings.*Dorset.*Hampshire/i);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Dorset and Hampshire/);

  const about = page.locator('#about');
  for (const title of ['Bespoke Packages', 'Trusted Expertise', 'Get In Touch']) {
    await expect(about.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(about).toContainText('14 years');
  const detailing = page.locator('#services');
  await expect(detailing.getByRole('article')).toHaveCount(3);
  await expect(detailing.getByRole('heading', { level: 3 })).toHaveText([
    'In & Out Maintenance Detail',
    'Decontamination Wash',
    'In-Depth Interior Detail',
  ]);
  await expect(detailing.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(page.locator('#testimonials blockquote')).toHaveCount(3);
  const coverage = page.getByRole('heading', { name: 'Where We Cover' }).locator('..');
  for (const town of ['Bournemouth', 'Poole', 'Lymington', 'Ringwood', 'the New Forest']) {
    await expect(coverage.getByText(town, { exact: true })).toBeVisible();
  }
  await expect(
    page.locator('#contact').getByRole('heading', { name: 'Schedule a Consultation' }),
  ).toBeVisible();

  const hero = page.locator('#home');
  await expect(hero.getByRole('link', { name: 'Book Your Transformation' })).toHaveAttribute(
    'href',
    '/book-online',
  );
  await expect(hero.getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await waitForHydration(page);
  // After load, every slide is present and fades over 1.5 s.
  const slides = hero.locator('[data-active]');
  await expect(slides).toHaveCount(3, { timeout: 5000 });
  const transition = await slides
    .first()
    .evaluate((el) => [
      getComputedStyle(el).transitionProperty,
      getComputedStyle(el).transitionDuration,
    ]);
  expect(transition).toEqual(['opacity', '1.5s']);
  await expect(hero.locator('[data-active="true"]')).toHaveCount(1);
});

test('a URL hash scrolls smoothly to its section', async ({ page }) => {
  await page.goto('/#testimonials');
  await waitForHydration(page);
  await expect(page.locator('#testimonials')).toBeInViewport();
});

test('coming back with form-submitted=true shows the Callback Request Sent! toast; F8 moves focus to it; its button closes it', async ({
  page,
}) => {
  await page.goto('/?form-submitted=true');
  await waitForHydration(page);
  await expect(siteToast(page, 'Callback Request Sent!')).toBeVisible();
  await page.keyboard.press('F8');
  const focusedInViewport = await page.evaluate(
    () => document.activeElement?.closest('[role="region"], ol') !== null,
  );
  expect(focusedInViewport).toBe(true);
  // One toast at a time, dismissed with its close button.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Callback Request Sent!', { exact: true })).toBeHidden();
});

test('a toast swiped right is dismissed', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/?form-submitted=true');
  await waitForHydration(page);
  const toast = siteToast(page, 'Callback Request Sent!');
  await expect(toast).toBeVisible();
  // The pointer over the toast pauses its 5 s timer (Radix), so a slow machine cannot lose it
  // before the swipe; then measure where it rests, not where its slide-in has got to.
  await toast.hover();
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await toast.boundingBox();
  if (!box) throw new Error('no toast box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let dx = 10; dx <= 160; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
  await page.mouse.up();
  await expect(toast).toBeHidden();
});

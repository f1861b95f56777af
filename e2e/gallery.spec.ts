import type { Page } from '@playwright/test';
import {
  expect,
  pauseClock,
  skipConsultationPopup,
  test,
  waitForAnimations,
  visitPaused,
  waitForHydration,
  WITH_MOTION,
} from './fixtures';

// The slideshow's slides and the glide to #gallery are motion.
test.use(WITH_MOTION);

/** The home page at its gallery, hydrated. */
async function openGallery(page: Page) {
  await skipConsultationPopup(page);
  await page.goto('/#gallery');
  await waitForHydration(page);
}

const current = (page: Page) => page.locator('#gallery [aria-roledescription="slide"]').last();

test('the gallery shows 1 of 20, can be paused, wraps backwards from the first to the last, is keyboard operable, and fits below the header on a 1280x800 screen', async ({
  page,
}) => {
  await openGallery(page);
  const carousel = page.getByRole('region', { name: 'Showcase gallery' });
  await expect(carousel.getByText('01 / 20')).toBeVisible();
  // Paused first, so that only this test moves it from here on.
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await carousel.getByRole('button', { name: 'Previous image' }).click();
  await expect(carousel.getByText('20 / 20')).toBeVisible();
  await expect(current(page)).toHaveAttribute('aria-label', '20 of 20');
  await carousel.getByRole('button', { name: 'Next image' }).click();
  await expect(carousel.getByText('01 / 20')).toBeVisible();

  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText('02 / 20')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByText('20 / 20')).toBeVisible();

  // On a 1280x800 screen the slide, its caption, counter and pause button fit below the header.
  await page.setViewportSize({ width: 1280, height: 800 });
  // The header's entrance and the new width's layout first: read during them, on a busy
  // machine, the slide was 18 px above the header's bottom edge.
  await waitForAnimations(page);
  await carousel.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const boxes = async () => {
    const [header, slide] = await Promise.all([
      page.getByRole('banner').boundingBox(),
      current(page).boundingBox(),
    ]);
    if (!header || !slide) throw new Error('not laid out');
    return { header, slide };
  };
  await expect
    .poll(async () => {
      const { header, slide } = await boxes();
      return slide.y - (header.y + header.height);
    }, 'the slide starts below the header')
    .toBeGreaterThanOrEqual(-1);
  const { slide } = await boxes();
  const controls = [
    page.locator('#gallery').getByText(/^\d\d \/ 20$/),
    page.locator('#gallery').getByRole('button', { name: /slideshow$/ }),
  ];
  // Still the 16:10 slide, just smaller.
  expect(slide.width / slide.height).toBeCloseTo(1.6, 1);
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});

test('the gallery advances by itself every 5 s, and the timer restarts after a change', async ({
  page,
}) => {
  const gallery = page.locator('#gallery');
  await pauseClock(page);
  await skipConsultationPopup(page);
  await visitPaused(page, '/#gallery');
  await expect(gallery.getByText('01 / 20')).toBeVisible();
  await page.clock.runFor(5000);
  await expect(gallery.getByText('02 / 20')).toBeVisible();
  // A manual change 3 s in restarts the 5 s timer.
  await page.clock.runFor(3000);
  // Running the clock also let the page's glide to #gallery start: click once it has stopped.
  let lastY = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === lastY;
        lastY = y;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByText('03 / 20')).toBeVisible();
  await page.clock.runFor(4000);
  await expect(gallery.getByText('03 / 20')).toBeVisible();
  await page.clock.runFor(1100);
  await expect(gallery.getByText('04 / 20')).toBeVisible();
});

test('each of the 20 images has its own description', async ({ page }) => {
  // Twenty clicks, each bringing in a new image: close to 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  await openGallery(page);
  const gallery = page.locator('#gallery');
  const alts = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const alt = await current(page)
      .locator('img, [role="img"]')
      .first()
      .evaluate((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? '');
    alts.add(alt);
    await gallery.getByRole('button', { name: 'Next image' }).click();
  }
  expect(alts.size).toBe(20);
});

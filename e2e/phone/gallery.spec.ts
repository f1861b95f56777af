import type { Page } from '@playwright/test';
import { expect, skipConsultationPopup, test } from '../fixtures';
import { scrollY, swipe, visit } from './phone';

/** The showcase gallery on a phone: arrows tapped, slides swiped, everything on one screen. */
const gallery = (page: Page) => page.locator('#gallery');
const stage = (page: Page) => gallery(page).locator('[aria-roledescription="slide"]').locator('..');
const counter = (page: Page) => gallery(page).getByText(/^\d\d \/ 20$/);

test('the slide fits the screen with its one-line counter; tapping the arrows and swiping move through the images, wrapping around; a vertical drag scrolls', async ({
  page,
}) => {
  await skipConsultationPopup(page);
  await visit(page, '/#gallery');
  // Held still, so only the visitor moves it.
  await gallery(page).getByRole('button', { name: 'Pause slideshow' }).tap();
  await expect(counter(page)).toHaveText('01 / 20');

  // The counter sits on one line, on the narrowest phones in use too.
  const oneLine = () =>
    counter(page).evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      return el.getBoundingClientRect().height <= lineHeight + 1;
    });
  expect(await oneLine()).toBe(true);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await oneLine()).toBe(true);
  if (viewport) await page.setViewportSize(viewport);

  // The slide and its controls fit the screen, below the header.
  const carousel = gallery(page).getByRole('region', { name: 'Showcase gallery' });
  await carousel.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const pause = await gallery(page).getByRole('button', { name: 'Play slideshow' }).boundingBox();
  const top = await stage(page).boundingBox();
  const headerBottom = await page.evaluate(
    () => document.querySelector('#root > header')?.getBoundingClientRect().bottom ?? 0,
  );
  if (!pause || !top || !viewport) throw new Error('gallery not laid out');
  expect(top.y).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(pause.y + pause.height).toBeLessThanOrEqual(viewport.height);

  // Tapping the arrows moves through the images and wraps around.
  await gallery(page).getByRole('button', { name: 'Next image' }).tap();
  await expect(counter(page)).toHaveText('02 / 20');
  await gallery(page).getByRole('button', { name: 'Previous image' }).tap();
  await gallery(page).getByRole('button', { name: 'Previous image' }).tap();
  await expect(counter(page)).toHaveText('20 / 20');
  await gallery(page).getByRole('button', { name: 'Next image' }).tap();
  await expect(counter(page)).toHaveText('01 / 20');

  // Swiping left brings the next image, right the previous.
  await swipe(page, stage(page), -160);
  await expect(counter(page)).toHaveText('02 / 20');
  await swipe(page, stage(page), 160);
  await expect(counter(page)).toHaveText('01 / 20');
  await swipe(page, stage(page), 160);
  await expect(counter(page)).toHaveText('20 / 20');
  // Too short to count as a swipe.
  await swipe(page, stage(page), -30);
  await expect(counter(page)).toHaveText('20 / 20');

  // A vertical drag scrolls the page and leaves the image.
  const before = await scrollY(page);
  await swipe(page, stage(page), 20, -200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 50);
  await expect(counter(page)).toHaveText('20 / 20');
});

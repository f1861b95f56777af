import { expect, skipConsultationPopup, test, waitForAnimations } from '../fixtures';
import {
  chatButton,
  expectSectionBelowHeader,
  recordScrolling,
  scrollTo,
  scrollTrail,
  scrollY,
  visit,
} from './phone';
import type { Page } from '@playwright/test';

/**
 * The full-screen menu on a phone, tapped as a visitor does: it keeps the visitor's place, and
 * Home, About and Reviews land where the spec says, just below the sticky header.
 */
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(menu(page)).toBeVisible();
}

async function tapMenuLink(page: Page, name: string) {
  await openMenu(page);
  await menu(page).getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name }).tap();
  await expect(menu(page)).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

/** Opens and closes the menu at two scroll positions: the page stays where it was. */
async function menuKeepsScrollPosition(page: Page) {
  // The header slides in for 0.5 s after a load, the menu button partly above the window
  // meanwhile: tap() would scroll the page to bring it into view (scrollY 1117 or 721 instead
  // of 1500 in 8 of 10 tries). A visitor's finger cannot tap what is off screen.
  await waitForAnimations(page);
  await expect(chatButton(page)).toBeVisible();
  for (const y of [1500, 900]) {
    await scrollTo(page, y);
    await openMenu(page);
    expect(await scrollY(page)).toBe(y);
    // The page behind does not scroll while the menu is open, and the chat button is hidden.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(chatButton(page)).toBeHidden();
    await menu(page).getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await scrollY(page)).toBe(y);
    await expect(chatButton(page)).toBeVisible();
  }
}

test('opening and closing the menu keeps the scroll position on /services', async ({ page }) => {
  await visit(page, '/services');
  await menuKeepsScrollPosition(page);
});

test('on the home page the menu keeps the scroll position and hides the chat button; Reviews and About glide to their sections, just below the header; Home goes back to the very top', async ({
  page,
}) => {
  await visit(page, '/');
  await menuKeepsScrollPosition(page);

  await recordScrolling(page);
  await tapMenuLink(page, 'Reviews');
  await expect(page).toHaveURL(/\/#testimonials$/);
  await expectSectionBelowHeader(page, 'testimonials');
  // Smoothly: the window passed through many positions on the way.
  expect((await scrollTrail(page)).length).toBeGreaterThan(3);

  await tapMenuLink(page, 'About');
  await expect(page).toHaveURL(/\/#about$/);
  await expectSectionBelowHeader(page, 'about');

  await scrollTo(page, 5000);
  await tapMenuLink(page, 'Home');
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveURL(/\/$/);
});

test('About and Reviews from another page go home, then to the section', async ({ page }) => {
  for (const [name, id] of [
    ['About', 'about'],
    ['Reviews', 'testimonials'],
  ] as const) {
    await visit(page, '/services');
    await scrollTo(page, 1200);
    await tapMenuLink(page, name);
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expectSectionBelowHeader(page, id);
  }
});

test('Home from another page goes to the top of the home page', async ({ page }) => {
  await visit(page, '/contact');
  await scrollTo(page, 400);
  await tapMenuLink(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#home')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the same links jump straight to the section', async ({ page }) => {
    await visit(page, '/');
    await recordScrolling(page);
    await tapMenuLink(page, 'Reviews');
    await expectSectionBelowHeader(page, 'testimonials');
    expect(await scrollTrail(page)).toHaveLength(1);
  });
});

import { PUBLIC_ROUTES } from '@detailing/site/routes';
import {
  DESKTOP,
  expect,
  PHONE,
  skipConsultationPopup,
  test,
  waitForAnimations,
  waitForHydration,
} from './fixtures';
import { axeViolations } from './axe';

/**
 * Each route at a phone's width, then at a desktop's: one load, two scans. The page is resized
 * between them as a window is, so the layout is the desktop's when the second scan runs.
 */
test.describe('axe at 375 px (phone) and 1280 px (desktop)', () => {
  // The 404 page's own status is logged by the browser as a failed load.
  test.use({ viewport: PHONE, allowConsoleErrors: [/status of 404/] });
  for (const route of [...PUBLIC_ROUTES, '/no-such-page']) {
    test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await skipConsultationPopup(page);
      await page.goto(route);
      await waitForHydration(page);
      for (const [label, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        // The route's entrance animation (and, after a resize, the new layout) finished, so
        // colours and positions are final.
        await waitForAnimations(page);
        expect(await axeViolations(page), `at ${viewport.width} px (${label})`).toEqual([]);
      }
    });
  }
});

test('the consultation popup has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('dialog', { name: 'Free Personalised Consultation' })).toBeVisible({
    timeout: 6000,
  });
  await waitForAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('the mobile menu has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await skipConsultationPopup(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Its dialog is a chunk of its own, loaded on the first tap: there before its animation runs.
  await expect(page.getByRole('dialog')).toBeVisible();
  await waitForAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
});

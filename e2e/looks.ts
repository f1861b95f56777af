import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { DESKTOP, expect, PHONE, waitForAnimations } from './fixtures';

/**
 * A screen at a phone's width (375 px), then at a desktop's (1280 px), on the same page: resized
 * as a window is (the site, the widget and the console follow the width), so one setup serves
 * both. At each width `check` runs (an axe scan, a position; given the screen's name and width
 * for its messages), then a screenshot is taken for a person to look at and attached to the
 * test. Ends at the phone's width.
 */
export async function atBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  check: (where: string) => Promise<void> = async () => undefined,
) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await waitForAnimations(page);
    await check(`${name} at ${viewport.width} px`);
    await page.waitForTimeout(300);
    const path = testInfo.outputPath(`${name}-${viewport.width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name} at ${viewport.width} px`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(PHONE);
}

/** A check for atBothWidths: no WCAG 2.2 AA violation on the page, or in what `include` selects. */
export const accessible =
  (page: Page, include?: string) =>
  async (where: string): Promise<void> => {
    expect(await axeViolations(page, include), where).toEqual([]);
  };

import { expect, skipConsultationPopup, test } from '../fixtures';
import { visit } from './phone';

/**
 * Cormorant's old-style "1" reads as "I" ("1 year", "911"): every piece of text with figures in
 * it (prices, durations, years, counters) is set with lining figures.
 */
test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

for (const path of ['/', '/services', '/services/ceramic-coating', '/services/ceramic-extras']) {
  test(`figures are lining on ${path}`, async ({ page }) => {
    await visit(page, path);
    const { checked, oldStyle } = await page.evaluate(() => {
      const withFigures = [...document.querySelectorAll('body *')].filter((el) =>
        [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.nodeValue ?? ''),
        ),
      );
      return {
        checked: withFigures.length,
        oldStyle: withFigures
          .filter((el) => !getComputedStyle(el).fontVariantNumeric.includes('lining-nums'))
          .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`),
      };
    });
    expect(checked).toBeGreaterThan(3);
    expect(oldStyle).toEqual([]);
  });
}

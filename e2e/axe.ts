import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as axe-core checks it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on a page (or only the part `include` selects), for WCAG 2.2 AA. Legacy mode runs the
 * whole scan inside the page; the default mode also opens a blank page to merge the results of
 * cross-origin frames, which none of our pages has. It costs 40% less CPU per scan (measured on
 * the site's pages: 0.7-1.2 CPU-s against 0.4-0.7). Only violations are read, so only they are
 * reported in full (axe's `resultTypes`; every rule still runs): a quarter less again (0.36 CPU-s
 * against 0.49 a scan, on the home, services and contact pages).
 */
export function axe(page: Page, include?: string) {
  // options() replaces what withTags() sets: first.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  return include ? builder.include(include) : builder;
}

/** The violations axe finds, one line each: rule, help and the elements it names. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const results = await axe(page, include).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

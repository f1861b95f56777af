import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BUDGETS, DYNAMIC_IMPORT, ON_DEMAND_CHUNKS } from '../scripts/lib/bundle-sizes.mjs';
import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';

/**
 * What the widget costs: the standalone build's chunks (gzip and brotli, reported as
 * annotations), held to the budgets of `npm test -- budgets` (scripts/lib/bundle-sizes.mjs: the
 * loader, the Firebase chunk, everything an opened widget fetches), Firebase kept off the page
 * until the chat needs it, and the time from a click to a usable panel (reported; only a loose
 * sanity bound is asserted, budgets are for benchmarks).
 */
const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:5000';
const LOADER_BUDGET_GZIP = BUDGETS['widget-loader'] ?? 0;
const FIREBASE_BUDGET_GZIP = BUDGETS['firebase'] ?? 0;
const OPENED_BUDGET_GZIP = BUDGETS['widget-opened'] ?? 0;

interface Chunk {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
  readonly brotli: number;
  readonly staticImports: readonly string[];
}

/**
 * Follows the standalone script's static and dynamic imports, as a browser would, but not into
 * the chunks that load only in a configuration the stack does not use (App Check).
 */
async function crawl(entry: string): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  const queue = [new URL(entry)];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || seen.has(url.href) || ON_DEMAND_CHUNKS.test(url.pathname)) continue;
    seen.add(url.href);
    const response = await fetch(url);
    expect(response.ok, url.href).toBe(true);
    const code = Buffer.from(await response.arrayBuffer());
    const text = code.toString('utf8');
    const staticImports = [
      ...text.matchAll(/(?:^|[;\s}])import\s*[^("'`]*?from\s*["']([^"']+)["']/g),
    ]
      .map((m) => m[1] ?? '')
      .filter(Boolean);
    // Relative to the importer, also the loader's `import(base + "assets/x.js")`.
    const dynamicImports = [...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[2] ?? '');
    for (const specifier of [...staticImports, ...dynamicImports]) {
      if (specifier) queue.push(new URL(specifier, url));
    }
    chunks.push({
      file: url.pathname.replace(/^.*\/widget\//, ''),
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      brotli: brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
      staticImports,
    });
  }
  return chunks;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

test('the standalone loader is one request under 3 kB gzip, the opened widget under 210 kB, Firebase under 120 kB; chunk sizes are reported', async () => {
  const chunks = await crawl(`${BASE_URL}/widget/detailing-chat.js`);
  const loader = chunks.find((c) => c.file === 'detailing-chat.js');
  expect(loader?.staticImports).toEqual([]);
  for (const kind of ['define-panel', 'react', 'firebase-', 'firebase-backend']) {
    expect(chunks.some((c) => c.file.startsWith(`assets/${kind}`))).toBe(true);
  }
  for (const chunk of chunks) {
    const description = `${kB(chunk.bytes)} raw, ${kB(chunk.gzip)} gzip, ${kB(chunk.brotli)} brotli`;
    test.info().annotations.push({ type: `size ${chunk.file}`, description });
    console.log(`widget ${chunk.file.padEnd(40)} ${description}`);
  }
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  console.log(`widget opened, in all: ${kB(total)} gzip`);
  const firebase = chunks.find((c) => /^assets\/firebase-(?!backend)/.test(c.file));
  // Soft: one run reports every budget it misses.
  expect.soft(loader?.gzip, 'loader, gzip').toBeLessThanOrEqual(LOADER_BUDGET_GZIP);
  expect.soft(firebase?.gzip, 'Firebase chunk, gzip').toBeLessThanOrEqual(FIREBASE_BUDGET_GZIP);
  expect.soft(total, 'opened widget in all, gzip').toBeLessThanOrEqual(OPENED_BUDGET_GZIP);
});

test('a visitor with no conversation never downloads Firebase, even once the panel is preloaded', async ({
  page,
}) => {
  await skipConsultationPopup(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await waitForHydration(page);
  // The panel is imported when the page has settled (5 s) and the browser is idle.
  await expect
    .poll(() => requested.some((url) => url.includes('define-panel')), { timeout: 20_000 })
    .toBe(true);
  await page.waitForTimeout(1000);
  const firebase = requested.filter(
    (url) => /firebase/i.test(url) || url.includes('googleapis') || !url.startsWith(BASE_URL),
  );
  expect(firebase).toEqual([]);
});

/**
 * Clicks the launcher in the page and resolves with the ms until the input has focus. (The same
 * measurement for the standalone script on another origin is in chat-widget-third-party.spec.)
 */
function clickToUsable(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const host = document.querySelector('detailing-chat');
        const button = host?.shadowRoot?.querySelector('button');
        if (!host || !button) throw new Error('No launcher');
        const start = performance.now();
        button.click();
        const check = () => {
          const panelRoot = host.shadowRoot?.querySelector('detailing-chat-panel')?.shadowRoot;
          const input = panelRoot?.querySelector('textarea');
          if (input && panelRoot?.activeElement === input) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

for (const mode of ['cold', 'warm'] as const) {
  test(`click to a usable panel on the site (${mode})`, async ({ page }) => {
    await skipConsultationPopup(page);
    if (mode === 'cold') {
      // No idle time ever: the panel is only fetched on the click.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
    }
    const panelLoaded = page.waitForRequest(/define-panel/, { timeout: 25_000 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Open live chat', exact: true })).toBeVisible();
    if (mode === 'warm') {
      await panelLoaded;
      await page.waitForTimeout(500);
    }
    const ms = await clickToUsable(page);
    test.info().annotations.push({ type: `click-to-usable ${mode}`, description: `${ms} ms` });
    console.log(`click to usable panel (site, ${mode}): ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(10_000);
  });
}

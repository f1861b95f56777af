#!/usr/bin/env node
// @ts-check
// `npm run bench:lighthouse [-- --runs 3 --routes /,/services --reports --dist dist]`
// Lighthouse (mobile preset, simulated throttling) on every public route, median of N runs by
// performance score. Prints a Markdown table and writes bench/results/lighthouse.json (and with
// --reports each route's full report in bench/results/lighthouse/).
// It serves a build as Hosting's CDN serves it (hosting-static.mjs): a fresh one, or `--dist`'s.
// With BASE_URL it measures that server instead (e.g. `npm start`'s, emulators and all).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PUBLIC_ROUTES } from '@detailing/site/routes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../lib/chromium.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { exitOnSignals, onShutdown } from '../lib/processes.mjs';
import { serveLikeHosting } from './hosting-static.mjs';

/** @typedef {{ lhr?: unknown, failing: string[], route: string, performance: number, accessibility: number, bestPractices: number, seo: number, lcpMs: number, tbtMs: number, cls: number }} RouteResult */

/**
 * @param {string} url
 * @param {number} port
 * @returns {Promise<RouteResult>}
 */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Keep the consultation popup out of the measurements of the page itself.
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
  // Name what costs points outside performance, so a regression says where to look.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}/${ref.id}`),
  );
  return {
    lhr: result.lhr,
    failing,
    route: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
  };
}

/** @param {RouteResult[]} runs */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return /** @type {RouteResult} */ (sorted[Math.floor(sorted.length / 2)]);
}

/**
 * Routes below the budget: Performance >= 98, the other categories 100.
 * @param {RouteResult[]} rows
 */
export const belowBudget = (rows) =>
  rows.filter(
    (r) => r.performance < 98 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100,
  );

/** @param {RouteResult[]} rows */
export function lighthouseTable(rows) {
  const lines = [
    '| Route | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * @param {{ baseUrl: string, runs?: number, routes?: readonly string[], reportsDir?: string }} options
 *   `reportsDir` keeps each route's full Lighthouse report (of the median run) for diagnosis.
 */
export async function runLighthouse({ baseUrl, runs = 3, routes = PUBLIC_ROUTES, reportsDir }) {
  const { executablePath } = findChromium();
  const chrome = await chromeLauncher.launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
    // Ours stops it on a signal, after which the stack goes too (processes.mjs).
    handleSIGINT: false,
  });
  const unregister = onShutdown(() => chrome.kill());
  /** @type {RouteResult[]} */
  const rows = [];
  try {
    for (const route of routes) {
      /** @type {RouteResult[]} */
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(baseUrl + route, chrome.port));
      const { lhr, ...row } = median(results);
      rows.push(row);
      if (reportsDir) {
        await mkdir(reportsDir, { recursive: true });
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
        await writeFile(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr));
      }
      console.log(
        `${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms${row.failing.length ? ` (failing: ${row.failing.join(', ')})` : ''}`,
      );
    }
  } finally {
    unregister();
    chrome.kill();
  }
  return rows;
}

/**
 * What to measure: BASE_URL's server, `dist`'s build, or a fresh build (removed afterwards),
 * the last two served as Hosting serves them.
 * @param {string | undefined} dist
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
async function servedSite(dist) {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop: async () => {} };
  if (dist) return serveLikeHosting(path.resolve(dist));
  const outDir = path.join(ROOT, '.build', `bench-lighthouse-${process.pid}`);
  const { buildAll } = await import('../build.mjs');
  await buildAll({ outDir });
  const site = await serveLikeHosting(outDir);
  return {
    baseUrl: site.baseUrl,
    stop: async () => {
      await site.stop();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitOnSignals();
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      reports: { type: 'boolean', default: false },
      dist: { type: 'string' },
    },
  });
  const routes = values.routes ? values.routes.split(',') : PUBLIC_ROUTES;
  const site = await servedSite(values.dist);
  const rows = await runLighthouse({
    baseUrl: site.baseUrl,
    runs: Number(values.runs),
    routes,
    ...(values.reports ? { reportsDir: path.join(ROOT, 'bench/results/lighthouse') } : {}),
  }).finally(site.stop);
  const table = lighthouseTable(rows);
  await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(ROOT, 'bench/results/lighthouse.json'),
    JSON.stringify({ date: new Date().toISOString(), runs: Number(values.runs), rows }, null, 2),
  );
  console.log(`\nLighthouse, mobile preset, median of ${values.runs}:\n\n${table}`);
  const below = belowBudget(rows);
  if (below.length > 0) {
    console.log(`\nBelow budget (Perf >= 98, others 100): ${below.map((r) => r.route).join(', ')}`);
    process.exitCode = 1;
  }
}

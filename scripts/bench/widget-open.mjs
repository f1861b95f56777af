#!/usr/bin/env node
// @ts-check
// `node scripts/bench/widget-open.mjs [--tree DIR] [--label NAME] [--script classic|module]
//   [--runs 5] [--profiles phone,desktop] [--waits early,settled]`
// Opening the chat on another site's page: the embedding demo (scripts/embed-demo/index.html,
// another origin) with the widget built from `tree` (default: this checkout; another checkout of
// the repository, e.g. a `git worktree` of an older commit, measures that commit's widget),
// served by this checkout's stack (Hosting, Auth and Firestore emulators) with that tree's own
// firestore.rules (an older widget writes what its rules asked for). In headless
// Chromium, a fresh browser context (empty cache) per run, on a phone profile (Pixel 7, touch,
// CPU slowed 4x and Lighthouse's slow 4G through CDP) and on a desktop one (1280 x 900, no
// throttling). Measures the time from the click (tap on the phone) on the launcher to the
// message input focused and enabled, and to the first message, typed at that moment, being
// acknowledged by Firestore (the chat connected and working), and the bytes transferred. With
// --photo, each visit then chooses a phone camera's photo (4032 x 3024, EXIF orientation 6,
// GPS: photo-file.mjs) and taps Send: the time from the choice to the photo stored (prepared in
// the browser, uploaded, acknowledged) and the bytes uploaded to Firestore meanwhile.
// Writes bench/results/widget-open-<label>.json and prints a Markdown table.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { devices } from '@playwright/test';
import { localAppEnv } from '../lib/app-env.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { startEmbedDemo } from '../lib/embed-demo.mjs';
import { DEMO_PROJECT_ID, ROOT } from '../lib/emulators.mjs';
import { freePort, freePorts } from '../lib/ports.mjs';
import { loadAverage, machine, summarize } from './stats.mjs';
import { benchPhoto } from './photo-file.mjs';
import { installOpenProbe, readOpenTimes } from './widget-open-probe.mjs';

/**
 * Lighthouse's "slow 4G" as DevTools applies it (its `mobileSlow4G` with the DevTools factors:
 * 150 ms RTT x 3.75 request latency, 1.6 Mbit/s x 0.9 down, 750 kbit/s x 0.9 up).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/**
 * @typedef {{ name: string, label: string, cpuSlowdown: number, network: typeof SLOW_4G | null,
 *   tap: boolean, options: import('@playwright/test').BrowserContextOptions }} Profile
 */

/** @satisfies {Record<string, Profile>} */
export const PROFILES = {
  phone: {
    name: 'phone',
    label: 'Pixel 7, CPU 4x slower, slow 4G',
    cpuSlowdown: 4,
    network: SLOW_4G,
    tap: true,
    options: (({ defaultBrowserType: _, ...rest }) => rest)(devices['Pixel 7']),
  },
  desktop: {
    name: 'desktop',
    label: 'desktop 1280 x 900, no throttling',
    cpuSlowdown: 1,
    network: null,
    tap: false,
    options: { viewport: { width: 1280, height: 900 } },
  },
};

/**
 * When the visitor clicks: `early`, as soon as the launcher shows (the panel's code is not
 * there yet: it is fetched on pointing at the button or on the click); `settled`, 8 s after the
 * page's load event, once the loader has fetched the panel in idle time (after 5 s).
 */
const WAITS = { early: 0, settled: 8000 };

/**
 * Builds only what the benchmark serves, the widget, from `tree`'s own sources and Vite config
 * (the same call as its scripts/build.mjs), in a child process so an older checkout resolves its
 * own dependencies.
 * @param {{ tree: string, outDir: string, env: Record<string, string> }} options
 */
async function buildWidget({ tree, outDir, env }) {
  const code = `import { build } from 'vite';
await build({ root: 'packages/chat-widget', logLevel: 'warn',
  build: { outDir: ${JSON.stringify(path.join(outDir, 'widget'))}, emptyOutDir: true } });`;
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      cwd: tree,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (status) =>
      status === 0 ? resolve(undefined) : reject(new Error(`Widget build failed (${status})`)),
    );
  });
}

/**
 * How long the bench's visitor spends in the system's photo picker before choosing (a person
 * scrolls to the photo and taps it: seconds; 1.5 s here, on the short side).
 */
const PICKING_MS = 1500;

/**
 * @typedef {{ clickToInputMs: number, clickToAckedMs: number, enterToAckedMs: number,
 *   loadBytes: number, openBytes: number, openRequests: number, emulatorBytes: number,
 *   files: string[], photoMs?: number, photoPreparedMs?: number,
 *   photoUploadBytes?: number }} Run
 */

/**
 * One visit in a fresh context: load the demo, wait (`waitMs` after load), click or tap the
 * launcher, type the first message (over `typingMs`), and wait for it to be acknowledged.
 * With `photo`, then chooses it and taps Send, and waits for it to be stored.
 * @param {{ browser: import('@playwright/test').Browser, profile: Profile, url: string,
 *   widgetOrigin: string, waitMs: number, typingMs?: number, photo?: Buffer | null }} options
 * @returns {Promise<Run>}
 */
async function visit({ browser, profile, url, widgetOrigin, waitMs, typingMs = 0, photo = null }) {
  const context = await browser.newContext(profile.options);
  try {
    const page = await context.newPage();
    const errors = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (profile.cpuSlowdown > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    }
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
    /** @type {Map<string, string>} */
    const urls = new Map();
    /** @type {{ url: string, bytes: number, afterClick: boolean }[]} */
    const finished = [];
    let clicked = false;
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      finished.push({
        url: urls.get(e.requestId) ?? '',
        bytes: e.encodedDataLength,
        afterClick: clicked,
      });
    });
    /** What the page sends to Firestore once the photo is chosen (request bodies). */
    let photoChosen = false;
    let photoUploadBytes = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!photoChosen || e.request.method !== 'POST') return;
      if (e.request.url.startsWith(widgetOrigin) || e.request.url.startsWith(new URL(url).origin)) {
        return;
      }
      if (e.request.postData !== undefined)
        photoUploadBytes += Buffer.byteLength(e.request.postData);
      else if (e.request.hasPostData) {
        cdp
          .send('Network.getRequestPostData', { requestId: e.requestId })
          .then(({ postData }) => (photoUploadBytes += Buffer.byteLength(postData)))
          .catch(() => undefined);
      }
    });
    /** Streaming Firestore channels finish late or never: count what they received. */
    let emulatorBytes = 0;
    cdp.on('Network.dataReceived', (e) => {
      const u = urls.get(e.requestId) ?? '';
      if (clicked && !u.startsWith(widgetOrigin) && !u.startsWith(new URL(url).origin)) {
        emulatorBytes += e.encodedDataLength;
      }
    });

    await page.goto(url, { waitUntil: 'load' });
    const launcher = page.getByRole('button', { name: 'Open live chat', exact: true });
    await launcher.waitFor({ state: 'visible', timeout: 60_000 });
    if (waitMs > 0) await page.waitForTimeout(waitMs);
    await page.evaluate(installOpenProbe, {
      message: 'Hello, is Saturday free for a valet?',
      typingMs,
    });
    clicked = true;
    if (profile.tap) await launcher.tap();
    else await launcher.click();
    await page
      .waitForFunction(() => Reflect.get(window, '__openTimes')?.acked != null, null, {
        timeout: 90_000,
        polling: 250,
      })
      .catch(async (/** @type {unknown} */ error) => {
        const times = await page.evaluate(readOpenTimes).catch(() => null);
        const panel = await page
          .getByRole('dialog', { name: 'Live Chat' })
          .innerText({ timeout: 1000 })
          .catch(() => '(no panel)');
        throw new Error(
          `No acknowledged message: ${JSON.stringify(times)}; panel: ${panel}; ` +
            `errors: ${errors.join('; ')}`,
          { cause: error },
        );
      });
    const times = await page.evaluate(readOpenTimes);
    // Let the last responses of the opening finish before counting.
    await page.waitForTimeout(500);
    if (errors.length > 0) throw new Error(`Errors on the page: ${errors.join('; ')}`);
    if (
      times.click === null ||
      times.input === null ||
      times.enter === null ||
      times.acked === null
    ) {
      throw new Error(`Incomplete timings: ${JSON.stringify(times)}`);
    }
    /** @type {{ photoMs?: number, photoPreparedMs?: number, photoUploadBytes?: number }} */
    const photoRun = {};
    if (photo) {
      // The visitor taps "Attach photo" (the widget fetches the photo code meanwhile), spends
      // PICKING_MS in the system's picker, chooses the photo and taps Send at once: the send
      // waits for the preparation, then uploads. Timed from the choice: the file input's
      // `change` event, when the page has the file (Playwright's setFiles first copies the
      // 3.3 MB through the DevTools protocol, 1.7 s on this profile, which a phone's picker,
      // handing over a reference, does not spend).
      const chooser = page.waitForEvent('filechooser');
      const attach = page.getByRole('button', { name: 'Attach photo' });
      if (profile.tap) await attach.tap();
      else await attach.click();
      const picker = await chooser;
      await page.waitForTimeout(PICKING_MS);
      // The chooser's element is in Playwright's isolated world: the time comes back through
      // the DOM (a data attribute), which both worlds share, as they share the page's clock.
      await picker.element().evaluate((input) => {
        input.addEventListener(
          'change',
          () => (document.documentElement.dataset.photoChosenAt = String(performance.now())),
          { once: true },
        );
      });
      photoChosen = true;
      await picker.setFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
      const chosenAt = Number(
        await (
          await page.waitForFunction(() => document.documentElement.dataset.photoChosenAt, null, {
            timeout: 10_000,
          })
        ).jsonValue(),
      );
      const send = page.getByRole('button', { name: 'Send message' });
      if (profile.tap) await send.tap();
      else await send.click();
      // Prepared: the message shows, pending, with its photo (the upload starts).
      await page.locator('li[data-sender="user"][data-pending] button.photo').waitFor({
        timeout: 90_000,
      });
      photoRun.photoPreparedMs = Math.round(
        (await page.evaluate(() => performance.now())) - chosenAt,
      );
      await page
        .locator('li[data-sender="user"]:not([data-pending]) button.photo')
        .waitFor({ timeout: 90_000 });
      photoRun.photoMs = Math.round((await page.evaluate(() => performance.now())) - chosenAt);
      await page.waitForTimeout(300);
      photoRun.photoUploadBytes = photoUploadBytes;
    }
    const fromWidget = (/** @type {{ url: string }} */ r) => r.url.startsWith(widgetOrigin);
    const sum = (/** @type {{ bytes: number }[]} */ list) => list.reduce((a, r) => a + r.bytes, 0);
    const opened = finished.filter((r) => r.afterClick && fromWidget(r));
    return {
      clickToInputMs: Math.round(times.input - times.click),
      clickToAckedMs: Math.round(times.acked - times.click),
      enterToAckedMs: Math.round(times.acked - times.enter),
      loadBytes: sum(finished.filter((r) => !r.afterClick && fromWidget(r))),
      openBytes: sum(opened),
      openRequests: opened.length,
      emulatorBytes,
      files: finished
        .filter(fromWidget)
        .map((r) => `${r.afterClick ? 'opening' : 'page load'} ${new URL(r.url).pathname}`),
      ...photoRun,
    };
  } finally {
    await context.close();
  }
}

/**
 * gzip -9 of every widget file the page fetched (the budgets' measure), from the build.
 * @param {string} publicDir
 * @param {string[]} files
 */
async function gzipOf(publicDir, files) {
  let total = 0;
  for (const file of new Set(files)) {
    const local = path.join(publicDir, file);
    if (!existsSync(local)) continue;
    total += gzipSync(await readFile(local), { level: 9 }).length;
  }
  return total;
}

/**
 * @param {{ tree?: string, label?: string, scriptType?: 'classic' | 'module', runs?: number,
 *   profiles?: string[], waits?: string[], typingMs?: number, photo?: boolean,
 *   log?: (line: string) => void }} options
 *   `typingMs`: the visitor types the first message over this long before Enter (0: at once);
 *   `photo`: then sends a phone camera's photo (benchPhoto) and measures it
 */
export async function benchWidgetOpen({
  tree = ROOT,
  label = 'current',
  scriptType = 'classic',
  runs = 5,
  profiles = ['phone', 'desktop'],
  waits = ['early', 'settled'],
  typingMs = 0,
  photo = false,
  log = console.log,
}) {
  const start = loadAverage();
  const commit = await new Promise((resolve) => {
    const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: tree });
    let out = '';
    git.stdout.on('data', (d) => (out += d));
    git.once('exit', () => resolve(out.trim() || 'unknown'));
  });
  const photoFile = photo ? await benchPhoto() : null;
  const ports = await freePorts();
  const env = localAppEnv(ports);
  Object.assign(process.env, env);
  const runId = `bench-open-${ports.hosting}`;
  const publicDir = path.join(ROOT, '.build', runId);
  const configFile = `.build/firebase.${runId}.json`;
  log(`Building the widget of ${tree} (${commit}) into ${path.relative(ROOT, publicDir)}/`);
  /** @type {{ profile: string, wait: string, runs: Run[] }[]} */
  const cells = [];
  /** @type {{ loaderBytes: number, everythingBytes: number, openedBytes: number }} */
  let gzip;
  // The build and its config go, whatever happens.
  try {
    await buildWidget({ tree, outDir: publicDir, env });
    const { startStack } = await import('../lib/stack.mjs');
    const stack = await startStack({ ports, publicDir, configFile, quiet: true, triggers: false });
    // The tree's own rules: an older widget writes what the rules of its day asked for.
    const rules = await readFile(path.join(tree, 'firestore.rules'), 'utf8');
    const loaded = await fetch(
      `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${DEMO_PROJECT_ID}:securityRules`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
      },
    );
    if (!loaded.ok) {
      await stack.stop();
      throw new Error(`Loading ${tree}/firestore.rules failed: ${await loaded.text()}`);
    }
    const widgetOrigin = `http://127.0.0.1:${ports.hosting}`;
    const demo = await startEmbedDemo({
      port: await freePort(),
      widgetOrigin,
      firestoreHost: `127.0.0.1:${ports.firestore}`,
      authHost: `127.0.0.1:${ports.auth}`,
      scriptType,
    });
    const browser = await launchChromium();
    try {
      // Not counted: the emulators' first requests (JIT, rules) take seconds longer than the rest.
      await visit({ browser, profile: PROFILES.desktop, url: demo.url, widgetOrigin, waitMs: 0 });
      for (const profileName of profiles) {
        const profile = PROFILES[/** @type {keyof typeof PROFILES} */ (profileName)];
        if (!profile) throw new Error(`Unknown profile: ${profileName}`);
        for (const wait of waits) {
          const waitMs = WAITS[/** @type {keyof typeof WAITS} */ (wait)];
          if (waitMs === undefined) throw new Error(`Unknown wait: ${wait}`);
          /** @type {Run[]} */
          const done = [];
          for (let i = 0; i < runs; i += 1) {
            const run = await visit({
              browser,
              profile,
              url: demo.url,
              widgetOrigin,
              waitMs,
              typingMs,
              photo: photoFile,
            });
            log(
              `${label} ${profileName} ${wait} #${i + 1}: input ${run.clickToInputMs} ms, ` +
                `first message stored ${run.clickToAckedMs} ms (${run.enterToAckedMs} ms ` +
                `after Enter), opening ${run.openBytes} B in ${run.openRequests} requests` +
                (run.photoMs === undefined
                  ? ''
                  : `; photo shown ${run.photoPreparedMs} ms and stored ${run.photoMs} ms ` +
                    `after the choice, ` +
                    `${run.photoUploadBytes} B uploaded`),
            );
            done.push(run);
          }
          cells.push({ profile: profileName, wait, runs: done });
        }
      }
    } finally {
      await browser.close();
      await demo.close();
      await stack.stop();
    }
    const paths = cells.flatMap((c) =>
      c.runs.flatMap((r) => r.files.map((f) => f.split(' ').at(-1))),
    );
    const files = [...new Set(paths)].filter((f) => typeof f === 'string');
    const opened = files.filter((f) => !f.endsWith('/detailing-chat.js'));
    gzip = {
      loaderBytes: await gzipOf(publicDir, ['/widget/detailing-chat.js']),
      everythingBytes: await gzipOf(publicDir, files),
      openedBytes: await gzipOf(publicDir, opened),
    };
  } finally {
    await rm(publicDir, { recursive: true, force: true });
    await rm(path.join(ROOT, configFile), { force: true });
  }
  return {
    benchmark: 'widget-open',
    date: new Date().toISOString(),
    label,
    commit,
    tree,
    scriptType,
    typingMs,
    machine: machine(),
    loadAverage: { start, end: loadAverage() },
    profiles: Object.fromEntries(
      profiles.map((p) => [p, PROFILES[/** @type {keyof typeof PROFILES} */ (p)]?.label]),
    ),
    gzip,
    cells: cells.map((cell) => ({
      ...cell,
      clickToInputMs: summarize(cell.runs.map((r) => r.clickToInputMs)),
      clickToAckedMs: summarize(cell.runs.map((r) => r.clickToAckedMs)),
      enterToAckedMs: summarize(cell.runs.map((r) => r.enterToAckedMs)),
      openBytes: summarize(cell.runs.map((r) => r.openBytes)),
      loadBytes: summarize(cell.runs.map((r) => r.loadBytes)),
      ...(photo
        ? {
            photoMs: summarize(cell.runs.map((r) => r.photoMs ?? 0)),
            photoUploadBytes: summarize(cell.runs.map((r) => r.photoUploadBytes ?? 0)),
          }
        : {}),
    })),
  };
}

const kB = (/** @type {number | null} */ bytes) =>
  bytes === null ? '-' : `${(bytes / 1000).toFixed(1)}`;

/** @param {Awaited<ReturnType<typeof benchWidgetOpen>>} result */
export function widgetOpenTable(result) {
  const rows = result.cells.map((c) => {
    const min = (/** @type {number[]} */ v) => Math.min(...v);
    const max = (/** @type {number[]} */ v) => Math.max(...v);
    const input = c.runs.map((r) => r.clickToInputMs);
    const acked = c.runs.map((r) => r.clickToAckedMs);
    const enter = c.runs.map((r) => r.enterToAckedMs);
    return (
      `| ${result.label} (${result.commit}, ${result.scriptType}) | ${c.profile} | ${c.wait} ` +
      `| ${c.clickToInputMs.p50} (${min(input)}-${max(input)}) ` +
      `| ${c.clickToAckedMs.p50} (${min(acked)}-${max(acked)}) ` +
      `| ${c.enterToAckedMs.p50} (${min(enter)}-${max(enter)}) ` +
      `| ${kB(c.loadBytes.p50)} | ${kB(c.openBytes.p50)} | ${c.runs[0]?.openRequests ?? '-'} |`
    );
  });
  return [
    `| Build | Profile | Click | Click -> input ready, ms: median (min-max) | Click -> first message stored, ms | Enter -> stored (typed ${result.typingMs / 1000} s), ms | Page load, widget kB | Opening, widget kB | Requests |`,
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** @param {Awaited<ReturnType<typeof benchWidgetOpen>>} result */
export function photoTable(result) {
  const rows = result.cells.map((c) => {
    const ms = c.runs.map((r) => r.photoMs ?? 0);
    const bytes = c.runs.map((r) => r.photoUploadBytes ?? 0);
    return (
      `| ${result.label} (${result.commit}) | ${c.profile} | ${c.photoMs?.p50} ` +
      `(${Math.min(...ms)}-${Math.max(...ms)}) | ${kB(c.photoUploadBytes?.p50 ?? null)} ` +
      `(${kB(Math.min(...bytes))}-${kB(Math.max(...bytes))}) |`
    );
  });
  return [
    '| Build | Profile | Photo chosen -> stored, ms: median (min-max) | Uploaded, kB |',
    '| --- | --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      tree: { type: 'string', default: ROOT },
      label: { type: 'string' },
      script: { type: 'string', default: 'classic' },
      runs: { type: 'string', default: '5' },
      profiles: { type: 'string', default: 'phone,desktop' },
      waits: { type: 'string', default: 'early,settled' },
      'typing-ms': { type: 'string', default: '0' },
      photo: { type: 'boolean', default: false },
    },
  });
  if (values.script !== 'classic' && values.script !== 'module') {
    throw new Error('--script is classic or module');
  }
  const tree = path.resolve(values.tree);
  const result = await benchWidgetOpen({
    tree,
    label: values.label ?? (tree === ROOT ? 'current' : path.basename(tree)),
    scriptType: values.script,
    runs: Number(values.runs),
    profiles: values.profiles.split(','),
    waits: values.waits.split(','),
    typingMs: Number(values['typing-ms']),
    photo: values.photo,
  });
  const dir = path.join(ROOT, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `widget-open-${result.label}-${result.scriptType}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  if (values.photo) console.log(`\n${photoTable(result)}`);
  console.log(
    `\n${widgetOpenTable(result)}\n\ngzip -9 of the widget files fetched: loader ` +
      `${kB(result.gzip.loaderBytes)} kB, the opening ${kB(result.gzip.openedBytes)} kB; ` +
      `load ${result.loadAverage.start.join(' ')} -> ${result.loadAverage.end.join(' ')} ` +
      `on ${os.availableParallelism()} cores.\nWrote ${path.relative(ROOT, file)}.`,
  );
  process.exit();
}

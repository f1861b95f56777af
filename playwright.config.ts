import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built output served by the Hosting emulator, with the Auth and
 * Firestore emulators behind it. `npm test` starts that stack on free ports and sets BASE_URL;
 * against a running `npm start`, run `BASE_URL=http://127.0.0.1:5000 npx playwright test`.
 */
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || undefined;
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};
/**
 * The desktop: Chromium, asking pages for reduced motion. Most tests check what a page says and
 * where things are once still; the site, the widget and the console then skip their entrances,
 * fades and glides, which Chromium otherwise draws frame by frame in software (the e2e step: 442
 * against 486 CPU-s, 240 against 262 s, back to back). What motion is the subject of runs with
 * it: the specs that say so (`test.use(WITH_MOTION)`: home, layout, gallery, no-JS) and every
 * phone spec, where the phone project keeps a phone's default.
 */
const desktop = { ...chromium, reducedMotion: 'reduce' as const };
const FIRESTORE_OUTAGE = /chat-firestore-outage\.spec\.ts$/;
/** Floods the shared emulator on purpose: alone, so it neither slows nor is slowed by others. */
const FLOOD = /chat-flood\.spec\.ts$/;
/** e2e/phone/: what matters on a phone, driven with taps on touch devices. */
const PHONE = /phone\/.*\.spec\.ts$/;
/** Publish the site the stack serves (the owner's editor): after everything else. */
const SITE_PUBLISH = /site-editor(-[a-z-]+)?\.spec\.ts$/;
/**
 * A phone in Chromium: the device's viewport, touch and mobile user agent, at a pixel ratio of 1.
 * What the phone specs check is in CSS pixels (positions, sizes, taps, scrolling), which the
 * ratio does not change; the device's own (the Pixel 7's is 2.625) had Chromium rasterise seven
 * times the pixels of every frame. `npm test -- e2e -- --project phone`, three runs each: 123-129
 * CPU-s at 2.625 against 104-128 at 1 (medians 125 and 107), test time 50 s against 43.
 */
const phone = (device: keyof typeof devices) => ({
  ...devices[device],
  deviceScaleFactor: 1,
  browserName: 'chromium' as const,
  launchOptions: chromium.launchOptions,
});

export default defineConfig({
  testDir: 'e2e',
  // Per run, so parallel runs (several engineers, or CI and a developer) never share artifacts.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results',
  fullyParallel: true,
  // One more than half the cores, at least three: Playwright's default (half the cores) ran the
  // suite on one worker on a 2-core machine, and a fifth of two workers' time is waiting (for
  // the emulators, a delay, an e-mail). On 2 cores the main run took 4.8 min with three workers
  // against 5.3 with two; the machine was 94% busy instead of 80%. PLAYWRIGHT_WORKERS to choose.
  workers:
    Number(process.env.PLAYWRIGHT_WORKERS) ||
    Math.max(3, Math.floor(availableParallelism() / 2) + 1),
  // One retry in CI only; Playwright lists retried tests as "flaky" so they stay visible.
  retries: process.env.CI ? 1 : 0,
  // `npm test` also asks for a JSON report, from which its summary names the failed tests.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: process.env.BASE_URL || 'http://127.0.0.1:5000',
    // Recording a trace in every test cost a quarter of the e2e step's CPU (measured: 67.6
    // against 51.3 CPU-s for layout, forms and home), so only a retry records one (CI retries
    // once). To trace a failure locally: `npm test -- e2e -- <spec> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Without /sw.js, except where it is the subject (e2e/admin-pwa.spec.ts allows it, and checks
    // the site's pages work under it): once it controls a page every request goes through it,
    // and the console has it fetch its assets again to keep them offline. Measured, about
    // 0.3 CPU-s more for a test of two page loads, in every test.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [FIRESTORE_OUTAGE, FLOOD, PHONE, SITE_PUBLISH],
      use: desktop,
    },
    // One phone: nothing in e2e/phone/ behaves differently on another phone's size or agent
    // (the iPhone's own behaviour, the console's Home Screen advice, is admin-pwa.spec.ts's).
    { name: 'phone', testMatch: PHONE, use: phone('Pixel 7') },
    // Stops and restarts a Firestore emulator of its own (scripts/lib/firestore-control.mjs):
    // scripts/test.mjs runs it beside the main run ('chromium' and 'phone').
    { name: 'firestore-outage', testMatch: FIRESTORE_OUTAGE, workers: 1, use: desktop },
    // Writes as fast as the rules allow from several clients; scripts/test.mjs runs it after the
    // main run, beside 'site-publish' only.
    { name: 'flood', testMatch: FLOOD, workers: 1, use: desktop },
    // Replaces the site the stack serves, then puts it back (the editor's specs, one after the
    // other: each publishes and restores); a phone and a desktop in turn. scripts/test.mjs runs
    // it after the main run, beside 'flood' (whose pages check no price).
    { name: 'site-publish', testMatch: SITE_PUBLISH, workers: 1, use: desktop },
  ],
});

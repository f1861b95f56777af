#!/usr/bin/env node
// @ts-check
// `npm test`: everything CI runs, in one command.
//   lint -> typecheck -> unit -> component -> build -> budgets -> (stack on free ports) emulator
//   tests -> e2e; the build's images are encoded in the background from the start.
// Name steps to run only those: `npm test -- unit`, `npm test -- build e2e`; arguments after a
// second `--` go to Playwright: `npm test -- e2e -- e2e/forms.spec.ts --grep toast`.
// Every step runs even when an earlier one fails (except what needs the build or the stack),
// and a summary says which failed.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import {
  checkChromium,
  checkJava,
  checkNode,
  gatherJava,
  reportPreflight,
} from './lib/preflight.mjs';
import { exitOnSignals, isShuttingDown, run, shutdown, trackChild } from './lib/processes.mjs';
import {
  playwrightFailures,
  playwrightSlowest,
  readReport,
  vitestFailures,
} from './lib/test-report.mjs';

// Ctrl-C or SIGTERM at any step stops its tools and the stack (scripts/lib/processes.mjs).
exitOnSignals();
const began = Date.now();

const root = path.resolve(import.meta.dirname, '..');
const STEPS = ['lint', 'typecheck', 'unit', 'component', 'build', 'budgets', 'emulator', 'e2e'];
const args = process.argv.slice(2);
const split = args.indexOf('--');
const playwrightArgs = split >= 0 ? args.slice(split + 1) : [];
const wanted = (split >= 0 ? args.slice(0, split) : args).filter((a) => STEPS.includes(a));
const selected = new Set(wanted.length > 0 ? wanted : STEPS);
if (['budgets', 'emulator', 'e2e'].some((name) => selected.has(name))) selected.add('build');

// What the selected steps need, checked before the first: one line each saying what to do.
{
  const checks = [checkNode(process.versions.node)];
  if (selected.has('emulator') || selected.has('e2e')) checks.push(checkJava(gatherJava()));
  if (selected.has('component') || selected.has('e2e')) {
    const { findChromium } = await import('./lib/chromium.mjs');
    try {
      checks.push(checkChromium(findChromium({ headless: true })));
    } catch (error) {
      checks.push(checkChromium({ error: error instanceof Error ? error.message : String(error) }));
    }
  }
  try {
    reportPreflight(checks);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** @type {{ name: string, ok: boolean, seconds: number, failures?: string[] | undefined }[]} */
const results = [];
/** Where each tool's JSON report goes, for the summary's list of what failed. */
const reports = path.join(root, '.build', `reports-${process.pid}`);
const reportOf = (/** @type {string} */ name) => path.join(reports, `${name}.json`);
/** Failed e2e tests, from the reports of its three Playwright runs. */
/** @type {string[]} */
const e2eFailed = [];
/**
 * The main e2e run's slowest spec files, for the summary (CI shows the end of the log).
 * @type {string[]}
 */
const e2eSlowest = [];
/**
 * @param {string} name
 * @param {() => Promise<unknown>} fn
 */
async function step(name, fn) {
  if (!selected.has(name)) return true;
  // Stopping on a signal: start nothing more (the handler exits once all is stopped).
  if (isShuttingDown()) return false;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let ok = true;
  /** @type {string[] | undefined} */
  let failures;
  try {
    await fn();
  } catch (error) {
    ok = false;
    console.error(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!ok) failures = await failuresOf(name);
  results.push({ name, ok, seconds: (Date.now() - started) / 1000, failures });
  return ok;
}

/**
 * What a failed step's report says failed, or nothing when it wrote no report.
 * @param {string} name
 */
async function failuresOf(name) {
  if (name === 'e2e') return e2eFailed.length > 0 ? e2eFailed : undefined;
  const report = await readReport(reportOf(name));
  if (report === undefined) return undefined;
  const failures = vitestFailures(report);
  return failures.length > 0 ? failures : ['no test failed: see the errors printed above'];
}

/**
 * Whether the e2e run may include the outage test: unless spec files are named, and none is it.
 * @param {string[]} args Playwright's arguments
 */
const wantsOutage = (args) => {
  const files = args.filter((arg) => /\.spec\.ts|^e2e\//.test(arg));
  return files.length === 0 || files.some((file) => file.includes('outage'));
};

const npx = (/** @type {string[]} */ args, env = process.env) =>
  run('npx', ['--no-install', ...args], { cwd: root, env });

/** Vitest with its usual output plus a JSON report for the summary. */
const vitest = (/** @type {string} */ project, env = process.env) =>
  npx(
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportOf(project)}`,
    ],
    env,
  );

/**
 * The site's images, encoded into the build's cache in the background from the start, at the
 * lowest CPU priority. On a fresh clone they are most of the build (37 s on 2 cores), while the
 * steps before it leave a core idle much of the time (unit waits out real intervals, component
 * waits for frames): the build then finds them cached. Its outcome does not matter: the build
 * encodes what the cache lacks, and reports what fails.
 * @returns {Promise<void>}
 */
function encodeImagesInBackground() {
  const script = path.join(root, 'packages/site/build/images/build-images.mjs');
  const child = spawn(process.execPath, [script, '--cache-only'], { cwd: root, stdio: 'ignore' });
  try {
    if (child.pid !== undefined) setPriority(child.pid, 19);
  } catch {
    // Gone already (it failed at once): the build will encode the images and say why.
  }
  return trackChild(child);
}
const imagesEncoded = selected.has('build') ? encodeImagesInBackground() : undefined;

// KEEP_REPORTS=1 keeps the JSON reports (.build/reports-<pid>) to study the slowest tests.
if (!process.env.KEEP_REPORTS) await rm(reports, { recursive: true, force: true });
await step('lint', () => run('npm', ['run', '--silent', 'lint'], { cwd: root }));
await step('typecheck', () => run('node', ['scripts/typecheck.mjs'], { cwd: root }));
await step('unit', () => vitest('unit'));
// Components in real Chromium (vitest.config.ts finds it as the e2e step does).
await step('component', () => vitest('component'));

if (selected.has('build')) {
  const { freePorts } = await import('./lib/ports.mjs');
  const { localAppEnv } = await import('./lib/app-env.mjs');
  const { DEMO_PROJECT_ID } = await import('./lib/emulators.mjs');
  const ports = await freePorts();
  // Per-run folder and config, so parallel runs (and a running `npm start`) never collide.
  const runId = `test-${ports.hosting}`;
  const publicDir = path.join(root, '.build', runId);
  Object.assign(process.env, localAppEnv(ports));
  // The reply e-mails (CHAT-PRODUCT.md 7) with the test stack's delays: due 4 s after a staff
  // reply instead of 2 minutes, sent by the runner's check every second (e2e/reply-mail.spec.ts).
  process.env.REPLY_MAIL_DELAY_SECONDS ??= '4';
  process.env.LOCAL_REPLY_MAIL_INTERVAL_MS ??= '1000';
  // Booking reminders (BOOKING.md 3) go to confirmed bookings within 2000 hours (every booking
  // the window offers) instead of 24, checked every second (e2e/phone/bookings-console.spec.ts).
  process.env.BOOKING_REMINDER_HOURS ??= '2000';
  process.env.LOCAL_BOOKING_REMINDER_INTERVAL_MS ??= '1000';

  const needsStack = selected.has('emulator') || selected.has('e2e');
  /** @type {ReturnType<typeof import('./lib/stack.mjs').startStack> | undefined} */
  let stackStarting;

  // Two configurations, each built once: the local one, which the budgets, emulator and e2e
  // steps all use, and the production one (a fake config), checked to carry it and nothing of
  // the emulators. With the image cache warm each takes seconds.
  const built = await step('build', async () => {
    await imagesEncoded;
    const { buildAll } = await import('./build.mjs');
    await buildAll({ outDir: publicDir });
    console.log('\nThe production configuration (scripts/lib/production-build.mjs):');
    const { checkProductionBuild } = await import('./lib/production-build.mjs');
    await checkProductionBuild();
    // The stack starts here, beside the publish build's check and the budgets: it takes about
    // 8 s on 2 cores, most of it the emulators starting. Not sooner: the production build sets its
    // own VITE_* variables in this process while it runs, and the stack's processes inherit
    // this process's environment.
    if (needsStack) {
      // Loaded only here: it brings the Admin SDK (half a second), which `npm test -- unit
      // build` (CI's Node 24 pass) has no use for.
      const { startStack } = await import('./lib/stack.mjs');
      console.log(
        `\nStarting the emulators on free ports (hosting ${ports.hosting}, firestore ${ports.firestore}, auth ${ports.auth})...`,
      );
      stackStarting = startStack({
        ports,
        publicDir,
        configFile: `.build/firebase.${runId}.json`,
        quiet: true,
        // Tests other than the away ones must not depend on the time of day.
        alwaysOpen: true,
      });
      // Awaited below; a failure to start is reported there, not as an unhandled rejection.
      stackStarting.catch(() => undefined);
    }
    // The site built from an owner's content (docs/site-editor.md), on the warm image cache, by
    // the publisher's bundle (the stack builds it too: each build replaces the file whole; it
    // brings the Admin SDK, which `npm test -- unit build` then loads too).
    await run(process.execPath, ['publisher/build.mjs'], { cwd: root });
    const { checkPublishBuild } = await import('@detailing/publisher');
    await checkPublishBuild();
  });

  if (built) {
    // Bundle budgets (scripts/lib/bundle-sizes.mjs): read from the build, so deterministic.
    await step('budgets', async () => {
      const { bundleTable, measureBundles, overBudget } = await import('./lib/bundle-sizes.mjs');
      const bundles = await measureBundles(publicDir);
      console.log(bundleTable(bundles));
      const over = overBudget(bundles);
      if (over.length > 0) throw new Error(`over budget:\n${over.join('\n')}`);
    });
  }

  if (stackStarting) {
    /** @type {Awaited<ReturnType<typeof import('./lib/stack.mjs').startStack>> | undefined} */
    let stack;
    try {
      stack = await stackStarting;
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      results.push({ name: 'start emulators', ok: false, seconds: 0 });
    }
    // A build that failed after the stack started: nothing to test it with.
    if (stack && !built) {
      await stack.stop();
      stack = undefined;
    }
    if (stack) {
      const env = {
        ...process.env,
        GCLOUD_PROJECT: DEMO_PROJECT_ID,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
        BASE_URL: `http://127.0.0.1:${ports.hosting}`,
        MAILDEV_URL: stack.mail.url,
      };
      try {
        await step('emulator', () => vitest('emulator', env));
        const { plan } = stack;
        await step('e2e', async () => {
          const { findChromium } = await import('./lib/chromium.mjs');
          const chromium = findChromium({ headless: true });
          console.log(`Chromium: ${chromium.source}`);
          /** @type {unknown[]} */
          const failures = [];
          let runs = 0;
          /**
           * One Playwright run of the named projects (none: what the command line names).
           * @param {string[]} projects
           * @param {NodeJS.ProcessEnv} [extraEnv]
           */
          const playwright = async (projects, extraEnv = {}) => {
            const index = runs++;
            const args = [
              ...projects.flatMap((project) => ['--project', project]),
              '--pass-with-no-tests',
              ...playwrightArgs,
            ];
            const results = index === 0 ? 'results' : `results-${projects.join('-')}`;
            const jsonReport = reportOf(`e2e-${index}`);
            await npx(['playwright', 'test', ...args], {
              ...env,
              PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium.executablePath ?? '',
              PLAYWRIGHT_OUTPUT_DIR: path.join('.build', `${runId}-${results}`),
              PLAYWRIGHT_JSON_OUTPUT_FILE: jsonReport,
              ...extraEnv,
            }).catch((error) => failures.push(error));
            const report = await readReport(jsonReport);
            if (report) {
              const found = playwrightFailures(report);
              e2eFailed.push(...found.failed);
              if (found.flaky.length > 0)
                console.log(`Flaky (passed on retry):\n  ${found.flaky.join('\n  ')}`);
              if (index === 0) e2eSlowest.push(...playwrightSlowest(report));
            }
          };
          // Projects named on the command line (`-- --project chromium`) run once, as asked.
          if (playwrightArgs.some((arg) => arg.startsWith('--project'))) {
            await playwright([]);
          } else {
            // Desktop and the phone together, and beside them the Firestore outage, which stops
            // and restarts an emulator of its own (scripts/lib/firestore-control.mjs) and mostly
            // waits for the SDK to notice: its minute costs the main run a few seconds. Then, side
            // by side, the two runs that must not share the stack with the main one: the site's
            // publishing (it replaces the served site) and the flood tests (they write as fast as
            // the rules allow, in a project of their own).
            const { serveFirestoreControl, startOwnFirestore } =
              await import('./lib/firestore-control.mjs');
            const main = playwright(['chromium', 'phone']);
            // Only the jar can be stopped and restarted (not Firestore inside firebase-tools):
            // without it the outage test skips.
            const outage = (async () => {
              const own =
                plan.kind === 'jar' && wantsOutage(playwrightArgs)
                  ? await startOwnFirestore({ jar: plan.jar, from: ports.firestore })
                  : null;
              /** @type {Awaited<ReturnType<typeof serveFirestoreControl>> | null} */
              let control = null;
              try {
                if (own) control = await serveFirestoreControl(own.control);
                await playwright(['firestore-outage'], {
                  FIRESTORE_CONTROL_URL: control?.url ?? '',
                  OUTAGE_FIRESTORE_HOST: own?.host ?? '',
                  ...(own ? { FIRESTORE_EMULATOR_HOST: own.host } : {}),
                });
              } finally {
                await control?.close();
                await own?.stop();
              }
            })();
            // Awaited below, after the main run; a failure is reported there.
            outage.catch(() => undefined);
            await main;
            // Settled, not raced: an outage emulator that failed to start must not end the step
            // (and stop the stack) while the publishing and flood runs still use it.
            const tail = await Promise.allSettled([
              playwright(['site-publish']),
              playwright(['flood']),
              outage,
            ]);
            for (const run of tail) if (run.status === 'rejected') failures.push(run.reason);
          }
          if (failures.length > 0) throw failures[0];
        });
      } finally {
        await stack.stop();
        // The build goes; Playwright's artifacts (.build/<run>-results) stay for a failed run.
        await rm(publicDir, { recursive: true, force: true });
        await rm(path.join(root, `.build/firebase.${runId}.json`), { force: true });
      }
    }
  }
}

// Stopped by a signal: the handler exits (130 or 143) once every tool and emulator is down.
if (isShuttingDown()) await shutdown();

if (e2eSlowest.length > 0)
  console.log(`\nSlowest e2e spec files (test time):\n${e2eSlowest.join('\n')}`);
console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1)} s`);
  for (const failure of r.failures ?? []) console.log(`    ✗ ${failure}`);
}
// KEEP_REPORTS=1 keeps the JSON reports (.build/reports-<pid>) to study the slowest tests.
if (!process.env.KEEP_REPORTS) await rm(reports, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok);
const minutes = ((Date.now() - began) / 60_000).toFixed(1);
console.log(`${results.length - failed.length} passed, ${failed.length} failed, in ${minutes} min`);
process.exit(failed.length > 0 ? 1 : 0);

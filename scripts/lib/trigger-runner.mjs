// @ts-check
// The functions' triggers on the local stack. firebase-tools' Functions emulator runs Firestore
// triggers only when it started the Firestore emulator itself (Java 21+), and never on the jar
// path, so the stack always uses this runner instead, on both paths (one way to run them, the
// same everywhere; `firebase.local.json` has `functions: []`). With the Admin SDK pointed at the
// emulators it runs the deployed code, built from functions/src into functions/lib by the
// functions' own build (the predeploy step), from the functions' one list of triggers
// (`TRIGGERS`, functions/src/triggers/list.ts) with their own wiring:
//   - a `created` trigger follows its collection (or collection group) by `createdAt`, from the
//     runner's start; a `written` one, every change with the document as last seen; triggers on
//     the same documents share one listener; a trigger Cloud Functions retries runs once more;
//   - a `schedule` runs every `local.everyMs` (its `local.variable` changes it: retention every
//     hour, LOCAL_RETENTION_INTERVAL_MS, and at start; the due reply e-mails every 15 s,
//     LOCAL_REPLY_MAIL_INTERVAL_MS);
//   - a trigger whose dependencies miss a setting is off, with the reason printed; one with a
//     `localStandIn` is not run: the owner's "Publish" is built and copied over the served site
//     by the publisher (publisher/, its bundle) instead of the GitHub workflow, when the stack
//     gives its folder;
//   - FCM is a stand-in that prints one line per push it would send;
//   - every `mail` document not yet delivered is sent to the stack's MailDev with nodemailer and
//     its `delivery` written back, as the Trigger Email extension does (mail-delivery.mjs).
// The stack builds the functions (`buildFunctions`) and the publisher (`buildPublisher`) and
// starts the runner as a child of its own (`startTriggerRunnerProcess`:
// `node scripts/lib/trigger-runner.mjs`), stopped with the other children; `startTriggerRunner` is the same runner in this process (its tests use it).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, ROOT } from './emulators.mjs';
import { followTriggers, localIntervals } from './local-triggers/follow-triggers.mjs';
import { createListeners, reason } from './local-triggers/listeners.mjs';
import { PUBLIC_DIR_VARIABLE, READY, SMTP_VARIABLE, smtpFrom } from './local-triggers/process.mjs';
import { followOutbox, followPublishes, loggedMessaging } from './local-triggers/stand-ins.mjs';
import { createMailDelivery } from './mail-delivery.mjs';
import { run } from './processes.mjs';

/** @typedef {typeof import('../../functions/src/index.js')} FunctionsModule */

const FUNCTIONS_ENTRY = path.join(ROOT, 'functions/lib/index.js');

export { startTriggerRunnerProcess } from './local-triggers/process.mjs';

/**
 * The functions' build, as the predeploy step runs it: functions/src and core's domain,
 * bundled into functions/lib/index.js (functions/build.mjs).
 */
export async function buildFunctions() {
  await run('npm', ['--prefix', path.join(ROOT, 'functions'), 'run', '--silent', 'bundle'], {
    cwd: ROOT,
  });
}

/**
 * The publisher's build (publisher/build.mjs, into publisher/lib/index.js): what the runner's
 * stand-in for the publish workflow imports, as the workflow does.
 */
export async function buildPublisher() {
  await run(process.execPath, [path.join(ROOT, 'publisher/build.mjs')], { cwd: ROOT });
}

/**
 * The built functions (functions/lib/index.js), as Cloud Functions loads them.
 * @returns {Promise<FunctionsModule>}
 */
export async function loadFunctions() {
  if (!existsSync(FUNCTIONS_ENTRY)) {
    throw new Error('functions/lib is not built: run `npm --prefix functions run bundle`.');
  }
  return import(pathToFileURL(FUNCTIONS_ENTRY).href);
}

/**
 * @param {string} message
 * @param {Record<string, unknown>} [details]
 */
const line = (message, details) => (details ? `${message} ${JSON.stringify(details)}` : message);

/**
 * Starts the runner in this process against the emulators (FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST must be set: it never runs against a real project). Resolves once
 * the listener has its first answer from the emulator. `stop()` ends the listener, the timer and
 * the Admin SDK app, after what is under way has finished.
 * `smtp` is where `mail` documents are delivered (the stack's MailDev); without it they wait.
 * @param {{
 *   functions: FunctionsModule,
 *   projectId?: string,
 *   env?: Partial<Record<string, string>>,
 *   print?: (line: string) => void,
 *   smtp?: { host: string, port: number } | undefined,
 *   publicDir?: string | undefined,
 * }} options
 */
export async function startTriggerRunner({
  functions,
  projectId = DEMO_PROJECT_ID,
  env = process.env,
  print = (text) => console.log(text),
  smtp,
  publicDir,
}) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The trigger runner runs only against the emulators: set FIRESTORE_EMULATOR_HOST and ' +
        'FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
  // Checked before anything starts: a bad period or interval stops the stack with its name.
  const periods = functions.retentionConfigFrom(env);
  const intervals = localIntervals(functions.TRIGGERS, env);
  const app = initializeApp({ projectId }, `trigger-runner-${randomUUID()}`);
  const db = getFirestore(app);
  /** @type {(message: string, details?: Record<string, unknown>) => void} */
  const log = (message, details) => print(line(message, details));
  const listeners = createListeners(log);
  const aborter = new AbortController();
  // The functions' own wiring on the emulators: the Auth emulator's staff claims, the stack's
  // environment, FCM's printed stand-in.
  const context = { app, env, messaging: loggedMessaging(print), log };
  const startSchedules = followTriggers({
    functions,
    context,
    db,
    listeners,
    intervals,
    signal: aborter.signal,
    print,
  });
  const mail = smtp ? createMailDelivery({ smtp, log }) : null;
  if (mail) followOutbox(listeners, db, mail, log);
  const closePreviews = publicDir ? followPublishes(listeners, db, publicDir, log) : null;

  let stopSchedules = () => {};
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    stopSchedules();
    aborter.abort();
    await listeners.stop();
    await closePreviews?.();
    mail?.close();
    await deleteApp(app);
  };

  try {
    await listeners.ready();
  } catch (error) {
    await stop();
    throw error;
  }
  stopSchedules = startSchedules();
  const every = [...intervals]
    .map(
      ([name, ms]) =>
        `${name} every ${ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${ms} ms`}`,
    )
    .join(', ');
  print(
    `${READY}: ${listeners.count()} listeners, ${every}; pushes through the FCM stand-in; ` +
      `${mail ? `e-mail to ${smtp?.host}:${smtp?.port}; ` : ''}retention closes after ` +
      `${periods.closeAfterDays} days idle, deletes ${periods.deleteAfterDays} days after.`,
  );
  return {
    stop,
    /** Firestore listeners this runner holds (one per watched query; 0 once stopped). */
    listeners: listeners.active,
    /** Settles when the handlers and the scheduled runs under way now have finished. */
    idle: listeners.idle,
  };
}

// `node scripts/lib/trigger-runner.mjs`: the child the stack starts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const runner = await startTriggerRunner({
      functions: await loadFunctions(),
      projectId: process.env.GCLOUD_PROJECT || DEMO_PROJECT_ID,
      smtp: smtpFrom(process.env[SMTP_VARIABLE]),
      publicDir: process.env[PUBLIC_DIR_VARIABLE] || undefined,
    });
    const shutdown = async () => {
      await runner.stop();
      process.exit(0);
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  } catch (error) {
    console.error(reason(error));
    process.exit(1);
  }
}

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
//     by site-publisher.mjs instead of the GitHub workflow, when the stack gives its folder;
//   - FCM is a stand-in that prints one line per push it would send;
//   - every `mail` document not yet delivered is sent to the stack's MailDev with nodemailer and
//     its `delivery` written back, as the Trigger Email extension does (mail-delivery.mjs).
// The stack builds the functions (`buildFunctions`) and starts the runner as a child of its own
// (`startTriggerRunnerProcess`: `node scripts/lib/trigger-runner.mjs`), stopped with the other
// children; `startTriggerRunner` is the same runner in this process (its tests use it).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  DEMO_PROJECT_ID,
  LOCAL_INBOUND_MAIL_DOMAIN,
  LOCAL_MAIL_LINK_KEY,
  LOCAL_REQUESTS_IP_KEY,
  ROOT,
} from './emulators.mjs';
import { createMailDelivery } from './mail-delivery.mjs';
import { run } from './processes.mjs';

/** @typedef {typeof import('../../functions/src/index.js')} FunctionsModule */
/** @typedef {import('firebase-admin/messaging').TokenMessage} TokenMessage */
/** @typedef {import('firebase-admin/messaging').BatchResponse} BatchResponse */
/** @typedef {import('firebase-admin/firestore').QueryDocumentSnapshot} QueryDocumentSnapshot */
/** @typedef {import('firebase-admin/firestore').Query} Query */

const FUNCTIONS_ENTRY = path.join(ROOT, 'functions/lib/index.js');
/** Where the child delivers `mail` documents: `host:port` (the stack's MailDev). */
const SMTP_VARIABLE = 'LOCAL_SMTP';
/** Who is e-mailed about new requests locally (OWNER_EMAIL to change it). */
export const LOCAL_OWNER_EMAIL = 'owner@example.com';
/** The folder the Hosting emulator serves: the publisher copies a published site over it. */
const PUBLIC_DIR_VARIABLE = 'LOCAL_PUBLIC_DIR';
/** What the child prints once it listens; the stack waits for it. */
const READY = 'Trigger runner ready';

/**
 * The functions' build, as the predeploy step runs it: functions/src and chat-core's domain,
 * bundled into functions/lib/index.js (functions/build.mjs).
 */
export async function buildFunctions() {
  await run('npm', ['--prefix', path.join(ROOT, 'functions'), 'run', '--silent', 'bundle'], {
    cwd: ROOT,
  });
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
 * An interval variable in milliseconds (>= 1000), or its default.
 * @param {Partial<Record<string, string>>} env
 * @param {string} name
 * @param {number} fallback
 */
export function intervalFrom(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1000) {
    throw new Error(`${name} must be milliseconds >= 1000, got "${raw}".`);
  }
  return Number(raw);
}

/**
 * LOCAL_SMTP's `host:port`, or none.
 * @param {string | undefined} value
 */
export function smtpFrom(value) {
  if (!value) return undefined;
  const [host = '', port = ''] = value.split(':');
  if (!host || !/^\d+$/.test(port)) {
    throw new Error(`${SMTP_VARIABLE} must be host:port, got "${value}".`);
  }
  return { host, port: Number(port) };
}

/**
 * FCM's `sendEach`, answered locally: every device "receives" it, and one line says what a
 * phone would show. Delivery to real phones cannot run here (docs/deploy.md, step 5).
 * @param {(line: string) => void} print
 */
export function loggedMessaging(print) {
  return {
    /** @param {TokenMessage[]} messages @returns {Promise<BatchResponse>} */
    async sendEach(messages) {
      const data = messages[0]?.data ?? {};
      const devices = `${messages.length} device${messages.length === 1 ? '' : 's'}`;
      print(
        `push (FCM stand-in) to ${devices}: "${data['title'] ?? ''}" / "${data['body'] ?? ''}"`,
      );
      return {
        responses: messages.map((_, i) => ({ success: true, messageId: `local-${i}` })),
        successCount: messages.length,
        failureCount: 0,
      };
    },
  };
}

/**
 * @param {string} message
 * @param {Record<string, unknown>} [details]
 */
const line = (message, details) => (details ? `${message} ${JSON.stringify(details)}` : message);
/** @param {unknown} error */
const reason = (error) => (error instanceof Error ? error.message : String(error));

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
  const triggers = Object.entries(functions.TRIGGERS);
  /** @type {Map<string, number>} */
  const intervals = new Map();
  for (const [name, trigger] of triggers) {
    if (trigger.kind === 'schedule') {
      intervals.set(name, intervalFrom(env, trigger.local.variable, trigger.local.everyMs));
    }
  }
  const app = initializeApp({ projectId }, `trigger-runner-${randomUUID()}`);
  const db = getFirestore(app);
  /** @type {(message: string, details?: Record<string, unknown>) => void} */
  const log = (message, details) => print(line(message, details));
  // The functions' own wiring (functions/src/triggers/dependencies.ts) on the emulators: the
  // Auth emulator's staff claims, the stack's environment, FCM's printed stand-in.
  const context = { app, env, messaging: loggedMessaging(print), log };
  const mail = smtp ? createMailDelivery({ smtp, log }) : null;

  let stopped = false;
  /** @type {Set<Promise<unknown>>} */
  const underWay = new Set();
  /** @param {Promise<unknown>} task */
  const track = (task) => {
    underWay.add(task);
    void task.finally(() => underWay.delete(task));
  };
  const aborter = new AbortController();

  /**
   * Follows a query: `onChange` for each change after the first answer (and, with `initial`,
   * for the documents of the first answer too); after an error, listens again in 2 s.
   * @param {string} name
   * @param {() => Query} query
   * @param {(change: import('firebase-admin/firestore').DocumentChange) => void} onChange
   * @param {{ initial?: boolean, seen?: (doc: QueryDocumentSnapshot) => void }} [options]
   */
  const watch = (name, query, onChange, { initial = true, seen } = {}) => {
    /** @type {(() => void) | null} */
    let unsubscribe = null;
    /** @type {NodeJS.Timeout | undefined} */
    let relisten;
    let first = true;
    /** @param {(error?: Error) => void} answered */
    const listen = (answered) => {
      unsubscribe = query().onSnapshot(
        (snapshot) => {
          answered();
          if (first && !initial) snapshot.docs.forEach((doc) => seen?.(doc));
          else snapshot.docChanges().forEach(onChange);
          first = false;
        },
        (error) => {
          answered(error);
          unsubscribe = null;
          if (stopped) return;
          log(`The ${name} listener failed; listening again in 2 s.`, { error: reason(error) });
          relisten = setTimeout(() => listen(() => undefined), 2000);
        },
      );
    };
    /** @type {Promise<void>} */
    const ready = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('No answer from the Firestore emulator.')),
        30_000,
      );
      listen((error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      });
    });
    return {
      ready,
      active: () => unsubscribe !== null,
      stop() {
        clearTimeout(relisten);
        unsubscribe?.();
        unsubscribe = null;
      },
    };
  };

  /**
   * Runs one trigger on an event, tracked so that `stop()` waits for it; a failure is logged,
   * and a trigger Cloud Functions retries is run once more first.
   * @param {string} name
   * @param {{ retry: boolean }} trigger
   * @param {() => Promise<unknown>} run
   * @param {Record<string, unknown>} details
   */
  const handle = (name, trigger, run, details) =>
    track(
      (trigger.retry ? run().catch(run) : run()).catch((error) =>
        log(`${name} failed.`, { ...details, error: reason(error) }),
      ),
    );

  /** The documents of a path pattern: its collection, or a collection group. */
  /** @param {string} document */
  const collectionOf = (document) => {
    const parts = document.split('/');
    const id = parts[parts.length - 2] ?? '';
    return parts.length === 2 ? db.collection(id) : db.collectionGroup(id);
  };

  /** @type {Map<string, Array<[string, any]>>} */
  const byDocument = new Map();
  /** @type {Array<ReturnType<typeof watch>>} */
  const watches = [];
  /** @type {Array<() => () => void>} */
  const schedules = [];
  for (const [name, trigger] of triggers) {
    // Deployed only (its stand-in runs below, or nothing can run it here).
    if (trigger.localStandIn) continue;
    let dependencies;
    try {
      dependencies = trigger.dependencies(context);
    } catch (error) {
      // Off where the runner lacks a setting (some tests), with the reason printed.
      print(`${name} is off: ${reason(error)}`);
      continue;
    }
    if (trigger.kind === 'schedule') {
      schedules.push(scheduleOf(name, trigger, dependencies));
      continue;
    }
    const key = `${trigger.kind} ${trigger.document}`;
    byDocument.set(key, [...(byDocument.get(key) ?? []), [name, { trigger, dependencies }]]);
  }

  // One listener per document pattern, for all its triggers.
  for (const [key, entries] of byDocument) {
    const [kind, document] = /** @type {['created' | 'written', string]} */ (key.split(' '));
    /** @param {import('firebase-admin/firestore').DocumentChange} change @param {(params: Record<string, string>) => unknown} event */
    const fire = (change, event) => {
      const params = functions.matchDocument(document, change.doc.ref.path);
      if (!params) return;
      for (const [name, { trigger, dependencies }] of entries) {
        handle(name, trigger, () => trigger.run(event(params), dependencies, log), params);
      }
    };
    if (kind === 'created') {
      // Created documents carry `createdAt`: followed from now on, nothing handled twice.
      let since = Timestamp.now();
      watches.push(
        watch(
          document,
          () => collectionOf(document).where('createdAt', '>', since),
          (change) => {
            if (change.type !== 'added') return;
            const createdAt = change.doc.get('createdAt');
            if (createdAt instanceof Timestamp && createdAt.valueOf() > since.valueOf()) {
              since = createdAt;
            }
            fire(change, (params) => ({ params, id: change.doc.id, data: change.doc.data() }));
          },
        ),
      );
    } else {
      // Written: each change with the document as it was last seen (before the runner: unseen).
      /** @type {Map<string, import('firebase-admin/firestore').DocumentData>} */
      const last = new Map();
      watches.push(
        watch(
          document,
          () => collectionOf(document),
          (change) => {
            const path = change.doc.ref.path;
            const before = last.get(path);
            const after = change.type === 'removed' ? undefined : change.doc.data();
            if (after) last.set(path, after);
            else last.delete(path);
            fire(change, (params) => ({ params, before, after }));
          },
          { initial: false, seen: (doc) => void last.set(doc.ref.path, doc.data()) },
        ),
      );
    }
  }

  /**
   * A scheduled trigger every `intervals` ms (one run at a time), and at start if it says so.
   * @param {string} name
   * @param {any} trigger
   * @param {unknown} dependencies
   */
  function scheduleOf(name, trigger, dependencies) {
    /** @type {Promise<unknown> | null} */
    let running = null;
    const run = () => {
      if (running || stopped) return;
      running = trigger
        .run(dependencies, { signal: aborter.signal, log })
        .catch((/** @type {unknown} */ error) => log(`${name} failed.`, { error: reason(error) }))
        .finally(() => {
          running = null;
        });
      track(/** @type {Promise<unknown>} */ (running));
    };
    // Started once the listeners answer; returns how to stop it.
    return () => {
      const timer = setInterval(run, intervals.get(name));
      if (trigger.local.atStart) run();
      return () => clearInterval(timer);
    };
  }

  // ── the Trigger Email extension, locally ────────────────────────────────────────────────────
  if (mail) {
    watches.push(
      watch(
        'mail',
        () => db.collection('mail'),
        (change) => {
          const { doc } = change;
          if (change.type === 'removed' || doc.get('delivery') !== undefined) return;
          track(
            mail
              .deliver(doc.ref)
              .catch((error) =>
                log('Delivering an e-mail failed.', { id: doc.id, error: reason(error) }),
              ),
          );
        },
      ),
    );
  }
  // ── the publish workflow's stand-in (docs/site-editor.md): one request at a time ───────────
  /** @type {Promise<unknown>} */
  let publishing = Promise.resolve();
  /** The previews' server, started with the first preview. */
  /** @type {Promise<{ preview: import('./site-publisher.mjs').Preview, close: () => Promise<void> }> | undefined} */
  let previews;
  if (publicDir) {
    watches.push(
      watch(
        'publish',
        () => db.collection('sitePublishes').where('status', '==', 'requested'),
        (change) => {
          if (change.type !== 'added') return;
          const { doc } = change;
          // Imported on the first request: it brings Vite and the image pipeline.
          publishing = publishing
            .then(() => import('./site-publisher.mjs'))
            .then(async ({ publishRequest, previewLocally, serveLocally }) => {
              previews ??= Promise.resolve(previewLocally());
              const { preview } = await previews;
              return publishRequest({
                db,
                request: doc.ref,
                deliver: serveLocally(publicDir),
                preview,
                log,
              });
            })
            .catch((error) =>
              log('Publishing the site failed.', { publishId: doc.id, error: reason(error) }),
            );
          track(publishing);
        },
      ),
    );
  }
  const listening = Promise.all(watches.map((w) => w.ready));
  /** @type {Array<() => void>} */
  const stopSchedules = [];

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const stopSchedule of stopSchedules) stopSchedule();
    for (const watched of watches) watched.stop();
    aborter.abort();
    await Promise.allSettled([...underWay]);
    await (await previews)?.close();
    mail?.close();
    await deleteApp(app);
  };

  try {
    await listening;
  } catch (error) {
    await stop();
    throw error;
  }
  for (const start of schedules) stopSchedules.push(start());
  const every = [...intervals]
    .map(
      ([name, ms]) =>
        `${name} every ${ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${ms} ms`}`,
    )
    .join(', ');
  print(
    `${READY}: ${watches.length} listeners, ${every}; pushes through the FCM stand-in; ` +
      `${mail ? `e-mail to ${smtp?.host}:${smtp?.port}; ` : ''}retention closes after ` +
      `${periods.closeAfterDays} days idle, deletes ${periods.deleteAfterDays} days after.`,
  );
  return {
    stop,
    /** Firestore listeners this runner holds (one per watched query; 0 once stopped). */
    listeners: () => watches.filter((watched) => watched.active()).length,
    /** Settles when the handlers and the scheduled runs under way now have finished. */
    idle: () => Promise.allSettled([...underWay]).then(() => undefined),
  };
}

/**
 * Starts the runner as a child of the stack's process group, against the stack's emulators, and
 * resolves once it listens. Build the functions first (`buildFunctions`).
 * @param {import('./processes.mjs').ProcessGroup} group
 * With `ports.smtp`, `mail` documents are delivered there; `ports.hosting` is the site the
 * e-mails link to; `publicDir`, the folder Hosting serves, which the site's publisher updates.
 * @param {{
 *   ports: Pick<import('./ports.mjs').Ports, 'firestore' | 'auth'> &
 *     Partial<Pick<import('./ports.mjs').Ports, 'smtp' | 'hosting'>>,
 *   projectId?: string,
 *   quiet?: boolean,
 *   publicDir?: string,
 * }} options
 */
export async function startTriggerRunnerProcess(
  group,
  { ports, projectId = DEMO_PROJECT_ID, quiet = false, publicDir },
) {
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: projectId,
    ...(ports.smtp ? { [SMTP_VARIABLE]: `127.0.0.1:${ports.smtp}` } : {}),
    ...(ports.hosting ? { SITE_ORIGIN: `http://127.0.0.1:${ports.hosting}` } : {}),
    MAIL_LINK_KEY: LOCAL_MAIL_LINK_KEY,
    // The reply e-mails' Reply-To (replies by e-mail, posted by `npm run mail:reply`).
    INBOUND_MAIL_DOMAIN: LOCAL_INBOUND_MAIL_DOMAIN,
    REQUESTS_IP_KEY: process.env['REQUESTS_IP_KEY'] || LOCAL_REQUESTS_IP_KEY,
    OWNER_EMAIL: process.env['OWNER_EMAIL'] || LOCAL_OWNER_EMAIL,
    ...(publicDir ? { [PUBLIC_DIR_VARIABLE]: publicDir } : {}),
    // Only emulators here: no probing for a Google Cloud metadata server (a warning offline).
    METADATA_SERVER_DETECTION: 'none',
  };
  const runner = group.start('triggers', process.execPath, [fileURLToPath(import.meta.url)], {
    env,
    quiet,
    cwd: ROOT,
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start within 60 s'), 60_000);
    /** @param {string} why */
    function fail(why) {
      clearTimeout(timer);
      reject(new Error(`The trigger runner ${why}:\n${runner.recentOutput()}`));
    }
    runner.child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
      if (!chunk.toString().includes(READY)) return;
      clearTimeout(timer);
      resolve(undefined);
    });
    void runner.exited.then(() => fail('stopped'));
  });
  return runner;
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

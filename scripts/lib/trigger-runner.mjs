// @ts-check
// The functions' triggers on the local stack. firebase-tools' Functions emulator runs Firestore
// triggers only when it started the Firestore emulator itself (Java 21+), and never on the jar
// path, so the stack always uses this runner instead, on both paths (one way to run them, the
// same everywhere; `firebase.local.json` has `functions: []`). With the Admin SDK pointed at the
// emulators it calls the deployed code, built from functions/src into functions/lib by the
// functions' own build (the predeploy step):
//   - every message created in chatSessions/{id}/messages after it started goes to
//     `notifyStaff` with the production dependencies (devices, push throttle, staff claims in the
//     Auth emulator); only FCM is a stand-in that prints one line per push it would send;
//   - the same messages go to `replyWhenAway` (the automatic away reply, settings/chat) and to
//     `fileChatCallback` (the away form's callback, filed as a request within the form's limits,
//     with REQUESTS_IP_KEY as the form endpoint's);
//   - every request created after it started goes to `announceRequest` (a push, and an e-mail to
//     OWNER_EMAIL as a `mail` document);
//   - every staff message goes to `scheduleReplyMail`, and `sendDueReplyMails` runs every 15 s
//     (LOCAL_REPLY_MAIL_INTERVAL_MS; production: every minute), with REPLY_MAIL_DELAY_SECONDS and
//     REPLY_MAIL_INTERVAL_SECONDS read as deployed (CHAT-PRODUCT.md 7);
//   - every "Email me this chat" (chatTranscripts/{sessionId}) goes to `sendTranscript`;
//   - every "Publish" or "Restore" of the owner's site editor (sitePublishes) is built and
//     copied over the served site (site-publisher.mjs), when the stack gives its folder;
//   - every `mail` document not yet delivered is sent to the stack's MailDev with nodemailer and
//     its `delivery` written back, as the Trigger Email extension does (mail-delivery.mjs);
//   - `runRetention` runs at start and then every hour (LOCAL_RETENTION_INTERVAL_MS to change it),
//     with CHAT_CLOSE_AFTER_DAYS / CHAT_DELETE_AFTER_DAYS read as the deployed function reads them.
// The stack builds the functions (`buildFunctions`) and starts the runner as a child of its own
// (`startTriggerRunnerProcess`: `node scripts/lib/trigger-runner.mjs`), stopped with the other
// children; `startTriggerRunner` is the same runner in this process (its tests use it).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
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
export const DEFAULT_RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** How often the local runner sends the reply e-mails that are due (production: every minute). */
export const DEFAULT_REPLY_MAIL_INTERVAL_MS = 15_000;
export const RETENTION_INTERVAL_VARIABLE = 'LOCAL_RETENTION_INTERVAL_MS';
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
 * LOCAL_RETENTION_INTERVAL_MS, or an hour.
 * @param {Partial<Record<string, string>>} env
 */
export function retentionIntervalFrom(env) {
  return intervalFrom(env, RETENTION_INTERVAL_VARIABLE, DEFAULT_RETENTION_INTERVAL_MS);
}

/** LOCAL_REPLY_MAIL_INTERVAL_MS: how often the runner sends the reply e-mails that are due. */
export const REPLY_MAIL_INTERVAL_VARIABLE = 'LOCAL_REPLY_MAIL_INTERVAL_MS';

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
 *   retentionIntervalMs?: number,
 *   env?: Partial<Record<string, string>>,
 *   print?: (line: string) => void,
 *   smtp?: { host: string, port: number } | undefined,
 *   replyMailIntervalMs?: number,
 *   publicDir?: string | undefined,
 * }} options
 */
export async function startTriggerRunner({
  functions,
  projectId = DEMO_PROJECT_ID,
  retentionIntervalMs = DEFAULT_RETENTION_INTERVAL_MS,
  env = process.env,
  print = (text) => console.log(text),
  smtp,
  replyMailIntervalMs = DEFAULT_REPLY_MAIL_INTERVAL_MS,
  publicDir,
}) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The trigger runner runs only against the emulators: set FIRESTORE_EMULATOR_HOST and ' +
        'FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
  // Checked before anything starts: a bad period stops the stack with the variable's name.
  const periods = functions.retentionConfigFrom(env);
  const app = initializeApp({ projectId }, `trigger-runner-${randomUUID()}`);
  const db = getFirestore(app);
  // Retention deletes anonymous visitors with nothing left, as deployed (the Auth emulator).
  const auth = getAuth(app);
  /** @type {(message: string, details?: Record<string, unknown>) => void} */
  const log = (message, details) => print(line(message, details));
  // Made once, like a function instance's: its cache of staff claims lives as long as the runner.
  const messaging = loggedMessaging(print);
  const notify = functions.notifyDependencies(app, { messaging, log, env });
  const awayReplies = functions.awayReplyDependencies(app);
  // Off, with the reason printed, where the runner has no key for the client hash (some tests).
  /** @type {ReturnType<FunctionsModule['chatCallbackDependencies']> | null} */
  let chatCallbacks = null;
  try {
    chatCallbacks = functions.chatCallbackDependencies(app, { env, log });
  } catch (error) {
    print(`Chat callbacks are off: ${reason(error)}`);
  }
  const requestNotices = functions.requestNoticeDependencies(app, { messaging, log, env });
  const mail = smtp ? createMailDelivery({ smtp, log }) : null;
  // Off, with the reason printed, where the runner has no site or link key (some tests).
  /** @type {ReturnType<FunctionsModule['replyMailDependencies']> | null} */
  let replyMails = null;
  try {
    replyMails = functions.replyMailDependencies(app, { env, log });
  } catch (error) {
    print(`Reply e-mails are off: ${reason(error)}`);
  }

  let stopped = false;
  /** @type {Set<Promise<unknown>>} */
  const underWay = new Set();
  /** @param {Promise<unknown>} task */
  const track = (task) => {
    underWay.add(task);
    void task.finally(() => underWay.delete(task));
  };

  /**
   * Calls `onAdded` for each document the query finds, as it finds them; after an error, listens
   * again in 2 s. `query(since)` may start after the last `createdAt` seen, so nothing is
   * handled twice and nothing written meanwhile is missed.
   * @param {string} name
   * @param {(since: Timestamp) => Query} query
   * @param {(doc: QueryDocumentSnapshot) => void} onAdded
   * @param {ReadonlyArray<'added' | 'modified'>} [types] the changes handled: added, unless told
   */
  const watch = (name, query, onAdded, types = ['added']) => {
    let since = Timestamp.now();
    /** @type {(() => void) | null} */
    let unsubscribe = null;
    /** @type {NodeJS.Timeout | undefined} */
    let relisten;
    /** @param {(error?: Error) => void} answered */
    const listen = (answered) => {
      unsubscribe = query(since).onSnapshot(
        (snapshot) => {
          answered();
          for (const change of snapshot.docChanges()) {
            if (change.type === 'removed' || !types.includes(change.type)) continue;
            const createdAt = change.doc.get('createdAt');
            if (createdAt instanceof Timestamp && createdAt.valueOf() > since.valueOf()) {
              since = createdAt;
            }
            onAdded(change.doc);
          }
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
   * Runs a handler, tracked so that `stop()` waits for it, logging its outcome.
   * @template T
   * @param {() => Promise<T>} handler
   * @param {(result: T) => void} done
   * @param {string} failure
   * @param {Record<string, unknown>} details
   */
  const handle = (handler, done, failure, details) =>
    track(handler().then(done, (error) => log(failure, { ...details, error: reason(error) })));

  // ── notifyStaffOnVisitorMessage, replyWhenAwayOnVisitorMessage, fileChatCallbackOnVisitorMessage
  /** @param {QueryDocumentSnapshot} doc */
  const onMessage = (doc) => {
    const session = doc.ref.parent.parent;
    if (!session || session.parent.id !== 'chatSessions' || session.parent.parent) return;
    const sessionId = session.id;
    const created = { sessionId, messageId: doc.id, data: doc.data() };
    handle(
      () => functions.notifyStaff(created, notify),
      (result) => {
        if (result.status === 'sent')
          log('Notified staff of a visitor message.', { sessionId, ...result });
      },
      'Notifying staff failed.',
      { sessionId },
    );
    // Retried once here, as Cloud Functions retries these two.
    const reply = () => functions.replyWhenAway(created, awayReplies);
    handle(
      () => reply().catch(reply),
      (result) => {
        if (result.status === 'replied') log('Sent the automatic away reply.', { sessionId });
      },
      'The away reply failed.',
      { sessionId },
    );
    if (replyMails) {
      const deps = replyMails;
      handle(
        () => functions.scheduleReplyMail(created, deps),
        () => undefined,
        'Scheduling a reply e-mail failed.',
        { sessionId },
      );
    }
    if (chatCallbacks) {
      const deps = chatCallbacks;
      const file = () => functions.fileChatCallback(created, deps);
      handle(
        () => file().catch(file),
        (result) => {
          if (result.status === 'created')
            log('Filed a chat callback as a request.', { sessionId });
        },
        'Filing a chat callback failed.',
        { sessionId },
      );
    }
  };
  const messages = watch(
    'message',
    (since) => db.collectionGroup('messages').where('createdAt', '>', since),
    onMessage,
  );

  // ── announceNewRequest ──────────────────────────────────────────────────────────────────────
  const requests = watch(
    'request',
    (since) => db.collection('requests').where('createdAt', '>', since),
    (doc) =>
      handle(
        () => functions.announceRequest({ id: doc.id, data: doc.data() }, requestNotices),
        (result) => log('Told staff of a new request.', { requestId: doc.id, ...result }),
        'Telling staff of a new request failed.',
        { requestId: doc.id },
      ),
  );

  // ── the Trigger Email extension, locally ────────────────────────────────────────────────────
  const outbox = mail
    ? watch(
        'mail',
        () => db.collection('mail'),
        (doc) => {
          if (doc.get('delivery') !== undefined) return;
          handle(
            () => mail.deliver(doc.ref),
            () => undefined,
            'Delivering an e-mail failed.',
            { id: doc.id },
          );
        },
      )
    : null;
  // ── sendTranscriptOnRequest ─────────────────────────────────────────────────────────────────
  const startedAt = Timestamp.now();
  const transcripts = replyMails
    ? watch(
        'transcript',
        () => db.collection('chatTranscripts').where('requestedAt', '>', startedAt),
        (doc) => {
          const deps = /** @type {NonNullable<typeof replyMails>} */ (replyMails);
          const request = { sessionId: doc.id, count: Number(doc.get('count')) };
          handle(
            () => functions.sendTranscript(request, deps),
            (result) => log('Transcript.', { ...request, result }),
            'Sending a transcript failed.',
            request,
          );
        },
        ['added', 'modified'],
      )
    : null;
  // ── the site's publisher (docs/site-editor.md): one request at a time ──────────────────────
  /** @type {Promise<unknown>} */
  let publishing = Promise.resolve();
  /** The previews' server, started with the first preview. */
  /** @type {Promise<{ preview: import('./site-publisher.mjs').Preview, close: () => Promise<void> }> | undefined} */
  let previews;
  const publishes = publicDir
    ? watch(
        'publish',
        () => db.collection('sitePublishes').where('status', '==', 'requested'),
        (doc) => {
          const dir = /** @type {string} */ (publicDir);
          // Imported on the first request: it brings Vite and the image pipeline.
          publishing = publishing
            .then(() => import('./site-publisher.mjs'))
            .then(async ({ publishRequest, previewLocally, serveLocally }) => {
              previews ??= Promise.resolve(previewLocally());
              const { preview } = await previews;
              return publishRequest({
                db,
                request: doc.ref,
                deliver: serveLocally(dir),
                preview,
                log,
              });
            })
            .catch((error) =>
              log('Publishing the site failed.', { publishId: doc.id, error: reason(error) }),
            );
          track(publishing);
        },
      )
    : null;
  const watches = [
    messages,
    requests,
    ...(outbox ? [outbox] : []),
    ...(transcripts ? [transcripts] : []),
    ...(publishes ? [publishes] : []),
  ];
  const listening = Promise.all(watches.map((w) => w.ready));

  // ── closeAndDeleteOldConversations ──────────────────────────────────────────────────────────
  const aborter = new AbortController();
  /** @type {Promise<unknown> | null} */
  let retention = null;
  const runRetention = () => {
    if (retention || stopped) return; // one run at a time
    retention = functions
      .runRetention({ db, auth, now: new Date(), ...periods, log, signal: aborter.signal })
      .catch((error) => log('Retention failed.', { error: reason(error) }))
      .finally(() => {
        retention = null;
      });
    track(retention);
  };
  const timer = setInterval(runRetention, retentionIntervalMs);

  // ── sendReplyMails ──────────────────────────────────────────────────────────────────────────
  /** @type {Promise<unknown> | null} */
  let replyRun = null;
  const runReplyMails = () => {
    if (!replyMails || replyRun || stopped) return;
    const deps = replyMails;
    replyRun = functions
      .sendDueReplyMails(deps)
      .then((result) => {
        if (result.sent + result.failed > 0) log('Reply e-mails.', { ...result });
      })
      .catch((error) => log('Sending the reply e-mails failed.', { error: reason(error) }))
      .finally(() => {
        replyRun = null;
      });
    track(replyRun);
  };
  const replyTimer = setInterval(runReplyMails, replyMailIntervalMs);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    clearInterval(replyTimer);
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
  runRetention();
  const minutes = Math.round(retentionIntervalMs / 60_000);
  print(
    `${READY}: pushes to staff on visitor messages and requests (FCM stand-in); ` +
      `${mail ? `e-mail to ${smtp?.host}:${smtp?.port}; ` : ''}retention now and every ` +
      `${minutes >= 1 ? `${minutes} min` : `${retentionIntervalMs} ms`} (close after ` +
      `${periods.closeAfterDays} days idle, delete ${periods.deleteAfterDays} days after).`,
  );
  return {
    stop,
    /** Firestore listeners this runner holds (one per watched query; 0 once stopped). */
    listeners: () => watches.filter((watched) => watched.active()).length,
    /** Settles when the handlers and the retention run under way now have finished. */
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
      retentionIntervalMs: retentionIntervalFrom(process.env),
      smtp: smtpFrom(process.env[SMTP_VARIABLE]),
      replyMailIntervalMs: intervalFrom(
        process.env,
        REPLY_MAIL_INTERVAL_VARIABLE,
        DEFAULT_REPLY_MAIL_INTERVAL_MS,
      ),
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

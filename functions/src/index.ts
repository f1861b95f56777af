import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { type AwayReplyDependencies, replyWhenAway } from './away-reply.js';
import { type ChatCallbackDependencies, fileChatCallback } from './chat-callback.js';
import { proxyHopsFrom } from './client-address.js';
import { firestoreAwayReplies } from './away-reply-store.js';
import { type MessagingPort, type NotifyDependencies, notifyStaff } from './notify-staff.js';
import { firestoreAwaitingReply, firestorePushBudget, pushesPerMinuteFrom } from './push-budget.js';
import { firestorePushThrottle } from './push-throttle.js';
import {
  answerPage,
  type FormResponse,
  handleRequestForm,
  type RequestDependencies,
} from './requests.js';
import { announceRequest, type RequestNoticeDependencies } from './request-notice.js';
import { challengeTokens } from './request-challenge.js';
import {
  firestoreChatCallbacks,
  firestoreMailQueue,
  firestoreRequestLimiter,
  firestoreRequestStore,
  keyedIpHash,
} from './requests-firestore.js';
import { retentionConfigFrom, type RetentionLog, runRetention } from './retention.js';
import {
  type ReplyMailDependencies,
  replyMailConfigFrom,
  scheduleReplyMail,
  sendContinueLink,
  sendDueReplyMails,
  sendTranscript,
} from './reply-mail.js';
import { firestoreReplyMail } from './reply-mail-store.js';
import { continueLinkUrl, firestoreContinueLinks } from './continue-links.js';
import { handleStop, stopLinkFor } from './reply-mail-stop.js';
import {
  CONTINUE_UNAVAILABLE,
  type ContinueDependencies,
  handleContinue,
} from './reply-mail-continue.js';
import {
  handleInbound,
  INBOUND_OFF,
  INBOUND_UNAVAILABLE,
  type InboundDependencies,
} from './mail-inbound.js';
import { inboundDependenciesFrom } from './mail-inbound-store.js';
import { replyAddressesFrom } from './reply-address.js';
import { BUSINESS_NAME } from '@detailing/ui/business';
import {
  SESSIONS,
  SITE_EDITOR,
  SITE_PUBLISHES,
  SITE_PUBLISHING,
  TRANSCRIPTS,
} from '@detailing/chat-core/domain';
import { defineSecret } from 'firebase-functions/params';
import { type PublishRequests, startSitePublish } from './site-publish.js';
import { authStaffDirectory, firestoreDeviceRepository } from './staff-devices.js';

export { notifyStaff } from './notify-staff.js';
export { AWAY_REPLY_ID, replyWhenAway } from './away-reply.js';
export { fileChatCallback } from './chat-callback.js';
export { announceRequest } from './request-notice.js';
export {
  replyMailConfigFrom,
  scheduleReplyMail,
  sendDueReplyMails,
  sendTranscript,
} from './reply-mail.js';
export {
  retentionConfigFrom,
  RetentionConfigError,
  runRetention,
  type RetentionResult,
} from './retention.js';

/** Where the functions run: London, next to the Firestore database (docs/deploy.md). */
const REGION = 'europe-west2';

const MESSAGE_DOCUMENT = 'chatSessions/{sessionId}/messages/{messageId}';
const REQUEST_DOCUMENT = 'requests/{requestId}';

/**
 * What `notifyStaff` works with, on an Admin SDK app: the same wiring deployed and in the local
 * stack's trigger runner (`scripts/lib/trigger-runner.mjs`), which passes a logged stand-in for
 * FCM. Make it once per instance: its cache of staff claims lives as long as it does.
 */
export function notifyDependencies(
  app: App,
  {
    messaging,
    log,
    env = process.env,
  }: {
    messaging: MessagingPort;
    log: NonNullable<NotifyDependencies['log']>;
    env?: Readonly<Record<string, string | undefined>>;
  },
): NotifyDependencies {
  const db = getFirestore(app);
  return {
    devices: firestoreDeviceRepository(db),
    throttle: firestorePushThrottle(db),
    budget: firestorePushBudget(db, { perMinute: pushesPerMinute(env, log) }),
    awaitingReply: firestoreAwaitingReply(db),
    staff: authStaffDirectory(getAuth(app)),
    messaging,
    log,
  };
}

/**
 * The cap across conversations (CHAT_PUSHES_PER_MINUTE). A bad value is logged at error level
 * and the default applies: a typo must not silence every push to staff.
 */
function pushesPerMinute(
  env: Readonly<Record<string, string | undefined>>,
  log: NonNullable<NotifyDependencies['log']>,
): number | undefined {
  try {
    return pushesPerMinuteFrom(env);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error), {}, 'error');
    return undefined;
  }
}

const adminApp = () => getApps()[0] ?? initializeApp();

/** The Admin SDK's services, initialised on first use (not at deploy analysis). */
let production: NotifyDependencies | undefined;
function productionDependencies(): NotifyDependencies {
  const app = adminApp();
  production ??= notifyDependencies(app, {
    messaging: getMessaging(app),
    log: (message, details, severity = 'info') =>
      severity === 'error' ? logger.error(message, details) : logger.info(message, details),
  });
  return production;
}

/**
 * The trigger, with its dependencies passed in so tests can run it against the emulator with
 * FCM stubbed. A failure is logged and not retried: a late duplicate push helps nobody.
 */
export function createNotifyTrigger(dependencies: () => NotifyDependencies) {
  return onDocumentCreated({ document: MESSAGE_DOCUMENT, region: REGION }, async (event) => {
    const { sessionId, messageId } = event.params;
    try {
      const result = await notifyStaff(
        { sessionId, messageId, data: event.data?.data() },
        dependencies(),
      );
      if (result.status === 'sent') {
        logger.info('Notified staff of a visitor message.', { sessionId, messageId, ...result });
      }
      return result;
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      logger.error('Notifying staff failed.', { sessionId, messageId, error: reason });
      return null;
    }
  });
}

/** On every new visitor message: push "New Live Chat Message" to every staff device. */
export const notifyStaffOnVisitorMessage = createNotifyTrigger(productionDependencies);

/** What `replyWhenAway` works with, on an Admin SDK app (deployed and in the trigger runner). */
export function awayReplyDependencies(app: App): AwayReplyDependencies {
  return firestoreAwayReplies(getFirestore(app));
}

/**
 * The away reply's trigger, with its dependencies passed in. Retried on failure: the reply's
 * fixed id makes a retry write nothing twice.
 */
export function createAwayReplyTrigger(dependencies: () => AwayReplyDependencies) {
  return onDocumentCreated(
    { document: MESSAGE_DOCUMENT, region: REGION, retry: true },
    async (event) => {
      const { sessionId, messageId } = event.params;
      const result = await replyWhenAway(
        { sessionId, messageId, data: event.data?.data() },
        dependencies(),
      );
      if (result.status === 'replied') {
        logger.info('Sent the automatic away reply.', { sessionId, messageId });
      }
      return result;
    },
  );
}

/** On a visitor message while away: one automatic reply per conversation with the away message. */
export const replyWhenAwayOnVisitorMessage = createAwayReplyTrigger(() =>
  awayReplyDependencies(adminApp()),
);

/** When retention runs: once a day, at night in the business's time zone. */
const RETENTION_SCHEDULE = 'every day 03:30';
const RETENTION_TIME_ZONE = 'Europe/London';
/** The function's time limit, and the part of it retention may use before leaving the rest. */
const RETENTION_TIMEOUT_SECONDS = 540;
const RETENTION_BUDGET_MS = (RETENTION_TIMEOUT_SECONDS - 60) * 1000;

/**
 * The scheduled retention pass, with its database and environment passed in so tests can run
 * it against the emulator. The periods are read from the environment at each run
 * (CHAT_CLOSE_AFTER_DAYS, CHAT_DELETE_AFTER_DAYS); a bad value stops the run, touching nothing,
 * with an error that names it. Not retried: the next day's run picks up whatever is left.
 */
export function createRetentionSchedule(
  dependencies: () => {
    db: Firestore;
    auth?: Auth;
    env: Readonly<Record<string, string | undefined>>;
  },
) {
  return onSchedule(
    {
      schedule: RETENTION_SCHEDULE,
      timeZone: RETENTION_TIME_ZONE,
      region: REGION,
      timeoutSeconds: RETENTION_TIMEOUT_SECONDS,
      retryCount: 0,
    },
    async () => {
      const { db, auth, env } = dependencies();
      const log: RetentionLog = (message, details) => logger.info(message, details);
      try {
        const result = await runRetention({
          db,
          now: new Date(),
          ...retentionConfigFrom(env),
          log,
          ...(auth ? { auth } : {}),
          signal: AbortSignal.timeout(RETENTION_BUDGET_MS),
        });
        if (result.failed > 0)
          logger.error('Retention left conversations it could not handle.', result);
      } catch (error) {
        const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
        logger.error('Retention failed.', { error: reason });
        throw error;
      }
    },
  );
}

/** Once a day: close conversations idle 30 days, delete those closed 365 days (configurable). */
export const closeAndDeleteOldConversations = createRetentionSchedule(() => ({
  db: getFirestore(adminApp()),
  auth: getAuth(adminApp()),
  env: process.env,
}));

/**
 * The endpoint's wiring from the environment: SITE_ORIGIN (this site, where the browser is sent
 * back), REQUESTS_IP_KEY (the secret of the client's hash and of the challenge's tokens) and
 * REQUESTS_PROXY_HOPS (which X-Forwarded-For entry, from the right, is the client: 1 unless
 * set). Throws naming what is missing or wrong.
 */
export function requestDependenciesFrom(
  db: Firestore,
  env: Readonly<Record<string, string | undefined>>,
): RequestDependencies {
  const siteOrigin = env.SITE_ORIGIN?.trim();
  const key = env.REQUESTS_IP_KEY?.trim();
  const missing = [!siteOrigin && 'SITE_ORIGIN', !key && 'REQUESTS_IP_KEY'].filter(Boolean);
  if (!siteOrigin || !key) throw new Error(`The form endpoint needs ${missing.join(' and ')}.`);
  return {
    siteOrigin: new URL(siteOrigin).origin,
    clientKey: keyedIpHash(key),
    limiter: firestoreRequestLimiter(db),
    challenge: challengeTokens(key),
    proxyHops: proxyHopsFrom(env),
    store: firestoreRequestStore(db),
    log: (message, fields) => logger.warn(message, fields),
  };
}

/** What a visitor sees when the endpoint itself fails: a way to reach us all the same. */
const UNAVAILABLE_TEXT =
  'We could not take your request just now. Please try again in a moment, or call us.';

/** The 503 page a visitor's browser shows when an endpoint itself fails. */
const unavailablePage = (linkText?: string): FormResponse => ({
  status: 503,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: answerPage(UNAVAILABLE_TEXT, '/', linkText),
});

/**
 * An HTTP function behind Hosting's rewrite: `handle` answers the raw request. A failure (a
 * missing setting, Firestore unreachable) is logged as `failure` and answered with `fallback`,
 * never a stack trace.
 */
function httpEndpoint(
  maxInstances: number,
  failure: string,
  fallback: FormResponse,
  handle: (req: Request) => Promise<FormResponse>,
) {
  return onRequest({ region: REGION, maxInstances }, async (req, res) => {
    let answer: FormResponse;
    try {
      answer = await handle(req);
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      logger.error(failure, { error: reason });
      answer = fallback;
    }
    res.status(answer.status).set(answer.headers).send(answer.body);
  });
}

/** `POST /api/requests` (OWNER-TOOLS.md 1): the site's forms. */
export function createRequestsEndpoint(dependencies: () => RequestDependencies) {
  return httpEndpoint(10, 'The form endpoint failed.', unavailablePage(), (req) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value[0] : value,
      ]),
    );
    // The socket's peer, not `req.ip`: with `trust proxy` on, that is X-Forwarded-For's first
    // entry, which the client writes (the handler reads the header from the right instead).
    return handleRequestForm(
      {
        method: req.method,
        headers,
        body: req.rawBody ?? Buffer.alloc(0),
        socketAddress: req.socket.remoteAddress ?? '',
      },
      dependencies(),
    );
  });
}

export const requests = createRequestsEndpoint(() =>
  requestDependenciesFrom(getFirestore(adminApp()), process.env),
);

/**
 * What `fileChatCallback` works with, on an Admin SDK app (deployed and in the trigger runner):
 * the form endpoint's limiter and keyed hash (REQUESTS_IP_KEY), so callbacks and forms share
 * their limits. Throws naming the key when it is missing.
 */
export function chatCallbackDependencies(
  app: App,
  {
    env = process.env,
    log,
  }: {
    env?: Readonly<Record<string, string | undefined>>;
    log: NonNullable<ChatCallbackDependencies['log']>;
  },
): ChatCallbackDependencies {
  const key = env.REQUESTS_IP_KEY?.trim();
  if (!key) throw new Error('The chat callbacks need REQUESTS_IP_KEY.');
  const db = getFirestore(app);
  return {
    store: firestoreChatCallbacks(db),
    clientKey: keyedIpHash(key),
    limiter: firestoreRequestLimiter(db),
    log,
  };
}

/**
 * On a visitor message with the away form's words: a `chat-callback` request linked to the
 * conversation. Retried on failure: the request's fixed id makes a retry create nothing twice.
 */
export function createChatCallbackTrigger(dependencies: () => ChatCallbackDependencies) {
  return onDocumentCreated(
    { document: MESSAGE_DOCUMENT, region: REGION, retry: true },
    async (event) => {
      const { sessionId, messageId } = event.params;
      const result = await fileChatCallback(
        { sessionId, messageId, data: event.data?.data() },
        dependencies(),
      );
      if (result.status === 'created') {
        logger.info('Filed a chat callback as a request.', { sessionId, ...result });
      }
      return result;
    },
  );
}

export const fileChatCallbackOnVisitorMessage = createChatCallbackTrigger(() =>
  chatCallbackDependencies(adminApp(), {
    log: (message, details) => logger.warn(message, details),
  }),
);

/**
 * What `announceRequest` works with, on an Admin SDK app: the push wiring of `notifyStaff` (its
 * throttle and cap) and the `mail` collection, with OWNER_EMAIL and SITE_ORIGIN from the
 * environment. The trigger runner passes its FCM stand-in.
 */
export function requestNoticeDependencies(
  app: App,
  options: Parameters<typeof notifyDependencies>[1],
): RequestNoticeDependencies {
  const env = options.env ?? process.env;
  return {
    ...notifyDependencies(app, options),
    mail: firestoreMailQueue(getFirestore(app)),
    ownerEmail: env.OWNER_EMAIL,
    siteOrigin: env.SITE_ORIGIN,
  };
}

let requestNotices: RequestNoticeDependencies | undefined;

/**
 * The trigger on a new request. Not retried: a late duplicate push helps nobody, and the
 * e-mail's fixed id would make its retry a no-op anyway.
 */
export function createRequestNoticeTrigger(dependencies: () => RequestNoticeDependencies) {
  return onDocumentCreated({ document: REQUEST_DOCUMENT, region: REGION }, async (event) => {
    const { requestId } = event.params;
    const result = await announceRequest(
      { id: requestId, data: event.data?.data() },
      dependencies(),
    );
    logger.info('Told staff of a new request.', { requestId, ...result });
    return result;
  });
}

/** On a new request: push to staff devices and e-mail the owner. */
export const announceNewRequest = createRequestNoticeTrigger(() => {
  const app = adminApp();
  requestNotices ??= requestNoticeDependencies(app, {
    messaging: getMessaging(app),
    log: (message, details, severity = 'info') =>
      severity === 'error' ? logger.error(message, details) : logger.info(message, details),
  });
  return requestNotices;
});

/**
 * What the reply e-mails work with, on an Admin SDK app (deployed and in the trigger runner):
 * SITE_ORIGIN, MAIL_LINK_KEY (the stop link's secret) and the two delays from the environment.
 * Throws naming what is missing.
 */
export function replyMailDependencies(
  app: App,
  {
    env = process.env,
    log,
  }: {
    env?: Readonly<Record<string, string | undefined>>;
    log: NonNullable<ReplyMailDependencies['log']>;
  },
): ReplyMailDependencies {
  const siteOrigin = env.SITE_ORIGIN?.trim();
  const key = env.MAIL_LINK_KEY?.trim();
  const missing = [!siteOrigin && 'SITE_ORIGIN', !key && 'MAIL_LINK_KEY'].filter(Boolean);
  if (!siteOrigin || !key) throw new Error(`The reply e-mails need ${missing.join(' and ')}.`);
  const db = getFirestore(app);
  const links = firestoreContinueLinks(db);
  return {
    store: firestoreReplyMail(db),
    config: replyMailConfigFrom(env),
    businessName: BUSINESS_NAME,
    siteOrigin: new URL(siteOrigin).origin,
    log,
    stopLink: (sessionId) => stopLinkFor(key, siteOrigin, sessionId),
    // The reply e-mail's Reply-To, with INBOUND_MAIL_DOMAIN (issue #42; none: replies are off).
    replyTo: replyAddressesFrom(env),
    // A one-time code of ours, to the page: nothing is written to any account (an address the
    // visitor typed is not theirs until they open the link; issue #41, continue-links.ts).
    continueLink: async ({ sessionId, email, continueUrl }) =>
      continueLinkUrl(continueUrl, await links.issue(sessionId, email, Date.now())),
  };
}

const infoLog = (message: string, details?: Record<string, unknown>) =>
  logger.info(message, details);

/** On a staff message: the conversation's reply e-mail becomes due (CHAT-PRODUCT.md 7). */
export function createReplyMailTrigger(dependencies: () => ReplyMailDependencies) {
  return onDocumentCreated(
    { document: MESSAGE_DOCUMENT, region: REGION, retry: true },
    async (event) => {
      const { sessionId, messageId } = event.params;
      return scheduleReplyMail({ sessionId, messageId, data: event.data?.data() }, dependencies());
    },
  );
}

export const scheduleReplyMailOnStaffMessage = createReplyMailTrigger(() =>
  replyMailDependencies(adminApp(), { log: infoLog }),
);

/** Every minute: the reply e-mails that are due (not retried: the next run picks them up). */
export const sendReplyMails = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, retryCount: 0, timeoutSeconds: 120 },
  async () => {
    const result = await sendDueReplyMails(replyMailDependencies(adminApp(), { log: infoLog }));
    if (result.sent + result.failed > 0) logger.info('Reply e-mails.', result);
  },
);

/**
 * A visitor's "Email me this chat" (`chatTranscripts/{sessionId}`, written within the rules'
 * limits): the transcript, once per request (its count names the e-mail).
 */
export function createTranscriptTrigger(dependencies: () => ReplyMailDependencies) {
  return onDocumentWritten(
    { document: `${TRANSCRIPTS}/{sessionId}`, region: REGION, retry: true },
    async (event) => {
      const after = event.data?.after;
      if (!after?.exists) return;
      const count: unknown = after.get('count');
      if (typeof count !== 'number' || count === event.data?.before.get('count')) return;
      const result = await sendTranscript(
        { sessionId: event.params.sessionId, count },
        dependencies(),
      );
      logger.info('Transcript.', { sessionId: event.params.sessionId, result });
    },
  );
}

export const sendTranscriptOnRequest = createTranscriptTrigger(() =>
  replyMailDependencies(adminApp(), { log: infoLog }),
);

/** `/api/chat-mail/stop` (behind the Hosting rewrite): the e-mail's stop link. */
export function createStopEndpoint(dependencies: () => Parameters<typeof handleStop>[1]) {
  return httpEndpoint(5, 'The stop link failed.', unavailablePage('Go to our website'), (req) =>
    handleStop(
      {
        method: req.method,
        url: req.originalUrl || req.url,
        body: req.rawBody?.toString('utf8') ?? '',
      },
      dependencies(),
    ),
  );
}

/** Stops a conversation's reply e-mails: marked on the session, and nothing left pending. */
export function stopReplyMails(db: Firestore) {
  return async (sessionId: string) => {
    const session = db.collection(SESSIONS).doc(sessionId);
    if ((await session.get()).exists) await session.update({ emailStopped: true });
    await firestoreReplyMail(db).cancel(sessionId);
  };
}

/** The stop page's undo: the conversation's reply e-mails are on again (nothing is sent now). */
export function resumeReplyMails(db: Firestore) {
  return async (sessionId: string) => {
    const session = db.collection(SESSIONS).doc(sessionId);
    if ((await session.get()).exists) await session.update({ emailStopped: FieldValue.delete() });
  };
}

export const chatMailStop = createStopEndpoint(() => {
  const key = process.env.MAIL_LINK_KEY?.trim();
  if (!key) throw new Error('The stop link needs MAIL_LINK_KEY.');
  const db = getFirestore(adminApp());
  return { key, stop: stopReplyMails(db), resume: resumeReplyMails(db) };
});

/**
 * What the continue link's completion works with, on an Admin SDK app: the conversation and the
 * links' one-time codes in Firestore, custom tokens, and the e-mail of a new link.
 */
export function continueDependencies(
  app: App,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ContinueDependencies {
  const db = getFirestore(app);
  const store = firestoreReplyMail(db);
  return {
    session: (sessionId) => store.session(sessionId),
    links: firestoreContinueLinks(db),
    customToken: (uid) => getAuth(app).createCustomToken(uid),
    // The e-mail of "Send me a new link", made as the reply e-mails are (SITE_ORIGIN, the key).
    sendNewLink: (sessionId) =>
      sendContinueLink(sessionId, replyMailDependencies(app, { env, log: infoLog })),
    log: infoLog,
  };
}

/** `/api/chat-mail/continue` (behind the Hosting rewrite): the continue link, completed. */
export function createContinueEndpoint(dependencies: () => ContinueDependencies) {
  return httpEndpoint(5, 'The continue link failed.', CONTINUE_UNAVAILABLE, (req) =>
    handleContinue(
      { method: req.method, body: req.rawBody?.toString('utf8') ?? '' },
      dependencies(),
    ),
  );
}

export const chatMailContinue = createContinueEndpoint(() => continueDependencies(adminApp()));

// ── Replies by e-mail (issue #42, docs/reply-by-email.md) ─────────────────────────────────────

// The conversation's reply address, for `npm run mail:reply` (scripts/mail-reply.mjs).
export { replyAddressFor } from './reply-address.js';

/**
 * `/api/chat-mail/inbound` (behind the Hosting rewrite): Mailgun's inbound route posts the
 * visitor's answer to a reply e-mail here. Off (404) without INBOUND_MAIL_DOMAIN.
 */
export function createInboundEndpoint(dependencies: () => InboundDependencies | null) {
  return httpEndpoint(5, 'The inbound e-mail endpoint failed.', INBOUND_UNAVAILABLE, (req) => {
    const inbound = dependencies();
    if (!inbound) return Promise.resolve(INBOUND_OFF);
    return handleInbound(
      {
        method: req.method,
        contentType: req.get('content-type') ?? '',
        body: req.rawBody ?? Buffer.alloc(0),
      },
      inbound,
    );
  });
}

export const chatMailInbound = createInboundEndpoint(() =>
  inboundDependenciesFrom(getFirestore(adminApp()), process.env, infoLog),
);

/** The deploy token for production publishing (Secret Manager; docs/deploy.md). */
const GITHUB_DEPLOY_TOKEN = defineSecret('GITHUB_DEPLOY_TOKEN');

/**
 * Which request is current (`siteEditor/publishing`), and a request's progress, written while it
 * is still `requested` (the workflow's after).
 */
export function firestorePublishRequests(db: Firestore): PublishRequests {
  return {
    current: async () => {
      const current = (await db.collection(SITE_EDITOR).doc(SITE_PUBLISHING).get()).get('current');
      return typeof current === 'string' ? current : null;
    },
    update: (publishId, change) =>
      db.runTransaction(async (transaction) => {
        const ref = db.collection(SITE_PUBLISHES).doc(publishId);
        const stored = await transaction.get(ref);
        if (stored.get('status') !== 'requested') return;
        transaction.update(ref, { ...change, dispatchedAt: FieldValue.serverTimestamp() });
      }),
  };
}

/**
 * An owner's "Publish" or "Restore" (`sitePublishes/{id}`): starts the repository's publish
 * workflow through GitHub's REST API (site-publish.ts), which builds and deploys the release.
 * Not retried: a second dispatch would build the same release twice; a refusal is written on
 * the request for the owner to see.
 */
export const startSitePublishOnRequest = onDocumentCreated(
  { document: `${SITE_PUBLISHES}/{publishId}`, region: REGION, secrets: [GITHUB_DEPLOY_TOKEN] },
  async (event) => {
    const { publishId } = event.params;
    const result = await startSitePublish(publishId, {
      env: { ...process.env, GITHUB_DEPLOY_TOKEN: GITHUB_DEPLOY_TOKEN.value() },
      requests: firestorePublishRequests(getFirestore(adminApp())),
    });
    logger.info('Site publish request handled.', { publishId, result });
    return result;
  },
);

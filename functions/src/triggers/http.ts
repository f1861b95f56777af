import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { SESSIONS } from '@detailing/core/domain';
import { firestoreContinueLinks } from '../continue-links.js';
import { type Environment, settingsFor, type SettingsOf } from '../environment.js';
import {
  handleInbound,
  INBOUND_OFF,
  INBOUND_UNAVAILABLE,
  type InboundDependencies,
} from '../mail-inbound.js';
import { inboundDependenciesFrom } from '../mail-inbound-store.js';
import { sendContinueLink } from '../reply-mail.js';
import {
  CONTINUE_UNAVAILABLE,
  type ContinueDependencies,
  handleContinue,
} from '../reply-mail-continue.js';
import { firestoreReplyMail } from '../reply-mail-store.js';
import { handleStop } from '../reply-mail-stop.js';
import { challengeTokens } from '../request-challenge.js';
import {
  answerPage,
  type FormResponse,
  handleRequestForm,
  type RequestDependencies,
} from '../requests.js';
import {
  firestoreRequestLimiter,
  firestoreRequestStore,
  keyedIpHash,
} from '../requests-firestore.js';
import { cloudLog, reasonOf, REGION } from './deploy.js';
import { replyMailDependencies } from './dependencies.js';

/**
 * The HTTP functions, each behind a Hosting rewrite (`/api/...`). The Functions emulator serves
 * them in the local stack, so the trigger runner has nothing to do with them.
 */

export const adminApp = (): App => getApps()[0] ?? initializeApp();

/**
 * What the form endpoint reads: SITE_ORIGIN (this site, where the browser is sent back),
 * REQUESTS_IP_KEY (the secret of the client's hash and of the challenge's tokens) and
 * REQUESTS_PROXY_HOPS (which X-Forwarded-For entry, from the right, is the client: 1 unless set).
 */
export const FORM_SETTINGS = ['SITE_ORIGIN', 'REQUESTS_IP_KEY', 'REQUESTS_PROXY_HOPS'] as const;

/** The endpoint's wiring from its settings. */
export function requestDependencies(
  db: Firestore,
  settings: SettingsOf<(typeof FORM_SETTINGS)[number]>,
): RequestDependencies {
  return {
    siteOrigin: settings.SITE_ORIGIN,
    clientKey: keyedIpHash(settings.REQUESTS_IP_KEY),
    limiter: firestoreRequestLimiter(db),
    challenge: challengeTokens(settings.REQUESTS_IP_KEY),
    proxyHops: settings.REQUESTS_PROXY_HOPS,
    store: firestoreRequestStore(db),
    log: (message, fields) => cloudLog(message, fields, 'warn'),
  };
}

/** The endpoint's wiring from the environment. Throws naming what is missing or wrong. */
export const requestDependenciesFrom = (db: Firestore, env: Environment): RequestDependencies =>
  requestDependencies(db, settingsFor(env, FORM_SETTINGS, 'The form endpoint needs'));

/** What a visitor sees when the endpoint itself fails: a way to reach us all the same. */
const UNAVAILABLE_TEXT =
  'We could not take your request just now. Please try again in a moment, or call us.';

/** The 503 page a visitor's browser shows when an endpoint itself fails. */
export const unavailablePage = (linkText?: string): FormResponse => ({
  status: 503,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: answerPage(UNAVAILABLE_TEXT, '/', linkText),
});

/**
 * An HTTP function behind Hosting's rewrite: `handle` answers the raw request. A failure (a
 * missing setting, Firestore unreachable) is logged as `failure` and answered with `fallback`,
 * never a stack trace.
 */
export function httpEndpoint(
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
      cloudLog(failure, { error: reasonOf(error) }, 'error');
      answer = fallback;
    }
    res.status(answer.status).set(answer.headers).send(answer.body);
  });
}

/** Node's headers, one value each (the first of a repeated one). */
export const singleHeaders = (req: Request) =>
  Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value[0] : value,
    ]),
  );

/** `POST /api/requests` (OWNER-TOOLS.md 1): the site's forms. */
export function createRequestsEndpoint(dependencies: () => RequestDependencies) {
  return httpEndpoint(10, 'The form endpoint failed.', unavailablePage(), (req) => {
    const headers = singleHeaders(req);
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
  const { MAIL_LINK_KEY } = settingsFor(process.env, ['MAIL_LINK_KEY'], 'The stop link needs');
  const db = getFirestore(adminApp());
  return { key: MAIL_LINK_KEY, stop: stopReplyMails(db), resume: resumeReplyMails(db) };
});

/**
 * What the continue link's completion works with, on an Admin SDK app: the conversation and the
 * links' one-time codes in Firestore, custom tokens, and the e-mail of a new link.
 */
export function continueDependencies(
  app: App,
  env: Environment = process.env,
): ContinueDependencies {
  const db = getFirestore(app);
  const store = firestoreReplyMail(db);
  return {
    session: (sessionId) => store.session(sessionId),
    links: firestoreContinueLinks(db),
    customToken: (uid) => getAuth(app).createCustomToken(uid),
    // The e-mail of "Send me a new link", made as the reply e-mails are (SITE_ORIGIN, the key).
    sendNewLink: (sessionId) =>
      sendContinueLink(
        sessionId,
        replyMailDependencies({ app, env, log: cloudLog, messaging: getMessaging(app) }),
      ),
    log: cloudLog,
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
  inboundDependenciesFrom(getFirestore(adminApp()), process.env, cloudLog),
);

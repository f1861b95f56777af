// @ts-check
// The local stack's trigger runner against the Firestore and Auth emulators, running the built
// functions (functions/lib) and publisher (publisher/lib), built here as the stack builds them. Each test has a project of its
// own, so the stack's own runner (on demo-detailing) never sees these writes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailDev } from './maildev.mjs';
import { freePort } from './ports.mjs';
import { ProcessGroup } from './processes.mjs';
import {
  buildFunctions,
  buildPublisher,
  loadFunctions,
  startTriggerRunner,
  startTriggerRunnerProcess,
} from './trigger-runner.mjs';
import {
  MAIL,
  MESSAGES,
  PUSH_THROTTLE,
  REQUESTS,
  SESSIONS,
  SITE_PUBLISHES,
  STAFF_DEVICES,
  TRANSCRIPTS,
} from '@detailing/core/collections';

const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST } = process.env;
if (!FIRESTORE_EMULATOR_HOST || !FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('The emulators are not set: run this through `npm test -- emulator`.');
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** @type {import('./trigger-runner.mjs').FunctionsModule} */
let functions;
/** @type {(() => Promise<void>)[]} */
const cleanups = [];

beforeAll(async () => {
  // The publisher too: the runner's stand-in for the publish workflow imports it.
  await Promise.all([buildFunctions(), buildPublisher()]);
  functions = await loadFunctions();
}, 120_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

/** A project of the test's own, with a member of staff who has one registered phone. */
async function project() {
  const projectId = `demo-triggers-${Math.random().toString(36).slice(2, 10)}`;
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  const staff = await getAuth(app).createUser({ email: 'staff@example.com' });
  await getAuth(app).setCustomUserClaims(staff.uid, { staff: true });
  await db
    .collection(STAFF_DEVICES)
    .doc('phone')
    .set({ token: 'token-phone', uid: staff.uid, createdAt: Timestamp.now() });
  return { projectId, db };
}

/**
 * A message written as the chat writes it (the session, then the message).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} sessionId
 * @param {'user' | 'admin'} sender
 * @param {string} content
 */
async function write(db, sessionId, sender, content) {
  const session = db.collection(SESSIONS).doc(sessionId);
  await session.set(
    {
      status: 'open',
      visitorUid: 'visitor',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    },
    { merge: true },
  );
  await session
    .collection(MESSAGES)
    .doc(`m-${Math.random().toString(36).slice(2, 12)}`)
    .set({ content, sender, createdAt: Timestamp.now(), seq: 0 });
}

/**
 * The runner in this process, printing into `lines`; stopped after the test.
 * @param {string} projectId
 * @param {Omit<Parameters<typeof startTriggerRunner>[0], 'functions' | 'projectId' | 'print'>} [options]
 */
async function runner(projectId, options = {}) {
  /** @type {string[]} */
  const lines = [];
  const started = await startTriggerRunner({
    functions,
    projectId,
    print: (line) => lines.push(line),
    ...options,
  });
  cleanups.push(started.stop);
  return { ...started, lines };
}

/**
 * Waits for `check` to hold (the runner reacts to snapshots, in its own time).
 * @param {() => boolean | Promise<boolean>} check
 */
async function eventually(check, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An e-mail's Reply-To, from its source (MailDev's parsed e-mail leaves the header out).
 * @param {string} mailDevUrl
 * @param {string} id
 */
async function replyTo(mailDevUrl, id) {
  const source = await fetch(`${mailDevUrl}api/email/${id}/source`).then((r) => r.text());
  // The header part, long lines unfolded (nodemailer folds a long Reply-To onto the next line).
  const headers = (source.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return /^Reply-To: (.+)$/im.exec(headers)?.[1]?.trim();
}

const PUSH = /^push \(FCM stand-in\)/;
const pushes = (/** @type {string[]} */ lines) => lines.filter((line) => PUSH.test(line));

describe('the trigger runner: notifyStaff on new messages', () => {
  it('pushes a visitor message to staff through the stand-in, one line per push, throttled', async () => {
    const { projectId, db } = await project();
    await write(db, 'c0ffee12-before', 'user', 'Written before the runner started');
    const { lines, idle } = await runner(projectId);

    await write(db, 'c0ffee12-3456', 'user', 'Is Saturday morning possible?');
    await eventually(() => pushes(lines).length > 0);

    expect(pushes(lines)).toEqual([
      'push (FCM stand-in) to 1 device: "New Live Chat Message" / "Session c0ffee12: Is Saturday morning possible?"',
    ]);
    // The production throttle, in the emulator: a second message within the minute is counted.
    const throttle = db.collection(PUSH_THROTTLE).doc('c0ffee12-3456');
    expect((await throttle.get()).get('held')).toBe(0);
    await write(db, 'c0ffee12-3456', 'user', 'Or Sunday?');
    await eventually(async () => (await throttle.get()).get('held') === 1);
    // A staff reply pushes nothing; nor does the message from before the runner.
    await write(db, 'c0ffee12-3456', 'admin', 'Saturday at 9 works.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await idle();
    expect(pushes(lines)).toHaveLength(1);
    expect((await db.collection(PUSH_THROTTLE).doc('c0ffee12-before').get()).exists).toBe(false);
  });

  it('stop() leaves no listener: later messages are not handled, and its Admin SDK app is gone', async () => {
    const { projectId, db } = await project();
    const started = await runner(projectId);
    // Messages, requests and quotes (no SMTP server given: no mail listener).
    expect(started.listeners()).toBe(3);

    await started.stop();

    expect(started.listeners()).toBe(0);
    expect(getApps().filter((app) => app.name.startsWith('trigger-runner-'))).toEqual([]);
    await write(db, 'after-stop-1234', 'user', 'Anyone there?');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(pushes(started.lines)).toEqual([]);
    expect((await db.collection(PUSH_THROTTLE).doc('after-stop-1234').get()).exists).toBe(false);
  });
});

describe('the trigger runner: requests and their e-mail', () => {
  it('files an away callback as a request, pushes it, and delivers the owner’s e-mail', async () => {
    const { projectId, db } = await project();
    const group = new ProcessGroup();
    cleanups.push(() => group.stopAll());
    const mailbox = await startMailDev(group, {
      ports: { smtp: await freePort(), mail: await freePort() },
      quiet: true,
    });
    const { lines, idle } = await runner(projectId, {
      smtp: mailbox.smtp,
      env: {
        OWNER_EMAIL: 'owner@example.com',
        SITE_ORIGIN: 'https://www.example.co.uk',
        REQUESTS_IP_KEY: 'test-key',
      },
    });

    await db
      .collection(SESSIONS)
      .doc('c0ffee12-call')
      .set({ context: { currentPage: { path: '/services/paint-correction', title: 'Paint' } } });
    await write(
      db,
      'c0ffee12-call',
      'user',
      'Please call me back. Name: Sam Carter. Phone: 07700 900123.',
    );

    const request = db.collection(REQUESTS).doc('chat-c0ffee12-call');
    await eventually(async () => (await request.get()).exists);
    expect((await request.get()).data()).toMatchObject({
      source: 'chat-callback',
      name: 'Sam Carter',
      phone: '07700 900123',
      sessionId: 'c0ffee12-call',
      page: '/services/paint-correction',
      status: 'new',
    });
    await eventually(() => lines.some((line) => line.includes('"New callback request"')));
    expect(lines).toContain(
      'push (FCM stand-in) to 1 device: "New callback request" / "Sam Carter"',
    );

    // The owner's e-mail: a mail document, delivered to the mailbox, its delivery written back.
    const mail = db.collection(MAIL).doc('request-chat-c0ffee12-call');
    await eventually(async () => (await mail.get()).get('delivery.state') === 'SUCCESS', 15_000);
    expect((await mail.get()).get('delivery.info.accepted')).toEqual(['owner@example.com']);
    const inbox = await (await fetch(`${mailbox.url}api/email`)).json();
    expect(inbox).toHaveLength(1);
    expect(inbox[0].subject).toBe('Callback request from the live chat: Sam Carter');
    expect(inbox[0].to).toEqual([{ address: 'owner@example.com', name: '' }]);
    await idle();
  }, 30_000);

  it('records an e-mail it could not deliver as ERROR, with the reason, and sends nothing twice', async () => {
    const { projectId, db } = await project();
    // Nothing listens on this port.
    await runner(projectId, { smtp: { host: '127.0.0.1', port: await freePort() } });
    const mail = db.collection(MAIL).doc('undeliverable');
    await mail.set({ to: 'owner@example.com', message: { subject: 'Hi', text: 'Hello' } });
    await eventually(async () => (await mail.get()).get('delivery.state') === 'ERROR', 15_000);
    expect((await mail.get()).get('delivery.error')).toMatch(/ECONNREFUSED/);
    expect((await mail.get()).get('delivery.attempts')).toBe(1);
  }, 30_000);
});

describe('the trigger runner: the reply by e-mail (CHAT-PRODUCT.md 7)', () => {
  it('e-mails an unseen staff reply after the (shortened) delay with a continue link, then the transcript', async () => {
    const { projectId, db } = await project();
    const auth = getAuth(getApps().find((app) => app.name === projectId));
    const visitor = await auth.createUser({});
    const group = new ProcessGroup();
    cleanups.push(() => group.stopAll());
    const mailbox = await startMailDev(group, {
      ports: { smtp: await freePort(), mail: await freePort() },
      quiet: true,
    });
    await runner(projectId, {
      smtp: mailbox.smtp,
      env: {
        LOCAL_REPLY_MAIL_INTERVAL_MS: '1000',
        SITE_ORIGIN: 'http://127.0.0.1:5000',
        MAIL_LINK_KEY: 'test-key',
        REPLY_MAIL_DELAY_SECONDS: '1',
        INBOUND_MAIL_DOMAIN: 'reply.example.co.uk',
      },
    });
    const session = db.collection(SESSIONS).doc('c0ffee12-mail');
    await session.set({
      status: 'open',
      visitorUid: visitor.uid,
      visitor: { email: 'sam@example.com' },
      emailConsentAt: Timestamp.now(),
      context: { currentPage: { path: '/services', title: 'Services' } },
      adminMessages: 1,
      readByVisitor: 0,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await session.collection(MESSAGES).doc('m-staff-reply').set({
      content: 'Yes, we can do Saturday.',
      sender: 'admin',
      createdAt: Timestamp.now(),
      seq: 1,
    });

    await eventually(
      async () => (await fetch(`${mailbox.url}api/email`).then((r) => r.json())).length === 1,
      20_000,
    );
    const [mail] = await fetch(`${mailbox.url}api/email`).then((r) => r.json());
    expect(mail.subject).toBe('Reply from Harbour & Heath Detailing');
    expect(mail.to).toEqual([{ address: 'sam@example.com', name: '' }]);
    expect(mail.text).toContain('Yes, we can do Saturday.');
    // The continue link goes back to the page, with the conversation and a one-time code.
    expect(mail.text).toMatch(
      /Continue the chat: http:\/\/127\.0\.0\.1:5000\/services\?chat=c0ffee12-mail&oobCode=[\w-]{43}#opening-chat\n/,
    );
    expect(mail.text).toMatch(
      /Stop e-mails for this conversation: http:\/\/127\.0\.0\.1:5000\/api\/chat-mail\/stop\?session=c0ffee12-mail&sig=[0-9a-f]{64}/,
    );
    // Its Reply-To is the conversation's reply address (issue #42: the visitor answers by e-mail).
    expect(await replyTo(mailbox.url, mail.id)).toMatch(
      /^reply\+c0ffee12-mail\.[0-9a-f]{20}@reply\.example\.co\.uk$/,
    );
    // No account took the address (issue #41): the code alone opens the conversation.
    expect((await auth.getUser(visitor.uid)).email).toBeUndefined();

    // Closed, the visitor asks for the transcript ("Email me this chat"; the rules' write).
    await session.update({ status: 'closed' });
    await db
      .collection(TRANSCRIPTS)
      .doc('c0ffee12-mail')
      .set({ count: 1, requestedAt: Timestamp.now() });
    /** @returns {Promise<Array<{ id: string, subject: string, text: string }>>} */
    const inbox = () => fetch(`${mailbox.url}api/email`).then((r) => r.json());
    await eventually(async () => (await inbox()).length === 2, 20_000);
    const transcript = (await inbox()).find((m) => m.subject.startsWith('Your chat with'));
    expect(transcript?.subject).toBe('Your chat with Harbour & Heath Detailing');
    expect(transcript?.text).toMatch(/Harbour & Heath Detailing, .+:\nYes, we can do Saturday\./);
    // A closed conversation takes no reply: the transcript has no reply address.
    expect(await replyTo(mailbox.url, transcript?.id ?? '')).toBeUndefined();
  }, 40_000);
});

describe('the trigger runner: the site publisher (docs/site-editor.md)', () => {
  it('publishes an owner’s request into the served folder, one at a time', async () => {
    const { projectId, db } = await project();
    const publicDir = await mkdtemp(path.join(os.tmpdir(), 'served-'));
    cleanups.push(() => rm(publicDir, { recursive: true, force: true }));
    await runner(projectId, { publicDir });
    const request = db.collection(SITE_PUBLISHES).doc('first');
    await request.set({ kind: 'publish', status: 'requested', requestedBy: 'owner-1' });
    await eventually(async () => (await request.get()).get('status') === 'live', 60_000);
    const page = await readFile(path.join(publicDir, 'services/index.html'), 'utf8');
    expect(page).toContain('Paint Correction');
  }, 90_000);
});

describe('the trigger runner: retention', () => {
  it('runs at start and again on its interval, with the configured periods', async () => {
    const { projectId, db } = await project();
    const idle = (/** @type {string} */ id, /** @type {number} */ days) =>
      db
        .collection(SESSIONS)
        .doc(id)
        .set({
          status: 'open',
          visitorUid: 'visitor',
          createdAt: Timestamp.fromMillis(Date.now() - days * DAY_MS),
          updatedAt: Timestamp.fromMillis(Date.now() - days * DAY_MS),
        });
    const status = async (/** @type {string} */ id) =>
      (await db.collection(SESSIONS).doc(id).get()).get('status');
    await idle('idle-11-days', 11);
    await idle('idle-9-days', 9);

    const { lines } = await runner(projectId, {
      env: { CHAT_CLOSE_AFTER_DAYS: '10', LOCAL_RETENTION_INTERVAL_MS: '1000' },
    });

    await eventually(async () => (await status('idle-11-days')) === 'closed');
    expect(await status('idle-9-days')).toBe('open');
    expect(lines.find((line) => line.startsWith('Trigger runner ready'))).toMatch(
      /closeAndDeleteOldConversations every 1000 ms.*retention closes after 10 days idle/,
    );
    // Written after the first run: the next one, a second later, closes it.
    await idle('idle-12-days', 12);
    await eventually(async () => (await status('idle-12-days')) === 'closed');
    // Its run logs when done, after the close.
    await eventually(() => lines.filter((line) => line.startsWith('Retention done.')).length > 1);
  });

  it('refuses to start with a bad period, naming it, and leaves nothing running', async () => {
    const { projectId } = await project();
    await expect(
      startTriggerRunner({ functions, projectId, env: { CHAT_DELETE_AFTER_DAYS: 'soon' } }),
    ).rejects.toThrow('CHAT_DELETE_AFTER_DAYS must be a whole number of days from 1 to 3650');
    expect(getApps().filter((app) => app.name.startsWith('trigger-runner-'))).toEqual([]);
  });
});

describe('the trigger runner as the stack runs it (a child process)', () => {
  it('starts, handles a message with the built functions, and exits cleanly when stopped', async () => {
    const { projectId, db } = await project();
    const port = (/** @type {string} */ host) => Number(host.split(':').at(-1));
    const group = new ProcessGroup();
    cleanups.push(() => group.stopAll());
    const child = await startTriggerRunnerProcess(group, {
      ports: { firestore: port(FIRESTORE_EMULATOR_HOST), auth: port(FIREBASE_AUTH_EMULATOR_HOST) },
      projectId,
      quiet: true,
    });

    await write(db, 'feedface-0001', 'user', 'Hello from the widget');
    await eventually(
      () => child.recentOutput().includes('push (FCM stand-in) to 1 device'),
      30_000,
    );
    expect(child.recentOutput()).toContain('"Session feedface: Hello from the widget"');

    await group.stopAll();
    expect(child.isAlive()).toBe(false);
    // It stopped itself on SIGTERM (exit 0), not by the SIGKILL that follows the grace period.
    expect(child.child.exitCode).toBe(0);
  }, 90_000);
});

import { type App, deleteApp, type FirebaseError, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { FieldPath, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { BatchResponse, SendResponse, TokenMessage } from 'firebase-admin/messaging';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAppForFile, demoProjectId, requireEmulators } from './testing/admin-app.js';
import { deployTrigger, TRIGGERS } from './index.js';
import type { MessagingPort, NotifyDependencies } from './notify-staff.js';
import { firestoreAwaitingReply, firestorePushBudget } from './push-budget.js';
import { PUSH_THROTTLE, STAFF_DEVICES } from '@detailing/core/domain';
import { firestorePushThrottle } from './push-throttle.js';
import { authStaffDirectory, firestoreDeviceRepository } from './staff-devices.js';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/**
 * The function against the real Firestore emulator (firebase-admin 13, real reads and deletes of
 * `staffDevices`), with only FCM stubbed at the Admin SDK's `sendEach`: it answers with the real
 * BatchResponse shape and the Admin SDK's own error objects for FCM's server answers.
 */

requireEmulators('Auth');

/**
 * The Admin SDK's error, built the way it builds it from an FCM HTTP v1 error response (its
 * class is internal, so it is loaded from its file).
 */
function adminMessagingError(serverCode: string, serverMessage: string): FirebaseError {
  const require = createRequire(import.meta.url);
  const adminRoot = path.dirname(require.resolve('firebase-admin'));
  const internal: unknown = require(path.join(adminRoot, 'utils/error.js'));
  if (
    typeof internal !== 'object' ||
    internal === null ||
    !('FirebaseMessagingError' in internal) ||
    typeof internal.FirebaseMessagingError !== 'function' ||
    !('fromServerError' in internal.FirebaseMessagingError) ||
    typeof internal.FirebaseMessagingError.fromServerError !== 'function'
  ) {
    throw new Error('firebase-admin no longer has FirebaseMessagingError.fromServerError');
  }
  const error: unknown = internal.FirebaseMessagingError.fromServerError(serverCode, serverMessage);
  if (
    typeof error !== 'object' ||
    error === null ||
    !('code' in error) ||
    typeof error.code !== 'string' ||
    !('message' in error) ||
    typeof error.message !== 'string' ||
    !('toJSON' in error) ||
    typeof error.toJSON !== 'function'
  ) {
    throw new Error('Unexpected FirebaseMessagingError shape');
  }
  const { code, message, toJSON } = error;
  return { code, message, toJSON: () => toJSON.call(error) };
}

/** FCM stubbed at the SDK boundary: answers per token, records what it was asked to send. */
function stubFcm(failures: Record<string, FirebaseError>) {
  const sent: TokenMessage[] = [];
  const messaging: MessagingPort = {
    async sendEach(messages) {
      sent.push(...messages);
      const responses: SendResponse[] = messages.map((message, i) => {
        const error = failures[message.token];
        return error
          ? { success: false, error }
          : { success: true, messageId: `projects/demo/messages/${i}` };
      });
      const failureCount = responses.filter((r) => !r.success).length;
      const batch: BatchResponse = {
        responses,
        successCount: responses.length - failureCount,
        failureCount,
      };
      return batch;
    },
  };
  return { messaging, sent };
}

const SESSION = 'c0ffee12-3456-4789-abcd-ef0123456789';
let app: App;
let db: Firestore;
let auth: Auth;
/** Accounts in the Auth emulator: one holds the staff claim, one had it and lost it. */
let staffUid: string;
let formerUid: string;

adminAppForFile('functions', (made) => {
  app = made;
  db = getFirestore(app);
  auth = getAuth(app);
});

beforeAll(async () => {
  staffUid = (await auth.createUser({ email: 'staff@example.com' })).uid;
  await auth.setCustomUserClaims(staffUid, { staff: true });
  formerUid = (await auth.createUser({ email: 'former@example.com' })).uid;
  await auth.setCustomUserClaims(formerUid, { staff: true });
  await auth.setCustomUserClaims(formerUid, { staff: null });
});

async function seedDevices(devices: Record<string, Record<string, unknown>>) {
  const existing = await db.collection(STAFF_DEVICES).get();
  await Promise.all(existing.docs.map((doc) => doc.ref.delete()));
  const now = Timestamp.now();
  await Promise.all(
    Object.entries(devices).map(([id, data]) =>
      db
        .collection(STAFF_DEVICES)
        .doc(id)
        .set({ uid: staffUid, createdAt: now, updatedAt: now, userAgent: 'test', ...data }),
    ),
  );
}

async function deviceIds(): Promise<string[]> {
  const snapshot = await db.collection(STAFF_DEVICES).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

/**
 * Writes a visitor's or staff's message into `sessionId` as the chat does and runs the trigger,
 * with `dependencies`, on its real snapshot.
 */
async function runOn(
  target: Firestore,
  projectId: string,
  sessionId: string,
  sender: 'user' | 'admin',
  content: string,
  dependencies: () => NotifyDependencies,
) {
  const messageId = `msg-${Math.random().toString(36).slice(2, 12)}`;
  const ref = target.collection(SESSIONS).doc(sessionId).collection(MESSAGES).doc(messageId);
  await ref.set({ content, sender, createdAt: Timestamp.now(), seq: 0 });
  // The trigger receives a QueryDocumentSnapshot: read it back the same way.
  const found = await ref.parent.where(FieldPath.documentId(), '==', messageId).get();
  const snapshot = found.docs[0];
  if (!snapshot) throw new Error('The message was not written.');
  const result: unknown = await deployTrigger(
    TRIGGERS.notifyStaffOnVisitorMessage,
    'notify',
    dependencies,
  ).run({
    specversion: '1.0',
    id: `event-${messageId}`,
    source: `//firestore.googleapis.com/projects/${projectId}`,
    type: 'google.cloud.firestore.document.v1.created',
    time: new Date().toISOString(),
    location: 'europe-west2',
    project: projectId,
    database: '(default)',
    namespace: '(default)',
    document: ref.path,
    params: { sessionId, messageId },
    data: snapshot,
  });
  return result;
}

/** The conversation SESSION on this file's project: every message pushes (no throttle). */
function runTrigger(messaging: MessagingPort, sender: 'user' | 'admin', content: string) {
  return runOn(db, app.options.projectId ?? '', SESSION, sender, content, () => ({
    devices: firestoreDeviceRepository(db),
    staff: authStaffDirectory(auth),
    // Every message pushes here; the throttle has tests of its own below.
    throttle: firestorePushThrottle(db, { intervalMs: 0 }),
    messaging,
  }));
}

describe('notify staff on a visitor message (Firestore emulator, FCM stubbed)', () => {
  beforeEach(async () => {
    await seedDevices({
      'device-ok': { token: 'token-ok' },
      'device-gone': { token: 'token-gone' },
      'device-invalid': { token: 'token-invalid' },
      'device-malformed': { token: 'token-malformed' },
      'device-busy': { token: 'token-busy' },
      'device-no-token': { token: '' },
    });
  });

  it('pushes to every device, deletes the registrations FCM rejects and keeps the others', async () => {
    const { messaging, sent } = stubFcm({
      'token-gone': adminMessagingError('UNREGISTERED', 'Requested entity was not found.'),
      'token-invalid': adminMessagingError('InvalidRegistration', ''),
      'token-malformed': adminMessagingError(
        'INVALID_ARGUMENT',
        'The registration token is not a valid FCM registration token',
      ),
      'token-busy': adminMessagingError('UNAVAILABLE', 'The service is currently unavailable.'),
    });

    const result = await runTrigger(messaging, 'user', 'Is Saturday morning possible?');

    expect(sent.map((m) => m.token).sort()).toEqual([
      'token-busy',
      'token-gone',
      'token-invalid',
      'token-malformed',
      'token-ok',
    ]);
    expect(sent[0]?.data?.title).toBe('New Live Chat Message');
    expect(sent[0]?.data?.body).toBe('Session c0ffee12: Is Saturday morning possible?');
    expect(sent[0]?.data?.url).toBe(`/admin/chat?session=${SESSION}`);
    expect(result).toMatchObject({ status: 'sent', successCount: 1, failureCount: 4 });
    // Dead registrations are gone; a passing failure and the untouched document stay.
    expect(await deviceIds()).toEqual(['device-busy', 'device-no-token', 'device-ok']);
  });

  it('the stubbed errors carry the codes the Admin SDK really reports', () => {
    expect(adminMessagingError('UNREGISTERED', 'x').code).toBe(
      'messaging/registration-token-not-registered',
    );
    expect(adminMessagingError('InvalidRegistration', '').code).toBe(
      'messaging/invalid-registration-token',
    );
    expect(adminMessagingError('INVALID_ARGUMENT', 'x').code).toBe('messaging/invalid-argument');
  });

  it('a staff reply sends nothing and deletes nothing', async () => {
    const { messaging, sent } = stubFcm({});
    const result = await runTrigger(messaging, 'admin', 'Yes, 9am works.');
    expect(result).toEqual({ status: 'skipped', reason: 'not-a-visitor-message' });
    expect(sent).toEqual([]);
    expect(await deviceIds()).toHaveLength(6);
  });

  it('a former member of staff gets nothing, and their device is deleted', async () => {
    await seedDevices({
      'device-ok': { token: 'token-ok' },
      'device-former': { token: 'token-former', uid: formerUid },
    });
    const { messaging, sent } = stubFcm({});
    const result = await runTrigger(messaging, 'user', 'My card ends 4242');
    expect(sent.map((m) => m.token)).toEqual(['token-ok']);
    expect(result).toMatchObject({ status: 'sent', revoked: ['device-former'] });
    expect(await deviceIds()).toEqual(['device-ok']);
  });

  it('a failing FCM is logged, not thrown, and leaves the registrations alone', async () => {
    const messaging: MessagingPort = {
      sendEach: () => Promise.reject(new Error('socket hang up')),
    };
    const result = await runTrigger(messaging, 'user', 'Hello?');
    expect(result).toBeNull();
    expect(await deviceIds()).toHaveLength(6);
  });
});

describe('firestoreDeviceRepository', () => {
  it('lists only documents with a token and removes by id in batches', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `bulk-${String(i).padStart(2, '0')}`,
        { token: `t${i}` },
      ]),
    );
    await seedDevices({ ...many, empty: { token: '' }, odd: { token: 42 } });
    const repository = firestoreDeviceRepository(db);

    const listed = await repository.list();
    expect(listed).toHaveLength(12);
    expect(listed).toContainEqual({ id: 'bulk-03', token: 't3', uid: staffUid });

    await repository.remove(listed.slice(0, 10).map((d) => d.id));
    expect(await deviceIds()).toEqual(['bulk-10', 'bulk-11', 'empty', 'odd']);
  });
});

describe('authStaffDirectory (Auth emulator)', () => {
  it('says staff only of an existing, enabled account that holds the claim now', async () => {
    const directory = authStaffDirectory(auth);
    expect(await directory.isStaff(staffUid)).toBe(true);
    expect(await directory.isStaff(formerUid)).toBe(false);
    expect(await directory.isStaff('no-such-account')).toBe(false);

    const disabled = await auth.createUser({ email: 'disabled@example.com', disabled: true });
    await auth.setCustomUserClaims(disabled.uid, { staff: true });
    expect(await authStaffDirectory(auth).isStaff(disabled.uid)).toBe(false);
  });
});

describe('firestorePushThrottle (Firestore emulator)', () => {
  it('lets one push a minute through per conversation and counts what it holds back', async () => {
    let clock = Date.parse('2026-11-23T09:00:00Z');
    const throttle = firestorePushThrottle(db, { now: () => clock });
    const session = `throttle-${Math.random().toString(36).slice(2, 10)}`;

    expect(await throttle.claim(session)).toEqual({ send: true, count: 1 });
    clock += 10_000;
    expect(await throttle.claim(session)).toEqual({ send: false, count: 1 });
    clock += 10_000;
    expect(await throttle.claim(session)).toEqual({ send: false, count: 2 });
    // Another conversation is not held back by this one.
    expect(await throttle.claim(`${session}-other`)).toEqual({ send: true, count: 1 });
    clock += 40_000; // a minute after the first push
    expect(await throttle.claim(session)).toEqual({ send: true, count: 3 });
    expect(await throttle.claim(session)).toEqual({ send: false, count: 1 });
  });

  it('pushes once for a burst of messages arriving together', async () => {
    const throttle = firestorePushThrottle(db);
    const session = `burst-${Math.random().toString(36).slice(2, 10)}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => throttle.claim(session)));
    expect(answers.filter((answer) => answer.send)).toHaveLength(1);
    const stored = await db.collection(PUSH_THROTTLE).doc(session).get();
    expect(stored.get('held')).toBe(4);
  });
});

describe('the cap across conversations (Firestore and Auth emulators)', () => {
  /** A real anonymous account on the Auth emulator, as the widget signs a visitor in. */
  async function anonymousVisitor(): Promise<string> {
    const base = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}/identitytoolkit.googleapis.com/v1`;
    const response = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    });
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('localId' in body)) {
      throw new Error(`No anonymous account: ${JSON.stringify(body)}`);
    }
    return String(body.localId);
  }

  it('counts exactly when messages come one after another: 20 pushed, the 21st a summary', async () => {
    const projectId = demoProjectId('cap');
    const capApp = initializeApp({ projectId }, projectId);
    const capDb = getFirestore(capApp);
    try {
      const budget = firestorePushBudget(capDb, {
        perMinute: 20,
        now: () => Date.UTC(2026, 10, 26, 23),
      });
      const answers = [];
      for (let i = 0; i < 25; i += 1) answers.push(await budget.take(`claim-${i}`));
      expect(answers).toEqual([
        ...Array<string>(20).fill('send'),
        'summary',
        'held',
        'held',
        'held',
        'held',
      ]);
      // The same message delivered again is never pushed twice.
      expect(await budget.take('claim-3')).toBe('held');
    } finally {
      await deleteApp(capApp);
    }
  });

  it(
    'given 100 anonymous visitors writing in one minute, pushes 20, then one summary, then none until the next minute',
    { timeout: 120_000 },
    async () => {
      // A project of its own: the summary counts every open conversation awaiting a reply.
      const projectId = demoProjectId('cap');
      const capApp = initializeApp({ projectId }, projectId);
      const capDb = getFirestore(capApp);
      try {
        await capDb
          .collection(STAFF_DEVICES)
          .doc('device-ok')
          .set({ token: 'token-ok', uid: staffUid });
        const visitors = await Promise.all(Array.from({ length: 100 }, () => anonymousVisitor()));
        const sessions = visitors.map((_, i) => `cap-${String(i).padStart(3, '0')}-${projectId}`);
        // Each visitor's conversation as its first message leaves it: open, awaiting a reply.
        await Promise.all(
          sessions.map((id, i) =>
            capDb
              .collection(SESSIONS)
              .doc(id)
              .set({
                status: 'open',
                visitorUid: visitors[i],
                createdAt: Timestamp.now(),
                updatedAt: Timestamp.now(),
                lastMessage: { id: 'first', content: 'Hello', sender: 'user' },
                lastSender: 'user',
              }),
          ),
        );
        let clock = Date.parse('2026-11-26T23:00:00Z');
        const { messaging, sent } = stubFcm({});
        const dependencies = (): NotifyDependencies => ({
          devices: firestoreDeviceRepository(capDb),
          staff: authStaffDirectory(auth),
          throttle: firestorePushThrottle(capDb, { now: () => clock }),
          budget: firestorePushBudget(capDb, { perMinute: 20, now: () => clock }),
          awaitingReply: firestoreAwaitingReply(capDb),
          messaging,
        });

        const started = performance.now();
        const results = await Promise.all(
          sessions.map((id, i) =>
            runOn(capDb, projectId, id, 'user', `Quote please (visitor ${i})`, dependencies),
          ),
        );

        console.log(`100 triggers settled in ${Math.round(performance.now() - started)} ms`);
        /** What each trigger did: sent, summary, or why it skipped (null: it failed). */
        const outcome = (result: unknown) => {
          if (typeof result !== 'object' || result === null) return String(result);
          if ('summary' in result) return 'summary';
          if ('reason' in result) return String(result.reason);
          return 'status' in result ? String(result.status) : 'unknown';
        };
        const tally: Record<string, number> = {};
        for (const result of results) tally[outcome(result)] = (tally[outcome(result)] ?? 0) + 1;
        // Exactly the budget, then one summary, then nothing, though all arrive together.
        expect(tally).toEqual({ sent: 20, summary: 1, capped: 79 });
        const bodies = sent.map((m) => m.data?.body ?? '');
        expect(bodies).toHaveLength(21);
        expect(bodies.filter((b) => b.startsWith('Session cap-'))).toHaveLength(20);
        expect(bodies).toContain(
          '100 conversations are waiting for a reply. More notifications in a minute: open the console.',
        );

        // A minute later pushes resume: a capped conversation's next message goes out.
        clock += 60_000;
        const capped =
          sessions[results.findIndex((r) => JSON.stringify(r).includes('capped'))] ?? '';
        expect(
          await runOn(capDb, projectId, capped, 'user', 'Still there?', dependencies),
        ).toMatchObject({
          status: 'sent',
        });
        expect(sent.at(-1)?.data?.body).toBe(`Session ${capped.slice(0, 8)}: Still there?`);
      } finally {
        await deleteApp(capApp);
      }
    },
  );
});

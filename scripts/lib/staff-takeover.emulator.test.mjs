// @ts-check
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrantRefusedError, grantStaff } from './staff.mjs';
import { buildFunctions, loadFunctions } from './trigger-runner.mjs';
import { MESSAGES, REPLY_MAIL, SESSIONS } from '@detailing/core/collections';

/**
 * Issue #41, "an anonymous visitor can plant an address that later becomes a staff login",
 * played against the Auth and Firestore emulators as the attacker would: the visitor names the
 * address of the firm's next hire on their conversation, staff reply, the reply e-mail goes,
 * the visitor gives their account a password, and the owner grants the new hire staff. The
 * reply e-mail is sent by the built functions (functions/lib), as deployed.
 */

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const PROJECT_ID = process.env.GCLOUD_PROJECT;
if (!AUTH_HOST || !PROJECT_ID || !process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('The emulators are not set: run this through `npm test -- emulator`.');
}

/**
 * The Auth emulator's REST API, as a browser calls it (any key names the emulator's project).
 * @param {string} method
 * @param {Record<string, unknown>} body
 */
async function identityToolkit(method, body) {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return {
    ok: response.ok,
    body: /** @type {Record<string, unknown>} */ (await response.json()),
  };
}

/** A visitor of the chat: a new anonymous account and its id token. */
async function anonymousVisitor() {
  const { body } = await identityToolkit('signUp', { returnSecureToken: true });
  return { uid: String(body['localId']), idToken: String(body['idToken']) };
}

/** @type {import('firebase-admin/app').App} */
let app;
/** @type {import('./trigger-runner.mjs').FunctionsModule} */
let functions;
const run = Math.random().toString(36).slice(2, 10);
const address = (/** @type {string} */ who) => `${who}.${run}@harbourheathdetailing.co.uk`;

beforeAll(async () => {
  // staff:grant works on the default app, as the scripts do.
  app =
    getApps().find((existing) => existing.name === '[DEFAULT]') ??
    initializeApp({ projectId: PROJECT_ID });
  await buildFunctions();
  functions = await loadFunctions();
}, 120_000);

afterAll(async () => {
  const auth = getAuth(app);
  const { users } = await auth.listUsers(1000);
  await auth.deleteUsers(users.filter((user) => user.email?.includes(run)).map((u) => u.uid));
});

describe('no visitor becomes staff by an address they typed', () => {
  it('a planted address never reaches the visitor’s account, and staff:grant makes a new one', async () => {
    const hire = address('new.hire');
    const visitor = await anonymousVisitor();
    const db = getFirestore(app);
    const sessionId = `takeover-${run}`;
    const now = Date.now();
    // 1. The visitor's conversation names the address, with consent (as the rules allow).
    const session = db.collection(SESSIONS).doc(sessionId);
    await session.set({
      status: 'open',
      visitorUid: visitor.uid,
      visitor: { email: hire },
      emailConsentAt: Timestamp.fromMillis(now - 60_000),
      userMessages: 1,
      adminMessages: 1,
      readByVisitor: 0,
      createdAt: Timestamp.fromMillis(now - 60_000),
      updatedAt: Timestamp.fromMillis(now - 60_000),
    });
    // 2. Staff replied; the reply went unread; the reply e-mail job runs.
    await session
      .collection(MESSAGES)
      .doc('staff-reply')
      .set({
        sender: 'admin',
        content: 'Thanks, we will be in touch.',
        createdAt: Timestamp.fromMillis(now - 30_000),
        seq: 1,
      });
    await db
      .collection(REPLY_MAIL)
      .doc(sessionId)
      .set({ dueAt: Timestamp.fromMillis(now - 1000), attempts: 0 });
    await functions.sendDueReplyMails(
      functions.replyMailDependencies({
        app,
        env: { SITE_ORIGIN: 'https://www.example.co.uk', MAIL_LINK_KEY: 'a-test-key' },
        messaging: { sendEach: () => Promise.reject(new Error('No pushes here.')) },
        log: () => undefined,
      }),
    );
    const auth = getAuth(app);
    expect((await auth.getUser(visitor.uid)).email).toBeUndefined();

    // 3. The visitor gives their account a password: it still has no address to sign in with.
    await identityToolkit('update', { idToken: visitor.idToken, password: 'attacker-pass' });
    const signIn = await identityToolkit('signInWithPassword', {
      email: hire,
      password: 'attacker-pass',
    });
    expect(signIn.ok).toBe(false);

    // 4. The owner grants the new hire: a new account, not the visitor's.
    const granted = await grantStaff(hire);
    expect(granted.uid).not.toBe(visitor.uid);
    expect(granted.created).toBe(true);
    expect(granted.passwordLink).toMatch(/mode=resetPassword/);
    expect((await auth.getUser(visitor.uid)).customClaims ?? {}).toEqual({});
  });

  it('staff:grant refuses an address a visitor linked to their account, and a chat visitor’s', async () => {
    const auth = getAuth(app);
    // The visitor links the address and a password themselves (linkWithCredential in a browser).
    const linked = address('linked');
    const visitor = await anonymousVisitor();
    const link = await identityToolkit('update', {
      idToken: visitor.idToken,
      email: linked,
      password: 'attacker-pass',
      returnSecureToken: true,
    });
    expect(link.ok).toBe(true);
    await expect(grantStaff(linked)).rejects.toThrow(GrantRefusedError);
    await expect(grantStaff(linked)).rejects.toThrow(/not verified/);
    expect((await auth.getUser(visitor.uid)).customClaims ?? {}).toEqual({});

    // Even verified, an account that chatted as a visitor is refused.
    const chatted = address('chatted');
    const other = await anonymousVisitor();
    await identityToolkit('update', {
      idToken: other.idToken,
      email: chatted,
      password: 'x-pass1',
    });
    await auth.updateUser(other.uid, { emailVerified: true });
    await getFirestore(app)
      .collection(SESSIONS)
      .doc(`visited-${run}`)
      .set({ status: 'closed', visitorUid: other.uid, createdAt: Timestamp.now() });
    await expect(grantStaff(chatted)).rejects.toThrow(/anonymous chat visitor/);
    expect((await auth.getUser(other.uid)).customClaims ?? {}).toEqual({});
  });

  it('a new hire sets their password with the printed link, signs in, and can be made owner later', async () => {
    const hire = address('detailer');
    const { uid, passwordLink } = await grantStaff(hire);
    const oobCode = new URL(passwordLink ?? '').searchParams.get('oobCode');
    const reset = await identityToolkit('resetPassword', {
      oobCode,
      newPassword: 'a-long-password',
    });
    expect(reset.ok).toBe(true);
    const signIn = await identityToolkit('signInWithPassword', {
      email: hire,
      password: 'a-long-password',
    });
    expect(signIn.body['localId']).toBe(uid);
    // Already staff: a second grant (--owner) needs nothing more.
    await grantStaff(hire, { owner: true });
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ staff: true, owner: true });
  });
});

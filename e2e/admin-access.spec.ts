import { createChatId } from '@detailing/core';
import { createFirebaseChat } from '@detailing/core/firebase';
import {
  DEMO_API_KEY,
  DEMO_APP_ID,
  emulatorFirebaseConfig,
  emulatorHosts,
  stackProjectId,
} from '@detailing/core/testing/emulator-config';
import type { Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  where,
} from 'firebase/firestore';
import { grantStaff, revokeStaff } from '../scripts/lib/staff.mjs';
import { expect, test } from './fixtures';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/**
 * Who may use the staff console: only signed-in accounts with the `staff` claim. Everyone else
 * sees the sign-in form or the "not authorised" notice, the console asks Firestore for nothing
 * on their behalf, and Firestore itself refuses them the chat sessions.
 */
const PROJECT_ID = stackProjectId();
const { firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST } = emulatorHosts();
const STAFF = {
  email: 'staff@example.com',
  password: process.env.DEMO_STAFF_PASSWORD || 'detailing-demo',
};

/** The Auth emulator's REST API, as a browser calls it. */
async function identityToolkit(method: string, body: Record<string, unknown>) {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${DEMO_API_KEY}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  expect(response.ok, `accounts:${method} on the Auth emulator`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A new e-mail/password account without any claim, through the Auth emulator's REST API; with
 * `verified`, its person proved the address with Firebase's verification e-mail (staff:grant
 * gives the claim only to such an account, issue #41).
 */
async function createPlainAccount({ verified = false } = {}) {
  const email = `not-staff-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`;
  const { idToken } = await identityToolkit('signUp', { email, password, returnSecureToken: true });
  if (verified) {
    await identityToolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
    const sent = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await sent.json()) as { oobCodes: { email: string; oobCode: string }[] };
    const code = oobCodes.findLast((entry) => entry.email === email)?.oobCode;
    await identityToolkit('update', { oobCode: code });
  }
  return { email, password };
}

/** Records every request the page makes to the Firestore emulator. */
function firestoreRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(FIRESTORE_HOST)) seen.push(request.url());
  });
  return seen;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/chat');
  await submitSignIn(page, account);
}

/** Fills and sends the sign-in form on the page as it is. */
async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A plain Firebase client in Node (its own app), optionally signed in with e-mail/password. */
async function firestoreClient(account?: { email: string; password: string }) {
  const app = initializeApp(
    { apiKey: DEMO_API_KEY, projectId: PROJECT_ID, appId: DEMO_APP_ID },
    `access-${createChatId()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  if (account) await signInWithEmailAndPassword(auth, account.email, account.password);
  return { db, close: () => deleteApp(app) };
}

/** A visitor's open session, written through core as the widget writes it. */
async function visitorSession(): Promise<string> {
  const visitor = createFirebaseChat({
    ...emulatorFirebaseConfig({ projectId: PROJECT_ID }),
    appName: `access-visitor-${createChatId()}`,
  });
  const sessionId = createChatId();
  // A first connection on a busy machine can time out ("the client is offline"): once more.
  const first = { sessionId, id: createChatId(), content: 'Hi', seq: 0 };
  await visitor.visitor.startSession(first).catch(() => visitor.visitor.startSession(first));
  await visitor.dispose();
  return sessionId;
}

test.describe('staff console: access', () => {
  test('a browser that is not signed in sees the sign-in form and no conversations', async ({
    page,
  }) => {
    const requests = firestoreRequests(page);
    await page.goto('/admin/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Open conversations/ })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });

  test('an account without the staff claim is told it is not authorised, sees nothing else and can sign out', async ({
    page,
  }) => {
    const account = await createPlainAccount();
    const requests = firestoreRequests(page);
    await signIn(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
    await expect(page.getByText(`${account.email} is not authorised`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Open conversations/ })).toHaveCount(0);
    await expect(page.getByPlaceholder('Type a message...')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(requests, 'no chat data was requested').toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  });

  test.describe(() => {
    // The Auth emulator answers a wrong password with HTTP 400, which Chromium logs.
    test.use({ allowConsoleErrors: [/status of 400/] });

    test('a wrong password is refused with a clear message; then signed in, staff stay signed in across a reload and can sign out', async ({
      page,
    }) => {
      await signIn(page, { email: STAFF.email, password: 'not-the-password' });
      await expect(page.getByRole('alert')).toHaveText(
        'That e-mail address and password do not match a staff account.',
      );
      await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();

      await submitSignIn(page, STAFF);
      await expect(page.getByRole('heading', { name: /Open conversations/ })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: /Open conversations/ })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    });
  });

  test.describe(() => {
    // The Auth emulator refuses the revoked refresh token with HTTP 400, which Chromium logs.
    test.use({ allowConsoleErrors: [/status of 400/] });

    test('a member of staff removed with staff:revoke loses the console: in the open tab and after a reload', async ({
      page,
    }) => {
      const account = await createPlainAccount({ verified: true });
      await grantStaff(account.email, { projectId: PROJECT_ID });
      const sessionId = await visitorSession();
      await signIn(page, account);
      const list = page.getByRole('list', { name: 'Open conversations' });
      await expect(list.getByText(sessionId.slice(0, 8))).toBeVisible({ timeout: 15_000 });

      const { devicesDeleted } = await revokeStaff(account.email, { projectId: PROJECT_ID });
      expect(devicesDeleted).toBe(0);
      // The open tab checks its access when it comes back into view (and every few minutes).
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByRole('heading', { name: /Open conversations/ })).toHaveCount(0, {
        timeout: 15_000,
      });
      await expect(page.getByText(sessionId.slice(0, 8))).toHaveCount(0);
      await expect(
        page.getByRole('heading', { level: 1, name: /^(Staff sign in|Not authorised)$/ }),
      ).toBeVisible();

      const requests = firestoreRequests(page);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: /^(Staff sign in|Not authorised)$/ }),
      ).toBeVisible();
      await page.waitForTimeout(500);
      // The old page's Listen channel may still wind down (its last removeTarget, a long poll)
      // while the reload starts: those requests carry the channel's session id (SID). Anything
      // the new page asks for must open a channel, or call the REST API, without one.
      const opened = requests.filter((url) => !new URL(url).searchParams.has('SID'));
      expect(opened, 'no chat data was requested after the reload').toEqual([]);

      // Signing in again gives the former member of staff nothing either.
      // From "Not authorised", sign out first, and wait for the form: loaded again before the
      // sign-out had finished, the console restored the same user and showed no form.
      const heading = page.getByRole('heading', { level: 1, name: 'Staff sign in' });
      if (!(await heading.isVisible())) {
        await page.getByRole('button', { name: 'Sign out' }).click();
        await expect(heading).toBeVisible();
      }
      await submitSignIn(page, account);
      await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
    });
  });

  test('Firestore refuses the chat sessions to unauthenticated and non-staff clients', async () => {
    const sessionId = await visitorSession();
    const openSessions = (db: Awaited<ReturnType<typeof firestoreClient>>['db']) =>
      getDocs(query(collection(db, SESSIONS), where('status', '==', 'open')));

    const anonymous = await firestoreClient();
    await expect(openSessions(anonymous.db)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(doc(anonymous.db, SESSIONS, sessionId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      getDocs(collection(anonymous.db, SESSIONS, sessionId, MESSAGES)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await anonymous.close();

    const plain = await firestoreClient(await createPlainAccount());
    await expect(openSessions(plain.db)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(doc(plain.db, SESSIONS, sessionId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await plain.close();

    // The same query is allowed for staff (so the refusals above are about who asks).
    const staff = await firestoreClient(STAFF);
    const snapshot = await openSessions(staff.db);
    expect(snapshot.docs.map((d) => d.id)).toContain(sessionId);
    await staff.close();
  });
});

import { createChatId } from '@detailing/core';
import { createFirebaseChat, type FirebaseChat } from '@detailing/core/firebase';
import {
  DEMO_PROJECT_ID,
  emulatorFirebaseConfig,
  emulatorHosts,
  newDemoProjectId,
} from '@detailing/core/testing/emulator-config';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { alwaysOpenSettings } from '@detailing/core/testing/settings';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHAT_SETTINGS_ID, MESSAGES, SESSIONS, SETTINGS } from '@detailing/core/collections';

/**
 * A Firestore project of a test's own on the emulator (firestore.rules loaded), and the clients
 * that talk to it: the served bundles (widget, site, console) with the build's project id swapped,
 * core's Firebase adapter in Node for visitors and staff, and the Admin SDK to check what is
 * stored. The staff console then lists exactly the test's conversations. Used by the console,
 * flood, hostile-input and long-conversation specs.
 */
const { firestoreHost: FIRESTORE_HOST } = emulatorHosts();
export const STAFF = {
  email: 'staff@example.com',
  password: process.env.DEMO_STAFF_PASSWORD || 'detailing-demo',
};

/**
 * A new test project with firestore.rules loaded and `settings/chat` open around the clock
 * (alwaysOpenSettings), so no test meets the away notice or the automatic reply because it runs
 * at night; the away tests then save the settings they are about.
 */
export async function newProject(prefix: string): Promise<string> {
  const projectId = newDemoProjectId(prefix);
  const content = readFileSync('firestore.rules', 'utf8');
  const response = await fetch(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  expect(response.ok, 'rules loaded into the test project').toBe(true);
  await adminDb(projectId).doc(`${SETTINGS}/${CHAT_SETTINGS_ID}`).set(alwaysOpenSettings());
  return projectId;
}

/** Everything this browser context loads talks to `projectId`'s Firestore. */
export function useProject(context: BrowserContext, projectId: string): Promise<void> {
  return replaceInScripts(context, DEMO_PROJECT_ID, projectId);
}

/**
 * The served scripts (site, widget, console) with `from` replaced by `to` in this browser
 * context: the build's project id by a test's own (`useProject`), or its Firestore emulator's
 * address by another (e2e/chat-firestore-outage.spec.ts). Only scripts: a document fulfilled by a
 * route counts as a public page in Chromium, which then refuses its requests to the loopback
 * emulators.
 */
export async function replaceInScripts(
  context: BrowserContext,
  from: string,
  to: string,
): Promise<void> {
  await context.route(/\/(assets|widget|admin\/assets)\/.+\.js$/, async (route) => {
    try {
      // The Hosting emulator now and then drops a connection under load: ask again.
      const original = await route.fetch().catch(() => route.fetch());
      const headers = { ...original.headers() };
      delete headers['content-length'];
      const body = (await original.text()).replaceAll(from, to);
      await route.fulfill({ response: original, body, headers });
    } catch (error) {
      // The test ended with a lazy chunk still in flight: its page is gone, and nothing waits
      // for the script (seen as "Response has been disposed", and as "route.fetch: Test
      // ended.", failing a passed test).
      if (/disposed|has been closed|Test ended/.test(String(error))) return;
      throw error;
    }
  });
}

/** core's Firebase adapter in Node, as its own Firebase app (its own anonymous visitor). */
export function chatClient(projectId: string, role: string): FirebaseChat {
  return createFirebaseChat({
    ...emulatorFirebaseConfig({ projectId }),
    appName: `e2e-${role}-${createChatId()}`,
  });
}

/** Staff signed in through core (not rate-limited). */
export async function staffClient(projectId: string): Promise<FirebaseChat> {
  const chat = chatClient(projectId, 'staff');
  await chat.signInStaff(STAFF.email, STAFF.password);
  return chat;
}

/** The Admin SDK on the test's project (bypasses the rules: for checking what is stored). */
export function adminDb(projectId: string): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
  const name = `e2e-admin-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getFirestore(app);
}

/** The stored messages of a session in the product's order (time, then seq), oldest first. */
export async function storedMessages(projectId: string, sessionId: string) {
  const snapshot = await adminDb(projectId)
    .collection(SESSIONS)
    .doc(sessionId)
    .collection(MESSAGES)
    .orderBy('createdAt')
    .orderBy('seq')
    .get();
  return snapshot.docs.map((d) => ({
    id: d.id,
    sender: d.get('sender') as string,
    content: d.get('content') as string,
    seq: d.get('seq') as number,
  }));
}

export async function signInConsole(page: Page, path = '/admin/chat') {
  await page.goto(path);
  await page.getByLabel('E-mail address').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

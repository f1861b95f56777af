import { createChatId } from '@detailing/core';
import { DEMO_API_KEY, DEMO_APP_ID, emulatorHosts } from '@detailing/core/testing/emulator-config';
import type { Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  increment,
  initializeFirestore,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { getApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  adminDb,
  newProject,
  signInConsole,
  staffClient,
  storedMessages,
  useProject,
} from './chat-test-project';
import { DESKTOP, expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/**
 * Flooding: the rules accept one visitor message per session every 500 ms. A visitor pressing
 * Enter fast is spaced by core and loses nothing; a client that writes faster than the rules
 * allow is refused, the widget says so, nothing that was accepted is lost, and staff carry on.
 */
const { firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST } = emulatorHosts();
const LIVE = { timeout: 30_000 };
const FAILED_NOTICE = 'Your message could not be sent. Please wait a moment and try again.';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: DESKTOP });

const input = (page: Page) => page.getByPlaceholder('Type a message...');
const widgetAlert = (page: Page) =>
  page.getByRole('dialog', { name: 'Live Chat' }).getByRole('alert');
const savedBubbles = (page: Page, sender: 'user' | 'admin') =>
  page.locator(`li[data-sender="${sender}"]:not([data-pending]) .bubble`);
const consoleBubbles = (page: Page, sender: 'user' | 'admin') =>
  page.getByRole('log', { name: 'Messages' }).locator(`li[data-sender="${sender}"] p`);

async function openWidget(page: Page) {
  await skipConsultationPopup(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
  await expect(input(page)).toBeFocused();
}

async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('chat_session_id'));
  if (!id) throw new Error('The widget kept no session id.');
  return id;
}

test('a visitor pressing Enter many times fast: one message per Enter with text, all delivered in order, staff unaffected', async ({
  page,
  context,
}) => {
  const projectId = await newProject('flood');
  await useProject(context, projectId);
  await openWidget(page);

  // Enter held down on one message sends it once; the empty input then does nothing.
  await input(page).fill('Hello, anyone there?');
  for (let i = 0; i < 10; i++) await input(page).press('Enter');
  await expect(savedBubbles(page, 'user')).toHaveText(['Hello, anyone there?'], LIVE);
  const sessionId = await sessionIdOf(page);

  // A burst typed faster than the rules allow: all shown at once, delivered in order, no refusal.
  const burst = Array.from({ length: 12 }, (_, i) => `Burst message ${i + 1}`);
  for (const text of burst) {
    await input(page).fill(text);
    await input(page).press('Enter');
  }
  await expect(page.locator('li[data-sender="user"] .bubble')).toHaveText([
    'Hello, anyone there?',
    ...burst,
  ]);
  // Staff reply in the middle of it, through the rules, without waiting.
  const staff = await staffClient(projectId);
  try {
    await staff.staff.sendMessage({
      sessionId,
      id: createChatId(),
      content: 'Yes, go ahead!',
      seq: 100,
    });
  } finally {
    await staff.dispose();
  }
  await expect(savedBubbles(page, 'user')).toHaveText(['Hello, anyone there?', ...burst], LIVE);
  await expect(savedBubbles(page, 'admin')).toHaveText(['Yes, go ahead!'], LIVE);
  await expect(widgetAlert(page)).toHaveCount(0);

  const stored = await storedMessages(projectId, sessionId);
  expect(stored.filter((m) => m.sender === 'user').map((m) => m.content)).toEqual([
    'Hello, anyone there?',
    ...burst,
  ]);

  // The console shows each message once.
  const consolePage = await context.newPage();
  await signInConsole(consolePage, `/admin/chat?session=${sessionId}`);
  await expect(consoleBubbles(consolePage, 'user')).toHaveText(
    ['Hello, anyone there?', ...burst],
    LIVE,
  );
  await expect(consoleBubbles(consolePage, 'admin')).toHaveText(['Yes, go ahead!']);
});

/**
 * A second client of the same visitor (same anonymous user, same session) that writes as fast as
 * it can, ignoring the spacing the widget keeps: what a script, or a buggy second tab, would do.
 */
async function startFlooder(projectId: string, sessionId: string) {
  const uid = (await adminDb(projectId).doc(`${SESSIONS}/${sessionId}`).get()).get('visitorUid');
  if (typeof uid !== 'string') throw new Error('The session has no visitorUid.');
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  const adminApp =
    getApps().find((a) => a.name === `flood-auth-${projectId}`) ??
    initializeAdminApp({ projectId }, `flood-auth-${projectId}`);
  const token = await getAdminAuth(adminApp).createCustomToken(uid);
  const app = initializeApp(
    { apiKey: DEMO_API_KEY, projectId, appId: DEMO_APP_ID },
    `flooder-${createChatId()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithCustomToken(auth, token);
  const db = initializeFirestore(app, {});
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));

  const accepted: string[] = [];
  let refused = 0;
  let running = true;
  let count = 0;
  const loop = async () => {
    while (running) {
      const id = createChatId();
      const content = `Flood ${++count}`;
      const batch = writeBatch(db);
      const session = doc(db, SESSIONS, sessionId);
      batch.set(doc(session, MESSAGES, id), {
        content,
        sender: 'user',
        createdAt: serverTimestamp(),
        seq: 5000 + count,
      });
      batch.update(session, {
        updatedAt: serverTimestamp(),
        lastMessage: { id, content, sender: 'user' },
        lastSender: 'user',
        userMessages: increment(1),
      });
      try {
        await batch.commit();
        accepted.push(content);
      } catch {
        refused += 1;
      }
    }
  };
  // Two writers: every moment after the 500 ms is taken at once (more only adds lock contention).
  const loops = Array.from({ length: 2 }, loop);
  return {
    accepted,
    refusedCount: () => refused,
    async stop() {
      running = false;
      await Promise.all(loops);
      await deleteApp(app);
    },
  };
}

test.describe('a client writing faster than the rules allow', () => {
  // The widget logs the refused write it removed (spec: "logged only"), and Firestore logs the
  // refusal itself. The emulator, this busy, can drop a WebChannel stream's session: the stream
  // resumed with it is answered 400 and the SDK opens a new one (as after the outage test's
  // restart); that nothing is lost on the way is what this test checks.
  test.use({
    allowConsoleErrors: [
      [
        /Chat message could not be sent/,
        /Missing or insufficient permissions/,
        /PERMISSION_DENIED/,
        /status of 400 \(Bad Request\) \(http:\/\/[^ ]+\/google\.firestore\.v1\.Firestore\/(Write|Listen)\/channel\?/,
      ],
      { scope: 'test' },
    ],
  });

  test('its refused messages come back with a clear message, nothing accepted is lost, staff carry on', async ({
    page,
    context,
  }) => {
    const projectId = await newProject('flood');
    await useProject(context, projectId);
    await openWidget(page);
    await input(page).fill('First, a normal message.');
    await input(page).press('Enter');
    await expect(savedBubbles(page, 'user')).toHaveCount(1, LIVE);
    const sessionId = await sessionIdOf(page);
    const consolePage = await context.newPage();
    await signInConsole(consolePage, `/admin/chat?session=${sessionId}`);
    await expect(consoleBubbles(consolePage, 'user')).toHaveCount(1, LIVE);

    const flooder = await startFlooder(projectId, sessionId);
    let refusedInWidget = 0;
    let lastRefused = '';
    const savedFromWidget = ['First, a normal message.'];
    try {
      await expect.poll(() => flooder.accepted.length, LIVE).toBeGreaterThan(2);
      // Until one is refused: each lands in the flooder's 500 ms window only if the flooder got
      // its write in first, which a busy machine does not always let it do.
      for (let i = 1; i <= 4 || (refusedInWidget === 0 && i <= 16); i++) {
        const text = `Typed during the flood ${i}`;
        await input(page).fill(text);
        await input(page).press('Enter');
        // Either stored, or refused by the rules: removed again, with the reason and the text
        // back in the input.
        const outcome = page
          .locator('li[data-sender="user"]:not([data-pending])')
          .filter({ hasText: text })
          .or(widgetAlert(page));
        await expect(outcome.first()).toBeVisible(LIVE);
        if (await widgetAlert(page).isVisible()) {
          refusedInWidget += 1;
          lastRefused = text;
          await expect(widgetAlert(page)).toHaveText(FAILED_NOTICE);
          await expect(input(page)).toHaveValue(text);
          await expect(
            page.locator('li[data-sender="user"]').filter({ hasText: text }),
          ).toHaveCount(0);
        } else {
          savedFromWidget.push(text);
        }
      }
      // Staff are not limited: a reply goes through while the visitor's client floods.
      await consolePage.getByPlaceholder('Type a message...').fill('Steady on, we are here.');
      await consolePage.getByPlaceholder('Type a message...').press('Enter');
      await expect(consoleBubbles(consolePage, 'admin')).toHaveText(
        ['Steady on, we are here.'],
        LIVE,
      );
    } finally {
      await flooder.stop();
    }
    expect(flooder.refusedCount(), 'the rules refused the flooding client').toBeGreaterThan(0);
    expect(refusedInWidget, 'the rules refused the widget during the flood').toBeGreaterThan(0);

    // After the flood, a refused text is sent again and goes through: still in the input if it
    // was the last one typed, else typed again (typing the next one replaced it).
    const retried = lastRefused;
    if ((await input(page).inputValue()) !== retried) await input(page).fill(retried);
    await input(page).press('Enter');
    await expect(widgetAlert(page)).toHaveCount(0);
    await expect(savedBubbles(page, 'user').filter({ hasText: retried })).toHaveCount(1, LIVE);
    savedFromWidget.push(retried);

    // Nothing accepted is lost or doubled: Firestore, the widget and the console agree.
    const expected = (await storedMessages(projectId, sessionId))
      .filter((m) => m.sender === 'user')
      .map((m) => m.content);
    expect([...expected].sort()).toEqual([...savedFromWidget, ...flooder.accepted].sort());
    await expect(savedBubbles(page, 'user')).toHaveCount(expected.length, LIVE);
    expect(new Set(await savedBubbles(page, 'user').allTextContents())).toEqual(new Set(expected));
    await expect(consoleBubbles(consolePage, 'user')).toHaveCount(expected.length, LIVE);
    expect(new Set(await consoleBubbles(consolePage, 'user').allTextContents())).toEqual(
      new Set(expected),
    );
    await expect(savedBubbles(page, 'admin')).toHaveText(['Steady on, we are here.']);
  });
});

import { MESSAGES, SESSIONS } from '@detailing/core/collections';
import { stackProjectId } from '@detailing/core/testing/emulator-config';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { replaceInScripts } from './chat-test-project';
import { DESKTOP, expect, skipConsultationPopup, test, waitForHydration } from './fixtures';

/**
 * The Firestore emulator is stopped and restarted in the middle of a conversation, with the
 * browsers still online: both the widget and the console say they are reconnecting, what the
 * visitor types meanwhile waits as pending, and after the restart everything arrives in order,
 * exactly once, without a reload.
 *
 * The emulator it stops is one of its own, which `npm test` starts on a free port seeded with
 * the stack's data (OUTAGE_FIRESTORE_HOST; the Admin SDK's FIRESTORE_EMULATOR_HOST names it too)
 * and drives through the control it serves at FIRESTORE_CONTROL_URL
 * (scripts/lib/firestore-control.mjs). The pages are pointed at it (`replaceInScripts`), so the
 * other tests go on meanwhile with the stack's. The restarted emulator is seeded with an export of
 * the data, so the conversation is still there: this plays a backend outage, not data loss. It
 * uses the build's own project, the one the export keeps.
 */
const CONTROL_URL = process.env.FIRESTORE_CONTROL_URL ?? '';
/** The Firestore emulator the build was made for (the stack's), and the test's own. */
const BUILD_FIRESTORE = process.env.VITE_FIRESTORE_EMULATOR_HOST ?? '';
const OWN_FIRESTORE = process.env.OUTAGE_FIRESTORE_HOST ?? '';
const PROJECT_ID = stackProjectId();
const STAFF = {
  email: 'staff@example.com',
  password: process.env.DEMO_STAFF_PASSWORD || 'detailing-demo',
};
const LIVE = { timeout: 20_000 };
/**
 * Noticing takes a while: Firestore's WebChannel retries its connection for ~15-20 s before the
 * SDK calls the stream failed, then up to 10 s more before it serves from its cache (20-40 s
 * measured on 2 busy cores).
 */
const NOTICE = { timeout: 90_000 };
/** Coming back waits for the SDK's next retry (its backoff grows during the outage). */
const RECOVERY = { timeout: 90_000 };
const RECONNECTING_NOTICE = 'Reconnecting… Messages will be sent when the connection returns.';

test.describe.configure({ timeout: 300_000 });
test.use({
  viewport: DESKTOP,
  // The console's service worker would fetch its chunks past `replaceInScripts`.
  serviceWorkers: 'block',
  // The served Content-Security-Policy's connect-src names the stack's Firestore, not this
  // test's own; the policy itself is csp.spec.ts's subject.
  bypassCSP: true,
  // Expected while the emulator is down: Chromium reports each request to it that was cut
  // (INCOMPLETE_CHUNKED_ENCODING, CONNECTION_RESET) or refused, and WebChannel then probes connectivity with an
  // image from www.google.com, which has no name without internet (as here and in CI). After the
  // restart, a WebChannel stream that resumes with the old emulator's session id
  // (`.../Write/channel?...&SID=...`) is answered 400 Bad Request, and the SDK opens a new one.
  allowConsoleErrors: [
    [
      /^Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|INCOMPLETE_CHUNKED_ENCODING|NAME_NOT_RESOLVED) \(\S+\)$/,
      /^Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(\S+\)$/,
    ],
    { scope: 'test' },
  ],
});

async function firestoreControl(action: 'stop' | 'start') {
  const response = await fetch(`${CONTROL_URL}/firestore/${action}`, { method: 'POST' });
  expect(response.status, await response.text()).toBe(204);
}

function adminDb() {
  const app: App =
    getApps().find((a) => a.name === 'firestore-outage-e2e') ??
    initializeApp({ projectId: PROJECT_ID }, 'firestore-outage-e2e');
  return getFirestore(app);
}

const widgetInput = (page: Page) => page.getByPlaceholder('Type a message...');
const widgetBubbles = (page: Page) => page.locator('li[data-sender] .bubble');
const widgetPending = (page: Page) => page.locator('li[data-sender="user"][data-pending]');
const consoleLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const consoleBubbles = (page: Page) => consoleLog(page).locator('li p');
const consoleStatus = (page: Page) => page.getByRole('banner').getByRole('status');

async function say(page: Page, text: string) {
  await widgetInput(page).fill(text);
  await widgetInput(page).press('Enter');
  await expect(widgetInput(page)).toHaveValue('');
}

/** When the page's document started: a reload would change it. */
const documentStart = (page: Page) => page.evaluate(() => performance.timeOrigin);

/**
 * A write, a read and a listen through the emulator first: on a freshly started stack its first
 * listen can take over 10 s on a busy machine, which the SDK logs as an error (not this test's
 * subject).
 */
test.beforeAll(async () => {
  test.setTimeout(60_000);
  if (!CONTROL_URL) return;
  // A collection of this test's own, outside the product's.
  // eslint-disable-next-line no-restricted-syntax
  const ref = adminDb().collection('warmUp').doc('firestore-outage');
  await ref.set({ at: Date.now() });
  await ref.get();
  await new Promise<void>((resolve, reject) => {
    const stop = ref.onSnapshot(() => {
      stop();
      resolve();
    }, reject);
  });
  await ref.delete();
});

test('Firestore stopped and restarted mid-conversation: both sides say reconnecting, then recover; nothing lost or doubled', async ({
  page: visitor,
  context,
}) => {
  test.skip(!CONTROL_URL, 'needs `npm test`, which serves the Firestore control (jar emulator)');
  expect(BUILD_FIRESTORE, "the build's Firestore address (VITE_FIRESTORE_EMULATOR_HOST)").not.toBe(
    '',
  );
  // The pages talk to this test's own emulator.
  await replaceInScripts(context, BUILD_FIRESTORE, OWN_FIRESTORE);
  // One context, so the fixture watches both pages' consoles; the widget and the console run
  // separate named Firebase apps, so the visitor and staff users never mix.
  const staff = await context.newPage();
  let emulatorDown = false;
  try {
    // A conversation: the visitor writes through the site's widget, staff answer in the console.
    await skipConsultationPopup(visitor);
    await visitor.goto('/');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Open live chat', exact: true }).click();
    await say(visitor, 'Hello, is the ceramic coating bookable next week?');
    await expect(visitor.locator('li[data-sender="user"]:not([data-pending])')).toHaveCount(
      1,
      LIVE,
    );
    const sessionId = await visitor.evaluate(() => localStorage.getItem('chat_session_id'));
    if (!sessionId) throw new Error('The widget kept no session id.');

    await staff.goto(`/admin/chat?session=${sessionId}`);
    await staff.getByLabel('E-mail address').fill(STAFF.email);
    await staff.getByLabel('Password').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await expect(consoleBubbles(staff)).toHaveText(
      ['Hello, is the ceramic coating bookable next week?'],
      LIVE,
    );
    await staff.getByPlaceholder('Type a message...').fill('Yes, Tuesday or Thursday.');
    await staff.getByPlaceholder('Type a message...').press('Enter');
    await expect(visitor.locator('li[data-sender="admin"]')).toHaveText(
      /Tuesday or Thursday/,
      LIVE,
    );
    // Nothing in flight before the outage (the emulator keeps only what it has stored).
    await expect(consoleLog(staff).locator('li[data-pending]')).toHaveCount(0, LIVE);
    await expect(consoleStatus(staff)).toHaveText('Live');
    await expect(visitor.getByText(RECONNECTING_NOTICE)).toHaveCount(0);
    const visitorStart = await documentStart(visitor);
    const staffStart = await documentStart(staff);

    // The outage: both sides notice, with the browsers online.
    await firestoreControl('stop');
    emulatorDown = true;
    const stoppedAt = Date.now();
    await expect(visitor.getByRole('status').filter({ hasText: RECONNECTING_NOTICE })).toBeVisible(
      NOTICE,
    );
    await expect(consoleStatus(staff)).toHaveText('Reconnecting...', NOTICE);
    const noticedAfter = Date.now() - stoppedAt;
    expect(await visitor.evaluate(() => navigator.onLine)).toBe(true);

    const typed = ['Outage one', 'Outage two', 'Outage three'];
    for (const text of typed) await say(visitor, text);
    await expect(widgetPending(visitor)).toHaveCount(3);
    await expect(widgetPending(visitor).first()).toContainText('Waiting for connection…');
    // Long enough for the SDK to retry a few times against the closed port.
    await visitor.waitForTimeout(3000);
    await expect(widgetPending(visitor)).toHaveCount(3);

    // Back: both recover by themselves, on the same pages.
    await firestoreControl('start');
    emulatorDown = false;
    const restartedAt = Date.now();
    await expect(widgetPending(visitor)).toHaveCount(0, RECOVERY);
    await expect(visitor.getByText(RECONNECTING_NOTICE)).toHaveCount(0, RECOVERY);
    await expect(consoleStatus(staff)).toHaveText('Live', RECOVERY);
    console.log(
      `Outage noticed by both after ${(noticedAfter / 1000).toFixed(1)} s; both live again ` +
        `${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart ` +
        `(outage ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s).`,
    );
    const conversation = [
      'Hello, is the ceramic coating bookable next week?',
      'Yes, Tuesday or Thursday.',
      ...typed,
    ];
    await expect(widgetBubbles(visitor)).toHaveText(conversation);
    await expect(consoleBubbles(staff)).toHaveText(conversation, RECOVERY);

    // Stored once each, in order.
    const stored = await adminDb()
      .collection(SESSIONS)
      .doc(sessionId)
      .collection(MESSAGES)
      .orderBy('createdAt')
      .get();
    expect(stored.docs.map((d) => d.get('content'))).toEqual(conversation);

    // Staff can reply after the outage, and the visitor gets it live.
    await staff.getByPlaceholder('Type a message...').fill('All three arrived, see you Tuesday.');
    await staff.getByPlaceholder('Type a message...').press('Enter');
    await expect(visitor.locator('li[data-sender="admin"]')).toHaveText(
      [/Tuesday or Thursday/, /see you Tuesday/],
      LIVE,
    );
    await expect(consoleLog(staff).locator('li[data-pending]')).toHaveCount(0, LIVE);

    // No reload happened on either side.
    expect(await documentStart(visitor)).toBe(visitorStart);
    expect(await documentStart(staff)).toBe(staffStart);
  } finally {
    // Leave the stack as it was, whatever happened.
    if (emulatorDown) await firestoreControl('start');
  }
});

import { SESSIONS } from '@detailing/core/collections';
import { emulatorHosts, stackProjectId } from '@detailing/core/testing/emulator-config';
import { DESKTOP, expect, test } from './fixtures';
import {
  chatInput as input,
  type HostPages,
  launcher,
  SCRIPT_URL,
  serveHostPages,
  STUB,
} from './embed-host';

/**
 * docs/embedding.md on another origin: every form of script tag, the command API with its
 * queue stub, custom launchers, prefill, identify, the unread event, and the page the visitor is
 * on. Pages are made per test and served from a tiny server on `localhost` (the site is on
 * 127.0.0.1: another origin and another site). On phones: e2e/phone/embed.spec.ts.
 */
const PROJECT_ID = stackProjectId();
const { firestoreHost: FIRESTORE_HOST } = emulatorHosts();
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: DESKTOP });

let host: HostPages;

test.beforeAll(async () => {
  host = await serveHostPages();
});

test.afterAll(async () => {
  await host.close();
});

/** A page at `path` on the other origin, with `head` and `body`. */
const hostPage = (path: string, parts: { head?: string; body?: string }) => host.page(path, parts);

const FORMS: Record<string, { head?: string; body?: string }> = {
  'classic async in head': { head: `<script async src="${SCRIPT_URL}"></script>` },
  'classic defer in head': { head: `<script defer src="${SCRIPT_URL}"></script>` },
  'classic at the end of body': { body: `<script src="${SCRIPT_URL}"></script>` },
  'module in head': { head: `<script type="module" src="${SCRIPT_URL}"></script>` },
  'inserted by createElement (a tag manager)': {
    head: `<script>(function () { var s = document.createElement('script'); s.async = true;
      s.src = ${JSON.stringify(SCRIPT_URL)}; document.head.appendChild(s); })();</script>`,
  },
  'loaded twice (classic and module)': {
    head: `<script async src="${SCRIPT_URL}"></script>`,
    body: `<script type="module" src="${SCRIPT_URL}?again"></script><script src="${SCRIPT_URL}?third"></script>`,
  },
};

for (const [name, snippet] of Object.entries(FORMS)) {
  test(`script form: ${name} gives one working chat, the queued calls run, no global but DetailingChat`, async ({
    page,
  }) => {
    const slug = `/form-${Object.keys(FORMS).indexOf(name)}`;
    const url = hostPage(slug, {
      head: `<script>window.globalsBefore = Object.getOwnPropertyNames(window);</script>${STUB}
<script>DetailingChat('on', 'ready', function () { window.readyCount = (window.readyCount || 0) + 1; });</script>${snippet.head ?? ''}`,
      body: snippet.body ?? '',
    });
    await page.goto(url);
    await expect(launcher(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => Reflect.get(window, 'readyCount'))).toBe(1);
    await page.waitForTimeout(300);
    await expect(page.locator('detailing-chat')).toHaveCount(1);
    await launcher(page).click();
    await expect(input(page)).toBeFocused(LIVE);
    const added = await page.evaluate(() => {
      const before = new Set<string>(Reflect.get(window, 'globalsBefore'));
      return Object.getOwnPropertyNames(window).filter((key) => !before.has(key));
    });
    expect(added.filter((key) => key !== 'globalsBefore' && key !== 'readyCount')).toEqual([
      'DetailingChat',
    ]);
  });
}

test('the queue before load: open with a prefill fills the input and sends nothing; bad calls warn once each and never throw', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const url = hostPage('/queue', {
    head: `${STUB}<script>
      DetailingChat('dance');
      DetailingChat('dance');
      DetailingChat('identify', { name: 42 });
      DetailingChat('on', 'nope', function () {});
      DetailingChat('open', { message: 'Quote for a ceramic coating, please' });
    </script><script async src="${SCRIPT_URL}"></script>`,
  });
  await page.goto(url);
  await expect(input(page)).toHaveValue('Quote for a ceramic coating, please', LIVE);
  await expect(input(page)).toBeFocused();
  await expect(page.locator('li[data-sender="user"]')).toHaveCount(0);
  // In the order of the calls: identify is checked by the command API, at once.
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('DetailingChat:')))
    .toEqual([
      'DetailingChat: unknown command "dance"; use open, close, toggle, identify, on or off.',
      'DetailingChat: identify: name must be a string.',
      'DetailingChat: on: unknown event "nope"; use ready, open, close, message, unread.',
    ]);
});

test('hide-launcher with a custom launcher: no floating button, the page’s button opens the chat prefilled, focus comes back to it', async ({
  page,
}) => {
  const url = hostPage('/custom', {
    head: `<script async src="${SCRIPT_URL}" data-hide-launcher data-position="left"></script>`,
    body: `<main id="later"></main><script>
      // Added after the script: the document listens, so later launchers work too.
      setTimeout(function () {
        document.getElementById('later').innerHTML =
          '<button type="button" data-detailing-chat-open data-detailing-chat-message="About my Jaguar">Ask us</button>';
      }, 200);
    </script>`,
  });
  await page.goto(url);
  await expect(page.locator('detailing-chat')).toHaveAttribute('hide-launcher', '');
  await expect(page.getByRole('button', { name: 'Ask us' })).toBeVisible();
  await expect(launcher(page)).toBeHidden();
  await page.getByRole('button', { name: 'Ask us' }).click();
  await expect(input(page)).toHaveValue('About my Jaguar', LIVE);
  // position="left" and no launcher: the panel sits in the bottom-left corner, once its opening
  // animation has settled (it rises into place).
  await expect
    .poll(async () => {
      const panel = await page.getByRole('dialog', { name: 'Live Chat' }).boundingBox();
      return panel && [Math.round(panel.x), Math.round(panel.y + panel.height)];
    })
    .toEqual([20, DESKTOP.height - 20]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Ask us' })).toBeFocused();
});

/** The session document as the emulator holds it (read as the project's owner). */
async function sessionDocument(sessionId: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${SESSIONS}/${sessionId}`,
    { headers: { authorization: 'Bearer owner' } },
  );
  return response.ok ? ((await response.json()) as Record<string, unknown>) : {};
}

test('identify, then a message: the session holds the name, the pages and the environment; a pushState navigation updates the current page; unread counts a staff reply', async ({
  page,
}) => {
  const url = hostPage('/club', {
    head: `${STUB}<script>
      DetailingChat('identify', { name: 'Ada Lovelace', email: 'ada@example.com' });
      DetailingChat('on', 'unread', function (e) { window.unread = e.detail.count; });
    </script><script async src="${SCRIPT_URL}"></script>`,
  });
  await page.goto(`${url}?utm_source=newsletter&email=secret@example.com`);
  await launcher(page).click();
  await input(page).fill('Hello, who am I?');
  await input(page).press('Enter');
  await expect(page.locator('li[data-sender="user"]:not([data-pending])')).toHaveCount(1, LIVE);
  const sessionId = await page.evaluate(() => localStorage.getItem('chat_session_id'));
  if (!sessionId) throw new Error('No session');
  await expect
    .poll(async () => JSON.stringify(await sessionDocument(sessionId)), LIVE)
    .toContain('Ada Lovelace');
  const stored = JSON.stringify(await sessionDocument(sessionId));
  expect(stored).toContain('/club?utm_source=newsletter');
  expect(stored).not.toContain('secret@example.com');

  // A single-page app's navigation, its title set a moment later.
  await page.evaluate(() => {
    history.pushState({}, '', '/club/events');
    setTimeout(() => (document.title = 'Events'), 100);
  });
  await expect
    .poll(async () => JSON.stringify(await sessionDocument(sessionId)), { timeout: 30_000 })
    .toContain('/club/events');

  // A staff reply while the panel is closed: the unread event and the element's count.
  await page.keyboard.press('Escape');
  const { createFirebaseChat } = await import('@detailing/core/firebase');
  const { emulatorFirebaseConfig } = await import('@detailing/core/testing/emulator-config');
  const { createChatId } = await import('@detailing/core');
  const staff = createFirebaseChat({
    ...emulatorFirebaseConfig({ projectId: PROJECT_ID }),
    appName: `e2e-embed-staff-${createChatId()}`,
  });
  try {
    await staff.signInStaff(
      'staff@example.com',
      process.env.DEMO_STAFF_PASSWORD || 'detailing-demo',
    );
    await staff.staff.sendMessage({ sessionId, id: createChatId(), content: 'Hello Ada', seq: 9 });
    await expect.poll(() => page.evaluate(() => Reflect.get(window, 'unread')), LIVE).toBe(1);
    expect(
      await page.locator('detailing-chat').evaluate((el) => Reflect.get(el, 'unreadCount')),
    ).toBe(1);
  } finally {
    await staff.dispose();
  }
});

import { CHAT_TEXTS, createChatId } from '@detailing/core';
import { createFirebaseChat, type FirebaseChat } from '@detailing/core/firebase';
import {
  emulatorFirebaseConfig,
  emulatorHosts,
  stackProjectId,
} from '@detailing/core/testing/emulator-config';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { axeViolations } from './axe';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/**
 * The live-chat widget on the site, driven as a visitor does, with staff on the other side
 * signed in through core's staff backend (as the console is), and Firestore checked with
 * the Admin SDK. Needs the stack `npm test -- e2e` starts (or a running `npm start`).
 */
const PROJECT_ID = stackProjectId();
const { firestoreHost: FIRESTORE_HOST } = emulatorHosts();
const BUSINESS = 'Harbour & Heath Detailing';
/** Messages cross the emulator and back; generous on a busy machine. */
const LIVE = { timeout: 15_000 };

// Each test creates a session, signs staff in and waits on live updates.
test.describe.configure({ timeout: 60_000 });

function adminDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
  const app: App =
    getApps().find((a) => a.name === 'chat-widget-e2e') ??
    initializeApp({ projectId: PROJECT_ID }, 'chat-widget-e2e');
  return getFirestore(app);
}

/** Staff, signed in as the seeded demo account through core (its own Firebase app). */
async function signInStaff(): Promise<FirebaseChat> {
  const chat = createFirebaseChat({
    ...emulatorFirebaseConfig({ projectId: PROJECT_ID }),
    appName: `e2e-staff-${createChatId()}`,
  });
  await chat.signInStaff('staff@example.com', process.env.DEMO_STAFF_PASSWORD || 'detailing-demo');
  return chat;
}

async function staffReply(staff: FirebaseChat, sessionId: string, content: string) {
  await staff.staff.sendMessage({ sessionId, id: createChatId(), content, seq: 1000 });
}

const launcher = (page: Page, name = 'Open live chat') =>
  page.getByRole('button', { name, exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });
const input = (page: Page) => page.getByPlaceholder('Type a message...');
const bubbles = (page: Page, sender: 'user' | 'admin') =>
  page.locator(`li[data-sender="${sender}"] .bubble`);
/** The widget's toasts (Radix Toast: list items in the "Chat notifications" region). */
const chatToasts = (page: Page) =>
  page.getByRole('region', { name: /^Chat notifications/ }).getByRole('listitem');
const saved = (page: Page, text: string) =>
  page.locator('li[data-sender="user"]:not([data-pending])').filter({ hasText: text });

/** Calls a method of the page's <detailing-chat> (open, close, toggle). */
async function callApi(page: Page, method: 'open' | 'close' | 'toggle') {
  await page.evaluate((name) => {
    const chat = document.querySelector('detailing-chat');
    const fn: unknown = chat ? Reflect.get(chat, name) : undefined;
    if (typeof fn !== 'function') throw new Error(`<detailing-chat> has no ${name}()`);
    fn.call(chat);
  }, method);
}

async function visit(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
}

async function openPanel(page: Page) {
  await launcher(page).click();
  await expect(input(page)).toBeFocused();
}

/** Sends a message and waits until the server has it; returns the session id. */
async function sendSaved(page: Page, text: string): Promise<string> {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(saved(page, text)).toBeVisible(LIVE);
  const id = await page.evaluate(() => localStorage.getItem('chat_session_id'));
  if (!id) throw new Error('No chat_session_id in local storage');
  return id;
}

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test.describe('the visitor chat widget on the site', () => {
  test.use({ viewport: DESKTOP });

  test('a first message creates the session, is stored in Firestore and keeps its id in local storage; it stays on a move in the app', async ({
    page,
  }) => {
    // Everything the chat needs (the panel, React, Firebase, anonymous sign-in, a write, the
    // live listener) loads under the site's CSP: the fixture fails the test on a violation.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit(page);
    expect(await page.evaluate(() => localStorage.getItem('chat_session_id'))).toBeNull();
    await openPanel(page);
    const text = `Do you cover Lymington? ${createChatId().slice(0, 6)}`;
    await input(page).fill(text);
    await input(page).press('Enter');
    // Shown at once, as pending, on the visitor's side (right).
    await expect(bubbles(page, 'user').filter({ hasText: text })).toBeVisible();
    await expect(input(page)).toHaveValue('');
    const sessionId = await sendSaved(page, 'And Ringwood?');
    await expect(saved(page, text)).toBeVisible();

    const session = await adminDb().doc(`${SESSIONS}/${sessionId}`).get();
    expect(session.get('status')).toBe('open');
    const stored = await adminDb().collection(SESSIONS).doc(sessionId).collection(MESSAGES).get();
    const contents = stored.docs.map((d) => ({
      content: d.get('content'),
      sender: d.get('sender'),
    }));
    expect(contents).toEqual(
      expect.arrayContaining([
        { content: text, sender: 'user' },
        { content: 'And Ringwood?', sender: 'user' },
      ]),
    );
    expect(contents).toHaveLength(2);

    // This build has no VITE_APPCHECK_SITE_KEY: nothing of App Check (its chunk, reCAPTCHA) loads.
    expect(requested.filter((url) => /app-check|recaptcha/i.test(url))).toEqual([]);
    // Client-side navigation with the widget loaded keeps the conversation, both messages.
    await page.getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(bubbles(page, 'user')).toHaveText([text, 'And Ringwood?']);
  });

  test('staff replies appear live on the left; closing replaces the input, live and after a reload', async ({
    page,
  }) => {
    const staff = await signInStaff();
    try {
      await visit(page);
      await openPanel(page);
      const sessionId = await sendSaved(page, 'Is a ceramic coating worth it on a new car?');

      await staffReply(staff, sessionId, 'It is: it protects the paint from day one.');
      const reply = bubbles(page, 'admin').filter({ hasText: 'protects the paint' });
      await expect(reply).toBeVisible(LIVE);
      const [mine, theirs] = await Promise.all([
        bubbles(page, 'user').first().boundingBox(),
        reply.boundingBox(),
      ]);
      expect(mine && theirs && mine.x > theirs.x).toBe(true);

      await expect(input(page)).toBeFocused();
      await staff.staff.closeSession(sessionId);
      await expect(panel(page).getByText(CHAT_TEXTS.sessionClosedNotice)).toBeVisible(LIVE);
      await expect(input(page)).toHaveCount(0);
      // The input the visitor was in is gone; focus stays in the panel, on the notice.
      await expect(panel(page).getByText(CHAT_TEXTS.sessionClosedNotice)).toBeFocused();

      await page.reload();
      await waitForHydration(page);
      await launcher(page).click();
      await expect(panel(page).getByText(CHAT_TEXTS.sessionClosedNotice)).toBeVisible(LIVE);
      await expect(reply).toBeVisible();
      await expect(input(page)).toHaveCount(0);
    } finally {
      await staff.dispose();
    }
  });

  test('with the panel closed, a reply brings the "New Message from" toast and an unread count', async ({
    page,
  }) => {
    const staff = await signInStaff();
    try {
      await visit(page);
      await openPanel(page);
      const sessionId = await sendSaved(page, 'Can I book a maintenance wash?');
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();

      await staffReply(staff, sessionId, 'Of course, which day suits you?');
      const toast = chatToasts(page).filter({ hasText: `New Message from ${BUSINESS}` });
      await expect(toast).toContainText('Of course, which day suits you?', LIVE);
      const button = launcher(page);
      await expect(button).toHaveAccessibleDescription('1 unread message');
      await expect(page.locator('detailing-chat .badge')).toHaveText('1');

      // A second reply replaces the toast (one at a time) and counts on.
      await staffReply(staff, sessionId, 'Mornings are best for us.');
      // Straight to the action: the toast closes itself after 5 s.
      await toast
        .filter({ hasText: 'Mornings are best for us.' })
        .getByRole('button', { name: 'Open Chat' })
        .click(LIVE);
      await expect(panel(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(bubbles(page, 'admin')).toHaveText([
        'Of course, which day suits you?',
        'Mornings are best for us.',
      ]);
      await expect(page.locator('detailing-chat .badge')).toBeHidden();
      await expect(launcher(page, 'Close live chat')).toHaveAccessibleDescription('');
      await expect(toast).toHaveCount(0);
    } finally {
      await staff.dispose();
    }
  });

  test('two visitors never see each other’s messages', async ({ page, browser }) => {
    const staff = await signInStaff();
    const other = await browser.newContext({ viewport: DESKTOP });
    try {
      const second = await other.newPage();
      await skipConsultationPopup(second);
      await Promise.all([visit(page), visit(second)]);
      await openPanel(page);
      await openPanel(second);
      const first = await sendSaved(page, 'Visitor A: my Audi needs a wash');
      const secondId = await sendSaved(second, 'Visitor B: brake calipers in red?');
      expect(first).not.toBe(secondId);

      await staffReply(staff, first, 'For A only: Tuesday works.');
      await expect(bubbles(page, 'admin').filter({ hasText: 'For A only' })).toBeVisible(LIVE);
      await second.waitForTimeout(1000);
      await expect(second.getByText('Visitor A')).toHaveCount(0);
      await expect(second.getByText('For A only')).toHaveCount(0);
      await expect(page.getByText('Visitor B')).toHaveCount(0);
    } finally {
      await other.close();
      await staff.dispose();
    }
  });

  test('Enter sends, Shift+Enter starts a new line, and empty messages are not sent', async ({
    page,
  }) => {
    await visit(page);
    await openPanel(page);
    await input(page).press('Enter');
    await input(page).fill('   ');
    await input(page).press('Enter');
    await expect(page.locator('li.message')).toHaveCount(0);
    await expect(input(page)).toHaveValue('   ');

    await input(page).fill('First line');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('second line');
    await input(page).press('Enter');
    await expect(bubbles(page, 'user')).toHaveText('First line\nsecond line');
  });

  test('keyboard: the button opens the panel with focus in the input; Escape closes it and focus returns; the panel is 320 x 450 px above the button; the home page’s “Chat With Us” opens it', async ({
    page,
  }) => {
    await visit(page);
    const button = launcher(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(launcher(page, 'Close live chat')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('log')).toHaveAttribute('aria-live', 'polite');

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();

    await openPanel(page);
    await expect
      .poll(async () => {
        const settled = await panel(page).boundingBox();
        return settled && [settled.width, settled.height].map(Math.round);
      })
      .toEqual([320, 450]);
    const box = await panel(page).boundingBox();
    const open = await launcher(page, 'Close live chat').boundingBox();
    expect(box && open && box.y + box.height < open.y).toBe(true);
    expect(open && Math.round(open.x + open.width)).toBe(DESKTOP.width - 20);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await page.getByRole('link', { name: 'Chat With Us' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the element’s API opens and closes the panel and reports open, close and message events', async ({
    page,
  }) => {
    await visit(page);
    await expect(launcher(page)).toBeVisible();
    await page.evaluate(() => {
      const log: string[] = [];
      Object.assign(window, { chatEvents: log });
      for (const type of ['open', 'close', 'message'])
        document.querySelector('detailing-chat')?.addEventListener(type, (event) => {
          const detail: unknown = event instanceof CustomEvent ? event.detail : null;
          const content =
            typeof detail === 'object' && detail && 'content' in detail ? detail.content : '';
          log.push(content ? `${type}:${String(content)}` : type);
        });
    });
    await callApi(page, 'open');
    await expect(input(page)).toBeFocused();
    await sendSaved(page, 'Hello from the API test');
    await callApi(page, 'toggle');
    await expect(panel(page)).toBeHidden();
    await callApi(page, 'toggle');
    await expect(panel(page)).toBeVisible();
    await callApi(page, 'close');
    await expect(panel(page)).toBeHidden();
    expect(await page.evaluate(() => Reflect.get(window, 'chatEvents'))).toEqual([
      'open',
      'message:Hello from the API test',
      'close',
      'open',
      'close',
    ]);
  });

  test('the open panel, with both sides of a conversation and a toast, has no axe violations', async ({
    page,
  }) => {
    const staff = await signInStaff();
    try {
      await visit(page);
      await openPanel(page);
      const sessionId = await sendSaved(page, 'Checking contrast on both bubbles');
      await staffReply(staff, sessionId, 'Both should read clearly.');
      await expect(bubbles(page, 'admin')).toBeVisible(LIVE);
      await page.waitForTimeout(300);
      // The widget only: the page around it has its own axe suite (a11y.spec.ts).
      expect(await axeViolations(page, 'detailing-chat')).toEqual([]);

      await page.keyboard.press('Escape');
      await staffReply(staff, sessionId, 'A reply while the panel is closed.');
      await expect(chatToasts(page).filter({ hasText: 'New Message from' })).toBeVisible(LIVE);
      await page.waitForTimeout(300);
      expect(await axeViolations(page, 'detailing-chat')).toEqual([]);
    } finally {
      await staff.dispose();
    }
  });
});

test.describe('the widget on a phone', () => {
  test.use({ viewport: PHONE });

  test('the panel fills the screen and its close button returns focus to the launcher', async ({
    page,
  }) => {
    await visit(page, '/services');
    await openPanel(page);
    await expect
      .poll(async () => {
        const box = await panel(page).boundingBox();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      })
      .toEqual([0, 0, PHONE.width, PHONE.height]);
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });
});

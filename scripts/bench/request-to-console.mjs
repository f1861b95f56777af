#!/usr/bin/env node
// @ts-check
// `npm run bench:requests [-- --posts 50 --gap 300]`: from a form POST to the request shown in an
// open staff console (OWNER-TOOLS.md 1, issue #24). On the local stack (its own build on free
// ports, or a running `npm start` with BASE_URL): a member of staff has the Requests section open
// in Chromium; Node posts the booking form to /api/requests as a browser without JavaScript
// would (through the Hosting emulator's rewrite, the Functions emulator, Firestore), one post
// every `gap` ms, each from its own client address (the limit is 5 an hour per client). The
// time is from the POST's start to the moment the console's list shows the visitor's name
// (a MutationObserver in the page). Writes bench/results/request-to-console.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/chromium.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { exitOnSignals } from '../lib/processes.mjs';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../lib/staff.mjs';
import { servedStack } from './served-stack.mjs';
import { summarize } from './stats.mjs';

exitOnSignals();

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '50' },
    gap: { type: 'string', default: '300' },
  },
});
const posts = Number(values.posts);
const gapMs = Number(values.gap);

const stack = await servedStack();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${stack.baseUrl}/admin/chat/requests`);
  await page.getByLabel('E-mail address').fill(DEMO_STAFF_EMAIL);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();

  /** When each name first showed in the list (Date.now(), this machine's clock). */
  /** @type {Map<string, number>} */
  const seen = new Map();
  await page.exposeFunction('requestShown', (/** @type {string} */ name) => {
    if (!seen.has(name)) seen.set(name, Date.now());
  });
  await page.evaluate(() => {
    const report = () => {
      for (const heading of document.querySelectorAll('article h3')) {
        const name = heading.textContent ?? '';
        if (name.startsWith('Bench ')) {
          /** @type {{ requestShown(name: string): void }} */ (
            /** @type {unknown} */ (window)
          ).requestShown(name);
        }
      }
    };
    new MutationObserver(report).observe(document.body, { childList: true, subtree: true });
  });

  const run = Date.now().toString(36);
  /** @type {Map<string, number>} */
  const sent = new Map();
  /** @type {number[]} */
  const statuses = [];
  for (let n = 0; n < posts; n++) {
    const name = `Bench ${run} ${n}`;
    sent.set(name, Date.now());
    const response = await fetch(`${stack.baseUrl}/api/requests`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        referer: `${stack.baseUrl}/booking`,
      },
      body: new URLSearchParams({
        name,
        phone: '07700 900123',
        service: 'Paint Correction',
        _subject: 'New Booking Request for Paint Correction',
      }).toString(),
    });
    statuses.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  const deadline = Date.now() + 30_000;
  while (seen.size < posts && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const times = [...sent].flatMap(([name, at]) => {
    const shown = seen.get(name);
    return shown === undefined ? [] : [shown - at];
  });
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    posts,
    gapMs,
    answered303: statuses.filter((status) => status === 303).length,
    shown: times.length,
    postToConsoleMs: summarize(times),
  };
  console.log(JSON.stringify(result, null, 2));
  const out = path.join(ROOT, 'bench/results');
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, 'request-to-console.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (result.shown < posts) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.stop();
}

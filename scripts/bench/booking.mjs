#!/usr/bin/env node
// @ts-check
// `npm run bench:booking [-- --runs 50 --racers 20]`: online booking on the local stack
// (BOOKING.md 7, issue #44), through Hosting's rewrite to the booking function, as the page
// calls it: (1) the free slots for a chosen job, `runs` times in turn (the goal: p95 <= 300 ms);
// (2) a booking's POST to its answer, `runs / 5` bookings; (3) `racers` visitors posting the same
// slot at once, each from its own address: exactly one booking, the rest told 409 with the next
// free days; (4) on a phone profile (Moto G Power's screen, 4x CPU slowdown, Lighthouse's slow
// 4G), `phones` visitors on /book-online from their tap on "Confirm booking" to the answer's
// heading (the goal: <= 2 s). Writes bench/results/booking.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { devices } from '@playwright/test';
import { launchChromium } from '../lib/chromium.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { exitOnSignals } from '../lib/processes.mjs';
import { servedStack } from './served-stack.mjs';
import { summarize } from './stats.mjs';

exitOnSignals();

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    racers: { type: 'string', default: '20' },
    phones: { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
const racers = Number(values.racers);
const phones = Number(values.phones);

/**
 * One visitor on a slow phone: /book-online, a Small Headlight Restoration on the day `pick`
 * among the free ones, the details, then the time from the tap on "Confirm booking" to the
 * answer's heading, in ms.
 */
async function confirmOnPhone(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {number} */ pick,
) {
  const context = await browser.newContext({ ...devices['Moto G4'] });
  await context.addInitScript(() => sessionStorage.setItem('consultationPopupSeen', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Lighthouse's mobile throttling: a slow 4G network and a 4x slower CPU.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/api/bookings', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': nextAddress() },
    }),
  );
  try {
    await page.goto(`${base}/book-online/headlight-restoration`);
    // As a person would: once the page answers (React has taken over the prerendered form).
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await page.getByRole('radio', { name: /^Small/ }).click();
    const days = page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio');
    await days.first().waitFor();
    await days.nth(pick % (await days.count())).click();
    await page
      .getByRole('group', { name: /^Start time/ })
      .getByRole('radio')
      .last()
      .click();
    await page.getByLabel('Full name').fill('Bench Phone');
    await page.getByLabel('Phone number').fill('07700 900100');
    await page.getByLabel('E-mail').fill(`phone${pick}@example.com`);
    const answer = page.getByRole('heading', { name: /^(Requested|Booked)/ });
    const started = performance.now();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await answer.waitFor({ timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}
const stack = await servedStack();
const base = stack.baseUrl;
let address = 0;
/** A client address of its own per post: the limit is 5 an hour per client. */
const nextAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const timed = async (/** @type {() => Promise<Response>} */ call) => {
  const started = performance.now();
  const response = await call();
  const body = await response.json();
  return { ms: performance.now() - started, status: response.status, body };
};

const slots = (/** @type {string} */ query) =>
  timed(() => fetch(`${base}/api/bookings/slots?${query}`));
const book = (/** @type {Record<string, unknown>} */ fields) =>
  timed(() =>
    fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({
        name: 'Bench Customer',
        phone: '07700 900100',
        email: `bench${address}@example.com`,
        ...fields,
      }),
    }),
  );

try {
  const query = 'service=maintenance-detail-in-out&size=medium&postcode=BH23+1AA';
  // One call first: the function's cold start is not what a visitor on a warm site waits for.
  await slots(query);
  const slotTimes = [];
  for (let i = 0; i < runs; i += 1) slotTimes.push((await slots(query)).ms);

  const bookTimes = [];
  for (let i = 0; i < Math.max(1, Math.round(runs / 5)); i += 1) {
    const { body } = await slots('service=headlight-restoration&size=small');
    const day = body.days[body.days.length - 1 - i];
    const answer = await book({
      service: 'headlight-restoration',
      size: 'small',
      start: day.starts[0],
    });
    if (answer.status !== 201) throw new Error(`A booking was refused: ${answer.status}`);
    bookTimes.push(answer.ms);
  }

  // The race: everyone for one slot, from their own address.
  const { body } = await slots('service=engine-bay-detail&size=small');
  const start = body.days[Math.floor(body.days.length / 2)].starts[0];
  const raced = await Promise.all(
    Array.from({ length: racers }, () =>
      book({ service: 'engine-bay-detail', size: 'small', start }),
    ),
  );
  const won = raced.filter((r) => r.status === 201).length;
  const told = raced.filter((r) => r.status === 409 && Array.isArray(r.body.days)).length;

  // A phone's Confirm, through the page, each visitor on a day of their own.
  const browser = await launchChromium();
  const confirmTimes = [];
  try {
    for (let i = 0; i < phones; i += 1) confirmTimes.push(await confirmOnPhone(browser, i + 1));
  } finally {
    await browser.close();
  }

  const result = {
    machine: { cpus: os.cpus().length, node: process.version },
    slots: summarize(slotTimes),
    book: summarize(bookTimes),
    confirmOnPhone: summarize(confirmTimes),
    race: { racers, booked: won, toldNextSlots: told, other: racers - won - told },
  };
  console.log(JSON.stringify(result, null, 2));
  await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(ROOT, 'bench/results/booking.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (won !== 1 || told !== racers - 1) process.exitCode = 1;
} finally {
  await stack.stop();
}

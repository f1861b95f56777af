#!/usr/bin/env node
// @ts-check
// `npm run bench:publish [-- --runs 3]`: the owner's publish, from the click on "Publish" to the
// new site live (OWNER-TOOLS.md 2, issue #26), on the local stack (its own build on free ports,
// or a running `npm start` with BASE_URL). The owner uses the editor in Chromium as a person
// would; each run changes the Paint Correction price ("a text change"), then replaces two photos
// (gallery photo 3 and hero photo 1, prepared in the browser, with their alt texts). The time is
// from the click to the moment the console says "Live since" and, separately, to the moment the
// Hosting emulator serves the new price. Goals: <= 30 s for text, <= 60 s with two photos.
// Writes bench/results/site-publish.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { launchChromium } from '../lib/chromium.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { exitOnSignals } from '../lib/processes.mjs';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../lib/staff.mjs';
import { servedStack } from './served-stack.mjs';
import { summarize } from './stats.mjs';

exitOnSignals();

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const GOALS_MS = { text: 30_000, photos: 60_000 };

/** A camera-sized photo of its own colour, so every run's photos are new to the image cache. */
const photo = async (/** @type {number} */ n) => ({
  name: `IMG_${n}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: { r: n % 256, g: 90, b: 160 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer(),
});

const stack = await servedStack();
const browser = await launchChromium();
/** @type {{ text: { live: number[], served: number[] }, photos: { live: number[], served: number[] } }} */
const times = { text: { live: [], served: [] }, photos: { live: [], served: [] } };
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${stack.baseUrl}/admin/chat/site`);
  await page.getByLabel('E-mail address').fill(DEMO_STAFF_EMAIL);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Site' }).waitFor();
  const site = () => page.goto(`${stack.baseUrl}/admin/chat/site`);
  const saved = () => page.getByText('All changes saved').waitFor();

  /** Clicks Publish; resolves with the times to "Live since" and to the served price. */
  const publish = async (/** @type {string} */ price) => {
    await site();
    const previous = await page
      .locator('li')
      .first()
      .textContent()
      .catch(() => null);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    let served = 0;
    const servedPrice = (async () => {
      for (;;) {
        const html = await (await fetch(`${stack.baseUrl}/services/paint-correction`)).text();
        if (html.includes(price)) return (served = Date.now() - clicked);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await page.getByText(/^Publishing:/).waitFor();
    await page.getByText(/^Live since/).waitFor({ timeout: 120_000 });
    const live = Date.now() - clicked;
    await servedPrice;
    if ((await page.locator('li').first().textContent()) === previous) {
      throw new Error('No new published version appeared.');
    }
    return { live, served };
  };

  const setPrice = async (/** @type {string} */ price) => {
    await page.goto(`${stack.baseUrl}/admin/chat/site?edit=services/paint-correction`);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill(price);
    await saved();
  };

  const replacePhoto = async (
    /** @type {string} */ section,
    /** @type {number} */ slot,
    /** @type {number} */ n,
  ) => {
    await page.goto(`${stack.baseUrl}/admin/chat/site?edit=${section}`);
    const group = page.getByRole('group', { name: `Photo ${slot}`, exact: true });
    await group.getByLabel(`Replace photo ${slot}`).setInputFiles(await photo(n));
    const alt = group.getByRole('textbox', { name: /alt text/ });
    await alt.waitFor();
    await page.waitForFunction((el) => el === document.activeElement, await alt.elementHandle());
    await alt.fill(`Bench photo ${n}, a car in the studio`);
    await saved();
  };

  for (let run = 0; run < runs; run++) {
    const textPrice = `from £${300 + run * 2}`;
    await setPrice(textPrice);
    const text = await publish(textPrice);
    times.text.live.push(text.live);
    times.text.served.push(text.served);
    console.log(`run ${run + 1}: text ${text.live} ms to "Live since", ${text.served} ms served`);

    const photoPrice = `from £${301 + run * 2}`;
    await setPrice(photoPrice);
    await replacePhoto('gallery', 3, run * 2 + 1);
    await replacePhoto('hero', 1, run * 2 + 2);
    const photos = await publish(photoPrice);
    times.photos.live.push(photos.live);
    times.photos.served.push(photos.served);
    console.log(
      `run ${run + 1}: photos ${photos.live} ms to "Live since", ${photos.served} ms served`,
    );
  }

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() },
    runs,
    goalsMs: GOALS_MS,
    textChange: {
      clickToLiveMs: summarize(times.text.live),
      clickToServedMs: summarize(times.text.served),
    },
    twoPhotos: {
      clickToLiveMs: summarize(times.photos.live),
      clickToServedMs: summarize(times.photos.served),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  const out = path.join(ROOT, 'bench/results');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'site-publish.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (
    Math.max(...times.text.live) > GOALS_MS.text ||
    Math.max(...times.photos.live) > GOALS_MS.photos
  ) {
    console.error('A publish missed its goal.');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await stack.stop();
}

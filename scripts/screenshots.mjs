#!/usr/bin/env node
// @ts-check
// Screenshots of pages at phone and desktop widths, for looking at what a visitor sees:
//   node scripts/screenshots.mjs [--base http://127.0.0.1:5000] [--out .cache/screens] [--full] /path ...
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:5000' },
    out: { type: 'string', default: '.cache/screens' },
    full: { type: 'boolean', default: false },
    wait: { type: 'string', default: '800' },
  },
});
const paths = positionals.length > 0 ? positionals : ['/'];
const browser = await launchChromium({
  args: ['--disable-gpu', '--disable-background-networking'],
});
await mkdir(values.out, { recursive: true });
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    deviceScaleFactor: 1,
  });
  // Keep the consultation popup out of the way unless a page is about it.
  await context.addInitScript(() => sessionStorage.setItem('consultationPopupSeen', 'true'));
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(values.base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(values.wait));
    const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: values.full });
    console.log(path.join(values.out, name));
  }
  await context.close();
}
await browser.close();

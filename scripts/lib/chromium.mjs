// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

function playwrightsOwn() {
  try {
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * The Chromium the browser tests drive: Playwright's own if installed, else Debian's
 * /usr/bin/chromium, else CHROMIUM_PATH, else whatever `npx playwright install chromium` gets.
 * Returns null for Playwright's own browser (Playwright finds it itself).
 * @returns {{ executablePath: string | null, source: string }}
 */
export function findChromium() {
  if (playwrightsOwn()) return { executablePath: null, source: "Playwright's Chromium" };
  if (existsSync('/usr/bin/chromium')) {
    return { executablePath: '/usr/bin/chromium', source: '/usr/bin/chromium' };
  }
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  console.log('No Chromium found; trying `npx playwright install chromium`...');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (playwrightsOwn()) return { executablePath: null, source: "Playwright's Chromium" };
  throw new Error(
    'No Chromium for the browser tests. Install one: `apt-get install -y chromium` (Debian/Ubuntu), ' +
      '`npx playwright install chromium` (with internet), or set CHROMIUM_PATH to a Chromium binary.',
  );
}

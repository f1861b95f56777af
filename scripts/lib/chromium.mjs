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

/** Debian's Chromium, and its headless shell (package chromium-headless-shell). */
const DEBIAN = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests drive, in this order: the one CHROMIUM_PATH names; Playwright's
 * own if installed (Playwright finds it, and its headless shell, itself: null is returned);
 * Debian's headless shell when `headless` is set; Debian's /usr/bin/chromium; else whatever
 * `npx playwright install chromium` gets.
 *
 * The headless shell is the same engine without the browser's window, GPU and profile
 * machinery, which is what Playwright itself runs headless: the tests ran about a quarter
 * faster on it (docs/testing.md). It cannot show a window, so `--headed` runs need CHROMIUM_PATH.
 * @param {{ headless?: boolean }} [options]
 * @returns {{ executablePath: string | null, source: string }}
 */
export function findChromium({ headless = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  if (playwrightsOwn()) return { executablePath: null, source: "Playwright's Chromium" };
  if (headless && existsSync(DEBIAN_HEADLESS_SHELL)) {
    return { executablePath: DEBIAN_HEADLESS_SHELL, source: DEBIAN_HEADLESS_SHELL };
  }
  if (existsSync(DEBIAN)) return { executablePath: DEBIAN, source: DEBIAN };
  console.log('No Chromium found; trying `npx playwright install chromium`...');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (playwrightsOwn()) return { executablePath: null, source: "Playwright's Chromium" };
  throw new Error(
    'No Chromium for the browser tests. Install one: ' +
      '`apt-get install -y chromium chromium-headless-shell` (Debian/Ubuntu), ' +
      '`npx playwright install chromium` (with internet), or set CHROMIUM_PATH to a Chromium binary.',
  );
}

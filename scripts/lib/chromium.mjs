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
export const DEBIAN = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** @typedef {{ executablePath: string | null, source: string }} FoundChromium */

/**
 * Which Chromium to drive, from what is installed: the one CHROMIUM_PATH names; Playwright's own
 * if installed (Playwright finds it, and its headless shell, itself: null is returned); Debian's
 * headless shell when `headless` is set; Debian's /usr/bin/chromium; else none.
 *
 * The headless shell is the same engine without the browser's window and profile machinery,
 * which is what Playwright itself runs headless: the e2e step takes a fifth less time on it
 * (CONTRIBUTING.md). It cannot show a window: `--headed` runs need CHROMIUM_PATH.
 * @param {{ headless: boolean, chromiumPath: string | undefined, playwrights: boolean,
 *   exists: (file: string) => boolean }} installed
 * @returns {FoundChromium | null}
 */
export function pickChromium({ headless, chromiumPath, playwrights, exists }) {
  if (chromiumPath && exists(chromiumPath)) {
    return { executablePath: chromiumPath, source: 'CHROMIUM_PATH' };
  }
  if (playwrights) return { executablePath: null, source: "Playwright's Chromium" };
  if (headless && exists(DEBIAN_HEADLESS_SHELL)) {
    return { executablePath: DEBIAN_HEADLESS_SHELL, source: DEBIAN_HEADLESS_SHELL };
  }
  if (exists(DEBIAN)) return { executablePath: DEBIAN, source: DEBIAN };
  return null;
}

/**
 * The Chromium the browser tests (`headless: true`) or the benches and screenshots drive, as
 * `pickChromium` chooses; with none installed, whatever `npx playwright install chromium` gets.
 * @param {{ headless?: boolean }} [options]
 * @returns {FoundChromium}
 */
export function findChromium({ headless = false } = {}) {
  const installed = () => ({
    headless,
    chromiumPath: process.env.CHROMIUM_PATH,
    playwrights: playwrightsOwn() !== null,
    exists: existsSync,
  });
  const found = pickChromium(installed());
  if (found) return found;
  console.log('No Chromium found; trying `npx playwright install chromium`...');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  const installedNow = pickChromium(installed());
  if (installedNow) return installedNow;
  throw new Error(
    'No Chromium for the browser tests. Install one: ' +
      '`apt-get install -y chromium chromium-headless-shell` (Debian/Ubuntu), ' +
      '`npx playwright install chromium` (with internet), or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/**
 * Starts the Chromium the benches and the screenshots drive (findChromium's, or the one
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE names), headless, with `args` after `--no-sandbox`.
 * @param {{ args?: string[], handleSIGINT?: boolean, handleSIGTERM?: boolean, handleSIGHUP?: boolean }} [options]
 */
export function launchChromium({ args = [], ...options } = {}) {
  const executablePath =
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || findChromium().executablePath || undefined;
  return chromium.launch({
    headless: true,
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', ...args],
    ...options,
  });
}

// @ts-check
import { describe, expect, it } from 'vitest';
import { DEBIAN, DEBIAN_HEADLESS_SHELL, pickChromium } from './chromium.mjs';

/**
 * What pickChromium chooses with only `files` installed.
 * @param {string[]} files
 * @param {{ headless?: boolean, chromiumPath?: string, playwrights?: boolean }} [options]
 */
const on = (files, { headless = true, chromiumPath, playwrights = false } = {}) =>
  pickChromium({ headless, chromiumPath, playwrights, exists: (file) => files.includes(file) });

describe('pickChromium', () => {
  it('takes the Chromium CHROMIUM_PATH names over every other, when it exists', () => {
    const files = ['/opt/chrome', DEBIAN, DEBIAN_HEADLESS_SHELL];
    expect(on(files, { chromiumPath: '/opt/chrome', playwrights: true })).toEqual({
      executablePath: '/opt/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(on([DEBIAN], { chromiumPath: '/opt/missing' })?.executablePath).toBe(DEBIAN);
  });

  it("leaves Playwright's own browser to Playwright (it picks its headless shell itself)", () => {
    expect(on([DEBIAN, DEBIAN_HEADLESS_SHELL], { playwrights: true })).toEqual({
      executablePath: null,
      source: "Playwright's Chromium",
    });
  });

  it("drives Debian's headless shell in tests, and the full browser elsewhere", () => {
    const both = [DEBIAN, DEBIAN_HEADLESS_SHELL];
    expect(on(both)?.executablePath).toBe(DEBIAN_HEADLESS_SHELL);
    expect(on(both, { headless: false })?.executablePath).toBe(DEBIAN);
    expect(on([DEBIAN])?.executablePath).toBe(DEBIAN);
    // The shell alone serves tests, but not what needs the full browser (Lighthouse).
    expect(on([DEBIAN_HEADLESS_SHELL], { headless: false })).toBeNull();
    expect(on([])).toBeNull();
  });
});

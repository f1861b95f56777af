import { test as base, expect, type Page } from '@playwright/test';

/** How the init script below hands a Content-Security-Policy violation to the test. */
const CSP_REPORT_PREFIX = '[csp-violation] ';

/**
 * Runs in every page (and frame) before its own scripts: reports each CSP violation, including
 * those inside shadow roots (the event is composed), through the console, so no global is added.
 */
function reportCspViolations(prefix: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const sample = event.sample ? ` (${event.sample})` : '';
      console.debug(
        `${prefix}${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}${sample}`,
      );
    },
    true,
  );
}

/**
 * A client address of the test's own (198.18.0.0/15 is for benchmarks), sent to the form
 * endpoint as a proxy would: the endpoint's limit of 5 requests an hour is per client, and every
 * test's browser is 127.0.0.1. The Functions emulator, like Cloud Functions, takes the client's
 * address from X-Forwarded-For.
 */
export function testClientIp(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

/**
 * Every page a test opens is watched: console errors, uncaught exceptions, React hydration
 * mismatches and Content-Security-Policy violations fail the test unless it says it expects
 * them (`allowConsoleErrors`, `allowCspViolations`: patterns matched against the report, e.g.
 * "img-src blocked https://www.google.com/images/cleardot.gif at ..."; a console error's report
 * is its text, then the address of the resource that failed to load, if any, in brackets).
 *
 * `ownClientAddress: true` gives the test's posts to the form and booking endpoints a client address of their
 * own (testClientIp). It is opt-in because any route makes Playwright intercept every request
 * of the context: about 0.2 CPU-s more per page load, paid by every test when it was the default.
 * A test that posts forms without it meets the endpoint's limit of 5 an hour once others did.
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp[];
  allowCspViolations: RegExp[];
  ownClientAddress: boolean;
}>({
  allowConsoleErrors: [[], { option: true }],
  allowCspViolations: [[], { option: true }],
  ownClientAddress: [false, { option: true }],
  context: async ({ context, allowConsoleErrors, allowCspViolations, ownClientAddress }, use) => {
    const errors: string[] = [];
    const violations: string[] = [];
    await context.addInitScript(reportCspViolations, CSP_REPORT_PREFIX);
    if (ownClientAddress) {
      const clientIp = testClientIp();
      // The form endpoint's and booking's: they share the limits.
      await context.route(/\/api\/(requests|bookings)(\?|$)/, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': clientIp } }),
      );
    }
    context.on('page', (page) => {
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'debug' && text.startsWith(CSP_REPORT_PREFIX)) {
          const report = text.slice(CSP_REPORT_PREFIX.length);
          if (allowCspViolations.some((pattern) => pattern.test(report))) return;
          violations.push(`${page.url()}: ${report}`);
          return;
        }
        if (message.type() !== 'error') return;
        // A failed load names its resource only in the message's location: added to the report,
        // so that a failure says which it was and a pattern can allow one address.
        const { url } = message.location();
        const report = url && url !== page.url() ? `${text} (${url})` : text;
        if (allowConsoleErrors.some((pattern) => pattern.test(report))) return;
        errors.push(`${page.url()}: ${report}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(errors, 'console errors, exceptions or hydration mismatches').toEqual([]);
  },
});

export { expect };

/** Keeps the consultation popup away, for tests about something else. */
export async function skipConsultationPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('consultationPopupSeen', 'true'));
}

/** Resolves once React has hydrated the prerendered page. */
/**
 * Gives `page` a clock that moves only when the test says (`page.clock.runFor`), from before its
 * first load: on a loaded machine the real seconds between a test's steps then count for
 * nothing. Load pages with `visitPaused`.
 */
export async function pauseClock(page: Page) {
  const start = Date.parse('2026-03-02T10:00:00Z');
  await page.clock.install({ time: start });
  // A minute on: nothing is scheduled yet, and the call is well within it however slow.
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Loads `url` on a page whose clock is paused (`pauseClock`): its boot script hydrates after the
 * first paint's frames or 500 ms (src/boot.ts), so the clock runs for that, and the page is
 * hydrated when this returns; its timers started no earlier than that.
 */
export async function visitPaused(page: Page, url: string) {
  await page.goto(url);
  await page.clock.runFor(600);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Waits until no animation or transition runs on the page (an entrance, a layout change after a
 * resize), so that colours and positions are final: quicker and surer than a fixed wait.
 * Infinite animations (a spinner) are left out.
 */
export async function waitForAnimations(page: Page) {
  // A resize's new layout and any transition it starts come in the next frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * For a spec about motion (a fade, a glide, a slideshow, what an animation could hide): the
 * desktop project asks for reduced motion (playwright.config.ts), this undoes it.
 */
export const WITH_MOTION = { reducedMotion: 'no-preference' } as const;

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page a test opens is watched: console errors, uncaught exceptions and React hydration
 * mismatches fail the test unless it says it expects them (`allowConsoleErrors`).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  context: async ({ context, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    context.on('page', (page) => {
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(`${page.url()}: ${text}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    });
    await use(context);
    expect(errors, 'console errors, exceptions or hydration mismatches').toEqual([]);
  },
});

export { expect };

/** Keeps the consultation popup away, for tests about something else. */
export async function skipConsultationPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('consultationPopupSeen', 'true'));
}

/** Resolves once React has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

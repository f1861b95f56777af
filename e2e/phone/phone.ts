import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../fixtures';

/**
 * Opens a page and waits for React to hydrate it (not for every image to load: the taps need
 * the page's code, and a phone's 3x images take a while on a busy machine).
 */
export async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

/** The window's vertical scroll position. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window instantly (as a visitor's earlier scrolling would have left it). */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** How far a section's top is below the sticky header's bottom edge (0: just below it). */
export function sectionOffset(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const header = document.querySelector('#root > header');
    if (!section || !header) throw new Error(`no #${sectionId} or header`);
    return section.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, id);
}

/** Waits until a section's top rests just below the sticky header (within a pixel). */
export async function expectSectionBelowHeader(page: Page, id: string) {
  await expect
    .poll(async () => Math.abs(await sectionOffset(page, id)), {
      message: `#${id} lands just below the header`,
      timeout: 10_000,
    })
    .toBeLessThanOrEqual(1);
}

/**
 * Records every scroll position the window passes through from now on; read them with
 * `scrollTrail`. A smooth scroll leaves many, an instant one a single jump.
 */
export async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const trail: number[] = [];
    Reflect.set(window, '__scrollTrail', trail);
    window.addEventListener('scroll', () => trail.push(Math.round(window.scrollY)));
  });
}

export const scrollTrail = (page: Page) =>
  page.evaluate(() => [...new Set(Reflect.get(window, '__scrollTrail') as number[])]);

/** The floating chat button (the launcher in `<detailing-chat>`'s shadow root). */
export const chatButton = (page: Page) =>
  page.getByRole('button', { name: /^(Open|Close) live chat$/ });

/**
 * A finger swiping across an element, through Chromium's touch input (touchstart, moves,
 * touchend: the browser turns them into pointer events as on a real phone).
 */
export async function swipe(page: Page, target: Locator, dx: number, dy = 0) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2 - dy / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py }],
    });
  await touch('touchStart', x, y);
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await touch('touchMove', x + (dx * step) / steps, y + (dy * step) / steps);
  }
  await touch('touchEnd', x + dx, y + dy);
  await cdp.detach();
}

/** Two boxes overlap. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

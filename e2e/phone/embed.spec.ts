import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  chatInput,
  chatPanel,
  type HostPages,
  launcher,
  SCRIPT_URL,
  sentMessages,
  serveHostPages,
  STUB,
} from '../embed-host';

/**
 * The widget on another site's page, on a phone: the snippet of
 * docs/embedding.md, opened, written in and closed with taps, and where the launcher and the
 * panel land in the viewport. The desktop cases (every script form, warnings, unread, the
 * session's details) are in e2e/embed.spec.ts.
 */
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 90_000 });

let host: HostPages;

test.beforeAll(async () => {
  host = await serveHostPages();
});

test.afterAll(async () => {
  await host.close();
});

/** Some of the page's own content, long enough to scroll. */
const CONTENT = `<main>${'<p>Members meet on the first Sunday of the month.</p>'.repeat(40)}</main>`;

/** The element's box, rounded to whole pixels: left, top, right and bottom edges. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return {
    left: Math.round(box.x),
    top: Math.round(box.y),
    right: Math.round(box.x + box.width),
    bottom: Math.round(box.y + box.height),
  };
}

function viewportOf(page: Page) {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  return size;
}

test('the classic snippet: the launcher in the bottom-right corner, a tap opens the chat over the whole screen, a message goes out with the send button, Close gives the page back', async ({
  page,
}) => {
  const url = host.page('/phone-classic', {
    head: `${STUB}<script async src="${SCRIPT_URL}"></script>`,
    body: CONTENT,
  });
  await page.goto(url);
  const { width, height } = viewportOf(page);
  await expect(launcher(page)).toBeInViewport({ ratio: 1 });
  expect(await edges(launcher(page))).toMatchObject({ right: width - 20, bottom: height - 20 });

  await launcher(page).tap();
  await expect(chatInput(page)).toBeFocused(LIVE);
  // Under 480 px wide the panel is the whole screen, whatever the page does.
  // Polled: the panel rises into place (an opening animation), so its first frames sit lower.
  await expect
    .poll(() => edges(chatPanel(page)))
    .toEqual({ left: 0, top: 0, right: width, bottom: height });
  const send = chatPanel(page).getByRole('button', { name: 'Send message' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(chatPanel(page).getByRole('button', { name: 'Close chat' })).toBeInViewport({
    ratio: 1,
  });

  const text = `Do you come to Ringwood? ${Date.now()}`;
  await chatInput(page).tap();
  await page.keyboard.type(text);
  await send.tap();
  await expect(sentMessages(page).filter({ hasText: text })).toBeVisible(LIVE);
  await expect(chatInput(page)).toHaveValue('');

  await chatPanel(page).getByRole('button', { name: 'Close chat' }).tap();
  await expect(chatPanel(page)).toBeHidden();
  await expect(launcher(page)).toBeInViewport({ ratio: 1 });
  // The page is the page again: its own content takes taps.
  await page.getByRole('heading', { name: 'Car club' }).tap();
  await launcher(page).tap();
  await expect(sentMessages(page).filter({ hasText: text })).toBeVisible(LIVE);
});

test('position="left" on the script tag: the launcher in the bottom-left corner, the panel still the whole screen, closed with a tap', async ({
  page,
}) => {
  const url = host.page('/phone-left', {
    head: `<script async src="${SCRIPT_URL}" data-position="left"></script>`,
    body: CONTENT,
  });
  await page.goto(url);
  const { width, height } = viewportOf(page);
  await expect(launcher(page)).toBeInViewport({ ratio: 1 });
  expect(await edges(launcher(page))).toMatchObject({ left: 20, bottom: height - 20 });
  // Scrolled to the end of the page, it stays in the corner.
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  expect(await edges(launcher(page))).toMatchObject({ left: 20, bottom: height - 20 });

  await launcher(page).tap();
  await expect(chatInput(page)).toBeFocused(LIVE);
  // Polled: the panel rises into place (an opening animation), so its first frames sit lower.
  await expect
    .poll(() => edges(chatPanel(page)))
    .toEqual({ left: 0, top: 0, right: width, bottom: height });
  await chatPanel(page).getByRole('button', { name: 'Close chat' }).tap();
  await expect(chatPanel(page)).toBeHidden();
});

test('hide-launcher with the page’s own button: a tap opens the chat prefilled over the whole screen, closing gives the focus back to that button', async ({
  page,
}) => {
  const url = host.page('/phone-custom', {
    head: `${STUB}<script async src="${SCRIPT_URL}" data-hide-launcher></script>`,
    body: `<button type="button" data-detailing-chat-open
      data-detailing-chat-message="About my Triumph Stag">Ask the detailers</button>${CONTENT}`,
  });
  await page.goto(url);
  const own = page.getByRole('button', { name: 'Ask the detailers' });
  await expect(page.locator('detailing-chat')).toHaveAttribute('hide-launcher', '');
  await expect(launcher(page)).toBeHidden();
  await own.tap();
  await expect(chatInput(page)).toHaveValue('About my Triumph Stag', LIVE);
  await expect(chatInput(page)).toBeFocused();
  const { width, height } = viewportOf(page);
  // Polled: the panel rises into place (an opening animation), so its first frames sit lower.
  await expect
    .poll(() => edges(chatPanel(page)))
    .toEqual({ left: 0, top: 0, right: width, bottom: height });
  await chatPanel(page).getByRole('button', { name: 'Close chat' }).tap();
  await expect(chatPanel(page)).toBeHidden();
  await expect(own).toBeFocused();
  // Nothing was sent: a prefill waits for the visitor.
  await expect(sentMessages(page)).toHaveCount(0);
});

import { emulatorHosts } from '@detailing/core/testing/emulator-config';
import type { Page } from '@playwright/test';
import { startEmbedDemo } from '../scripts/lib/embed-demo.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { newProject, signInConsole, useProject } from './chat-test-project';
import { BASE_URL, chatInput, sentMessages } from './embed-host';
import { expect, test } from './fixtures';

/**
 * Who and where the visitor is, as staff see it: a visitor on the embedding demo (another
 * site's page, scripts/embed-demo/index.html, on an origin of its own under its documented CSP)
 * identifies themselves through `DetailingChat('identify', ...)` and writes; staff in the console
 * see their name in the list and the conversation's header, their e-mail, and the page they are
 * on, which follows the demo's single-page navigation (pushState). The console's markup may
 * change: everything is found by role and accessible name, or by the text staff read.
 *
 * A Firestore project of the test's own (e2e/chat-test-project.ts), so the console lists only
 * this visitor.
 */
const LIVE = { timeout: 20_000 };
/** The widget writes the current page at most every 10 s (CHAT-PRODUCT §2). */
const PAGE_UPDATE = { timeout: 40_000 };

test.describe.configure({ timeout: 120_000 });

const conversations = (page: Page) => page.getByRole('list', { name: 'Open conversations' });
const selected = (page: Page) => page.getByRole('region', { name: 'Selected conversation' });

test('a visitor identified on another site: staff see the name in the list and the header, the e-mail, and the page they are on as they navigate', async ({
  browser,
}) => {
  const projectId = await newProject('embed-console');
  const { firestoreHost, authHost } = emulatorHosts();
  const demo = await startEmbedDemo({
    port: await freePort(),
    widgetOrigin: BASE_URL,
    firestoreHost,
    authHost,
  });
  const visitorContext = await browser.newContext();
  const staffContext = await browser.newContext();
  await useProject(visitorContext, projectId);
  await useProject(staffContext, projectId);
  try {
    const staff = await staffContext.newPage();
    await signInConsole(staff);
    await expect(staff.getByText('No active conversations.')).toBeVisible(LIVE);

    // The visitor, on the club's site: the page's own form calls identify, then opens the chat.
    const visitor = await visitorContext.newPage();
    await visitor.goto(demo.url);
    await visitor.getByLabel('Name').fill('Ada Lovelace');
    await visitor.getByLabel('E-mail').fill('ada@example.com');
    await visitor.getByRole('button', { name: 'Identify me in the chat' }).click();
    await expect(chatInput(visitor)).toBeFocused(LIVE);
    await chatInput(visitor).fill('Could you look at the paint on my Riley?');
    await chatInput(visitor).press('Enter');
    await expect(sentMessages(visitor)).toHaveCount(1, LIVE);
    const sessionId = await visitor.evaluate(() => localStorage.getItem('chat_session_id'));
    if (!sessionId) throw new Error('The widget kept no session id.');
    const shortId = sessionId.slice(0, 8);

    // Staff: the list names the visitor, before the id; opening it, so does the header.
    const row = conversations(staff).getByRole('button', {
      name: new RegExp(`^Ada Lovelace ${shortId}\\b`),
    });
    await expect(row).toBeVisible(LIVE);
    await expect(row).toContainText('Could you look at the paint on my Riley?');
    await row.click();
    await expect(
      staff.getByRole('heading', { level: 2, name: `Conversation Ada Lovelace ${shortId}` }),
    ).toBeVisible();
    await expect(selected(staff).getByText('ada@example.com').first()).toBeVisible();
    // Where they are: the demo's home page, on the demo's site (not ours). A page is a link
    // named by its title that opens in a new tab, with the site and path under it.
    const demoHost = new URL(demo.url).host;
    const pageLink = (title: string) =>
      selected(staff).getByRole('link', { name: title, exact: true }).first();
    const pagePath = (path: string) =>
      selected(staff).getByText(`${demoHost}${path}`, { exact: true }).first();
    await expect(pageLink('Wessex Classic Car Club')).toHaveAttribute('href', demo.url, LIVE);
    await expect(pageLink('Wessex Classic Car Club')).toHaveAttribute('target', '_blank');
    await expect(pagePath('/')).toBeVisible();

    // The visitor moves on within the club's single-page app: staff see the new page.
    await visitor
      .getByRole('navigation', { name: 'Club pages' })
      .getByRole('link', {
        name: 'Events',
      })
      .click();
    await expect(visitor).toHaveURL(`${demo.url}events`);
    await expect(pageLink('Events · Wessex Classic Car Club')).toHaveAttribute(
      'href',
      `${demo.url}events`,
      PAGE_UPDATE,
    );
    await expect(pagePath('/events')).toBeVisible();
    // The page they started on stays.
    await expect(pageLink('Wessex Classic Car Club')).toBeVisible();
  } finally {
    await visitorContext.close();
    await staffContext.close();
    await demo.close();
  }
});

import { emulatorHosts } from '@detailing/core/testing/emulator-config';
import type { Browser, Page } from '@playwright/test';
import { loadCannedReplySeeds, seedCannedReplies } from '@detailing/publisher';
import { newProject, STAFF, storedMessages, useProject } from './chat-test-project';
import { expect, skipConsultationPopup, waitForHydration } from './fixtures';

/**
 * Staff insert a canned reply (seeded from the site's catalogue, as `npm start` seeds them),
 * edit it and send it; the visitor, on the site's real widget in another browser context,
 * receives the edited text. Shared by the desktop spec (keyboard) and the phone spec (taps).
 * A Firestore project of its own: the console lists every conversation of its project.
 */
const LIVE = { timeout: 15_000 };
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Message' });
const cannedList = (page: Page) => page.getByRole('listbox', { name: 'Canned replies' });
const widgetInput = (page: Page) => page.getByPlaceholder('Type a message...');

export async function insertEditAndSendCannedReply({
  browser,
  staff,
  input,
}: {
  browser: Browser;
  /** The console's page (the test's own, so a phone project's device). */
  staff: Page;
  input: 'keyboard' | 'touch';
}): Promise<void> {
  const projectId = await newProject('canned');
  const { firestoreHost } = emulatorHosts();
  await seedCannedReplies({ projectId, firestoreHost });
  const seed = (await loadCannedReplySeeds()).find((s) => s.title === 'Paint Correction');
  if (!seed) throw new Error('The catalogue has no Paint Correction.');

  const visitorContext = await browser.newContext();
  await useProject(visitorContext, projectId);
  await useProject(staff.context(), projectId);
  const visitor = await visitorContext.newPage();
  try {
    // The visitor asks on the site's widget.
    await skipConsultationPopup(visitor);
    await visitor.goto('/');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Open live chat', exact: true }).click();
    await widgetInput(visitor).fill('How much is paint correction?');
    await widgetInput(visitor).press('Enter');
    await expect(
      visitor.locator('li[data-sender="user"]:not([data-pending])', {
        hasText: 'paint correction',
      }),
    ).toBeVisible(LIVE);
    const sessionId = await visitor.evaluate(() => localStorage.getItem('chat_session_id'));
    if (!sessionId) throw new Error('The widget kept no session id.');

    // Staff open that conversation (its notification's link) and type `/paint`.
    await staff.goto(`/admin/chat?session=${sessionId}`);
    await staff.getByLabel('E-mail address').fill(STAFF.email);
    await staff.getByLabel('Password').fill(STAFF.password);
    const signIn = staff.getByRole('button', { name: 'Sign in' });
    await (input === 'touch' ? signIn.tap() : signIn.click());
    await expect(
      staff.getByRole('log', { name: 'Messages' }).getByText('How much is paint correction?'),
    ).toBeVisible(LIVE);
    await (input === 'touch' ? composer(staff).tap() : composer(staff).click());
    await staff.keyboard.type('/paint');

    const list = cannedList(staff);
    await expect(list).toBeVisible();
    await expect(combobox(staff)).toHaveAttribute('aria-expanded', 'true');
    const option = list.getByRole('option').filter({ hasText: 'Paint Correction' });
    await expect(option).toBeVisible();
    // The list opens above the input (a phone's keyboard takes the space below) and fits.
    await expect(list).toBeInViewport({ ratio: 1 });
    const listBox = await list.boundingBox();
    const inputBox = await combobox(staff).boundingBox();
    expect(listBox && inputBox && listBox.y + listBox.height <= inputBox.y + 1).toBe(true);

    if (input === 'touch') {
      await option.tap();
    } else {
      await staff.keyboard.type(' correction');
      await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await expect(list.getByRole('option').first()).toContainText('Paint Correction');
      await staff.keyboard.press('Enter');
    }
    // Inserted for editing, not sent.
    await expect(composer(staff)).toHaveValue(seed.text);
    await expect(list).toBeHidden();
    await expect(composer(staff)).toBeFocused();
    expect((await storedMessages(projectId, sessionId)).map((m) => m.sender)).toEqual(['user']);

    // Edited at its end, then sent.
    const extra = ' We have a slot this Saturday.';
    await staff.keyboard.press('End');
    await staff.keyboard.type(extra);
    if (input === 'touch') {
      await staff.getByRole('button', { name: 'Send message' }).tap();
    } else {
      await staff.keyboard.press('Enter');
    }
    await expect(composer(staff)).toHaveValue('');
    const sent = `${seed.text}${extra}`;
    await expect
      .poll(async () => (await storedMessages(projectId, sessionId)).map((m) => m.content), LIVE)
      .toEqual(['How much is paint correction?', sent]);

    // The visitor receives exactly the edited text.
    const received = visitor.locator('li[data-sender="admin"]', { hasText: 'this Saturday' });
    await expect(received).toBeVisible(LIVE);
    await expect(received).toContainText('Price: from £200');
  } finally {
    await visitorContext.close();
  }
}

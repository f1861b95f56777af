import { createStaffChatStore, type StaffChatStore } from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConversationPane } from './conversation-pane';

const closeButton = () => page.getByRole('button', { name: 'Close Discussion' });
const question = () => page.getByRole('group', { name: /^Close (the )?conversation/ });
const confirm = () => question().getByRole('button', { name: 'Close', exact: true });
const keepOpen = () => question().getByRole('button', { name: 'Keep open' });
const log = () => page.getByRole('log', { name: 'Messages' });

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

/** Two open conversations on a phone's screen, Jane Smith's selected, Sam's next. */
async function renderTwo() {
  await page.viewport(375, 700);
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const jane = buildConversation(
    { updatedAt: Date.UTC(2026, 0, 15, 12), visitor: { name: 'Jane Smith' } },
    [{ content: 'Jane asks about Ringwood', sender: 'user' }],
  );
  const sam = buildConversation(
    { updatedAt: Date.UTC(2026, 0, 15, 11), visitor: { email: 'sam@example.com' } },
    [{ content: 'Sam asks about a valet', sender: 'user' }],
  );
  for (const { session, messages } of [jane, sam]) memory.seedSession(session, messages);
  const store = createStaffChatStore(memory.staff(), { initialSessionId: jane.session.id });
  stores.push(store);
  await render(<ConversationPane store={store} />);
  await expect.element(log().getByText('Jane asks about Ringwood')).toBeVisible();
  const closed = () => memory.sessions().filter((s) => s.status === 'closed');
  return { memory, closed, jane: jane.session.id, sam: sam.session.id };
}

/** The centre of what a locator shows, in the page's coordinates. */
function centreOf(locator: { element(): Element }) {
  const box = locator.element().getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** A tap where a finger was: on whatever the page now shows at that point, if anything. */
async function tapAt(point: { x: number; y: number }) {
  const target = document.elementFromPoint(point.x, point.y);
  if (!(target instanceof HTMLElement)) return;
  const box = target.getBoundingClientRect();
  await userEvent.click(target, { position: { x: point.x - box.left, y: point.y - box.top } });
}

describe('Close Discussion asks first', () => {
  it('names the conversation; Keep open, Escape or a second tap on the button close nothing', async () => {
    const { closed } = await renderTwo();
    await closeButton().click();
    await expect.element(question()).toHaveTextContent('Close the conversation with Jane Smith?');
    await expect.element(closeButton()).toHaveAttribute('aria-expanded', 'true');
    // The safe answer has focus: Enter twice on the keyboard keeps the conversation open.
    await expect.element(keepOpen()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(question()).not.toBeInTheDocument();
    await expect.element(closeButton()).toHaveFocus();

    await closeButton().click();
    await userEvent.keyboard('{Escape}');
    await expect.element(question()).not.toBeInTheDocument();

    // A double tap on Close Discussion: the second tap, at the same point, takes the question back.
    const button = centreOf(closeButton());
    await tapAt(button);
    await expect.element(question()).toBeVisible();
    await tapAt(button);
    await expect.element(question()).not.toBeInTheDocument();
    expect(closed()).toEqual([]);
  });

  it('a second quick tap where Close was cannot close the next conversation', async () => {
    const { closed, jane, sam } = await renderTwo();
    const button = closeButton().element().getBoundingClientRect();
    await closeButton().click();
    // The answer that closes is on a row of its own, below the button that asked.
    const answer = confirm().element().getBoundingClientRect();
    expect(answer.top).toBeGreaterThanOrEqual(button.bottom);

    const finger = centreOf(confirm());
    await tapAt(finger);
    await tapAt(finger); // at once: "Closing..." (disabled), or already the next conversation
    // Within a second the next conversation is there; the finger taps again, twice, same point.
    await expect
      .element(log().getByText('Sam asks about a valet'), { timeout: 1000 })
      .toBeVisible();
    await tapAt(finger);
    await tapAt(finger);
    expect(closed().map((s) => s.id)).toEqual([jane]);
    await expect.element(closeButton()).toBeEnabled();
    await expect.element(page.getByRole('heading', { name: /sam@example\.com/ })).toBeVisible();
    expect(closed().map((s) => s.id)).not.toContain(sam);
  });
});

import {
  type ChatMessage,
  createStaffChatStore,
  priceQuote,
  type QuoteDraft,
  type StaffChatStore,
} from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatWorkspace } from '../chat-workspace';
import { CATALOGUE, draftOf } from './quote-choice';
import '../../../styles/global.css';

const DAY = 24 * 60 * 60 * 1000;
const quoteButton = () => page.getByRole('button', { name: 'Quote', exact: true });
const dialog = () => page.getByRole('dialog', { name: 'Send a quote' });
const log = () => page.getByRole('log', { name: 'Messages' });
const summary = () => dialog().getByRole('status');
const reason = () => dialog().getByRole('textbox', { name: 'Reason (the visitor sees it)' });

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

/** What staff sent another time: Paint Correction and Headlight Restoration, medium, £30 off. */
function sentBefore(): QuoteDraft {
  const priced = priceQuote(
    CATALOGUE,
    {
      size: 'medium',
      items: [
        { service: 'paint-correction', addOns: [] },
        { service: 'headlight-restoration', addOns: [] },
      ],
      adjustment: { amount: -30, reason: 'Booked with a friend' },
    },
    0,
  );
  if (!priced.ok) throw new Error(priced.reason);
  return draftOf(priced.quote);
}

/** The console, full height at `width`, with one open conversation selected. */
async function renderConsole(
  width: number,
  memory = createMemoryChat({ minMessageIntervalMs: 0 }),
  earlier: readonly Partial<ChatMessage>[] = [],
) {
  await page.viewport(width, 800);
  const { session, messages } = buildConversation({ visitor: { name: 'Jane Smith' } }, [
    { content: 'How much to sort the swirls and my cloudy headlights? It is a Golf.' },
    ...earlier,
  ]);
  memory.seedSession(session, messages);
  const store = createStaffChatStore(memory.staff(), { initialSessionId: session.id });
  stores.push(store);
  await render(
    <div style={{ height: '100dvh' }}>
      <ChatWorkspace store={store} />
    </div>,
  );
  await expect.element(log()).toHaveTextContent(/cloudy headlights/);
  return { memory, store, session };
}

/** Ticks services or add-ons by name (their price follows it: "Ceramic Coating from £450"). */
async function choose(...names: string[]) {
  for (const name of names) {
    await dialog()
      .getByRole('checkbox', { name: new RegExp(`^${name} (from £|£|\\+£)`) })
      .click();
  }
}

describe('a quote from the conversation', () => {
  it('prices services at a size as staff choose, refuses an adjustment without a reason, sends, and shows the card', async () => {
    const { memory, session } = await renderConsole(375);
    await quoteButton().click();
    await expect.element(dialog()).toBeVisible();
    expect(dialog().element().contains(document.activeElement)).toBe(true);
    await expect.element(summary()).toHaveTextContent('Choose the services and the vehicle size.');

    await choose('Paint Correction', 'Headlight Restoration');
    await dialog()
      .getByRole('radio', { name: /^Medium/ })
      .click();
    await expect.element(summary()).toHaveTextContent(/^Total £330 · 2 days$/);

    // −£30 with no reason: the total says it, Send quote is refused beside the reason.
    await dialog().getByRole('textbox', { name: 'Amount (£)' }).fill('30');
    await expect.element(summary()).toHaveTextContent(/^Total £300 · 2 days/);
    await dialog().getByRole('button', { name: 'Send quote' }).click();
    const refusal = 'Please say why the total changes (at most 200 characters).';
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(refusal);
    await expect.element(reason()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(reason()).toHaveFocus();
    expect(memory.messages(session.id)).toHaveLength(1);
    await page.screenshot({
      path: '../../../../../../.build/component-screenshots/quote-form-375.png',
    });

    await reason().fill('Booked with a friend');
    await expect.element(dialog().getByRole('alert')).not.toBeInTheDocument();
    await expect
      .element(summary())
      .toHaveTextContent('Total £300 · 2 days (£330 at catalogue prices, −£30)');
    await dialog().getByRole('button', { name: 'Send quote' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(quoteButton()).toHaveFocus();

    // The card in the thread; the visitor's side reads the same quote.
    const card = log().getByRole('article', { name: /^Quote: Paint Correction \+ Headlight/ });
    await expect.element(card).toHaveTextContent(/Paint Correction£230/);
    await expect.element(card).toHaveTextContent(/Headlight Restoration£100/);
    await expect.element(card).toHaveTextContent(/Adjusted−£30Booked with a friend/);
    await expect.element(card).toHaveTextContent(/Total£300Duration2 days/);
    await expect.element(card).toHaveTextContent(/Valid until \w+day \d+ \w+/);
    await expect.element(card).toHaveTextContent(/Sent to the visitor$/);
    const [, sent] = memory.messages(session.id);
    expect(sent?.content).toMatch(/^Quote: Paint Correction \+ Headlight Restoration, £300, /);
    const visitor = memory.visitor(session.visitorUid);
    const read = await visitor.readQuote(session.id, sent?.quoteId ?? '');
    expect(read).toMatchObject({ subtotal: 330, total: 300, length: { days: 2 } });
    await page.screenshot({
      path: '../../../../../../.build/component-screenshots/quote-card-375.png',
    });
  });

  it('lists a chosen service’s add-ons, refuses a send without services, and closes on Escape and Cancel', async () => {
    await renderConsole(1280);
    await quoteButton().click();
    await dialog().getByRole('button', { name: 'Send quote' }).click();
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('Please choose a service.');
    await choose('Ceramic Coating');
    await expect
      .element(dialog().getByRole('group', { name: 'Add-ons for Ceramic Coating' }))
      .toBeVisible();
    await choose('Wheel Coating');
    await dialog()
      .getByRole('radio', { name: /^Large/ })
      .click();
    await expect.element(summary()).toHaveTextContent(/^Total £800 · 2 days$/);
    await page.screenshot({
      path: '../../../../../../.build/component-screenshots/quote-form-1280.png',
    });
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(quoteButton()).toHaveFocus();

    // A new form each time; Cancel closes it too.
    await quoteButton().click();
    await expect.element(summary()).toHaveTextContent('Choose the services and the vehicle size.');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('shows a quote sent earlier as a card, an expired one as expired, and the text of one it cannot read', async () => {
    let clock = Date.now() - 20 * DAY;
    const memory = createMemoryChat({ minMessageIntervalMs: 0, now: () => clock });
    // A message naming a quote that is not there (deleted, or refused): its text stands.
    const unreadable = 'Quote: Ceramic Coating, £550, valid until 1 March';
    const { session } = await renderConsole(1280, memory, [
      { content: unreadable, sender: 'admin', quoteId: 'gone-1' },
    ]);
    const staff = memory.staff();
    for (const [id, at] of [
      ['quote-expired-1', Date.now() - 20 * DAY],
      ['quote-current-1', Date.now()],
    ] as const) {
      clock = at;
      await staff.sendMessage({
        sessionId: session.id,
        id,
        content: 'Quote: Paint Correction + Headlight Restoration, £300',
        seq: 3,
        quote: sentBefore(),
      });
    }
    const cards = log().getByRole('article');
    await expect.poll(() => cards.elements().length).toBe(2);
    await expect.element(cards.nth(0)).toHaveTextContent(/This quote has expired\./);
    await expect.element(cards.nth(1)).toHaveTextContent(/Valid until/);
    await expect.element(log().getByText(unreadable)).toBeVisible();
    await page.screenshot({
      path: '../../../../../../.build/component-screenshots/quote-card-1280.png',
    });
  });
});

import {
  createChatId,
  nextSeq,
  priceQuote,
  type QuoteChoice,
  quoteMessageText,
  QUOTE_TEXTS,
} from '@detailing/core';
import { catalogueOf } from '@detailing/core/booking';
import { buildConversation, type MemoryChat } from '@detailing/core/testing';
import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { contrast } from '../testing/contrast';
import { BUSINESS, renderPanel } from '../testing/render-panel';
import { NEW_QUOTE_REQUEST } from './quotes/quote-card';

// The quote card in the widget (BOOKING.md 5): a staff message that carries a quote shows its
// items, total, duration and validity, and "Book this"; expired, a way to ask again.

const DAY_MS = 24 * 60 * 60 * 1000;
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });
const card = () => conversation().getByRole('article', { name: QUOTE_TEXTS.card });
const composer = () => page.getByRole('textbox', { name: 'Message' });
const bookThis = () => card().getByRole('link', { name: QUOTE_TEXTS.book });

/** A Ceramic Coating with Wheel Coating and a Headlight Restoration for a medium car, £50 off. */
const CHOICE: QuoteChoice = {
  size: 'medium',
  items: [
    { service: 'ceramic-coating', addOns: ['Wheel Coating'] },
    { service: 'headlight-restoration', addOns: [] },
  ],
  adjustment: { amount: -50, reason: 'Booked with a friend' },
};

/** Staff send CHOICE's quote into the conversation, as the console does: its id and its line. */
async function staffSendQuote(memory: MemoryChat, sessionId: string) {
  const priced = priceQuote(catalogueOf(services, booking), CHOICE, Date.now());
  if (!priced.ok) throw new Error(priced.reason);
  const { createdAt: _sent, validUntil: _until, ...draft } = priced.quote;
  const id = createChatId();
  await memory.staff().sendMessage({
    sessionId,
    id,
    content: quoteMessageText(priced.quote),
    seq: nextSeq(memory.messages(sessionId)),
    quote: draft,
  });
  return { id, text: quoteMessageText(priced.quote) };
}

/** The panel on the visitor's conversation, its server clock `daysAgo` days behind. */
async function conversationWithQuote({ open = true, daysAgo = 0 } = {}) {
  const panel = await renderPanel({
    open,
    memory: { now: () => Date.now() - daysAgo * DAY_MS },
    seed: { messages: [{ content: 'How much for a ceramic coating?', sender: 'user' }] },
  });
  const sessionId = panel.sessionId() ?? '';
  // The stored conversation has loaded (its first snapshot is history, not news).
  await vi.waitFor(() => expect(panel.services.chat.getState().messages).toHaveLength(1));
  return { ...panel, sessionId, quote: await staffSendQuote(panel.memory, sessionId) };
}

/** The text of each of `element`'s parts that match `selector`, its whitespace closed up. */
const texts = (element: Element, selector: string) =>
  [...element.querySelectorAll(selector)].map((e) => e.textContent.replace(/\s+/g, ' ').trim());

describe('a quote in the conversation', () => {
  it('shows as a card: items with add-ons, the adjustment and why, total, duration, validity', async () => {
    const { sessionId, quote } = await conversationWithQuote();
    await expect.element(card()).toBeVisible();
    const shown = card().element();
    expect(texts(shown, '.quote-line')).toEqual([
      'Ceramic Coating£550',
      'Wheel Coating£150',
      'Headlight Restoration£100',
      'Adjusted−£50Booked with a friend',
      'Total£750',
      'Duration2 days',
    ]);
    expect(shown.textContent).toContain('Medium (saloon, estate)');
    const until = new Date(Date.now() + 14 * DAY_MS).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/London',
    });
    await expect.element(card()).toHaveTextContent(`Valid until ${until}`);
    // The booking page at its postcode step with the quote held, in this tab on our own site.
    await expect
      .element(bookThis())
      .toHaveAttribute('href', `/book-online/ceramic-coating?quote=${sessionId}.${quote.id}`);
    await expect.element(bookThis()).not.toHaveAttribute('target');
    // Instead of the message's text, not beside it.
    expect(conversation().element().textContent).not.toContain(quote.text);
  });

  it('fits the panel, with a 44 px "Book this" at readable contrast; screenshots at 375 and 1280 px', async () => {
    await conversationWithQuote();
    await expect.element(bookThis()).toBeVisible();
    try {
      for (const width of [375, 1280]) {
        await page.viewport(width, width < 480 ? 812 : 800);
        const panel = page.getByRole('dialog', { name: 'Live Chat' }).element();
        await expect.poll(() => getComputedStyle(panel).transform).toBe('none');
        const log = conversation().element();
        log.scrollTop = log.scrollHeight;
        const box = card().element().getBoundingClientRect();
        const inside = log.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(inside.left);
        expect(box.right).toBeLessThanOrEqual(inside.right);
        expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
        const link = bookThis().element();
        expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
        const look = getComputedStyle(link);
        expect(contrast(look.color, look.backgroundColor)).toBeGreaterThanOrEqual(4.5);
        const muted = getComputedStyle(card().element().querySelector('.quote-size') ?? link);
        const surface = getComputedStyle(card().element()).backgroundColor;
        expect(contrast(muted.color, surface)).toBeGreaterThanOrEqual(4.5);
        // For a person to look at, the card at the top of the log: .build/component-screenshots/.
        card().element().scrollIntoView({ block: 'start' });
        await page.screenshot();
      }
    } finally {
      await page.viewport(414, 896);
    }
  });

  it('expired, says so and "Ask for a new quote" puts a request in the input to send', async () => {
    const { memory, sessionId, focused } = await conversationWithQuote({ daysAgo: 15 });
    await expect.element(card()).toHaveTextContent(QUOTE_TEXTS.expired);
    expect(bookThis().elements()).toHaveLength(0);
    await page.viewport(375, 812);
    try {
      await page.screenshot();
    } finally {
      await page.viewport(414, 896);
    }
    await card().getByRole('button', { name: QUOTE_TEXTS.askAgain }).click();
    await expect.element(composer()).toHaveValue(NEW_QUOTE_REQUEST);
    await expect.poll(focused).toBe(composer().element());
    // Nothing is sent until the visitor sends it.
    expect(memory.messages(sessionId)).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => memory.messages(sessionId).at(-1)?.content).toBe(NEW_QUOTE_REQUEST);
  });

  it('that cannot be read shows the message’s text', async () => {
    const panel = await renderPanel({
      seed: { messages: [{ content: 'How much to correct the paint?', sender: 'user' }] },
    });
    const reads = vi.spyOn(panel.services.backend, 'readQuote');
    // A staff message naming a quote the conversation does not hold.
    const stored = panel.stored();
    if (!stored) throw new Error('no session');
    const line = 'Quote: Paint Correction, £230, valid until 13 December';
    const { messages } = buildConversation({ id: stored.id }, [
      { content: line, sender: 'admin', quoteId: createChatId(), seq: 2 },
    ]);
    panel.memory.seedSession(stored, messages);
    await expect.element(conversation().getByText(line)).toBeVisible();
    await expect
      .poll(() => reads.mock.settledResults)
      .toEqual([{ type: 'rejected', value: expect.objectContaining({ code: 'not-found' }) }]);
    // Read and refused: the text stays, and no card comes.
    await new Promise(requestAnimationFrame);
    expect(card().elements()).toHaveLength(0);
    await expect.element(conversation().getByText(line)).toBeVisible();
  });
});

describe('a quote while the visitor’s tab is hidden', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  });

  it('the notification says "New quote from" the business, with the quote in a line', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const { quote } = await conversationWithQuote({ open: false });
    const toast = page
      .getByRole('listitem')
      .filter({ hasText: QUOTE_TEXTS.notification(BUSINESS) });
    await expect.element(toast).toBeVisible();
    await expect.element(toast).toHaveTextContent(quote.text);
    expect(page.getByText(`New Message from ${BUSINESS}`).elements()).toHaveLength(0);
  });
});

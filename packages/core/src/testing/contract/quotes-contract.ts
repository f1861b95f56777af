import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueOf } from '../../booking/domain/catalogue';
import type { ChatMessage, OutgoingMessage } from '../../chat/domain/model';
import {
  type Quote,
  type QuoteDraft,
  quoteMessageText,
  QUOTE_VALID_DAYS,
} from '../../quotes/domain/quote';
import { priceQuote } from '../../quotes/domain/quote-pricing';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId } from '../../shared/domain/ids';
import type { ContractBackends } from './chat-contract';
import { waitForValue } from './watch-helpers';

const catalogue = catalogueOf(services, booking);

/** Paint Correction and Headlight Restoration for a medium car, £30 off, as staff send it. */
function draft(): { quote: Quote; draft: QuoteDraft } {
  const priced = priceQuote(
    catalogue,
    {
      size: 'medium',
      items: [
        { service: 'paint-correction', addOns: [] },
        { service: 'headlight-restoration', addOns: [] },
      ],
      adjustment: { amount: -30, reason: 'Booked with a friend' },
    },
    Date.now(),
  );
  if (!priced.ok) throw new Error(priced.reason);
  const { createdAt: _sent, validUntil: _until, ...rest } = priced.quote;
  return { quote: priced.quote, draft: rest };
}

const quoteMessage = (sessionId: string, seq: number): OutgoingMessage => {
  const { quote, draft: priced } = draft();
  return { sessionId, id: createChatId(), content: quoteMessageText(quote), seq, quote: priced };
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to be refused'),
    (e: unknown) => e,
  );
  return isChatBackendError(error) ? error.code : String(error);
}

/**
 * Quotes in the conversation (BOOKING.md 5) as every adapter must keep them: staff send one with
 * its message in one write, under the message's id; both sides read it back, with its 14 days
 * counted from when it was stored; nobody else reads it, and a visitor cannot send one.
 */
export function describeQuotesContract(
  name: string,
  makeBackends: () => Promise<ContractBackends>,
): void {
  describe(`ChatBackend contract, quotes: ${name}`, () => {
    let b: ContractBackends;
    beforeEach(async () => {
      b = await makeBackends();
    });
    afterEach(async () => {
      await b.dispose();
    });

    it('staff send a quote; the visitor sees its message and reads it, valid 14 days', async () => {
      const session = await b.visitor.startSession({
        sessionId: createChatId(),
        id: createChatId(),
        content: 'How much for paint correction and my headlights?',
        seq: 0,
      });
      const message = quoteMessage(session.id, 1);
      await b.staff.sendMessage(message);
      const messages = await waitForValue<readonly ChatMessage[]>(
        (onChange, onError) => b.visitor.watchMessages(session.id, onChange, onError),
        (list) => list.length === 2 && list.every((m) => !m.pending),
      );
      expect(messages[1]).toMatchObject({
        id: message.id,
        sender: 'admin',
        content: message.content,
        quoteId: message.id,
      });
      const read = await b.visitor.readQuote(session.id, message.id);
      expect(read).toMatchObject({
        ...message.quote,
        subtotal: 330,
        total: 300,
        adjustment: { amount: -30, reason: 'Booked with a friend' },
      });
      expect(read.validUntil - read.createdAt).toBe(QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
      expect(Math.abs(read.createdAt - (messages[1]?.createdAt ?? 0))).toBeLessThan(1000);
      expect(await b.staff.readQuote(session.id, message.id)).toEqual(read);

      expect(await refusal(b.otherVisitor.readQuote(session.id, message.id))).toBe(
        'permission-denied',
      );
      expect(await refusal(b.visitor.readQuote(session.id, createChatId()))).toBe('not-found');
    });

    it('refuses a quote from the visitor', async () => {
      const session = await b.visitor.startSession({
        sessionId: createChatId(),
        id: createChatId(),
        content: 'Can I name my own price?',
        seq: 0,
      });
      expect(await refusal(b.visitor.sendMessage(quoteMessage(session.id, 1)))).toBe(
        'permission-denied',
      );
    });
  });
}

// A priced quote in the chat (BOOKING.md 5): what it holds, how long it is valid, the job a
// booking from it holds and its line of text. Pricing it from the catalogue is quote-pricing.ts
// (staff's form and the server only); the card's words are quote-texts.ts. Stored at `chatSessions/{id}/quotes/{messageId}` beside the message
// that shows it (the rules let only staff write one, in their conversation); the booking
// endpoint books it at its own total, whatever a client sends.
import type { ServiceSlug, VehicleSize } from '@detailing/site-content';
import type { PricedJob } from '../../booking/domain/catalogue';
import type { JobLength } from '../../booking/domain/slots';

/** A quote can be booked for this long after it is sent. */
export const QUOTE_VALID_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One service of a quote, priced at the quote's vehicle size with its add-ons. */
export interface QuoteItem {
  readonly service: ServiceSlug;
  readonly serviceName: string;
  readonly addOns: readonly { readonly name: string; readonly price: number }[];
  /** Whole pounds: the size's price and the add-ons'. */
  readonly price: number;
}

/** What staff change of the catalogue's total, and why (the visitor reads the reason). */
export interface QuoteAdjustment {
  /** Whole pounds, added to the catalogue's total (negative: a discount). */
  readonly amount: number;
  readonly reason: string;
}

/** A quote as stored and shown on the card. */
export interface Quote {
  readonly items: readonly QuoteItem[];
  readonly size: VehicleSize;
  /** The catalogue's total: the items' prices. */
  readonly subtotal: number;
  readonly adjustment?: QuoteAdjustment;
  /** What the booking charges: the subtotal with the adjustment. */
  readonly total: number;
  /** Minutes on one day, or whole working days (a job in days does the rest within them). */
  readonly length: JobLength;
  /** Mobile work (a postcode inside the coverage) only when every service is mobile. */
  readonly mobile: boolean;
  /** Epoch ms: sent, and bookable until. */
  readonly createdAt: number;
  readonly validUntil: number;
}

/** A quote as staff send it: the server's time makes its `createdAt` and so its `validUntil`. */
export type QuoteDraft = Omit<Quote, 'createdAt' | 'validUntil'>;

/** A stored quote's fields, with `validUntil` from when it was sent. */
export const quoteFrom = (draft: QuoteDraft, createdAt: number): Quote => ({
  ...draft,
  createdAt,
  validUntil: createdAt + QUOTE_VALID_DAYS * DAY_MS,
});

/** Whether a quote can still be booked at `now`. */
export const quoteValid = (quote: Pick<Quote, 'validUntil'>, now: number): boolean =>
  now < quote.validUntil;

/** The services' names as one title: "Paint Correction + Headlight Restoration". */
export const quoteTitle = (quote: Pick<Quote, 'items'>): string =>
  quote.items.map((item) => item.serviceName).join(' + ');

/**
 * The job a booking from the quote holds: its first service (with its add-ons) and the others
 * as extras, the quote's length and mobility, at the quote's total.
 */
export function jobOfQuote(quote: Quote, quoteId: string): PricedJob {
  const [first, ...others] = quote.items;
  if (!first) throw new Error('A quote has at least one service.');
  return {
    service: first.service,
    serviceName: first.serviceName,
    size: quote.size,
    addOns: [...first.addOns],
    ...(others.length > 0
      ? {
          extras: others.map((item) => ({
            service: item.service,
            serviceName: item.serviceName,
            addOns: [...item.addOns],
            price: item.price,
          })),
        }
      : {}),
    total: quote.total,
    length: quote.length,
    mobile: quote.mobile,
    quoteId,
  };
}

/**
 * The message that carries a quote (its text is what a transcript or an older client shows):
 * "Quote: Paint Correction + Headlight Restoration, £660, valid until 13 December".
 */
export function quoteMessageText(quote: Quote): string {
  const until = new Date(quote.validUntil).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/London',
  });
  return `Quote: ${quoteTitle(quote)}, £${quote.total.toLocaleString('en-GB')}, valid until ${until}`;
}

/** The query parameter and form field that carry a quote's reference. */
export const QUOTE_PARAM = 'quote';

/** Which quote: its conversation and its id (the id of the message that shows it). */
export interface QuoteRef {
  readonly sessionId: string;
  readonly quoteId: string;
}

export const quoteRefText = ({ sessionId, quoteId }: QuoteRef): string => `${sessionId}.${quoteId}`;

/** Where a quote is booked: its first service's booking page, with the reference. */
export const quoteBookingPath = (service: string, ref: QuoteRef): string =>
  `/book-online/${service}?${QUOTE_PARAM}=${quoteRefText(ref)}`;

// A priced quote in the chat (BOOKING.md 5): staff pick services, the vehicle's size and add-ons
// from the published catalogue; the total comes from its prices, and staff may adjust it with a
// reason the visitor sees. Stored at `chatSessions/{id}/quotes/{messageId}` beside the message
// that shows it (the rules let only staff write one, in their conversation); the booking
// endpoint books it at its own total, whatever a client sends.
import type { ServiceSlug, VehicleSize } from '@detailing/site-content';
import { serviceLocation } from '@detailing/site-content/slugs';
import {
  type Catalogue,
  isServiceSlug,
  isVehicleSize,
  type PricedJob,
} from '../../booking/domain/catalogue';
import type { JobLength } from '../../booking/domain/slots';

/** A quote can be booked for this long after it is sent. */
export const QUOTE_VALID_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** At most this many services in one quote; an adjustment's reason at most this long. */
export const QUOTE_LIMITS = {
  items: 5,
  addOnsPerItem: 10,
  reason: 200,
  /** Whole pounds: the largest total a quote may say. */
  total: 100_000,
} as const;

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

/** What staff chose on the quote form. */
export interface QuoteChoice {
  readonly size: string;
  readonly items: readonly { readonly service: string; readonly addOns: readonly string[] }[];
  readonly adjustment?: { readonly amount: number; readonly reason: string };
}

export type QuoteRefusal =
  | 'no-items'
  | 'too-many-items'
  | 'unknown-service'
  | 'duplicate-service'
  | 'unknown-size'
  | 'unknown-add-on'
  | 'reason-needed'
  | 'bad-total';

/** The staff's words for each refusal (the form shows them beside its fields). */
export const QUOTE_REFUSALS: Readonly<Record<QuoteRefusal, string>> = {
  'no-items': 'Please choose a service.',
  'too-many-items': `Please keep a quote to ${QUOTE_LIMITS.items} services.`,
  'unknown-service': 'Please choose services from the list.',
  'duplicate-service': 'Each service once, please.',
  'unknown-size': 'Please choose the vehicle’s size.',
  'unknown-add-on': 'Please choose add-ons the service offers.',
  'reason-needed': `Please say why the total changes (at most ${QUOTE_LIMITS.reason} characters).`,
  'bad-total': `The total must be whole pounds from £0 to £${QUOTE_LIMITS.total.toLocaleString('en-GB')}.`,
};

/** How long the items take together: days if any takes days, else their minutes added up. */
function lengthOfItems(lengths: readonly JobLength[]): JobLength {
  const days = lengths.reduce((sum, l) => sum + ('days' in l ? l.days : 0), 0);
  if (days > 0) return { days };
  return { minutes: lengths.reduce((sum, l) => sum + ('minutes' in l ? l.minutes : 0), 0) };
}

/**
 * The quote `choice` describes, priced from `catalogue` at `now`; or why it cannot be sent.
 * Every service may be quoted, "Quote required" ones too (that is what a quote is for).
 */
export function priceQuote(
  catalogue: Catalogue,
  choice: QuoteChoice,
  now: number,
):
  | { readonly ok: true; readonly quote: Quote }
  | { readonly ok: false; readonly reason: QuoteRefusal } {
  if (choice.items.length === 0) return { ok: false, reason: 'no-items' };
  if (choice.items.length > QUOTE_LIMITS.items) return { ok: false, reason: 'too-many-items' };
  if (!isVehicleSize(choice.size)) return { ok: false, reason: 'unknown-size' };
  const size = choice.size;
  const seen = new Set<string>();
  const items: QuoteItem[] = [];
  const lengths: JobLength[] = [];
  for (const item of choice.items) {
    if (!isServiceSlug(item.service)) return { ok: false, reason: 'unknown-service' };
    if (seen.has(item.service)) return { ok: false, reason: 'duplicate-service' };
    seen.add(item.service);
    const { name, booking } = catalogue[item.service];
    const wanted = new Set(item.addOns);
    if (wanted.size !== item.addOns.length || wanted.size > QUOTE_LIMITS.addOnsPerItem) {
      return { ok: false, reason: 'unknown-add-on' };
    }
    const addOns = booking.addOns.filter((addOn) => wanted.delete(addOn.name));
    if (wanted.size > 0) return { ok: false, reason: 'unknown-add-on' };
    const minutes = addOns.reduce((sum, addOn) => sum + addOn.minutes, 0);
    lengths.push(
      booking.length.unit === 'days'
        ? { days: booking.length.amount }
        : { minutes: booking.length.amount + minutes },
    );
    items.push({
      service: item.service,
      serviceName: name,
      addOns: addOns.map(({ name: addOn, price }) => ({ name: addOn, price })),
      price: addOns.reduce((sum, addOn) => sum + addOn.price, booking.prices[size]),
    });
  }
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  const amount = choice.adjustment?.amount ?? 0;
  const reason = choice.adjustment?.reason.trim() ?? '';
  if (!Number.isInteger(amount)) return { ok: false, reason: 'bad-total' };
  if (amount !== 0 && (reason === '' || reason.length > QUOTE_LIMITS.reason)) {
    return { ok: false, reason: 'reason-needed' };
  }
  const total = subtotal + amount;
  if (total < 0 || total > QUOTE_LIMITS.total) return { ok: false, reason: 'bad-total' };
  return {
    ok: true,
    quote: {
      items,
      size,
      subtotal,
      ...(amount !== 0 ? { adjustment: { amount, reason } } : {}),
      total,
      length: lengthOfItems(lengths),
      mobile: items.every((item) => serviceLocation(item.service) === 'mobile'),
      createdAt: now,
      validUntil: now + QUOTE_VALID_DAYS * DAY_MS,
    },
  };
}

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

/** The card's words (BOOKING.md 5) and the staff's quote form's. */
export const QUOTE_TEXTS = {
  card: 'Quote',
  total: 'Total',
  duration: 'Duration',
  adjusted: 'Adjusted',
  validUntil: (date: string) => `Valid until ${date}`,
  book: 'Book this',
  expired: 'This quote has expired.',
  askAgain: 'Ask for a new quote',
  /** The visitor's tab's notification when a quote arrives. */
  notification: (businessName: string) => `New quote from ${businessName}`,
} as const;

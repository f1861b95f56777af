// Pricing a quote from the published catalogue (BOOKING.md 5): staff pick services, the
// vehicle's size and add-ons; the total comes from the prices, and staff may adjust it with a
// reason the visitor sees. Staff's quote form (a lazy chunk) and the tests use it; the
// clients' stores and cards need only quote.ts.
import { serviceLocation } from '@detailing/site-content/slugs';
import { type Catalogue, isServiceSlug, isVehicleSize } from '../../booking/domain/catalogue';
import type { JobLength } from '../../booking/domain/slots';
import { type Quote, type QuoteItem, QUOTE_VALID_DAYS } from './quote';

const DAY_MS = 24 * 60 * 60 * 1000;

/** At most this many services in one quote; an adjustment's reason at most this long. */
export const QUOTE_LIMITS = {
  items: 5,
  addOnsPerItem: 10,
  reason: 200,
  /** Whole pounds: the largest total a quote may say. */
  total: 100_000,
} as const;

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
  'bad-total': 'The total must be whole pounds from £0 to £100,000.',
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

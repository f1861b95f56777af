// What staff choose on the quote form, and what core's priceQuote makes of it: the form keeps
// strings as typed; the catalogue is the one the console was built with (the site's content).
import { priceQuote, type Quote, type QuoteDraft, type QuoteRefusal } from '@detailing/core';
import { catalogueOf } from '@detailing/core/booking';
import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { SERVICE_CATEGORIES, type ServiceSlug } from '@detailing/site-content/slugs';

export const CATALOGUE = catalogueOf(services, booking);

/** The services as the site groups them, in its order. */
export const SERVICE_GROUPS = SERVICE_CATEGORIES;
const ORDER: readonly ServiceSlug[] = SERVICE_GROUPS.flatMap(([, slugs]) => slugs);

export interface QuoteFormState {
  /** A vehicle size, or '' until one is chosen. */
  readonly size: string;
  /** The chosen services, in the catalogue's order, each with its chosen add-ons. */
  readonly items: readonly { readonly service: ServiceSlug; readonly addOns: readonly string[] }[];
  /** The adjustment: a discount ('off') or a surcharge, in whole pounds as typed. */
  readonly sign: 'off' | 'add';
  readonly amount: string;
  readonly reason: string;
}

export const EMPTY_QUOTE_FORM: QuoteFormState = {
  size: '',
  items: [],
  sign: 'off',
  amount: '',
  reason: '',
};

/** Where the form says a refusal: beside the part it is about. */
export type QuoteField = 'services' | 'size' | 'amount' | 'reason';
export const FIELD_OF: Readonly<Record<QuoteRefusal, QuoteField>> = {
  'no-items': 'services',
  'too-many-items': 'services',
  'unknown-service': 'services',
  'duplicate-service': 'services',
  'unknown-add-on': 'services',
  'unknown-size': 'size',
  'reason-needed': 'reason',
  'bad-total': 'amount',
};

/** The service chosen or not, keeping the catalogue's order (a quote's title reads in it). */
export function toggleService(state: QuoteFormState, service: ServiceSlug): QuoteFormState {
  const chosen = state.items.some((item) => item.service === service);
  const items = chosen
    ? state.items.filter((item) => item.service !== service)
    : [...state.items, { service, addOns: [] }].sort(
        (a, b) => ORDER.indexOf(a.service) - ORDER.indexOf(b.service),
      );
  return { ...state, items };
}

/** A chosen service's add-on chosen or not. */
export function toggleAddOn(
  state: QuoteFormState,
  service: ServiceSlug,
  addOn: string,
): QuoteFormState {
  const items = state.items.map((item) =>
    item.service !== service
      ? item
      : {
          service,
          addOns: item.addOns.includes(addOn)
            ? item.addOns.filter((name) => name !== addOn)
            : [...item.addOns, addOn],
        },
  );
  return { ...state, items };
}

/** The adjustment in whole pounds, signed: 0 when none; NaN (refused) unless whole pounds. */
export function adjustmentOf(state: QuoteFormState): number {
  const typed = state.amount.trim();
  if (typed === '') return 0;
  const pounds = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  return state.sign === 'off' ? -pounds : pounds;
}

export type Priced = ReturnType<typeof priceQuote>;

/**
 * The quote at catalogue prices (`base`: the running subtotal and duration), and with the
 * adjustment (`full`: what Send quote sends, or why it cannot). Times are the store's business.
 */
export function priceForm(state: QuoteFormState): { base: Priced; full: Priced } {
  const choice = { size: state.size, items: state.items };
  const base = priceQuote(CATALOGUE, choice, 0);
  const amount = adjustmentOf(state);
  if (amount === 0) return { base, full: base };
  return {
    base,
    full: priceQuote(CATALOGUE, { ...choice, adjustment: { amount, reason: state.reason } }, 0),
  };
}

/** A priced quote as staff send it: the server's time makes when it was sent and its expiry. */
export function draftOf(quote: Quote): QuoteDraft {
  const { createdAt: _sent, validUntil: _until, ...draft } = quote;
  return draft;
}

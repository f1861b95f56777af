import {
  BOOKING_LIMITS,
  BOOKING_TEXTS,
  type FieldProblems,
  inCoverage,
  jobOfQuote,
  normalisePostcode,
  parseQuoteRef,
  type PricedJob,
  priceJob,
  QUOTE_BOOKING_TEXTS,
  QUOTE_PARAM,
  QUOTE_REFUSAL_STATUS,
  type QuoteBookingRefusal,
  type QuoteRef,
  quoteValid,
} from '@detailing/core/booking';
import type { BookingStore } from './bookings-store.js';

/**
 * What a booking is of (BOOKING.md 3 steps 1-2, and 5): the service, size and add-ons a visitor
 * chose, priced from the published catalogue; or a quote from the chat (`quote`: its reference),
 * read from Firestore and booked as it stands, at its own total, whatever service, size, add-ons
 * or price the client also sends. Then, for mobile work, the postcode inside the coverage.
 */

/** What the fields of a post or a query say, whatever their source. */
export interface BookingFields {
  readonly get: (name: string) => string | undefined;
  readonly all: (name: string) => readonly string[];
}

export const fieldsOf = (params: URLSearchParams): BookingFields => ({
  get: (name) => params.get(name) ?? undefined,
  all: (name) => params.getAll(name),
});

/** The job chosen, with the postcode for mobile work and the quote it is of; or the problems. */
export type CheckedChoice =
  | {
      readonly ok: true;
      readonly job: PricedJob;
      readonly postcode?: string;
      readonly quote?: QuoteRef;
    }
  | { readonly ok: false; readonly problems: FieldProblems; readonly status: number };

const REFUSALS = {
  'unknown-service': { service: BOOKING_TEXTS.service },
  'unknown-size': { size: BOOKING_TEXTS.size },
  'unknown-add-on': { addOn: BOOKING_TEXTS.addOn },
  'quote-required': { service: BOOKING_TEXTS.quoteRequired },
} as const;

/** A quote's job as a booking of it holds and charges it; or why it cannot be booked. */
export type QuoteJob =
  | {
      readonly ok: true;
      readonly job: PricedJob;
      readonly ref: QuoteRef;
      readonly validUntil: number;
    }
  | { readonly ok: false; readonly reason: QuoteBookingRefusal };

/** The quote `text` refers to, if it is there, within its 14 days and not booked already. */
export async function quoteJob(text: string, store: BookingStore, now: number): Promise<QuoteJob> {
  const ref = parseQuoteRef(text);
  if (!ref) return { ok: false, reason: 'unreadable' };
  const stored = await store.quote(ref);
  if (!stored) return { ok: false, reason: 'unknown' };
  if (!quoteValid(stored.quote, now)) return { ok: false, reason: 'expired' };
  if (stored.booked) return { ok: false, reason: 'booked' };
  return {
    ok: true,
    job: jobOfQuote(stored.quote, ref.quoteId),
    ref,
    validUntil: stored.quote.validUntil,
  };
}

/** A refused quote's field problem, in the page's words, and its status. */
export const quoteRefused = (reason: QuoteBookingRefusal, phone: string) => ({
  ok: false as const,
  problems: { [QUOTE_PARAM]: QUOTE_BOOKING_TEXTS.refusals[reason](phone) },
  status: QUOTE_REFUSAL_STATUS[reason],
});

/** The job a catalogue choice describes, priced; or the field's problem. */
async function catalogueJob(fields: BookingFields, store: BookingStore) {
  const catalogue = await store.catalogue();
  const addOns = fields.all('addOn');
  if (addOns.length > BOOKING_LIMITS.addOns) {
    return { ok: false as const, problems: REFUSALS['unknown-add-on'], status: 422 };
  }
  const priced = priceJob(catalogue.services, {
    service: fields.get('service') ?? '',
    size: fields.get('size') ?? '',
    addOns,
  });
  return priced.ok
    ? priced
    : { ok: false as const, problems: REFUSALS[priced.reason], status: 422 };
}

/**
 * Steps 1 and 2: the job (the quote's, when the fields name one; else the catalogue's choice,
 * priced) and, for mobile work, the postcode inside the coverage.
 */
export async function checkChoice(
  fields: BookingFields,
  store: BookingStore,
  now: number,
): Promise<CheckedChoice> {
  const quoted = fields.get(QUOTE_PARAM) ?? '';
  let job: PricedJob;
  let quote: QuoteRef | undefined;
  if (quoted !== '') {
    const held = await quoteJob(quoted, store, now);
    if (!held.ok) return quoteRefused(held.reason, (await store.catalogue()).phone);
    ({ job, ref: quote } = held);
  } else {
    const priced = await catalogueJob(fields, store);
    if (!priced.ok) return priced;
    job = priced.job;
  }
  const from = quote ? { quote } : {};
  if (!job.mobile) return { ok: true, job, ...from };
  const catalogue = await store.catalogue();
  const postcode = normalisePostcode(fields.get('postcode') ?? '');
  if (!postcode) return { ok: false, problems: { postcode: BOOKING_TEXTS.postcode }, status: 422 };
  if (!inCoverage(postcode, catalogue.coverage)) {
    return {
      ok: false,
      problems: { postcode: BOOKING_TEXTS.outsideArea(postcode, catalogue.phone) },
      status: 422,
    };
  }
  return { ok: true, job, postcode, ...from };
}

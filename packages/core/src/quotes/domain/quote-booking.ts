// Booking a quote (BOOKING.md 5): the card's "Book this" opens the booking page with the quote's
// reference, `?quote=<sessionId>.<quoteId>`; the page asks the booking endpoint for the quote's
// job and posts the reference back, and the endpoint reads the stored quote itself and books it
// at its own total, whatever else a client sends. Shared by the page and the endpoint.
import { isServiceSlug, isVehicleSize } from '../../booking/domain/catalogue';
import { CHAT_ID_PATTERN } from '../../shared/domain/constants';
import type { JobLength } from '../../booking/domain/slots';
import {
  type Quote,
  type QuoteAdjustment,
  quoteFrom,
  type QuoteItem,
  type QuoteRef,
} from './quote';
export { QUOTE_PARAM, quoteBookingPath, type QuoteRef, quoteRefText } from './quote';
import { QUOTE_LIMITS } from './quote-pricing';
import { QUOTE_TEXTS } from './quote-texts';

const ID = CHAT_ID_PATTERN.source.slice(1, -1);
const REF = new RegExp(`^(${ID})\\.(${ID})$`);

/** `<sessionId>.<quoteId>`, each a chat id (a dot is in neither), or null for anything else. */
export function parseQuoteRef(text: string): QuoteRef | null {
  const match = REF.exec(text);
  return match?.[1] && match[2] ? { sessionId: match[1], quoteId: match[2] } : null;
}

/**
 * Why a quote cannot be booked: its reference cannot be read, there is no such quote, it is past
 * its 14 days, or a booking of it stands (a declined or cancelled one frees it).
 */
export type QuoteBookingRefusal = 'unreadable' | 'unknown' | 'expired' | 'booked';

/** The HTTP status the booking endpoint answers each refusal with. */
export const QUOTE_REFUSAL_STATUS: Readonly<Record<QuoteBookingRefusal, number>> = {
  unreadable: 422,
  unknown: 404,
  expired: 410,
  booked: 409,
};

/** The words of a booking from a quote: the page's, the endpoint's pages' and the e-mails'. */
export const QUOTE_BOOKING_TEXTS = {
  fromQuote: 'From your quote',
  /** After the price in the e-mails and the console: the total is the quote's. */
  asQuoted: 'as quoted',
  fixed: 'The services, size and price are as quoted. To change them, ask us in the chat.',
  refusals: {
    unreadable: () => 'This quote link is not complete. Please open it again from the chat.',
    unknown: (phone: string) =>
      `We could not find this quote. Please ask us for a new one in the chat, or call us on ${phone}.`,
    expired: (phone: string) =>
      `${QUOTE_TEXTS.expired} Please ask us for a new one in the chat, or call us on ${phone}.`,
    booked: (phone: string) =>
      `This quote is booked already: the link in your confirmation e-mail changes its time. To book it again, please call us on ${phone}.`,
  } satisfies Record<QuoteBookingRefusal, (phone: string) => string>,
  askAgain: QUOTE_TEXTS.askAgain,
  bookWithout: 'Book without the quote',
} as const;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whole pounds, from 0 to a quote's largest total. */
const isPounds = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isSafeInteger(value) &&
  value >= 0 &&
  value <= QUOTE_LIMITS.total;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function addOnsOf(value: unknown): QuoteItem['addOns'] | null {
  if (!Array.isArray(value) || value.length > QUOTE_LIMITS.addOnsPerItem) return null;
  const addOns = value.flatMap((addOn: unknown) =>
    isRecord(addOn) && typeof addOn['name'] === 'string' && isPounds(addOn['price'])
      ? [{ name: addOn['name'], price: addOn['price'] }]
      : [],
  );
  return addOns.length === value.length ? addOns : null;
}

function itemOf(value: unknown): QuoteItem | null {
  if (!isRecord(value)) return null;
  const { service, serviceName, price } = value;
  const addOns = addOnsOf(value['addOns']);
  if (typeof service !== 'string' || !isServiceSlug(service) || !addOns || !isPounds(price)) {
    return null;
  }
  if (typeof serviceName !== 'string' || serviceName === '') return null;
  return { service, serviceName, addOns, price };
}

function lengthOf(value: unknown): JobLength | null {
  if (!isRecord(value) || Object.keys(value).length !== 1) return null;
  if (isCount(value['minutes'])) return { minutes: value['minutes'] };
  return isCount(value['days']) ? { days: value['days'] } : null;
}

/** No adjustment, or a whole number of pounds with its reason; null when neither. */
function adjustmentOf(value: unknown): { adjustment?: QuoteAdjustment } | null {
  if (value === undefined) return {};
  if (!isRecord(value)) return null;
  const { amount, reason } = value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && typeof reason === 'string'
    ? { adjustment: { amount, reason } }
    : null;
}

/**
 * A stored quote's fields (`chatSessions/{id}/quotes/{quoteId}`, sent at `createdAt`) as a
 * Quote, or null when they are not one: what is booked and charged is only what reads whole.
 * The booking endpoint's reading; the chat's clients show a quote the rules checked with their
 * own lighter one (quotes/firebase), so the opened widget does not grow by this.
 */
export function storedQuote(data: unknown, createdAt: number): Quote | null {
  if (!isRecord(data) || !Number.isFinite(createdAt)) return null;
  const { items, size, subtotal, total, mobile } = data;
  if (!Array.isArray(items) || items.length < 1 || items.length > QUOTE_LIMITS.items) return null;
  const read = items.map(itemOf);
  const whole = read.flatMap((item) => (item ? [item] : []));
  const length = lengthOf(data['length']);
  const adjustment = adjustmentOf(data['adjustment']);
  if (whole.length !== items.length || !length || !adjustment) return null;
  if (typeof size !== 'string' || !isVehicleSize(size) || typeof mobile !== 'boolean') return null;
  if (typeof subtotal !== 'number' || !Number.isSafeInteger(subtotal) || !isPounds(total)) {
    return null;
  }
  return quoteFrom(
    { items: whole, size, subtotal, ...adjustment, total, length, mobile },
    createdAt,
  );
}

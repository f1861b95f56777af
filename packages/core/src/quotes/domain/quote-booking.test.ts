import { booking } from '@detailing/site-content/current/booking';
import { services as texts } from '@detailing/site-content/current/services';
import { describe, expect, it } from 'vitest';
import { catalogueOf, jobAddOns, jobTitle } from '../../booking/domain/catalogue';
import { jobOfQuote, QUOTE_VALID_DAYS } from './quote';
import { priceQuote } from './quote-pricing';
import {
  parseQuoteRef,
  QUOTE_BOOKING_TEXTS,
  quoteBookingPath,
  quoteRefText,
  storedQuote,
} from './quote-booking';

const catalogue = catalogueOf(texts, booking);
const SENT = Date.UTC(2026, 10, 29, 12);
const SESSION = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const QUOTE = '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d';

/** A quote as staff's form prices it, stored as the rules let them write it. */
function sent() {
  const priced = priceQuote(
    catalogue,
    {
      size: 'medium',
      items: [
        { service: 'paint-correction', addOns: [] },
        { service: 'headlight-restoration', addOns: [] },
      ],
      adjustment: { amount: -30, reason: 'Repeat customer' },
    },
    SENT,
  );
  if (!priced.ok) throw new Error(priced.reason);
  const { createdAt: _sent, validUntil: _until, ...fields } = priced.quote;
  return fields;
}

describe('a quote reference', () => {
  it('reads `<sessionId>.<quoteId>` as the card links it, and gives the same text back', () => {
    const ref = parseQuoteRef(`${SESSION}.${QUOTE}`);
    expect(ref).toEqual({ sessionId: SESSION, quoteId: QUOTE });
    expect(ref && quoteRefText(ref)).toBe(`${SESSION}.${QUOTE}`);
    expect(quoteBookingPath('paint-correction', { sessionId: SESSION, quoteId: QUOTE })).toBe(
      `/book-online/paint-correction?quote=${SESSION}.${QUOTE}`,
    );
  });

  it.each([
    ['nothing', ''],
    ['one id', SESSION],
    ['three parts', `${SESSION}.${QUOTE}.x`],
    ['a short id', `abc.${QUOTE}`],
    ['a path', `../${SESSION}.${QUOTE}`],
    ['a slash in an id', `${SESSION}.quotes/${QUOTE}`],
    ['spaces', ` ${SESSION}.${QUOTE}`],
    ['a newline after it', `${SESSION}.${QUOTE}\n`],
    ['an id too long', `${'a'.repeat(129)}.${QUOTE}`],
  ])('refuses %s', (_, text) => {
    expect(parseQuoteRef(text)).toBeNull();
  });
});

describe('storedQuote', () => {
  it('reads what staff stored, valid 14 days from when it was sent', () => {
    const quote = storedQuote({ ...sent(), createdBy: 'staff-1' }, SENT);
    expect(quote).toMatchObject({
      size: 'medium',
      total: 300,
      adjustment: { amount: -30, reason: 'Repeat customer' },
      validUntil: SENT + QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000,
    });
  });

  it.each([
    ['no items', { items: [] }],
    ['a service the catalogue has not', { items: [{ ...sent().items[0], service: 'wash' }] }],
    ['a price in pence', { items: [{ ...sent().items[0], price: 199.5 }] }],
    ['an add-on without its price', { items: [{ ...sent().items[0], addOns: [{ name: 'X' }] }] }],
    ['an unknown size', { size: 'huge' }],
    ['a total as text', { total: '300' }],
    ['a negative total', { total: -1 }],
    ['a length of both', { length: { minutes: 60, days: 1 } }],
    ['a length of nothing', { length: { minutes: 0 } }],
    ['an adjustment without its reason', { adjustment: { amount: -30 } }],
    ['mobility as text', { mobile: 'false' }],
  ])('refuses a quote with %s', (_, change) => {
    expect(storedQuote({ ...sent(), ...change }, SENT)).toBeNull();
  });

  it('refuses one without its time: it could not say when it expires', () => {
    expect(storedQuote(sent(), Number.NaN)).toBeNull();
    expect(storedQuote(null, SENT)).toBeNull();
  });
});

describe('the job of a stored quote', () => {
  it('is titled with every service, lists every add-on and charges the quote’s total', () => {
    const quote = storedQuote(
      {
        ...sent(),
        items: [
          { ...sent().items[0], addOns: [{ name: 'Wet sand', price: 80 }], price: 310 },
          sent().items[1],
        ],
        subtotal: 410,
        total: 380,
      },
      SENT,
    );
    if (!quote) throw new Error('unread');
    const job = jobOfQuote(quote, QUOTE);
    expect(jobTitle(job)).toBe(
      `${texts['paint-correction'].name} + ${texts['headlight-restoration'].name}`,
    );
    expect(jobAddOns(job).map((addOn) => addOn.name)).toEqual(['Wet sand']);
    expect(job).toMatchObject({ total: 380, quoteId: QUOTE, length: { days: 2 } });
  });

  it('has words for each refusal, with the number to call where there is one', () => {
    const { refusals } = QUOTE_BOOKING_TEXTS;
    expect(refusals.expired('01202 000000')).toMatch(/^This quote has expired\..*01202 000000/);
    expect(refusals.booked('01202 000000')).toContain('booked already');
    expect(refusals.unreadable()).toContain('from the chat');
  });
});

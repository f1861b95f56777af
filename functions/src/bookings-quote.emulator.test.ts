import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  catalogueOf,
  jobTitle,
  QUOTE_BOOKING_TEXTS,
  type QuoteRef,
  quoteRefText,
} from '@detailing/core/booking';
import { BOOKINGS, REQUESTS } from '@detailing/core/collections';
import { priceQuote, type QuoteChoice } from '@detailing/core/domain';
import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { describe, expect, it } from 'vitest';
import { BOOKING_PAGE_TEXTS } from './booking-pages.js';
import { quoteDocument } from './booking-links.js';
import { adminAppPerTest } from './testing/admin-app.js';
import { bookingEndpoint, SITE } from './testing/booking-endpoint.js';
import { TRIGGERS } from './triggers/list.js';

let db: Firestore;

adminAppPerTest('bookings-quote', (app) => {
  db = getFirestore(app);
});

/** Monday 30 November 2026, 09:00 in London (GMT). */
const NOW = Date.UTC(2026, 10, 30, 9, 0);
const DAY = 24 * 60 * 60 * 1000;
const PHONE = '07700 900461';
const ME = { name: 'Sam Carter', phone: '07700 900123', email: 'sam@example.com' };
const REF: QuoteRef = {
  sessionId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  quoteId: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
};
const QUOTE = quoteRefText(REF);

/** Two services at the unit, £30 off: £300 for two days. */
const WORKSHOP: QuoteChoice = {
  size: 'medium',
  items: [
    { service: 'paint-correction', addOns: [] },
    { service: 'headlight-restoration', addOns: [] },
  ],
  adjustment: { amount: -30, reason: 'Repeat customer' },
};

/** Staff's quote as the chat stores it (firestore.rules), sent `ago` before now. */
async function sendQuote(choice = WORKSHOP, { ago = 2 * DAY, ref = REF } = {}) {
  const priced = priceQuote(catalogueOf(services, booking), choice, NOW - ago);
  if (!priced.ok) throw new Error(priced.reason);
  const { createdAt, validUntil: _until, ...fields } = priced.quote;
  await quoteDocument(db, ref).set({
    ...fields,
    createdAt: Timestamp.fromMillis(createdAt),
    createdBy: 'staff-1',
  });
  return priced.quote;
}

/** The conversation's request (a chat callback), with `status`. */
const fileRequest = (status: string, sessionId = REF.sessionId, id = `chat-${sessionId}`) =>
  db
    .collection(REQUESTS)
    .doc(id)
    .set({ source: 'chat-callback', name: 'Sam', phone: ME.phone, sessionId, status });

const requestOf = async (id = `chat-${REF.sessionId}`) =>
  (await db.collection(REQUESTS).doc(id).get()).data();

const bookings = async () => (await db.collection(BOOKINGS).get()).docs;

/** The first two free starts for the quote's job. */
async function freeStarts(api: ReturnType<typeof bookingEndpoint>) {
  const slots = await api.slots(`quote=${QUOTE}`);
  expect(slots.http).toBe(200);
  const starts: number[] = slots.days.flatMap((day: { starts: number[] }) => day.starts);
  return starts;
}

describe('a booking from a quote in the chat (BOOKING.md 5, emulator)', () => {
  it('a tampered quote price is refused/ignored by the booking endpoint: it charges the quote’s total and books its request', async () => {
    const quote = await sendQuote();
    await fileRequest('new');
    const api = bookingEndpoint(db, NOW);

    // The page asks for the quote's job: the card's services, total and length, nothing more.
    const asked = await api.getJson(`/api/bookings/quote?quote=${QUOTE}`);
    expect(asked).toMatchObject({
      http: 200,
      validUntil: quote.validUntil,
      job: { total: 300, length: { days: 2 }, mobile: false, quoteId: REF.quoteId },
    });
    expect(jobTitle(asked.job)).toBe('Paint Correction + Headlight Restoration');
    // A workshop job: no postcode asked for.
    const [start] = await freeStarts(api);

    // Another service, size, add-ons and a price of £1 sent with the quote: all ignored.
    const booked = await api.bookJson({
      quote: QUOTE,
      service: 'maintenance-detail-in-out',
      size: 'small',
      addOns: ['Pet hair removal'],
      total: 1,
      price: 1,
      job: { total: 1 },
      start,
      ...ME,
    });
    expect(booked).toMatchObject({ http: 201, status: 'requested' });
    const [stored] = await bookings();
    expect(stored?.data()).toMatchObject({
      sessionId: REF.sessionId,
      job: {
        service: 'paint-correction',
        extras: [{ service: 'headlight-restoration', price: 100 }],
        size: 'medium',
        addOns: [],
        total: 300,
        quoteId: REF.quoteId,
      },
    });
    // The conversation's request is booked and names the booking; the quote names it too.
    expect(await requestOf()).toMatchObject({ status: 'booked', bookingId: booked.id });
    expect((await quoteDocument(db, REF).get()).get('bookingId')).toBe(booked.id);

    // A quote reference that is not one is refused, not booked at the catalogue's price.
    const forged = await api.bookJson({ quote: `${QUOTE}/x`, start, ...ME });
    expect(forged).toMatchObject({
      http: 422,
      problems: { quote: QUOTE_BOOKING_TEXTS.refusals.unreadable() },
    });
    expect(await bookings()).toHaveLength(1);
  });

  it('refuses an expired quote, and one that is not there, in the page’s words with our number', async () => {
    await sendQuote(WORKSHOP, { ago: 15 * DAY });
    const api = bookingEndpoint(db, NOW);
    const expired = QUOTE_BOOKING_TEXTS.refusals.expired(PHONE);
    expect(await api.getJson(`/api/bookings/quote?quote=${QUOTE}`)).toMatchObject({
      http: 410,
      reason: 'expired',
      problems: { quote: expired },
    });
    expect(await api.slots(`quote=${QUOTE}`)).toMatchObject({
      http: 410,
      problems: { quote: expired },
    });
    const tomorrow = NOW + DAY;
    expect(await api.bookJson({ quote: QUOTE, start: tomorrow, ...ME })).toMatchObject({
      http: 410,
      problems: { quote: expired },
    });
    const missing = quoteRefText({ ...REF, quoteId: 'no-such-quote-0001' });
    expect(await api.getJson(`/api/bookings/quote?quote=${missing}`)).toMatchObject({
      http: 404,
      problems: { quote: QUOTE_BOOKING_TEXTS.refusals.unknown(PHONE) },
    });
    // The plain form says it on a page, with a way to book without it.
    const page = await api.bookForm(new URLSearchParams({ quote: QUOTE, ...ME }));
    expect(page.status).toBe(410);
    expect(page.body).toContain('This quote has expired.');
    expect(page.body).toContain(`<a href="/book-online">${QUOTE_BOOKING_TEXTS.bookWithout}</a>`);
    expect(await bookings()).toHaveLength(0);
  });

  it('books a quote once: a second booking is refused politely, two at once give one; a declined one frees it', async () => {
    await sendQuote();
    const api = bookingEndpoint(db, NOW);
    const starts = await freeStarts(api);
    const [a, b] = await Promise.all(
      [starts[0], starts.at(-1)].map((start, i) =>
        api.bookJson({ quote: QUOTE, start, ...ME }, `198.51.100.${10 + i}`),
      ),
    );
    expect([a?.http, b?.http].sort()).toEqual([201, 409]);
    const refused = a?.http === 409 ? a : b;
    expect(refused?.problems).toEqual({ quote: QUOTE_BOOKING_TEXTS.refusals.booked(PHONE) });
    expect(await bookings()).toHaveLength(1);
    // Asked again later, the page is told before any step.
    expect(await api.getJson(`/api/bookings/quote?quote=${QUOTE}`)).toMatchObject({
      http: 409,
      reason: 'booked',
    });

    const first = a?.http === 201 ? a : b;
    expect(await api.staffAct({ id: first?.id, action: 'decline' })).toMatchObject({ http: 200 });
    const again = await api.bookJson({ quote: QUOTE, start: starts[1], ...ME });
    expect(again).toMatchObject({ http: 201 });
    expect((await quoteDocument(db, REF).get()).get('bookingId')).toBe(again.id);
  });

  it('asks a postcode inside the area only for a mobile quote', async () => {
    await sendQuote({
      size: 'large',
      items: [
        { service: 'in-depth-interior-detail', addOns: ['Odour treatment'] },
        { service: 'maintenance-detail-in-out', addOns: [] },
      ],
    });
    const api = bookingEndpoint(db, NOW);
    expect(await api.slots(`quote=${QUOTE}`)).toMatchObject({
      http: 422,
      problems: { postcode: expect.any(String) },
    });
    const slots = await api.slots(`quote=${QUOTE}&postcode=bh23+1aa`);
    expect(slots.http).toBe(200);
    expect(slots.job).toMatchObject({ mobile: true, quoteId: REF.quoteId });
  });

  it('books a quote without JavaScript: its page’s link names it, the times page carries it', async () => {
    await sendQuote();
    const api = bookingEndpoint(db, NOW);
    // The prerendered form, as it posts: the page's own service and a size, no quote field.
    const fields = new URLSearchParams({ service: 'paint-correction', size: 'small', ...ME });
    const times = await api.bookForm(fields, `${SITE}/book-online/paint-correction?quote=${QUOTE}`);
    expect(times.status).toBe(200);
    expect(times.body).toContain(BOOKING_PAGE_TEXTS.chooseTitle);
    expect(times.body).toContain(
      `${QUOTE_BOOKING_TEXTS.fromQuote}: Paint Correction + Headlight Restoration: £300, 2 days.`,
    );
    expect(times.body).toContain(`<input type="hidden" name="quote" value="${QUOTE}"/>`);
    const first = /name="start" value="(\d+)"/.exec(times.body)?.[1] ?? '';
    // "Book this time" posts from the times page (the endpoint's own Referer).
    fields.set('quote', QUOTE);
    fields.set('start', first);
    const booked = await api.bookForm(fields, `${SITE}/api/bookings`);
    expect(booked.status).toBe(303);
    const [stored] = await bookings();
    expect(stored?.data()).toMatchObject({ job: { total: 300, size: 'medium' } });
  });
});

describe('a quote moves its conversation’s request to "quoted" (trigger)', () => {
  const trigger = TRIGGERS.markRequestQuotedOnQuote;
  const log = () => undefined;
  const sent = (sessionId = REF.sessionId) =>
    trigger.run(
      {
        params: { sessionId, quoteId: REF.quoteId },
        id: REF.quoteId,
        data: { createdAt: Timestamp.fromMillis(NOW) },
      },
      db,
      log,
    );

  it('moves a new or contacted request; a booked or closed one, or another conversation’s, stays', async () => {
    await fileRequest('new');
    await fileRequest('contacted', REF.sessionId, 'second-request');
    await fileRequest('booked', REF.sessionId, 'booked-request');
    await fileRequest('closed', REF.sessionId, 'closed-request');
    await fileRequest('new', 'another-conversation-01');
    expect(trigger.document).toBe('chatSessions/{sessionId}/quotes/{quoteId}');
    expect(await sent()).toEqual({ quoted: [`chat-${REF.sessionId}`, 'second-request'].sort() });
    expect(await requestOf()).toMatchObject({
      status: 'quoted',
      updatedAt: Timestamp.fromMillis(NOW),
    });
    expect(await requestOf('second-request')).toMatchObject({ status: 'quoted' });
    expect(await requestOf('booked-request')).toMatchObject({ status: 'booked' });
    expect(await requestOf('closed-request')).toMatchObject({ status: 'closed' });
    expect(await requestOf('chat-another-conversation-01')).toMatchObject({ status: 'new' });
    // Run again (a retry): nothing more to move.
    expect(await sent()).toEqual({ quoted: [] });
  });

  it('leaves a quoted request to be booked when the visitor books the quote', async () => {
    await sendQuote();
    await fileRequest('new');
    await sent();
    const api = bookingEndpoint(db, NOW);
    const [start] = await freeStarts(api);
    const booked = await api.bookJson({ quote: QUOTE, start, ...ME });
    expect(await requestOf()).toMatchObject({ status: 'booked', bookingId: booked.id });
    // A late retry of the trigger does not undo it.
    await sent();
    expect(await requestOf()).toMatchObject({ status: 'booked' });
  });
});

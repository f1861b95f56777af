import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type DocumentData, getDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MESSAGES, QUOTES, SESSIONS } from '../../shared/domain/collections';
import { QUOTE_VALID_DAYS } from '../domain/quote';
import {
  messageBatch,
  newId,
  rulesEnvironmentForFile,
  seededSession,
} from '../../testing/rules-fixtures';
import { toQuote } from './quotes';

const rules = rulesEnvironmentForFile('rules-quotes');
const { visitor, staff, nobody, revoked } = rules;
type Db = ReturnType<typeof staff>;

/** A quote as staff's console writes it (createdAt is added by the batch). */
const quote = (change: DocumentData = {}): DocumentData => ({
  items: [
    { service: 'paint-correction', serviceName: 'Paint Correction', addOns: [], price: 230 },
    {
      service: 'headlight-restoration',
      serviceName: 'Headlight Restoration',
      addOns: [],
      price: 100,
    },
  ],
  size: 'medium',
  subtotal: 330,
  total: 330,
  length: { days: 2 },
  mobile: false,
  createdBy: 'staff-1',
  ...change,
});

const aliceSession = (status: 'open' | 'closed' = 'open') =>
  seededSession(rules.env, { visitorUid: 'alice', status });

/** Staff send `fields` as a quote in a message of its own (the console's one batch). */
const sendQuote = (db: Db, sessionId: string, fields: DocumentData, options = {}) =>
  messageBatch(db, sessionId, newId('q'), {
    sender: 'admin',
    content: 'Quote: Paint Correction + Headlight Restoration, £330, valid until 13 December',
    quote: fields,
    ...options,
  });

const quoteRef = (db: Db, sessionId: string, id: string) =>
  doc(db, SESSIONS, sessionId, QUOTES, id);

describe('firestore.rules: quotes in the chat', () => {
  it('lets staff send a quote with its message in an open conversation', async () => {
    const sessionId = await aliceSession();
    await assertSucceeds(sendQuote(staff(), sessionId, quote()));
    await assertSucceeds(
      sendQuote(
        staff(),
        sessionId,
        quote({ adjustment: { amount: -30, reason: 'Booked with a friend' }, total: 300 }),
      ),
    );
  });

  it('refuses a quote from a visitor, a revoked member of staff or no one', async () => {
    const sessionId = await aliceSession();
    await assertFails(
      messageBatch(visitor(), sessionId, newId('q'), { quote: quote({ createdBy: 'alice' }) }),
    );
    await assertFails(sendQuote(revoked(), sessionId, quote({ createdBy: 'staff-2' })));
    await assertFails(sendQuote(nobody(), sessionId, quote()));
  });

  it('refuses a quote in a closed conversation', async () => {
    await assertFails(sendQuote(staff(), await aliceSession('closed'), quote()));
  });

  it('holds the total to the items and the adjustment, with its reason', async () => {
    const sessionId = await aliceSession();
    const refused: DocumentData[] = [
      // A total that is not the subtotal.
      quote({ total: 1 }),
      // An adjustment that does not add up, has no reason, or changes nothing.
      quote({ adjustment: { amount: -30, reason: 'Friend' }, total: 330 }),
      quote({ adjustment: { amount: -30, reason: '' }, total: 300 }),
      quote({ adjustment: { amount: 0, reason: 'Nothing' } }),
      quote({ adjustment: { amount: -30, reason: 'Friend\u202E' }, total: 300 }),
      quote({ adjustment: { amount: -30, reason: 'x'.repeat(201) }, total: 300 }),
      // A subtotal that is not the items' prices.
      quote({ subtotal: 100, total: 100 }),
      // Out of bounds or of the wrong shape.
      quote({
        items: [{ ...quote().items[0], price: 200_000 }],
        subtotal: 200_000,
        total: 200_000,
      }),
      quote({ items: [{ ...quote().items[0], price: -5 }], subtotal: -5, total: -5 }),
      quote({ items: [] }),
      quote({ items: Array.from({ length: 6 }, () => quote().items[0]) }),
      quote({ items: [{ ...quote().items[0], price: 1.5 }] }),
      quote({ items: [{ ...quote().items[0], service: '../bookings' }] }),
      quote({ items: [{ ...quote().items[0], extra: true }] }),
      quote({ size: 'huge' }),
      quote({ length: { days: 0 } }),
      quote({ length: { minutes: 90, days: 1 } }),
      quote({ mobile: 'yes' }),
      // Someone else's name on it, a field of its own, or a bookable-until of its own.
      quote({ createdBy: 'staff-9' }),
      quote({ bookingId: 'b1' }),
      quote({ validUntil: Date.now() + 1e12 }),
    ];
    for (const [index, fields] of refused.entries()) {
      await assertFails(sendQuote(staff(), sessionId, fields)).catch((error: unknown) => {
        throw new Error(`refused[${index}] was written: ${JSON.stringify(fields)}`, {
          cause: error,
        });
      });
    }
  });

  it('ties the quote and its message to each other in one batch', async () => {
    const sessionId = await aliceSession();
    // A message naming a quote that is not written with it.
    await assertFails(
      messageBatch(staff(), sessionId, newId('q'), {
        sender: 'admin',
        message: { quoteId: 'someone-elses-quote' },
      }),
    );
    // A quote written without its message, or with a visitor's.
    await assertFails(
      messageBatch(staff(), sessionId, newId('q'), {
        sender: 'admin',
        quote: quote(),
        omit: ['quoteId'],
      }),
    );
    // A quote's message carries no photos.
    await assertFails(sendQuote(staff(), sessionId, quote(), { photos: [{}] }));
  });

  it('shows a quote to staff and to the conversation’s visitor only; nobody changes it', async () => {
    const sessionId = await aliceSession();
    const id = newId('q');
    await messageBatch(staff(), sessionId, id, {
      sender: 'admin',
      content: 'Quote',
      quote: quote(),
    });
    await assertSucceeds(getDoc(quoteRef(staff(), sessionId, id)));
    await assertSucceeds(getDoc(quoteRef(visitor(), sessionId, id)));
    await assertSucceeds(getDoc(doc(visitor(), SESSIONS, sessionId, MESSAGES, id)));
    await assertFails(getDoc(quoteRef(visitor('mallory'), sessionId, id)));
    await assertFails(getDoc(quoteRef(nobody(), sessionId, id)));
    await assertFails(updateDoc(quoteRef(staff(), sessionId, id), { total: 1 }));
    await assertFails(updateDoc(quoteRef(visitor(), sessionId, id), { total: 1 }));
    // Deleted with the closed conversation only.
    await assertFails(deleteDoc(quoteRef(staff(), sessionId, id)));
  });

  it('reads back whole with its 14 days; the booking’s mark on it (the functions’) changes nothing a client sees', async () => {
    const sessionId = await aliceSession();
    const id = newId('q');
    await messageBatch(staff(), sessionId, id, {
      sender: 'admin',
      content: 'Quote',
      quote: quote(),
    });
    const read = toQuote(await getDoc(quoteRef(visitor(), sessionId, id)));
    expect(read).toMatchObject({ size: 'medium', total: 330, length: { days: 2 } });
    expect(read && read.validUntil - read.createdAt).toBe(QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
    // Only the booking endpoint (Admin SDK) marks a quote booked: no client may.
    await assertFails(updateDoc(quoteRef(visitor(), sessionId, id), { bookingId: 'b1' }));
    await rules.env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), SESSIONS, sessionId, QUOTES, id), { bookingId: 'b1' }),
    );
    expect(toQuote(await getDoc(quoteRef(staff(), sessionId, id)))).toEqual(read);
  });
});

import { booking } from '@detailing/site-content/current/booking';
import { services as texts } from '@detailing/site-content/current/services';
import { describe, expect, it } from 'vitest';
import { catalogueOf, jobTitle } from '../../booking/domain/catalogue';
import { jobOfQuote, QUOTE_VALID_DAYS, quoteMessageText, quoteValid } from './quote';
import { priceQuote, QUOTE_LIMITS, QUOTE_REFUSALS } from './quote-pricing';

const catalogue = catalogueOf(texts, booking);
const now = Date.UTC(2026, 10, 29, 12);
const DAY = 24 * 60 * 60 * 1000;

const price = (choice: Parameters<typeof priceQuote>[1]) => priceQuote(catalogue, choice, now);

describe('priceQuote', () => {
  it('prices services at the size from the catalogue: days hold the rest within them', () => {
    const result = price({
      size: 'medium',
      items: [
        { service: 'paint-correction', addOns: [] },
        { service: 'headlight-restoration', addOns: [] },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      quote: {
        size: 'medium',
        subtotal: 230 + 100,
        total: 330,
        length: { days: 2 },
        // Paint correction is at the unit: the job is too.
        mobile: false,
        createdAt: now,
        validUntil: now + QUOTE_VALID_DAYS * DAY,
      },
    });
    if (!result.ok) return;
    expect(result.quote.items.map((item) => [item.serviceName, item.price])).toEqual([
      [texts['paint-correction'].name, 230],
      [texts['headlight-restoration'].name, 100],
    ]);
    expect(result.quote).not.toHaveProperty('adjustment');
  });

  it('adds add-ons and minutes; mobile when every service is', () => {
    const result = price({
      size: 'large',
      items: [
        { service: 'in-depth-interior-detail', addOns: ['Odour treatment'] },
        { service: 'maintenance-detail-in-out', addOns: ['Pet hair removal'] },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      quote: {
        length: { minutes: 240 + 30 + 150 + 30 },
        mobile: true,
        subtotal:
          booking['in-depth-interior-detail'].prices.large +
          35 +
          booking['maintenance-detail-in-out'].prices.large +
          25,
      },
    });
  });

  it('quotes a "Quote required" service too', () => {
    expect(booking['wheel-refurbishment'].mode).toBe('Quote required');
    expect(
      price({ size: 'van', items: [{ service: 'wheel-refurbishment', addOns: [] }] }),
    ).toMatchObject({ ok: true, quote: { total: booking['wheel-refurbishment'].prices.van } });
  });

  it('takes an adjustment only with a reason, and keeps the total within bounds', () => {
    const items = [{ service: 'headlight-restoration', addOns: [] }];
    expect(
      price({ size: 'small', items, adjustment: { amount: -20, reason: '  Second visit  ' } }),
    ).toMatchObject({
      ok: true,
      quote: { subtotal: 100, total: 80, adjustment: { amount: -20, reason: 'Second visit' } },
    });
    expect(price({ size: 'small', items, adjustment: { amount: 15, reason: ' ' } })).toEqual({
      ok: false,
      reason: 'reason-needed',
    });
    const long = 'x'.repeat(QUOTE_LIMITS.reason + 1);
    expect(price({ size: 'small', items, adjustment: { amount: 5, reason: long } })).toEqual({
      ok: false,
      reason: 'reason-needed',
    });
    for (const amount of [-101, 0.5, QUOTE_LIMITS.total]) {
      expect(price({ size: 'small', items, adjustment: { amount, reason: 'why' } })).toEqual({
        ok: false,
        reason: 'bad-total',
      });
    }
    // No change: no adjustment stored, whatever the reason says.
    expect(
      price({ size: 'small', items, adjustment: { amount: 0, reason: 'nothing' } }),
    ).not.toHaveProperty('quote.adjustment');
  });

  it('refuses what the catalogue does not have', () => {
    const one = (service: string, addOns: string[] = []) => [{ service, addOns }];
    expect(price({ size: 'medium', items: [] })).toEqual({ ok: false, reason: 'no-items' });
    expect(price({ size: 'huge', items: one('paint-correction') })).toEqual({
      ok: false,
      reason: 'unknown-size',
    });
    expect(price({ size: 'medium', items: one('__proto__') })).toEqual({
      ok: false,
      reason: 'unknown-service',
    });
    expect(
      price({ size: 'medium', items: [...one('paint-correction'), ...one('paint-correction')] }),
    ).toEqual({ ok: false, reason: 'duplicate-service' });
    expect(price({ size: 'medium', items: one('paint-correction', ['Glass Coating']) })).toEqual({
      ok: false,
      reason: 'unknown-add-on',
    });
    expect(
      price({
        size: 'medium',
        items: one('ceramic-coating', ['Glass Coating', 'Glass Coating']),
      }),
    ).toEqual({ ok: false, reason: 'unknown-add-on' });
    const six = [
      'paint-correction',
      'headlight-restoration',
      'leather-restoration',
      'ppf',
      'ceramic-coating',
      'engine-bay-detail',
    ].map((service) => ({ service, addOns: [] }));
    expect(price({ size: 'medium', items: six })).toEqual({
      ok: false,
      reason: 'too-many-items',
    });
  });
});

describe('a quote in use', () => {
  const result = price({
    size: 'medium',
    items: [
      { service: 'paint-correction', addOns: [] },
      { service: 'headlight-restoration', addOns: [] },
    ],
    adjustment: { amount: -30, reason: 'Booked with a friend' },
  });
  if (!result.ok) throw new Error('priced');
  const { quote } = result;

  it('is valid for 14 days', () => {
    expect(quoteValid(quote, now + 13 * DAY)).toBe(true);
    expect(quoteValid(quote, now + 14 * DAY)).toBe(false);
  });

  it('becomes a job at the quote’s total, its other services as extras', () => {
    const job = jobOfQuote(quote, 'q1');
    expect(job).toMatchObject({
      service: 'paint-correction',
      size: 'medium',
      total: 300,
      length: { days: 2 },
      mobile: false,
      quoteId: 'q1',
      extras: [{ service: 'headlight-restoration', price: 100 }],
    });
    expect(jobTitle(job)).toBe(
      `${texts['paint-correction'].name} + ${texts['headlight-restoration'].name}`,
    );
  });

  it('reads as one line where a card cannot be shown', () => {
    expect(quoteMessageText(quote)).toBe(
      `Quote: ${texts['paint-correction'].name} + ${texts['headlight-restoration'].name}, £300, valid until 13 December`,
    );
  });
});

describe('the refusals’ words', () => {
  it('name the limits the checks hold', () => {
    expect(QUOTE_REFUSALS['bad-total']).toContain(`£${QUOTE_LIMITS.total.toLocaleString('en-GB')}`);
    expect(QUOTE_REFUSALS['too-many-items']).toContain(String(QUOTE_LIMITS.items));
    expect(QUOTE_REFUSALS['reason-needed']).toContain(String(QUOTE_LIMITS.reason));
  });
});

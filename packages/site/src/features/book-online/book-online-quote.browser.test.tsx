import {
  jobOfQuote,
  londonTime,
  type PricedJob,
  QUOTE_BOOKING_TEXTS,
  type Quote,
} from '@detailing/core/booking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css';
import { business } from '../../content/business';
import { BookOnlinePage } from './book-online-page';

const REF = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d';
const SENT = Date.UTC(2026, 10, 28, 12);
const DAY = '2026-12-02';
const NINE = londonTime(DAY, '09:00');

/** A two-service quote at the unit, £30 off: what the chat's card showed. */
const WORKSHOP: Quote = {
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
  adjustment: { amount: -30, reason: 'Repeat customer' },
  total: 300,
  length: { days: 2 },
  mobile: false,
  createdAt: SENT,
  validUntil: SENT + 14 * 24 * 60 * 60 * 1000,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The booking endpoint as the page meets it (functions/src/bookings-api.ts): the quote's job,
 * its free times and the booking, in its own JSON. Records what the page asked and posted.
 */
function endpoint(quote: { status: number; body: unknown }) {
  const asked: string[] = [];
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    if (url.startsWith('/api/bookings/quote?')) return json(quote.status, quote.body);
    if (url.startsWith('/api/bookings/slots?')) {
      return json(200, { job: {}, days: [{ date: DAY, starts: [NINE] }] });
    }
    posted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return json(201, { id: 'b1', status: 'requested', manage: '/api/bookings/manage?b=b1&t=s' });
  });
  return { asked, posted };
}

/** The page at `/book-online/paint-correction?quote=…`, as the chat's "Book this" opens it. */
async function openFromQuote(job: PricedJob | null) {
  history.replaceState(null, '', `?quote=${REF}`);
  await render(<BookOnlinePage service="paint-correction" />);
  if (job) await expect.element(page.getByText(QUOTE_BOOKING_TEXTS.fromQuote)).toBeVisible();
}

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', window.location.pathname);
});

describe('/book-online from a quote in the chat (BOOKING.md 5)', () => {
  it('given a quote, shows its services, total and length with nothing to change, and books it by its reference', async () => {
    const job = jobOfQuote(WORKSHOP, '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d');
    const { asked, posted } = endpoint({
      status: 200,
      body: { job, validUntil: WORKSHOP.validUntil },
    });
    await openFromQuote(job);
    await expect
      .element(page.getByText('Paint Correction + Headlight Restoration', { exact: true }))
      .toBeVisible();
    await expect.element(page.getByText('£300')).toBeVisible();
    await expect.element(page.getByText('· 2 days')).toBeVisible();
    // No service, size or add-on to choose; at the unit, so no postcode either.
    await expect.element(page.getByRole('combobox', { name: 'Service' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('radio', { name: /Medium/ })).not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Your postcode')).not.toBeInTheDocument();

    // The free times are the quote's, at once.
    await page.getByRole('radio', { name: '09:00' }).click();
    expect(asked).toContain(`/api/bookings/slots?quote=${encodeURIComponent(REF)}`);
    await page.getByLabelText('Full name').fill('Sam Carter');
    await page.getByLabelText('Phone number').fill('07700 900123');
    await page.getByLabelText('E-mail').fill('sam@example.com');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect
      .element(page.getByRole('heading', { name: 'Requested: we’ll confirm by e-mail' }))
      .toBeVisible();
    // The quote's reference, not a service, size or price: the endpoint charges the quote.
    expect(posted).toEqual([expect.objectContaining({ quote: REF, start: NINE })]);
    expect(posted[0]).not.toHaveProperty('service');
    expect(posted[0]).not.toHaveProperty('size');
  });

  it('given a mobile quote, starts at the postcode and asks for the times with it', async () => {
    const { adjustment: _adjusted, ...unadjusted } = WORKSHOP;
    const job = jobOfQuote(
      {
        ...unadjusted,
        items: [
          {
            service: 'maintenance-detail-in-out',
            serviceName: 'In & Out Maintenance Detail',
            addOns: [],
            price: 115,
          },
        ],
        subtotal: 115,
        total: 115,
        length: { minutes: 210 },
        mobile: true,
      },
      'quote-0000000001',
    );
    const { asked } = endpoint({ status: 200, body: { job, validUntil: WORKSHOP.validUntil } });
    await openFromQuote(job);
    const postcode = page.getByLabelText('Your postcode');
    await expect.element(postcode).toHaveFocus();
    await userEvent.keyboard('BH23 1AA');
    await expect.element(page.getByRole('radio', { name: '09:00' })).toBeVisible();
    expect(asked).toContain(
      `/api/bookings/slots?quote=${encodeURIComponent(REF)}&postcode=BH23+1AA`,
    );
  });

  it('given an expired quote, says so with our number, a way to ask in the chat and the booking without it', async () => {
    const problem = QUOTE_BOOKING_TEXTS.refusals.expired(business.phone.display);
    endpoint({ status: 410, body: { reason: 'expired', problems: { quote: problem } } });
    await openFromQuote(null);
    await expect.element(page.getByRole('alert')).toHaveTextContent(problem);
    await expect
      .element(page.getByRole('heading', { name: 'This quote cannot be booked' }))
      .toHaveFocus();
    await expect
      .element(page.getByRole('link', { name: QUOTE_BOOKING_TEXTS.askAgain }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: `Call ${business.phone.display}` }))
      .toHaveAttribute('href', expect.stringMatching(/^tel:/));
    await expect
      .element(page.getByRole('link', { name: QUOTE_BOOKING_TEXTS.bookWithout }))
      .toHaveAttribute('href', '/book-online');
    await expect
      .element(page.getByRole('button', { name: 'Confirm booking' }))
      .not.toBeInTheDocument();
  });
});

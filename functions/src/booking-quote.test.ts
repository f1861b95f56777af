import type { Booking } from '@detailing/core/booking';
import { describe, expect, it } from 'vitest';
import { bookingCalendar, bookingCustomerMail, jobLine, whatAndWhen } from './booking-mail.js';
import { bookingOwnerMail } from './booking-notice.js';
import { withQuote } from './booking-pages.js';
import { bookAgainLink } from './bookings.js';

const SITE = 'https://www.example.test';
const REF = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d';
const start = Date.UTC(2026, 11, 2, 8, 30);

/** A booking of a two-service quote: an adjusted total of £380. */
const QUOTED: Booking = {
  status: 'requested',
  job: {
    service: 'paint-correction',
    serviceName: 'Paint Correction',
    size: 'medium',
    addOns: [{ name: 'Wet sand', price: 80 }],
    extras: [
      {
        service: 'headlight-restoration',
        serviceName: 'Headlight Restoration',
        addOns: [],
        price: 100,
      },
    ],
    total: 380,
    length: { days: 2 },
    mobile: false,
    quoteId: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
  },
  sessionId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  start,
  date: '2026-12-02',
  spans: [{ start, end: Date.UTC(2026, 11, 3, 17, 30) }],
  name: 'Sam Carter',
  phone: '07700 900123',
  email: 'sam@example.com',
  createdAt: Date.UTC(2026, 10, 30, 9, 0),
  updatedAt: Date.UTC(2026, 10, 30, 9, 0),
};

const TITLE = 'Paint Correction + Headlight Restoration';

describe('a booking from a quote, wherever its service is shown', () => {
  it('names every service with the quoted total in the e-mails, the owner’s notice and the calendar file', () => {
    expect(whatAndWhen(QUOTED)).toBe(`${TITLE} on Wednesday 2 December at 08:30`);
    expect(jobLine(QUOTED)).toBe(`${TITLE} with Wet sand, Medium: £380 as quoted, 2 days`);
    const links = { manage: `${SITE}/api/bookings/manage?b=b1&t=s`, phone: '07700 900461' };
    const mail = bookingCustomerMail(QUOTED, 'b1', 'requested', {
      ...links,
      bookAgain: bookAgainLink(SITE, QUOTED),
    });
    expect(mail.message.subject).toBe(
      `Booking requested: ${TITLE} on Wednesday 2 December at 08:30`,
    );
    expect(mail.message.text).toContain(`What: ${TITLE} with Wet sand, Medium: £380 as quoted`);
    expect(bookingCalendar(QUOTED, 'b1', links.manage, 'requested')).toContain(`SUMMARY:${TITLE}:`);
    const owner = bookingOwnerMail(QUOTED, { to: 'owner@example.test', console: `${SITE}/admin` });
    expect(owner.message.subject).toBe(`New booking: ${TITLE} on Wednesday 2 December at 08:30`);
  });

  it('books again from its quote after a decline; a booking of the catalogue from its page', () => {
    expect(bookAgainLink(SITE, QUOTED)).toBe(`${SITE}/book-online/paint-correction?quote=${REF}`);
    const { quoteId: _quote, extras: _extras, ...plain } = QUOTED.job;
    expect(bookAgainLink(SITE, { ...QUOTED, job: plain })).toBe(
      `${SITE}/book-online/paint-correction`,
    );
  });
});

describe('the plain form’s quote (no JavaScript)', () => {
  const form = new URLSearchParams({ service: 'paint-correction', size: 'small', name: 'Sam' });

  it('is the hidden field when the times page carried it', () => {
    const carried = new URLSearchParams([...form, ['quote', REF]]);
    expect(withQuote(carried, `${SITE}/book-online?quote=other.other0000`, SITE).get('quote')).toBe(
      REF,
    );
  });

  it('is the booking page’s own `?quote=` on the first post, which its prerendered form cannot carry', () => {
    const params = withQuote(form, `${SITE}/book-online/paint-correction?quote=${REF}`, SITE);
    expect(params.get('quote')).toBe(REF);
    expect(params.get('name')).toBe('Sam');
    // The post as it came is left as it was.
    expect(form.has('quote')).toBe(false);
  });

  it.each([
    ['another site’s page', `https://evil.example/book-online/ppf?quote=${REF}`],
    ['another page of ours', `${SITE}/contact?quote=${REF}`],
    ['no Referer', undefined],
    ['a Referer that is no address', 'not a url'],
  ])('is none from %s', (_, referer) => {
    expect(withQuote(form, referer, SITE).has('quote')).toBe(false);
  });
});

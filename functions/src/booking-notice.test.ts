import type { Booking } from '@detailing/core/booking';
import { describe, expect, it } from 'vitest';
import { BOOKING_MAIL_TEXTS, bookingCustomerMail, type CustomerMailKind } from './booking-mail.js';
import { announceBooking, type BookingNoticeDependencies } from './booking-notice.js';
import type { TokenMessage } from 'firebase-admin/messaging';
import type { MailDocument } from './request-notice.js';

const start = Date.UTC(2026, 11, 2, 8, 30);
const BOOKING: Booking = {
  status: 'requested',
  job: {
    service: 'ceramic-coating',
    serviceName: 'Ceramic Coating',
    size: 'large',
    addOns: [{ name: 'Glass Coating', price: 150 }],
    total: 800,
    length: { days: 2 },
    mobile: false,
  },
  start,
  date: '2026-12-02',
  spans: [
    { start, end: Date.UTC(2026, 11, 2, 17, 30) },
    { start: Date.UTC(2026, 11, 3, 8, 30), end: Date.UTC(2026, 11, 3, 17, 30) },
  ],
  // What a spammer would type to reach someone else's inbox in the firm's name.
  name: 'Cheap pills at spam.example',
  phone: '07700 900123',
  email: 'victim@example.com',
  notes: 'Visit https://spam.example now',
  createdAt: Date.UTC(2026, 10, 30, 9, 0),
  updatedAt: Date.UTC(2026, 10, 30, 9, 0),
};

function harness(share = true) {
  const queued = new Map<string, MailDocument>();
  const pushes: TokenMessage[] = [];
  const deps: BookingNoticeDependencies = {
    mail: {
      queue: async (id, mail) => (queued.has(id) ? 'exists' : (queued.set(id, mail), 'queued')),
    },
    claimAddress: async () => share,
    manageLink: (id) => `https://www.example.test/api/bookings/manage?b=${id}&t=sig`,
    phone: async () => '07700 900461',
    ownerEmail: 'owner@example.test',
    siteOrigin: 'https://www.example.test',
    pushStaff: async (_key, build) => {
      pushes.push(build('device-1'));
      return 'sent';
    },
    log: () => undefined,
  };
  return { queued, deps, pushes };
}

describe('a new booking’s e-mails (BOOKING.md 3)', () => {
  it('confirms to the customer with the time, the price, the manage link and a calendar file', async () => {
    const { queued, deps } = harness();
    expect(await announceBooking('b1', BOOKING, deps)).toEqual({
      customer: 'queued',
      owner: 'queued',
      push: 'sent',
    });
    const mail = queued.get('booking-b1');
    expect(mail?.to).toBe('victim@example.com');
    expect(mail?.message.subject).toBe(
      BOOKING_MAIL_TEXTS.subjects.requested('Ceramic Coating on Wednesday 2 December at 08:30'),
    );
    expect(mail?.message.text).toContain('Ceramic Coating with Glass Coating, Large: £800, 2 days');
    expect(mail?.message.html).toContain(
      'href="https://www.example.test/api/bookings/manage?b=b1&amp;t=sig"',
    );
    const [ics] = mail?.message.attachments ?? [];
    expect(ics).toMatchObject({
      filename: 'booking.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    expect(ics?.content).toContain('DTSTART:20261202T083000Z');
    expect(ics?.content).toContain('DTEND:20261203T173000Z');
    expect(ics?.content).toContain('STATUS:TENTATIVE');
  });

  it('puts none of the visitor’s words in the customer’s e-mail; the owner gets them all', async () => {
    const { queued, deps } = harness();
    await announceBooking('b1', BOOKING, deps);
    const customer = JSON.stringify(queued.get('booking-b1'));
    expect(customer).not.toContain('spam.example');
    expect(customer).not.toContain('Cheap pills');
    const owner = queued.get('booking-owner-b1');
    expect(owner?.to).toBe('owner@example.test');
    expect(owner?.message.text).toContain('Cheap pills at spam.example');
    expect(owner?.message.html).toContain('/admin/chat/bookings?booking=b1');
  });

  it('keeps the visitor’s words out of every e-mail about a change, each a step on in the calendar', () => {
    const kinds = Object.keys(BOOKING_MAIL_TEXTS.subjects) as CustomerMailKind[];
    const links = {
      manage: 'https://www.example.test/api/bookings/manage?b=b1&t=sig',
      bookAgain: 'https://www.example.test/book-online/ceramic-coating',
      phone: '07700 900461',
    };
    for (const kind of kinds) {
      const mail = bookingCustomerMail({ ...BOOKING, revision: 3 }, 'b1', kind, links);
      expect(JSON.stringify(mail), kind).not.toContain('spam.example');
      expect(mail.message.attachments?.[0]?.content, kind).toContain('SEQUENCE:3');
    }
    const suggested = bookingCustomerMail(BOOKING, 'b1', 'suggested', links);
    expect(suggested.message.subject).toBe(
      'Can you do another time? Ceramic Coating on Wednesday 2 December at 08:30',
    );
    expect(suggested.message.text).toContain(`${BOOKING_MAIL_TEXTS.answer}: ${links.manage}`);
    expect(suggested.message.attachments?.[0]?.content).toContain('STATUS:TENTATIVE');
  });

  it('e-mails nobody but the owner, and pushes nobody, for a booking staff made without an address', async () => {
    const { queued, deps, pushes } = harness();
    const byStaff = { ...BOOKING, status: 'confirmed', email: '', createdBy: 'staff-1' } as const;
    expect(await announceBooking('b3', byStaff, deps)).toEqual({
      customer: 'no-address',
      owner: 'queued',
      push: 'booked-by-staff',
    });
    expect([...queued.keys()]).toEqual(['booking-owner-b3']);
    expect(pushes).toEqual([]);
  });

  it('pushes "New booking to confirm" to staff, leading to the booking in the diary', async () => {
    const { deps, pushes } = harness();
    await announceBooking('b1', BOOKING, deps);
    expect(pushes[0]?.data).toMatchObject({
      title: 'New booking to confirm',
      body: 'Ceramic Coating on Wednesday 2 December at 08:30 · Cheap pills at spam.example',
      url: '/admin/chat/bookings?booking=b1',
    });
  });

  it('sends an address no more than its daily share, and nothing twice on a retry', async () => {
    const over = harness(false);
    expect(await announceBooking('b2', BOOKING, over.deps)).toMatchObject({
      customer: 'over-daily-share',
    });
    expect(over.queued.has('booking-b2')).toBe(false);
    const { queued, deps } = harness();
    await announceBooking('b3', BOOKING, deps);
    expect(await announceBooking('b3', BOOKING, deps)).toMatchObject({
      customer: 'exists',
      owner: 'exists',
    });
    expect(queued.size).toBe(2);
  });
});

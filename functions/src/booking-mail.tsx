import { createHash } from 'node:crypto';
import {
  type Booking,
  formatDay,
  formatLength,
  formatPounds,
  formatTime,
} from '@detailing/chat-core/booking';
import { BUSINESS_NAME } from '@detailing/ui/business';
import { telHrefFor } from '@detailing/ui/contact-links';
import { createEvent } from 'ics';
import { mailHtml, MAIL_STYLE } from './mail-html.js';
import type { MailDocument, MailQueue } from './request-notice.js';

/**
 * The e-mails of a new booking (BOOKING.md 3): the customer's confirmation, with a calendar
 * file and the signed "Manage your booking" link, and the owner's notice. The customer's goes
 * to an address nobody proved, so it holds none of the words the visitor typed (a name or a
 * note could carry a spammer's text in the firm's name): only the catalogue's words, the time,
 * the checked postcode and our links; and an address gets at most BOOKING_MAILS_PER_DAY.
 */

export const BOOKING_MAILS_PER_DAY = 3;

export const BOOKING_MAIL_TEXTS = {
  requestedSubject: (what: string) => `Booking requested: ${what}`,
  confirmedSubject: (what: string) => `Booked: ${what}`,
  requested:
    'Thank you for your booking request. We will check the diary and confirm it by e-mail, usually the same working day.',
  confirmed: 'Thank you: your booking is confirmed. We look forward to seeing you.',
  manage: 'Manage your booking',
  calendar: 'The calendar file with this e-mail adds it to your calendar.',
  why: (business: string) =>
    `You receive this e-mail because this address was given when booking with ${business} on our website. If that was not you, ignore it: nothing happens unless the booking is kept.`,
  ownerSubject: (what: string) => `New booking: ${what}`,
} as const;

/** "Ceramic Coating on Wednesday 2 December at 08:30". */
const whatAndWhen = (booking: Booking) =>
  `${booking.job.serviceName} on ${formatDay(booking.date)} at ${formatTime(booking.start)}`;

/** Where the work is done, in the firm's words (the postcode is checked, never free text). */
const whereOf = (booking: Booking) =>
  booking.postcode ? `At your address, ${booking.postcode}` : `At our unit in Christchurch`;

/** The booking's calendar file: from its start to the end of its last day's work. */
export function bookingCalendar(booking: Booking, id: string, manage: string): string {
  const last = booking.spans.at(-1);
  const { error, value } = createEvent({
    uid: `${id}@bookings.${new URL(manage).hostname}`,
    start: booking.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: last?.end ?? booking.start,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${booking.job.serviceName}: ${BUSINESS_NAME}`,
    description: `${jobLine(booking)}\n${BOOKING_MAIL_TEXTS.manage}: ${manage}`,
    location: whereOf(booking),
    url: manage,
    status: booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}

/** "Ceramic Coating with Glass Coating, Large: £800, 2 days". */
const jobLine = ({ job }: Booking) => {
  const extras = job.addOns.map((addOn) => addOn.name).join(', ');
  const size = job.size.charAt(0).toUpperCase() + job.size.slice(1);
  return `${job.serviceName}${extras ? ` with ${extras}` : ''}, ${size}: ${formatPounds(job.total)}, ${formatLength(job.length)}`;
};

/** The customer's confirmation: what, when, where, the price, the manage link and the .ics. */
export function bookingConfirmationMail(
  booking: Booking,
  id: string,
  { manage, phone }: { manage: string; phone: string },
): MailDocument {
  const requested = booking.status !== 'confirmed';
  const what = whatAndWhen(booking);
  const intro = requested ? BOOKING_MAIL_TEXTS.requested : BOOKING_MAIL_TEXTS.confirmed;
  const rows: [string, string][] = [
    ['When', `${formatDay(booking.date)}, from ${formatTime(booking.start)}`],
    ['What', jobLine(booking)],
    ['Where', whereOf(booking)],
  ];
  const why = BOOKING_MAIL_TEXTS.why(BUSINESS_NAME);
  const text = [
    intro,
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    `${BOOKING_MAIL_TEXTS.manage}: ${manage}`,
    `Questions? Call us on ${phone}.`,
    BOOKING_MAIL_TEXTS.calendar,
    '',
    '--',
    why,
  ].join('\n');
  const cell = { padding: '6px 12px 6px 0', verticalAlign: 'top' } as const;
  const html = mailHtml({
    body: (
      <>
        <p style={{ margin: '0 0 16px', fontSize: 18 }}>{intro}</p>
        <table role="presentation" style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row" style={{ ...cell, textAlign: 'left', ...MAIL_STYLE.gold }}>
                  {name}
                </th>
                <td style={cell}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p style={{ margin: '16px 0 0' }}>
          Questions? Call us on{' '}
          <a style={MAIL_STYLE.light} href={telHrefFor(phone)}>
            {phone}
          </a>
          . {BOOKING_MAIL_TEXTS.calendar}
        </p>
      </>
    ),
    action: { label: BOOKING_MAIL_TEXTS.manage, href: manage },
    why,
  });
  return {
    to: booking.email,
    message: {
      subject: requested
        ? BOOKING_MAIL_TEXTS.requestedSubject(what)
        : BOOKING_MAIL_TEXTS.confirmedSubject(what),
      text,
      html,
      attachments: [
        {
          filename: 'booking.ics',
          content: bookingCalendar(booking, id, manage),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    },
  };
}

/** The owner's notice: the customer's details too (to the owner only), and the console's link. */
export function bookingOwnerMail(
  booking: Booking,
  { to, console: link }: { to: string; console: string },
): MailDocument {
  const what = whatAndWhen(booking);
  const rows: [string, string][] = [
    ['When', `${formatDay(booking.date)}, from ${formatTime(booking.start)}`],
    ['What', jobLine(booking)],
    ['Where', booking.postcode ? `${booking.address ?? ''}, ${booking.postcode}` : 'At the unit'],
    ['Name', booking.name],
    ['Phone', booking.phone],
    ['E-mail', booking.email],
    ...(booking.notes ? [['Notes', booking.notes] as [string, string]] : []),
  ];
  const status =
    booking.status === 'confirmed' ? 'Booked' : 'Requested: waiting for you to confirm';
  const why = `You receive this e-mail because this address is set to hear about new bookings on the ${BUSINESS_NAME} website (OWNER_EMAIL).`;
  const text = [
    `${status}.`,
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    `Open it in the staff console: ${link}`,
    '',
    '--',
    why,
  ].join('\n');
  const cell = { padding: '6px 12px 6px 0', verticalAlign: 'top' } as const;
  return {
    to,
    message: {
      subject: BOOKING_MAIL_TEXTS.ownerSubject(what),
      text,
      html: mailHtml({
        body: (
          <>
            <p style={{ margin: '0 0 16px', fontSize: 18 }}>
              <strong>{status}.</strong>
            </p>
            <table role="presentation" style={{ borderCollapse: 'collapse' }}>
              <tbody>
                {rows.map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row" style={{ ...cell, textAlign: 'left', ...MAIL_STYLE.gold }}>
                      {name}
                    </th>
                    <td style={{ ...cell, whiteSpace: 'pre-wrap' }}>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ),
        action: { label: 'Open in the staff console', href: link },
        why,
      }),
    },
  };
}

export interface BookingNoticeDependencies {
  readonly mail: MailQueue;
  /** Takes one of an address's confirmations for `day`: false once it has had its share. */
  readonly claimAddress: (addressKey: string, day: string) => Promise<boolean>;
  readonly manageLink: (id: string) => string;
  /** The number the published site shows. */
  readonly phone: () => Promise<string>;
  readonly ownerEmail: string | undefined;
  readonly siteOrigin: string;
  readonly log: (message: string, fields?: Record<string, unknown>) => void;
}

export const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * On a new booking: the customer's confirmation (within the address's daily share) and the
 * owner's notice, each under a fixed id so a retried trigger sends neither twice.
 */
export async function announceBooking(
  id: string,
  booking: Booking,
  deps: BookingNoticeDependencies,
): Promise<{ customer: string; owner: string }> {
  const today = new Date(booking.createdAt).toISOString().slice(0, 10);
  const customer = (await deps.claimAddress(addressKey(booking.email), today))
    ? await deps.mail.queue(
        `booking-${id}`,
        bookingConfirmationMail(booking, id, {
          manage: deps.manageLink(id),
          phone: await deps.phone(),
        }),
      )
    : 'over-daily-share';
  const to = deps.ownerEmail?.trim();
  const owner = to
    ? await deps.mail.queue(
        `booking-owner-${id}`,
        bookingOwnerMail(booking, {
          to,
          console: `${deps.siteOrigin}/admin/chat/bookings?booking=${encodeURIComponent(id)}`,
        }),
      )
    : 'no-owner-email';
  if (owner === 'no-owner-email') {
    deps.log('OWNER_EMAIL is not set: nobody is e-mailed about new bookings.', { bookingId: id });
  }
  return { customer, owner };
}

import {
  type Booking,
  formatDay,
  formatLength,
  formatPounds,
  formatTime,
  jobAddOns,
  jobTitle,
  type PricedJob,
  QUOTE_BOOKING_TEXTS,
} from '@detailing/core/booking';
import { BUSINESS_NAME } from '@detailing/ui/business';
import { telHrefFor } from '@detailing/ui/contact-links';
import { createEvent } from 'ics';
import { mailHtml, MAIL_STYLE, MailRows } from './mail-html.js';
import type { MailDocument } from './request-notice.js';

/**
 * The customer's e-mails about a booking (BOOKING.md 3-4): requested, confirmed, declined or
 * cancelled, each with the calendar file that adds, updates or removes it. They go to an address
 * nobody proved, so they hold none of the words the visitor typed (a name or a note could carry
 * a spammer's text in the firm's name): only the catalogue's words, the time, the checked
 * postcode and our links.
 */

/** Which e-mail: the booking's news. */
export type CustomerMailKind =
  | 'requested'
  | 'confirmed'
  | 'reminder'
  | 'declined'
  | 'cancelled'
  | 'moved'
  | 'suggested'
  | 'rescheduled';

export const BOOKING_MAIL_TEXTS = {
  subjects: {
    requested: (what: string) => `Booking requested: ${what}`,
    confirmed: (what: string) => `Booked: ${what}`,
    reminder: (what: string) => `Reminder: ${what}`,
    declined: (what: string) => `We cannot take your booking: ${what}`,
    cancelled: (what: string) => `Cancelled: ${what}`,
    moved: (what: string) => `New time: ${what}`,
    suggested: (what: string) => `Can you do another time? ${what}`,
    rescheduled: (what: string) => `New time requested: ${what}`,
  },
  intros: {
    requested:
      'Thank you for your booking request. We will check the diary and confirm it by e-mail, usually the same working day.',
    confirmed: 'Your booking is confirmed. We look forward to seeing you.',
    reminder:
      'A reminder of your booking with us. If you need to change it, please call us as soon as you can.',
    declined:
      'We are sorry: we cannot take this booking at that time. Please choose another time on our website, or call us and we will find one.',
    cancelled:
      'Your booking has been cancelled and its time is free again. To book another time, visit our website or call us.',
    moved:
      'Your booking has a new time, below. If it does not suit you, choose another on your booking’s page, or call us.',
    suggested:
      'We cannot do the time you asked for, but we can do the one below and are keeping it for you. Open your booking to take it, choose another time, or cancel.',
    rescheduled:
      'We have your new time. We will check the diary and confirm it by e-mail, usually the same working day.',
  },
  manage: 'Manage your booking',
  answer: 'Take this time, or choose another',
  bookAgain: 'Choose another time',
  calendar: {
    requested: 'The calendar file with this e-mail adds it to your calendar.',
    confirmed: 'The calendar file with this e-mail updates it in your calendar.',
    reminder: 'The calendar file with this e-mail has it too.',
    declined: 'The calendar file with this e-mail takes it out of your calendar.',
    cancelled: 'The calendar file with this e-mail takes it out of your calendar.',
    moved: 'The calendar file with this e-mail moves it in your calendar.',
    suggested: 'The calendar file with this e-mail pencils in the new time.',
    rescheduled: 'The calendar file with this e-mail moves it in your calendar.',
  },
  why: (business: string) =>
    `You receive this e-mail because this address was given when booking with ${business} on our website. If that was not you, ignore it: nothing happens unless the booking is kept.`,
  ownerSubjects: {
    new: (what: string) => `New booking: ${what}`,
    moved: (what: string) => `Moved by the customer: ${what}`,
    accepted: (what: string) => `Your suggested time was taken: ${what}`,
    cancelled: (what: string) => `Cancelled by the customer: ${what}`,
  },
} as const;

/** "Ceramic Coating on Wednesday 2 December at 08:30" ("Paint Correction + Headlight ..."). */
export const whatAndWhen = (booking: Booking) =>
  `${jobTitle(booking.job)} on ${formatDay(booking.date)} at ${formatTime(booking.start)}`;

/** Where the work is done, in the firm's words (the postcode is checked, never free text). */
const whereOf = (booking: Booking) =>
  booking.postcode ? `At your address, ${booking.postcode}` : `At our unit in Christchurch`;

/** "£800", or "£660 as quoted" for a booking of a quote (its total, adjustment included). */
export const jobPrice = (job: PricedJob) =>
  `${formatPounds(job.total)}${job.quoteId ? ` ${QUOTE_BOOKING_TEXTS.asQuoted}` : ''}`;

/**
 * "Ceramic Coating with Glass Coating, Large: £800, 2 days"; from a quote, every service:
 * "Paint Correction + Headlight Restoration, Medium: £660 as quoted, 2 days".
 */
export const jobLine = ({ job }: Booking) => {
  const extras = jobAddOns(job)
    .map((addOn) => addOn.name)
    .join(', ');
  const size = job.size.charAt(0).toUpperCase() + job.size.slice(1);
  return `${jobTitle(job)}${extras ? ` with ${extras}` : ''}, ${size}: ${jobPrice(job)}, ${formatLength(job.length)}`;
};

/**
 * The booking's calendar file: from its start to the end of its last day's work, under one UID
 * per booking and its revision as SEQUENCE, so that each change (a confirmation, a new time)
 * updates it and a cancellation takes it out.
 */
export function bookingCalendar(
  booking: Booking,
  id: string,
  manage: string,
  kind: CustomerMailKind,
): string {
  const last = booking.spans.at(-1);
  const gone = kind === 'declined' || kind === 'cancelled';
  const { error, value } = createEvent({
    uid: `${id}@bookings.${new URL(manage).hostname}`,
    // A later version of the same event: each change to the booking is a step on.
    sequence: booking.revision ?? 0,
    start: booking.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: last?.end ?? booking.start,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${jobTitle(booking.job)}: ${BUSINESS_NAME}`,
    description: `${jobLine(booking)}\n${BOOKING_MAIL_TEXTS.manage}: ${manage}`,
    location: whereOf(booking),
    url: manage,
    status: gone ? 'CANCELLED' : booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    method: gone ? 'CANCEL' : 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}

/** The customer's e-mail: the news, what, when, where, the price, a link and the .ics. */
export function bookingCustomerMail(
  booking: Booking,
  id: string,
  kind: CustomerMailKind,
  { manage, phone, bookAgain }: { manage: string; phone: string; bookAgain: string },
): MailDocument {
  const intro = BOOKING_MAIL_TEXTS.intros[kind];
  const action =
    kind === 'declined' || kind === 'cancelled'
      ? { label: BOOKING_MAIL_TEXTS.bookAgain, href: bookAgain }
      : {
          label: kind === 'suggested' ? BOOKING_MAIL_TEXTS.answer : BOOKING_MAIL_TEXTS.manage,
          href: manage,
        };
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
    `${action.label}: ${action.href}`,
    `Questions? Call us on ${phone}.`,
    BOOKING_MAIL_TEXTS.calendar[kind],
    '',
    '--',
    why,
  ].join('\n');
  const html = mailHtml({
    body: (
      <>
        <p style={{ margin: '0 0 16px', fontSize: 18 }}>{intro}</p>
        <MailRows rows={rows} />
        <p style={{ margin: '16px 0 0' }}>
          Questions? Call us on{' '}
          <a style={MAIL_STYLE.light} href={telHrefFor(phone)}>
            {phone}
          </a>
          . {BOOKING_MAIL_TEXTS.calendar[kind]}
        </p>
      </>
    ),
    action,
    why,
  });
  return {
    to: booking.email,
    message: {
      subject: BOOKING_MAIL_TEXTS.subjects[kind](whatAndWhen(booking)),
      text,
      html,
      attachments: [
        {
          filename: 'booking.ics',
          content: bookingCalendar(booking, id, manage, kind),
          contentType: `text/calendar; charset=utf-8; method=${kind === 'declined' || kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
        },
      ],
    },
  };
}

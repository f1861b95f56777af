import { createHash } from 'node:crypto';
import { type Booking, formatDay, formatTime } from '@detailing/core/booking';
import { BUSINESS_NAME } from '@detailing/ui/business';
import { bookingCustomerMail, BOOKING_MAIL_TEXTS, jobLine, whatAndWhen } from './booking-mail.js';
import { bookAgainLink } from './bookings.js';
import { mailHtml, MailRows } from './mail-html.js';
import type { TokenMessage } from 'firebase-admin/messaging';
import type { StaffPushResult } from './notify-staff.js';
import type { MailDocument, MailQueue } from './request-notice.js';
import { STAFF_PUSH_WEBPUSH } from './staff-push.js';

/**
 * A new booking's e-mails (BOOKING.md 3): the customer's confirmation (booking-mail.tsx) within
 * the address's daily share, and the owner's notice with every detail.
 */

/** Confirmations one address gets in a day: bookings cannot turn the firm's e-mail on an inbox. */
export const BOOKING_MAILS_PER_DAY = 3;

/** What the owner hears of: a new booking, or the customer's own change from their link. */
export type OwnerNews = keyof typeof BOOKING_MAIL_TEXTS.ownerSubjects;

/** The owner's first line, by the news and the booking's status after it. */
function ownerStatus(booking: Booking, news: OwnerNews): string {
  if (news === 'cancelled') return 'The customer cancelled: the time is free again';
  if (news === 'accepted') return 'The customer took the time you suggested. Booked';
  const waiting =
    booking.status === 'confirmed' ? 'Booked' : 'Requested: waiting for you to confirm';
  return news === 'moved' ? `The customer chose a new time. ${waiting}` : waiting;
}

/** The owner's notice: the customer's details too (to the owner only), and the console's link. */
export function bookingOwnerMail(
  booking: Booking,
  { to, console: link }: { to: string; console: string },
  news: OwnerNews = 'new',
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
    ...(booking.photos?.length
      ? [['Photos', `${booking.photos.length}, in the staff console`] as [string, string]]
      : []),
  ];
  const status = ownerStatus(booking, news);
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
  return {
    to,
    message: {
      subject: BOOKING_MAIL_TEXTS.ownerSubjects[news](what),
      text,
      html: mailHtml({
        body: (
          <>
            <p style={{ margin: '0 0 16px', fontSize: 18 }}>
              <strong>{status}.</strong>
            </p>
            <MailRows rows={rows} />
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
  /**
   * Pushes to every staff device (the chat's and the requests' way), within the cap on pushes
   * across everything, which counts it under `key`: what happened.
   */
  readonly pushStaff: (
    key: string,
    build: (token: string) => TokenMessage,
  ) => Promise<StaffPushResult['status'] | 'capped'>;
  readonly log: (message: string, fields?: Record<string, unknown>) => void;
}

export const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * On a new booking: the customer's confirmation (within the address's daily share) and the
 * owner's notice, each under a fixed id so a retried trigger sends neither twice.
 */
/** The console's link to one booking. */
export const bookingPath = (id: string) => `/admin/chat/bookings?booking=${encodeURIComponent(id)}`;

/** The push for one device: "New booking", what and when, and the booking in the diary. */
export function buildBookingPush(token: string, id: string, booking: Booking): TokenMessage {
  return {
    token,
    data: {
      type: 'booking',
      title: booking.status === 'confirmed' ? 'New booking' : 'New booking to confirm',
      body: `${whatAndWhen(booking)} · ${booking.name}`,
      bookingId: id,
      tag: `booking-${id}`,
      url: bookingPath(id),
    },
    webpush: STAFF_PUSH_WEBPUSH,
  };
}

export async function announceBooking(
  id: string,
  booking: Booking,
  deps: BookingNoticeDependencies,
): Promise<{ customer: string; owner: string; push: string }> {
  const today = new Date(booking.createdAt).toISOString().slice(0, 10);
  const customer = !booking.email
    ? 'no-address'
    : (await deps.claimAddress(addressKey(booking.email), today))
      ? await deps.mail.queue(
          `booking-${id}`,
          bookingCustomerMail(
            booking,
            id,
            booking.status === 'confirmed' ? 'confirmed' : 'requested',
            {
              manage: deps.manageLink(id),
              phone: await deps.phone(),
              bookAgain: bookAgainLink(deps.siteOrigin, booking),
            },
          ),
        )
      : 'over-daily-share';
  const to = deps.ownerEmail?.trim();
  const owner = to
    ? await deps.mail.queue(
        `booking-owner-${id}`,
        bookingOwnerMail(booking, {
          to,
          console: `${deps.siteOrigin}${bookingPath(id)}`,
        }),
      )
    : 'no-owner-email';
  if (owner === 'no-owner-email') {
    deps.log('OWNER_EMAIL is not set: nobody is e-mailed about new bookings.', { bookingId: id });
  }
  // Staff who booked it for a customer need no push about it; a push failing (FCM down)
  // leaves the e-mails sent: it is logged, not thrown.
  if (booking.createdBy) return { customer, owner, push: 'booked-by-staff' };
  const push = await deps
    .pushStaff(`booking-${id}`, (token) => buildBookingPush(token, id, booking))
    .then(
      (status) => status,
      (error: unknown) => {
        deps.log('Pushing a new booking to staff failed.', {
          bookingId: id,
          error: error instanceof Error ? error.message : String(error),
        });
        return 'failed';
      },
    );
  return { customer, owner, push };
}

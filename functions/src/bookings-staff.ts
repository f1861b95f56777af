import {
  type Booking,
  BOOKING_TRANSITIONS,
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
} from '@detailing/chat-core/booking';
import { bookingCustomerMail, type CustomerMailKind } from './booking-mail.js';
import type { FormResponse } from './requests.js';
import type { MailQueue } from './request-notice.js';

/**
 * `POST /api/bookings/staff` (BOOKING.md 4): the console's Confirm, Decline, Cancel and Done.
 * Staff prove who they are with their ID token (revoked or without the staff claim: 403); the
 * booking and the diary's days change in one transaction (a declined or cancelled booking's
 * time is free again at once), then the customer gets the news in the firm's words.
 */

export type StaffActionResult =
  | { readonly ok: true; readonly booking: Booking }
  | { readonly ok: false; readonly reason: 'not-found' | 'not-allowed' };

export interface StaffActionDependencies {
  /** The uid of the signed-in member of staff the token proves, or null. */
  readonly verifyStaff: (idToken: string) => Promise<string | null>;
  readonly act: (
    id: string,
    action: StaffBookingAction,
    by: string,
    now: number,
  ) => Promise<StaffActionResult>;
  readonly mail: MailQueue;
  readonly links: (booking: Booking, id: string) => { manage: string; bookAgain: string };
  readonly phone: () => Promise<string>;
  readonly now?: () => number;
}

/** Which e-mail an action sends the customer (Done: none; the review e-mail is its own). */
const MAILS: Record<StaffBookingAction, CustomerMailKind | null> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  done: null,
};

const json = (status: number, body: unknown): FormResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

const isAction = (value: unknown): value is StaffBookingAction =>
  typeof value === 'string' && (STAFF_BOOKING_ACTIONS as readonly string[]).includes(value);

export async function handleStaffAction(
  request: { headers: Readonly<Record<string, string | undefined>>; body: Buffer },
  deps: StaffActionDependencies,
): Promise<FormResponse> {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const uid = token ? await deps.verifyStaff(token) : null;
  if (!uid) return json(403, { problem: 'Please sign in as staff again.' });
  let id: unknown;
  let action: unknown;
  try {
    ({ id, action } = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>);
  } catch {
    // Read as nothing below.
  }
  if (typeof id !== 'string' || !/^[A-Za-z0-9]{1,40}$/.test(id) || !isAction(action)) {
    return json(400, { problem: 'This change could not be read.' });
  }
  const result = await deps.act(id, action, uid, (deps.now ?? Date.now)());
  if (!result.ok) {
    return result.reason === 'not-found'
      ? json(404, { problem: 'This booking is no longer there.' })
      : json(409, {
          problem: `This booking cannot be ${BOOKING_TRANSITIONS[action].to} now: someone changed it. The list shows it as it is.`,
        });
  }
  const kind = MAILS[action];
  if (kind) {
    await deps.mail.queue(
      `booking-${id}-${action}`,
      bookingCustomerMail(result.booking, id, kind, {
        ...deps.links(result.booking, id),
        phone: await deps.phone(),
      }),
    );
  }
  return json(200, { status: result.booking.status });
}

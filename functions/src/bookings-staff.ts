import {
  type Booking,
  BOOKING_TEXTS,
  BOOKING_TRANSITIONS,
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
  TIME_ACTIONS,
  type TimeAction,
} from '@detailing/core/booking';
import { bookingCustomerMail, type CustomerMailKind } from './booking-mail.js';
import { changeTime, MOVE_PROBLEMS, staffTimesFor } from './booking-move.js';
import { book, type BookingDependencies, type StaffBooker } from './bookings.js';
import { json, jsonFields } from './bookings-api.js';
import type { FormResponse } from './requests.js';
import type { MailQueue } from './request-notice.js';

/**
 * `POST /api/bookings/staff` (BOOKING.md 4): the console's Confirm, Decline, Cancel and Done,
 * Move and Suggest another time, and the free times a booking could move to. Staff prove who
 * they are with their ID token (revoked or without the staff claim: 403); the booking and the
 * diary's days change in one transaction (a declined or cancelled booking's time is free again
 * at once), then the customer gets the news in the firm's words.
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
}

/** Which e-mail an action sends the customer (Done: none; the review e-mail is its own). */
const MAILS: Record<StaffBookingAction, CustomerMailKind | null> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  done: null,
};

const TIME_MAILS: Record<TimeAction, CustomerMailKind> = { move: 'moved', suggest: 'suggested' };

/**
 * Queues the customer's e-mail about a booking's news, under an id of its own for each change
 * (the booking's revision): a retry sends nothing twice, a second move its own e-mail.
 */
export async function tellCustomer(
  deps: StaffActionDependencies,
  id: string,
  booking: Booking,
  kind: CustomerMailKind,
): Promise<void> {
  // Booked by staff for a customer without an address: they hear by phone.
  if (!booking.email) return;
  await deps.mail.queue(
    `booking-${id}-${kind}-${booking.revision ?? 0}`,
    bookingCustomerMail(booking, id, kind, {
      ...deps.links(booking, id),
      phone: await deps.phone(),
    }),
  );
}

const isAction = (value: unknown): value is StaffBookingAction =>
  typeof value === 'string' && (STAFF_BOOKING_ACTIONS as readonly string[]).includes(value);

const isTimeAction = (value: unknown): value is TimeAction =>
  typeof value === 'string' && Object.hasOwn(TIME_ACTIONS, value);

const GONE = json(404, { problem: 'This booking is no longer there.' });

export async function handleStaffAction(
  request: { headers: Readonly<Record<string, string | undefined>>; body: Buffer },
  deps: BookingDependencies,
): Promise<FormResponse> {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const uid = token ? await deps.staff.verifyStaff(token) : null;
  if (!uid) return json(403, { problem: 'Please sign in as staff again.' });
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    // Read as nothing below.
  }
  const { id, action, start } = body ?? {};
  if (action === 'create') return createForCustomer(body, uid, deps);
  const readable =
    typeof id === 'string' &&
    /^[A-Za-z0-9]{1,40}$/.test(id) &&
    (action === 'times' ||
      isAction(action) ||
      (isTimeAction(action) && typeof start === 'number' && Number.isSafeInteger(start)));
  if (!readable) return json(400, { problem: 'This change could not be read.' });
  const now = (deps.now ?? Date.now)();
  if (action === 'times') {
    const days = await staffTimesFor(deps, id, now);
    return days ? json(200, { days }) : GONE;
  }
  if (isTimeAction(action)) {
    const moved = await changeTime(deps, id, start as number, action, uid, now);
    if (!moved.ok) {
      return moved.reason === 'not-found'
        ? GONE
        : json(409, { problem: MOVE_PROBLEMS[moved.reason] });
    }
    await tellCustomer(deps.staff, id, moved.booking, TIME_MAILS[action]);
    return json(200, { status: moved.booking.status });
  }
  const result = await deps.staff.act(id, action, uid, now);
  if (!result.ok) {
    return result.reason === 'not-found'
      ? GONE
      : json(409, {
          problem: `This booking cannot be ${BOOKING_TRANSITIONS[action].to} now: someone changed it. The list shows it as it is.`,
        });
  }
  const kind = MAILS[action];
  if (kind) await tellCustomer(deps.staff, id, result.booking, kind);
  return json(200, { status: result.booking.status });
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Staff book for a customer (BOOKING.md 4): the page's fields, checked and priced as a
 * visitor's are, into the diary at once; from a request (which becomes "booked" and names the
 * booking) or a conversation, each of which must exist. The customer's e-mails follow from the
 * booking's trigger, when they gave an address.
 */
async function createForCustomer(
  body: Readonly<Record<string, unknown>>,
  uid: string,
  deps: BookingDependencies,
): Promise<FormResponse> {
  const links: Partial<Record<'requestId' | 'sessionId', string>> = {};
  for (const [field, kind] of [
    ['requestId', 'request'],
    ['sessionId', 'conversation'],
  ] as const) {
    const linked = body[field];
    if (linked === undefined) continue;
    if (typeof linked !== 'string' || !ID.test(linked)) {
      return json(400, { problem: 'This change could not be read.' });
    }
    if (!(await deps.store.exists(kind, linked))) {
      return json(404, { problem: `This ${kind} is no longer there.` });
    }
    links[field] = linked;
  }
  const staff: StaffBooker = { uid, ...links };
  const outcome = await book(jsonFields(body), '', deps, { staff });
  switch (outcome.kind) {
    case 'booked':
      return json(201, { id: outcome.id, status: outcome.status });
    case 'problems':
      return json(outcome.status, { problems: outcome.problems });
    case 'choose':
      return json(Object.keys(outcome.problems).length === 0 ? 422 : 409, {
        problems:
          Object.keys(outcome.problems).length === 0
            ? { start: BOOKING_TEXTS.slot }
            : outcome.problems,
        days: outcome.days,
      });
    case 'limited':
      return json(429, { problem: 'Too many bookings just now. Please try again.' });
  }
}

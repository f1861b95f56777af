import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  addDays,
  availabilityOf,
  type Booking,
  BOOKING_TEXTS,
  type BookingAvailability,
  type BookingSettings,
  checkBookingDetails,
  type DaySlots,
  type FieldProblems,
  freeStarts,
  type HeldTime,
  jobSpans,
  londonDate,
  type PricedJob,
  quoteBookingPath,
} from '@detailing/core/booking';
import { type BookingFields, checkChoice, quoteRefused } from './booking-choice.js';
import type { BookingPhotoUpload } from './booking-photos.js';
import { clientAddress } from './client-address.js';
import type { FormRequest, RequestLimiter } from './requests.js';
import type { StaffActionDependencies } from './bookings-staff.js';
import type { BookingStore, NewBooking } from './bookings-store.js';

/**
 * `/api/bookings` (BOOKING.md 3, issue #44), behind a Hosting rewrite like `/api/requests`: the
 * free slots for a job (`GET /api/bookings/slots`), and the booking itself (`POST`), taken in a
 * transaction on the diary's days, the only way a booking is written. The page posts JSON; a
 * browser without JavaScript posts the plain form and is answered with pages (booking-pages).
 * Every field is checked with the page's own schema (core/booking) and nothing is stored
 * unless all pass.
 */

export const BOOKINGS_PATH = '/api/bookings';

export interface BookingHttpRequest extends FormRequest {
  /** The path after the host, its query included. */
  readonly url: string;
}

export interface BookingDependencies {
  readonly siteOrigin: string;
  /** The secret that signs the manage links (MAIL_LINK_KEY). */
  readonly linkKey: string;
  readonly clientKey: (address: string) => string;
  /** The form endpoint's limits, shared: a booking counts as a request. */
  readonly limiter: RequestLimiter;
  readonly proxyHops?: number;
  readonly store: BookingStore;
  /** The console's actions on a booking (`POST /api/bookings/staff`). */
  readonly staff: StaffActionDependencies;
  /** Who hears of a customer's own change from their link (OWNER_EMAIL), if anyone. */
  readonly ownerEmail?: string;
  /**
   * Takes one of an address's booking e-mails for `day` (false once it has had its share): a
   * customer's changes from their link count with the confirmations, so that a link cannot
   * turn the firm's e-mail on an inbox.
   */
  readonly claimAddress?: (addressKey: string, day: string) => Promise<boolean>;
  readonly now?: () => number;
  readonly log?: (message: string, fields?: Record<string, unknown>) => void;
}

/** A multi-day job that starts on the window's last day holds days after it. */
const SPREAD_DAYS = 31;

/**
 * The rules a time must meet: the owner's settings; staff, who agree a time with the customer
 * (a call, a move), are not held to the minimum notice, only to the future.
 */
export function availabilityFor(settings: BookingSettings, byStaff: boolean): BookingAvailability {
  const availability = availabilityOf(settings);
  return byStaff ? { ...availability, minNoticeMinutes: 0 } : availability;
}

/**
 * Step 3: every day with a free start for `job`, from today to the end of the window; for a
 * booking that moves, its own time (booking `except`) counted as free.
 */
export async function freeSlots(
  store: BookingStore,
  job: PricedJob,
  now: number,
  { except, byStaff = false }: { except?: string; byStaff?: boolean } = {},
): Promise<{ availability: BookingAvailability; days: DaySlots[] }> {
  const availability = availabilityFor(await store.settings(), byStaff);
  const today = londonDate(now);
  const last = addDays(today, availability.windowDays);
  const held = await store.held(addDays(today, -1), addDays(last, SPREAD_DAYS), except);
  const days: DaySlots[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const starts = freeStarts(availability, held, job.length, date, now);
    if (starts.length > 0) days.push({ date, starts });
  }
  return { availability, days };
}

/** The signature of a booking's "Manage your booking" link: no account, the link is the key. */
const manageSignature = (key: string, id: string) =>
  createHmac('sha256', key).update(`booking:${id}`).digest('base64url');

export const manageLinkFor = (key: string, siteOrigin: string, id: string) =>
  `${siteOrigin}${BOOKINGS_PATH}/manage?${new URLSearchParams({ b: id, t: manageSignature(key, id) })}`;

/**
 * Where a customer books again (a declined or cancelled booking's e-mail): its service's page,
 * with its quote when it was booked from one (the page says if the quote has expired).
 */
export const bookAgainLink = (siteOrigin: string, { job, sessionId }: Booking): string =>
  siteOrigin +
  (job.quoteId && sessionId
    ? quoteBookingPath(job.service, { sessionId, quoteId: job.quoteId })
    : `/book-online/${job.service}`);

export function isManageSignature(key: string, id: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(manageSignature(key, id));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a booking post ends in, for the JSON and the page answers alike. */
export type BookingOutcome =
  | {
      readonly kind: 'booked';
      readonly id: string;
      readonly status: NewBooking['status'];
      readonly manage: string;
    }
  | { readonly kind: 'problems'; readonly problems: FieldProblems; readonly status: number }
  | {
      readonly kind: 'choose';
      readonly job: PricedJob;
      readonly days: readonly DaySlots[];
      readonly problems: FieldProblems;
    }
  | { readonly kind: 'limited' };

/**
 * A member of staff booking for a customer (BOOKING.md 4): from a request or a conversation,
 * which the booking then names (and the request links back), or from a call.
 */
export interface StaffBooker {
  readonly uid: string;
  readonly requestId?: string;
  readonly sessionId?: string;
}

/**
 * A booking post, whatever its format: checked field by field (a quote's job as the quote
 * stands: booking-choice.ts), counted by the limits, then its slot taken in a transaction. Without a start time (the form without JavaScript) or when the
 * slot has gone, the answer is the next free days to choose from. Staff booking for a customer
 * (`staff`) are not counted by the visitors' limits, may leave the e-mail empty, and book
 * straight into the diary: they agreed the time with the customer.
 */
export async function book(
  fields: BookingFields,
  client: string,
  deps: BookingDependencies,
  { staff, photos = [] }: { staff?: StaffBooker; photos?: readonly BookingPhotoUpload[] } = {},
): Promise<BookingOutcome> {
  const now = (deps.now ?? Date.now)();
  const choice = await checkChoice(fields, deps.store, now);
  if (!choice.ok) return { kind: 'problems', problems: choice.problems, status: choice.status };
  const { job, postcode, quote } = choice;
  const startText = fields.get('start') ?? '';
  const details = checkBookingDetails(
    {
      name: fields.get('name'),
      phone: fields.get('phone'),
      email: fields.get('email'),
      address: fields.get('address'),
      notes: fields.get('notes'),
    },
    job.mobile,
    { byStaff: staff !== undefined },
  );
  const choose = async (problems: FieldProblems): Promise<BookingOutcome> => ({
    kind: 'choose',
    job,
    days: (await freeSlots(deps.store, job, now, { byStaff: staff !== undefined })).days,
    problems,
  });
  if (!details.ok) return { kind: 'problems', problems: details.problems, status: 422 };
  if (!/^[0-9]{13}$/.test(startText))
    return choose(startText === '' ? {} : { start: BOOKING_TEXTS.slot });
  const start = Number(startText);
  const settings = await deps.store.settings();
  const availability = availabilityFor(settings, staff !== undefined);
  const date = londonDate(start);
  const spans = jobSpans(availability, job.length, date, start);
  const fits = (held: readonly HeldTime[]) =>
    freeStarts(availability, held, job.length, date, now).includes(start);
  // A time the rules never offer (past, too near, a closed day, off the grid): nothing to race.
  if (!spans || !fits([])) return choose({ start: BOOKING_TEXTS.slotGone });
  if (!staff && (await deps.limiter.take(client)) !== 'ok') return { kind: 'limited' };
  const booking: NewBooking = {
    status: staff || settings.instant ? 'confirmed' : 'requested',
    job,
    start,
    date,
    spans,
    name: details.details.name,
    phone: details.details.phone,
    email: details.details.email,
    ...(postcode ? { postcode, address: details.details.address } : {}),
    ...(details.details.notes ? { notes: details.details.notes } : {}),
    ...(photos.length > 0
      ? { photos: photos.map(({ id, width, height }) => ({ id, width, height })) }
      : {}),
    ...(staff
      ? {
          createdBy: staff.uid,
          ...(staff.requestId ? { requestId: staff.requestId } : {}),
          ...(staff.sessionId ? { sessionId: staff.sessionId } : {}),
        }
      : {}),
    // A quote's booking names its conversation, whose request it books.
    ...(quote ? { sessionId: quote.sessionId } : {}),
  };
  const taken = await deps.store.take(booking, fits, now, photos);
  if (!taken.ok && taken.reason === 'taken') {
    deps.log?.('A slot was taken by another booking first.', { date });
    return choose({ start: BOOKING_TEXTS.slotTaken });
  }
  if (!taken.ok) {
    // Booked (or deleted) between the check and the transaction: said as the check says it.
    const { problems, status } = quoteRefused(
      taken.reason === 'quote-booked' ? 'booked' : 'unknown',
      (await deps.store.catalogue()).phone,
    );
    return { kind: 'problems', problems, status };
  }
  const { id } = taken;
  return {
    kind: 'booked',
    id,
    status: booking.status,
    manage: manageLinkFor(deps.linkKey, deps.siteOrigin, id),
  };
}

/** The client as the limits count it: the address our proxies saw, keyed. */
export const clientOf = (request: FormRequest, deps: BookingDependencies) =>
  deps.clientKey(
    clientAddress(request.headers['x-forwarded-for'], request.socketAddress, deps.proxyHops ?? 1),
  );

// A booking as stored (`bookings/{id}`, written only by the booking endpoint and the functions
// behind the console's actions) and the diary's days (`bookingDays/{date}`), which every
// booking transaction reads and writes, so two visitors racing for one slot cannot both win.
import type { PhotoRef } from '../../chat/domain/photos';
import type { PricedJob } from './catalogue';
import type { CalendarDate, HeldTime } from './slots';

/**
 * `requested` waits for the owner (the default), `confirmed` is in the diary, `done` after the
 * job; `declined` (by the owner) and `cancelled` (by either side) free their time.
 */
export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'done',
  'declined',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold time in the diary. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed', 'done'];

export interface Booking {
  readonly status: BookingStatus;
  readonly job: PricedJob;
  /** When the job starts, ms since the epoch, and its London day. */
  readonly start: number;
  readonly date: CalendarDate;
  /** What it holds in the diary: one span, or a working day's hours for each day of it. */
  readonly spans: readonly HeldTime[];
  readonly name: string;
  readonly phone: string;
  /** Empty when staff booked for a customer with no e-mail: then none is sent. */
  readonly email: string;
  /** Mobile work: the postcode (inside the coverage) and the address. */
  readonly postcode?: string;
  readonly address?: string;
  readonly notes?: string;
  /** The photos the visitor sent with it (`bookings/{id}/photos/{photoId}`, staff read them). */
  readonly photos?: readonly PhotoRef[];
  /**
   * Staff suggested this time in place of the one asked for (Suggest another time): the
   * customer takes it, picks another or cancels from their link. Cleared by a confirmation.
   */
  readonly suggested?: boolean;
  /** Made by a member of staff for the customer (their uid), not on the site. */
  readonly createdBy?: string;
  /** The request it was booked from (`requests/{id}`), which links back with `bookingId`. */
  readonly requestId?: string;
  /** The conversation it was booked from. */
  readonly sessionId?: string;
  /** Counts the booking's changes (0 when made): its calendar file's SEQUENCE. */
  readonly revision?: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** `bookingDays/{date}`: each booking's spans that fall on that London day, by booking id. */
export interface BookingDay {
  readonly held: Readonly<Record<string, readonly HeldTime[]>>;
}

import {
  type Booking,
  canChangeTime,
  type DaySlots,
  freeStarts,
  type HeldTime,
  jobSpans,
  londonDate,
  type TimeAction,
} from '@detailing/core/booking';
import { availabilityFor, type BookingDependencies, freeSlots } from './bookings.js';
import type { Moved, MoveResult } from './bookings-store.js';

/**
 * A booking's new time (BOOKING.md 3-4): staff Move it or Suggest another time from the diary,
 * the customer changes it from their link. The new time is one the page would offer for the
 * job (its own old time counted as free), taken in one transaction with the diary's days, as a
 * new booking's is: two changes racing for a slot cannot both win.
 */

/** Who gives the booking its new time: staff (Move, Suggest) or the customer (Reschedule). */
export type Mover = TimeAction | 'reschedule';

export const MOVE_PROBLEMS = {
  'not-allowed':
    'This booking cannot be moved now: someone changed it. The list shows it as it is.',
  'not-offered': 'That time can no longer be booked. Please choose another.',
  taken: 'That time was taken just now. Please choose another.',
} as const;

export type MoveOutcome = MoveResult | { readonly ok: false; readonly reason: 'not-offered' };

/**
 * The days and start times booking `id` could move to as staff see them (inside the minimum
 * notice too); null when there is no such booking.
 */
export async function staffTimesFor(
  deps: BookingDependencies,
  id: string,
  now: number,
): Promise<DaySlots[] | null> {
  const booking = await deps.store.booking(id);
  return booking
    ? (await freeSlots(deps.store, booking.job, now, { except: id, byStaff: true })).days
    : null;
}

/**
 * The status a booking has after its move: staff keep it (a suggestion stays a request until
 * the customer takes it); a customer's new time needs the owner's yes again, unless bookings
 * are instant.
 */
function statusAfter(booking: Booking, how: Mover, instant: boolean): Booking['status'] {
  if (how !== 'reschedule') return booking.status;
  return instant ? 'confirmed' : 'requested';
}

/** Gives booking `id` the start `start`, if its status allows `how` and the time is free. */
export async function changeTime(
  deps: BookingDependencies,
  id: string,
  start: number,
  how: Mover,
  by: string,
  now: number,
): Promise<MoveOutcome> {
  const [booking, settings] = await Promise.all([deps.store.booking(id), deps.store.settings()]);
  if (!booking) return { ok: false, reason: 'not-found' };
  const availability = availabilityFor(settings, how !== 'reschedule');
  const date = londonDate(start);
  const fits = (held: readonly HeldTime[], { job }: Booking) =>
    freeStarts(availability, held, job.length, date, now).includes(start);
  // A time the rules never offer (past, too near, a closed day, off the grid): nothing to race.
  if (!jobSpans(availability, booking.job.length, date, start) || !fits([], booking)) {
    return { ok: false, reason: 'not-offered' };
  }
  const plan = (fresh: Booking): Moved | null => {
    const allowed =
      how === 'reschedule'
        ? fresh.status === 'requested' || fresh.status === 'confirmed'
        : canChangeTime(fresh, how);
    const spans = jobSpans(availability, fresh.job.length, date, start);
    if (!allowed || !spans) return null;
    return {
      start,
      date,
      spans,
      status: statusAfter(fresh, how, settings.instant),
      suggested: how === 'suggest' || (how === 'move' && fresh.suggested === true),
      by,
    };
  };
  return deps.store.move(id, plan, fits, now);
}

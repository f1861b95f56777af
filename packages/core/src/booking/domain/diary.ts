// The staff's diary (BOOKING.md 4): the bookings from today on, the requested ones first, then
// by day; and what staff may do with each. The booking endpoint checks the same transitions.
import { WEEKDAYS } from '../../chat/domain/business-hours';
import type { PricedJob } from './catalogue';
import type { FieldProblems } from './form';
import type { Booking, BookingStatus } from './model';
import { addDays, type CalendarDate, type DaySlots, londonDate, weekdayOf } from './slots';

/** A booking with its id, as the diary shows it. */
export interface DiaryBooking extends Booking {
  readonly id: string;
}

/** What staff do with a booking; each e-mails the customer in the firm's words. */
export const STAFF_BOOKING_ACTIONS = ['confirm', 'decline', 'cancel', 'done'] as const;
export type StaffBookingAction = (typeof STAFF_BOOKING_ACTIONS)[number];

/** Each action: from which statuses, to which. */
export const BOOKING_TRANSITIONS: Readonly<
  Record<
    StaffBookingAction,
    { readonly from: readonly BookingStatus[]; readonly to: BookingStatus }
  >
> = {
  confirm: { from: ['requested'], to: 'confirmed' },
  decline: { from: ['requested'], to: 'declined' },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled' },
  done: { from: ['confirmed'], to: 'done' },
};

export const canAct = (booking: Pick<Booking, 'status'>, action: StaffBookingAction): boolean =>
  BOOKING_TRANSITIONS[action].from.includes(booking.status);

/**
 * What staff do with a booking's time: Move it (its status kept: the customer is told the new
 * time), or Suggest another time for a request they cannot take as asked (it stays a request
 * until the customer takes the new time from their link, or staff confirm it after a call).
 */
export const TIME_ACTIONS = {
  move: ['requested', 'confirmed'],
  suggest: ['requested'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type TimeAction = keyof typeof TIME_ACTIONS;

export const canChangeTime = (booking: Pick<Booking, 'status'>, action: TimeAction): boolean =>
  (TIME_ACTIONS[action] as readonly BookingStatus[]).includes(booking.status);

/** A stored photo's bytes, as the photo lists and the viewer show them. */
export interface BookingPhotoBytes {
  readonly type: string;
  readonly image: Uint8Array;
  readonly thumb: Uint8Array;
}

/** Where a booking staff make comes from: a request or a conversation (or a call: neither). */
export interface BookingOrigin {
  readonly kind: 'request' | 'conversation';
  readonly id: string;
}

/** What staff already know of the customer from where the booking comes from. */
export interface CustomerPrefill {
  readonly name?: string;
  readonly phone?: string;
  readonly email?: string;
  /** The service the customer named, in their words (a request's "service"). */
  readonly service?: string;
  readonly notes?: string;
}

/** The job staff choose: the page's step 1 and 2. */
export interface JobQuery {
  readonly service: string;
  readonly size: string;
  readonly addOns: readonly string[];
  readonly postcode?: string;
}

/** A booking staff make for a customer: the job, the time and the customer's details. */
export interface StaffBookingInput extends JobQuery {
  readonly start: number;
  readonly name: string;
  readonly phone: string;
  /** Empty for a customer with no e-mail: no e-mail is then sent. */
  readonly email: string;
  readonly address?: string;
  readonly notes?: string;
  readonly from?: BookingOrigin;
}

/** The endpoint's answer to a job's free times or a booking: or each field's problem. */
export type JobTimes =
  | { readonly ok: true; readonly job: PricedJob; readonly days: readonly DaySlots[] }
  | { readonly ok: false; readonly problems: FieldProblems };
export type Created =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly problems: FieldProblems };

export interface DiaryDay {
  readonly date: CalendarDate;
  readonly bookings: readonly DiaryBooking[];
}

/**
 * The diary as staff read it: the requests waiting for an answer (soonest first), then each
 * day with its bookings in the diary (confirmed and done), by start. Declined and cancelled
 * ones are left out: their time is free again.
 */
export function diaryOf(bookings: readonly DiaryBooking[]): {
  readonly waiting: readonly DiaryBooking[];
  readonly days: readonly DiaryDay[];
} {
  const byStart = [...bookings].sort((a, b) => a.start - b.start);
  const days = new Map<CalendarDate, DiaryBooking[]>();
  for (const booking of byStart) {
    if (booking.status !== 'confirmed' && booking.status !== 'done') continue;
    days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
  }
  return {
    waiting: byStart.filter((booking) => booking.status === 'requested'),
    days: [...days].map(([date, list]) => ({ date, bookings: list })),
  };
}

/** "Today", "Tomorrow", or the date as `formatDay` says it. */
export function dayName(date: CalendarDate, today: CalendarDate, format: (d: string) => string) {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return format(date);
}

/** The seven days, Monday to Sunday, of the week `date` is in (a desktop's week of the diary). */
export function weekOf(date: CalendarDate): readonly CalendarDate[] {
  const monday = addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
  return WEEKDAYS.map((_, i) => addDays(monday, i));
}

/**
 * The diary's bookings on each London day they hold, by when they start on it: a job of days
 * on each of its working days, not only the first (its spans say which).
 */
export function diaryByDay(
  days: readonly DiaryDay[],
): ReadonlyMap<CalendarDate, readonly DiaryBooking[]> {
  const held = new Map<CalendarDate, { booking: DiaryBooking; from: number }[]>();
  for (const booking of days.flatMap((day) => day.bookings)) {
    const spans = booking.spans.length > 0 ? booking.spans : [{ start: booking.start }];
    const seen = new Set<CalendarDate>();
    for (const span of spans) {
      const date = londonDate(span.start);
      if (seen.has(date)) continue;
      seen.add(date);
      held.set(date, [...(held.get(date) ?? []), { booking, from: span.start }]);
    }
  }
  return new Map(
    [...held].map(([date, list]) => [
      date,
      list.sort((a, b) => a.from - b.from).map((entry) => entry.booking),
    ]),
  );
}

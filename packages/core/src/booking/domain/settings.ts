// The owner's booking settings (BOOKING.md 2): `settings/booking`, written by owners in the
// console (firestore.rules checks its shape), read by the booking endpoint. One schema for both.
import * as v from 'valibot';
import { TIME_PATTERN, WEEKDAYS, type WeeklyHours } from '../../chat/domain/business-hours';
import { BOOKING_DEFAULTS, type BookingAvailability } from './slots';

const opening = v.pipe(
  v.object({
    open: v.pipe(v.string(), v.regex(TIME_PATTERN, 'Please enter a time such as 08:30.')),
    close: v.pipe(v.string(), v.regex(TIME_PATTERN, 'Please enter a time such as 17:30.')),
  }),
  v.forward(
    v.check((range) => range.open < range.close, 'Please close after opening.'),
    ['close'],
  ),
);

const whole = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`Please enter ${what}.`),
    v.integer(`Please enter ${what} as a whole number.`),
    v.minValue(min, `Please enter at least ${min}.`),
    v.maxValue(max, `Please keep it to ${max}.`),
  );

/** `YYYY-MM-DD`. */
export const CALENDAR_DATE = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export const BOOKING_SETTINGS_LIMITS = {
  capacity: 10,
  minNoticeMinutes: 14 * 24 * 60,
  windowDays: 365,
  bufferMinutes: 240,
  exceptions: 100,
} as const;

export const BookingSettingsSchema = v.object({
  hours: v.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, v.nullable(opening)])) as Record<
      (typeof WEEKDAYS)[number],
      v.NullableSchema<typeof opening, undefined>
    >,
  ),
  /** Dates that differ from their weekday: other hours, or null for a day off. */
  exceptions: v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(CALENDAR_DATE, 'Please enter a date.')),
      v.nullable(opening),
    ),
    v.check(
      (dates) => Object.keys(dates).length <= BOOKING_SETTINGS_LIMITS.exceptions,
      `Please keep it to ${BOOKING_SETTINGS_LIMITS.exceptions} dates.`,
    ),
  ),
  capacity: whole(1, BOOKING_SETTINGS_LIMITS.capacity, 'how many jobs at once'),
  minNoticeMinutes: whole(0, BOOKING_SETTINGS_LIMITS.minNoticeMinutes, 'the notice'),
  windowDays: whole(1, BOOKING_SETTINGS_LIMITS.windowDays, 'how far ahead'),
  bufferMinutes: whole(0, BOOKING_SETTINGS_LIMITS.bufferMinutes, 'the time between jobs'),
  /** Booked at once ("Booked"), or the owner confirms each ("Requested", the default). */
  instant: v.boolean(),
});

export type BookingSettings = v.InferOutput<typeof BookingSettingsSchema>;

const day = { open: '08:30', close: '17:30' };

/** Until the owner sets their own: weekdays 08:30 to 17:30, Saturday mornings, BOOKING.md's rest. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  hours: {
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: day,
    sat: { open: '09:00', close: '13:00' },
    sun: null,
  } satisfies WeeklyHours,
  exceptions: {},
  capacity: BOOKING_DEFAULTS.capacity,
  minNoticeMinutes: BOOKING_DEFAULTS.minNoticeMinutes,
  windowDays: BOOKING_DEFAULTS.windowDays,
  bufferMinutes: BOOKING_DEFAULTS.bufferMinutes,
  instant: false,
};

/**
 * The settings as stored, or the defaults when there are none. A stored document that fails the
 * schema (the rules let none through) is refused rather than guessed at.
 */
export function bookingSettingsOf(data: unknown): BookingSettings {
  if (data === undefined || data === null) return DEFAULT_BOOKING_SETTINGS;
  return v.parse(BookingSettingsSchema, data);
}

/** What the slot arithmetic needs of the settings. */
export const availabilityOf = (settings: BookingSettings): BookingAvailability => ({
  hours: settings.hours,
  exceptions: settings.exceptions,
  capacity: settings.capacity,
  minNoticeMinutes: settings.minNoticeMinutes,
  windowDays: settings.windowDays,
  bufferMinutes: settings.bufferMinutes,
  stepMinutes: BOOKING_DEFAULTS.stepMinutes,
});

/** Settings as typed into the console: the settings, or the first problem and where it is. */
export function checkBookingSettings(
  input: unknown,
):
  | { readonly ok: true; readonly settings: BookingSettings }
  | { readonly ok: false; readonly path: string; readonly message: string } {
  const result = v.safeParse(BookingSettingsSchema, input);
  if (result.success) return { ok: true, settings: result.output };
  const [issue] = result.issues;
  return { ok: false, path: v.getDotPath(issue) ?? '', message: issue.message };
}

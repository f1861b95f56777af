// Free slots for online booking (BOOKING.md 2-3, issue #44): which days and start times a job
// fits, from the owner's availability and the jobs already held. Pure and shared: the booking
// endpoint takes a slot with it in a transaction, the page shows what it returns.
import {
  BUSINESS_TIME_ZONE,
  type OpeningRange,
  type Weekday,
  WEEKDAYS,
  type WeeklyHours,
} from '../../chat/domain/business-hours';

/** A calendar day in Europe/London, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** When the firm takes jobs, as the owner sets it in the console (BOOKING.md 2). */
export interface BookingAvailability {
  /** Working hours per weekday, wall-clock times in Europe/London. */
  readonly hours: WeeklyHours;
  /** Dates that differ: other hours, or null for a day off. */
  readonly exceptions: Readonly<Record<CalendarDate, OpeningRange | null>>;
  /** How many jobs may run at once. */
  readonly capacity: number;
  /** The earliest start is this long after now. */
  readonly minNoticeMinutes: number;
  /** The latest day offered is this many days after today. */
  readonly windowDays: number;
  /** Travel time kept free between two jobs. */
  readonly bufferMinutes: number;
  /** Start times are offered on this grid from the day's opening. */
  readonly stepMinutes: number;
}

/** BOOKING.md's defaults: one job at a time, 24 h notice, 60 days ahead, 30 min between jobs. */
export const BOOKING_DEFAULTS = {
  capacity: 1,
  minNoticeMinutes: 24 * 60,
  windowDays: 60,
  bufferMinutes: 30,
  stepMinutes: 30,
} as const;

/** How long a job takes: minutes within a day, or whole working days (coatings, correction). */
export type JobLength = { readonly minutes: number } | { readonly days: number };

/** A stretch of time a job holds, ms since the epoch, `start` before `end`. */
export interface HeldTime {
  readonly start: number;
  readonly end: number;
}

/** One day's free start times, ms since the epoch, as the booking endpoint sends them. */
export interface DaySlots {
  readonly date: CalendarDate;
  readonly starts: readonly number[];
}

const MINUTE_MS = 60_000;

/** Made on first use: a bundle that never books pays nothing for it. */
let wallClock: Intl.DateTimeFormat | undefined;
const londonClock = () =>
  (wallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The wall clock in London at `ms`: its fields, numbers. */
function londonFields(ms: number) {
  const parts: Record<string, number> = {};
  for (const part of londonClock().formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 1970,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
  };
}

/** London's offset from UTC at `ms` (0 in winter, an hour in summer), in ms. */
function londonOffset(ms: number): number {
  const f = londonFields(ms);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  return wall - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The London calendar day at `ms`. */
export function londonDate(ms: number): CalendarDate {
  const f = londonFields(ms);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}`;
}

function parseDate(date: CalendarDate): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return [y, m, d];
}

/** `date` plus `days` calendar days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a calendar day. */
export function weekdayOf(date: CalendarDate): Weekday {
  const [y, m, d] = parseDate(date);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7] ?? 'mon';
}

/**
 * The instant a London wall-clock time (`HH:MM`) happens on `date`, daylight saving included:
 * 09:00 on 29 March 2026 (the first day of summer time) is 08:00 UTC.
 */
export function londonTime(date: CalendarDate, time: string): number {
  const [y, m, d] = parseDate(date);
  const [h = 0, min = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - londonOffset(wall);
  // Near a change the offset at the first guess may be the other one: look again there.
  return wall - londonOffset(first);
}

/** The hours the firm works on `date`: the exception's, else the weekday's; null when closed. */
export function openingOn(availability: BookingAvailability, date: CalendarDate) {
  const exception = availability.exceptions[date];
  return exception !== undefined ? exception : availability.hours[weekdayOf(date)];
}

/** The day's working hours as instants, or null on a day off. */
function workingSpan(availability: BookingAvailability, date: CalendarDate): HeldTime | null {
  const opening = openingOn(availability, date);
  if (!opening) return null;
  return { start: londonTime(date, opening.open), end: londonTime(date, opening.close) };
}

/** A multi-day job looks this far ahead for its working days (a long holiday between them). */
const MAX_DAYS_SPREAD = 31;

/**
 * What a job starting at `start` on `date` holds: a job in minutes, that stretch (within the
 * day's hours); a job in days, the working hours of that many working days from `date` (days
 * off between them are skipped: Friday and Monday for two days over a weekend). Null when it
 * does not fit.
 */
export function jobSpans(
  availability: BookingAvailability,
  job: JobLength,
  date: CalendarDate,
  start: number,
): readonly HeldTime[] | null {
  const day = workingSpan(availability, date);
  if (!day || start < day.start) return null;
  if ('minutes' in job) {
    const end = start + job.minutes * MINUTE_MS;
    return end <= day.end ? [{ start, end }] : null;
  }
  if (start !== day.start) return null;
  const spans: HeldTime[] = [day];
  for (let next = 1; spans.length < job.days && next <= MAX_DAYS_SPREAD; next += 1) {
    const span = workingSpan(availability, addDays(date, next));
    if (span) spans.push(span);
  }
  return spans.length === job.days ? spans : null;
}

/**
 * Whether `spans` are free: with the buffer kept before and after each, at no moment do they
 * meet `capacity` jobs already held.
 */
export function spansFree(
  availability: BookingAvailability,
  held: readonly HeldTime[],
  spans: readonly HeldTime[],
): boolean {
  const buffer = availability.bufferMinutes * MINUTE_MS;
  return spans.every((span) => {
    const from = span.start - buffer;
    const to = span.end + buffer;
    const meeting = held.filter((h) => h.start < to && from < h.end);
    if (meeting.length < availability.capacity) return true;
    // The most held at once within the span: at each start among them, how many run.
    return meeting.every(
      (at) =>
        meeting.filter(
          (h) => h.start <= Math.max(at.start, from) && Math.max(at.start, from) < h.end,
        ).length < availability.capacity,
    );
  });
}

/** The first moment a job may start: now plus the minimum notice. */
const earliestStart = (availability: BookingAvailability, now: number) =>
  now + availability.minNoticeMinutes * MINUTE_MS;

/** The last day offered: today (London) plus the booking window. */
const lastDay = (availability: BookingAvailability, now: number) =>
  addDays(londonDate(now), availability.windowDays);

/**
 * The start times (ms since the epoch) free for `job` on `date`: on the step grid from the
 * day's opening (a job in days: the opening only), after the minimum notice, within the
 * booking window, where the job fits the day's hours and meets fewer than `capacity` jobs.
 */
export function freeStarts(
  availability: BookingAvailability,
  held: readonly HeldTime[],
  job: JobLength,
  date: CalendarDate,
  now: number,
): number[] {
  if (date > lastDay(availability, now)) return [];
  const day = workingSpan(availability, date);
  if (!day) return [];
  const earliest = earliestStart(availability, now);
  const step = availability.stepMinutes * MINUTE_MS;
  const grid: number[] = [];
  // A job in days starts at the opening only.
  const last = 'days' in job ? day.start : day.end - 1;
  for (let start = day.start; start <= last; start += step) grid.push(start);
  return grid.filter((start) => {
    if (start < earliest) return false;
    const spans = jobSpans(availability, job, date, start);
    return spans !== null && spansFree(availability, held, spans);
  });
}

/** The days from today to the end of the window with at least one free start for `job`. */
export function freeDays(
  availability: BookingAvailability,
  held: readonly HeldTime[],
  job: JobLength,
  now: number,
): CalendarDate[] {
  const days: CalendarDate[] = [];
  const last = lastDay(availability, now);
  for (let date = londonDate(now); date <= last; date = addDays(date, 1)) {
    if (freeStarts(availability, held, job, date, now).length > 0) days.push(date);
  }
  return days;
}

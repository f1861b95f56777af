// Opening hours and the away state (CHAT-PRODUCT.md 4, "Business hours and away").
//
// This file imports nothing: `functions/src/business-hours.ts` is a byte-for-byte copy (the
// functions deploy on their own and cannot import a workspace package), and a unit test
// (`functions/src/business-hours.test.ts`) keeps the two identical.

/** The seven keys of `hours`, Monday first (the order the console shows). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Where the business is: its hours are wall-clock times there, summer time included. */
export const BUSINESS_TIME_ZONE = 'Europe/London';

/** One opening on a day, as `HH:MM` (24-hour) in Europe/London; `open` is before `close`. */
export interface OpeningRange {
  readonly open: string;
  readonly close: string;
}

/** Each weekday's opening, or null when closed all day. */
export type WeeklyHours = { readonly [D in Weekday]: OpeningRange | null };

/** The `settings/chat` document: public to read, written by staff. */
export interface ChatSettings {
  readonly hours: WeeklyHours;
  /** Staff's switch: away now, whatever the hours say. */
  readonly away: boolean;
  /** What the automatic reply says (1..AWAY_MESSAGE_MAX_LENGTH, like a message). */
  readonly awayMessage: string;
}

/** The away message until staff write their own (the automatic reply says it). */
export const DEFAULT_AWAY_MESSAGE =
  "Thanks for your message. We're away right now and will reply as soon as we're back. " +
  'Leave your phone number and we will call you back.';

/** `HH:MM`, 00:00 to 23:59; the rules hold the same pattern. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const WEEKDAY_BY_SHORT_NAME: Readonly<Record<string, Weekday>> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** The weekday and `HH:MM` on a wall clock in Europe/London at `now` (ms since the epoch). */
export function businessClock(now: number): { readonly weekday: Weekday; readonly time: string } {
  let weekday: Weekday | undefined;
  let hour = '';
  let minute = '';
  for (const part of clockFormat.formatToParts(now)) {
    if (part.type === 'weekday') weekday = WEEKDAY_BY_SHORT_NAME[part.value];
    else if (part.type === 'hour') hour = part.value;
    else if (part.type === 'minute') minute = part.value;
  }
  if (!weekday || hour === '' || minute === '') {
    throw new Error(`Cannot read the time in ${BUSINESS_TIME_ZONE} from this runtime.`);
  }
  return { weekday, time: `${hour}:${minute}` };
}

/**
 * The last minute a closing time can name. Closing then means "at midnight": a day open from
 * 00:00 to 23:59 is open all day, as a person who picks those times means (a time input cannot
 * say 24:00), and two such days in a row leave no closed minute between them.
 */
const END_OF_DAY = '23:59';

/** Whether `now` falls in that day's opening (from `open` inclusive to `close` exclusive). */
export function isOpenAt(hours: WeeklyHours, now: number): boolean {
  const { weekday, time } = businessClock(now);
  const range = hours[weekday];
  // `HH:MM` strings compare as times do.
  return range !== null && range.open <= time && (time < range.close || range.close === END_OF_DAY);
}

/** Away: staff switched it on, or it is outside the opening hours (Europe/London). */
export function isAway(settings: ChatSettings, now: number): boolean {
  return settings.away || !isOpenAt(settings.hours, now);
}

const DAY_NAMES: Readonly<Record<string, Weekday>> = {
  monday: 'mon',
  tuesday: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
  sunday: 'sun',
};

/**
 * The weekdays a line of the business profile names: "Saturday", or a span such as "Monday to
 * Friday". Throws on anything else, so a profile edit that this cannot read fails its test
 * instead of silently closing the chat.
 */
export function weekdaysOf(days: string): Weekday[] {
  const [from, to, ...rest] = days
    .trim()
    .toLowerCase()
    .split(/\s+to\s+|\s*[-–]\s*/);
  const first = from === undefined ? undefined : DAY_NAMES[from];
  const last = to === undefined ? first : DAY_NAMES[to];
  if (!first || !last || rest.length > 0) {
    throw new Error(`Cannot read the days "${days}" of the opening hours.`);
  }
  const start = WEEKDAYS.indexOf(first);
  const end = WEEKDAYS.indexOf(last);
  if (end < start) throw new Error(`The days "${days}" run backwards.`);
  return WEEKDAYS.slice(start, end + 1);
}

/** The business profile's opening hours (`business.openingHours` in @detailing/ui) as `hours`. */
export function hoursFromProfile(
  openingHours: readonly {
    readonly days: string;
    readonly opens: string;
    readonly closes: string;
  }[],
): WeeklyHours {
  const hours: Record<Weekday, OpeningRange | null> = {
    mon: null,
    tue: null,
    wed: null,
    thu: null,
    fri: null,
    sat: null,
    sun: null,
  };
  for (const line of openingHours) {
    for (const day of weekdaysOf(line.days)) hours[day] = { open: line.opens, close: line.closes };
  }
  return hours;
}

/** The settings while `settings/chat` does not exist: the profile's hours, not away. */
export function defaultChatSettings(
  openingHours: Parameters<typeof hoursFromProfile>[0],
): ChatSettings {
  return { hours: hoursFromProfile(openingHours), away: false, awayMessage: DEFAULT_AWAY_MESSAGE };
}

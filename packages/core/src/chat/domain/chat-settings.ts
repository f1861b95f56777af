import {
  type ChatSettings,
  type OpeningRange,
  TIME_PATTERN,
  type Weekday,
  WEEKDAYS,
} from './business-hours';
import { validateMessage } from './validation';

/** The away message's limit, in UTF-16 code units (the rules' `awayMessage.size()` agrees). */
export const AWAY_MESSAGE_MAX_LENGTH = 500;

export type SettingsValidation =
  | { readonly ok: true; readonly settings: ChatSettings }
  | { readonly ok: false; readonly problem: string };

const DAY_LABELS: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** "Monday" for `mon`, and so on. */
export const weekdayLabel = (day: Weekday): string => DAY_LABELS[day];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkRange(day: Weekday, value: unknown): OpeningRange | null | string {
  if (value === null) return null;
  const label = DAY_LABELS[day];
  if (!isRecord(value)) return `${label}: give opening and closing times, or mark it closed.`;
  const { open, close, ...rest } = value;
  if (Object.keys(rest).length > 0) return `${label}: only opening and closing times.`;
  if (typeof open !== 'string' || !TIME_PATTERN.test(open)) {
    return `${label}: the opening time must be like 08:00.`;
  }
  if (typeof close !== 'string' || !TIME_PATTERN.test(close)) {
    return `${label}: the closing time must be like 18:00.`;
  }
  if (open >= close) return `${label}: the opening time must be before the closing time.`;
  return { open, close };
}

/**
 * Settings as staff save them (and as the rules accept them): exactly `hours` (the seven
 * weekdays, each null or { open, close } with HH:MM times, open before close), `away` and
 * `awayMessage` (trimmed, 1..500, no control characters). The problem says what to fix.
 */
export function validateChatSettings(input: unknown): SettingsValidation {
  if (!isRecord(input)) return { ok: false, problem: 'Settings must be an object.' };
  const { hours, away, awayMessage, ...rest } = input;
  if (Object.keys(rest).length > 0) {
    return { ok: false, problem: `Unknown settings: ${Object.keys(rest).join(', ')}.` };
  }
  if (!isRecord(hours)) return { ok: false, problem: 'Opening hours are missing.' };
  const extraDays = Object.keys(hours).filter(
    (key) => !(WEEKDAYS as readonly string[]).includes(key),
  );
  if (extraDays.length > 0) return { ok: false, problem: `Unknown days: ${extraDays.join(', ')}.` };
  const days: (OpeningRange | null)[] = [];
  for (const day of WEEKDAYS) {
    if (!(day in hours)) return { ok: false, problem: `${DAY_LABELS[day]} is missing.` };
    const range = checkRange(day, hours[day]);
    if (typeof range === 'string') return { ok: false, problem: range };
    days.push(range);
  }
  const [mon = null, tue = null, wed = null, thu = null, fri = null, sat = null, sun = null] = days;
  if (typeof away !== 'boolean') return { ok: false, problem: 'Away must be on or off.' };
  if (typeof awayMessage !== 'string') return { ok: false, problem: 'Write an away message.' };
  const message = validateMessage(awayMessage);
  if (!message.ok && message.reason !== 'too-long') {
    return {
      ok: false,
      problem: message.reason === 'empty' ? 'Write an away message.' : message.message,
    };
  }
  const content = message.ok ? message.content : awayMessage.trim();
  if (content.length > AWAY_MESSAGE_MAX_LENGTH) {
    return {
      ok: false,
      problem:
        `The away message can be up to ${AWAY_MESSAGE_MAX_LENGTH} characters; ` +
        `this one has ${content.length}.`,
    };
  }
  return {
    ok: true,
    settings: {
      hours: { mon, tue, wed, thu, fri, sat, sun },
      away,
      awayMessage: content,
    },
  };
}

// How booking says prices, lengths, days and times: as people in the UK do, in London time.
import type { CalendarDate, JobLength } from './slots';
import { BUSINESS_TIME_ZONE } from '../../chat/domain/business-hours';

/** "£1,250". */
export const formatPounds = (pounds: number): string => `£${pounds.toLocaleString('en-GB')}`;

/** "2 hours 30 minutes", "1 day", "2 days". */
export function formatLength(length: JobLength): string {
  if ('days' in length) return length.days === 1 ? '1 day' : `${length.days} days`;
  const hours = Math.floor(length.minutes / 60);
  const minutes = length.minutes % 60;
  const h = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
  const m = minutes === 0 ? '' : `${minutes} minutes`;
  return [h, m].filter(Boolean).join(' ');
}

let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** "Tuesday 1 December". */
export const formatDay = (date: CalendarDate): string =>
  (dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })).format(Date.parse(`${date}T12:00:00Z`));

/** "09:30", on London's clock. */
export const formatTime = (ms: number): string =>
  (timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).format(ms);

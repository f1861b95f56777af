import { clockTime } from '@detailing/ui/message-text';
import { fullTime } from '../../lib/relative-time';

/** When something was published or asked for: "14:03" today, "26 Nov 2026, 14:03" before. */
export function when(time: number, now = Date.now()): string {
  return new Date(time).toDateString() === new Date(now).toDateString()
    ? clockTime(time)
    : fullTime(time);
}

import { clockTime } from '@detailing/ui/message-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/*
 * Formatters made once: toLocale*String with options builds a new Intl.DateTimeFormat on every
 * call, and a conversation formats two per message on each render (measurable with hundreds of
 * messages arriving during a flood).
 */
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateAndTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});

const startOfDay = (time: number) => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/**
 * How long ago, the way the conversation list says it: "just now", "5 min ago", "3 h ago",
 * "yesterday", "4 days ago", then a date ("12 Mar" this year, "12 Mar 2025" before).
 */
export function relativeTime(time: number, now: number): string {
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY);
  if (days === 0) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return (sameYear ? dayMonth : dayMonthYear).format(time);
}

/** A message's time of day ("14:05"), or day and time when not today. */
export function messageTime(time: number, now: number): string {
  const clock = clockTime(time);
  if (startOfDay(time) === startOfDay(now)) return clock;
  return `${dayMonth.format(time)}, ${clock}`;
}

/** The full date and time, for tooltips and `<time>` titles. */
export const fullTime = (time: number): string => dateAndTime.format(time);

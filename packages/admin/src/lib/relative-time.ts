const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  return new Date(time).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** A message's time of day ("14:05"), or day and time when not today. */
export function messageTime(time: number, now: number): string {
  const clock = new Date(time).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (startOfDay(time) === startOfDay(now)) return clock;
  const day = new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return `${day}, ${clock}`;
}

/** The full date and time, for tooltips and `<time>` titles. */
export const fullTime = (time: number): string =>
  new Date(time).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

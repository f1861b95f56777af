/**
 * Times of day as the UK writes them: en-GB, 24-hour ("09:05", "21:40"), whatever the browser's
 * own locale (CHAT-PRODUCT.md 3, "Times"). One formatter, made once: building an
 * Intl.DateTimeFormat per message costs more than formatting with it.
 */
export const clockFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14:05" for a time in milliseconds since the epoch, in the browser's time zone. */
export const clockTime = (time: number): string => clockFormat.format(time);

import {
  BOOKING_TRANSITIONS,
  canAct,
  canChangeTime,
  type BookingsBackend,
  type DiaryBooking,
} from '../../booking/diary';
import { type DaySlots, londonDate } from '../../booking/slots';
import { ChatBackendError } from '../../domain/errors';
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from '../../booking/settings';

/**
 * The diary in memory, for the console's component tests: the bookings as given, live, and the
 * staff's actions with the endpoint's transitions and words; `failNext` makes the next action
 * fail as the endpoint would.
 */
export function createMemoryBookings(initial: readonly DiaryBooking[]) {
  let bookings = [...initial];
  const watchers = new Set<{ from: string; onChange: (b: readonly DiaryBooking[]) => void }>();
  let failure: string | undefined;
  let settings: BookingSettings = DEFAULT_BOOKING_SETTINGS;
  let freeTimes: readonly DaySlots[] = [];
  const failed = () => {
    const message = failure;
    failure = undefined;
    return message;
  };
  const settingsWatchers = new Set<(settings: BookingSettings) => void>();
  const notify = () => {
    for (const watcher of watchers) {
      watcher.onChange(bookings.filter((b) => b.date >= watcher.from));
    }
  };
  const backend: BookingsBackend = {
    watchBookings(from, onChange) {
      const watcher = { from, onChange };
      watchers.add(watcher);
      queueMicrotask(() => {
        if (watchers.has(watcher)) onChange(bookings.filter((b) => b.date >= from));
      });
      return () => watchers.delete(watcher);
    },
    watchSettings(onChange) {
      settingsWatchers.add(onChange);
      queueMicrotask(() => {
        if (settingsWatchers.has(onChange)) onChange(settings);
      });
      return () => settingsWatchers.delete(onChange);
    },
    async saveSettings(next) {
      await Promise.resolve();
      const message = failed();
      if (message) throw new ChatBackendError('permission-denied', message);
      settings = next;
      for (const watcher of settingsWatchers) watcher(settings);
    },
    async freeTimes() {
      await Promise.resolve();
      const message = failed();
      if (message) throw new ChatBackendError('unavailable', message);
      return freeTimes;
    },
    async changeTime(id, action, start) {
      await Promise.resolve();
      const message = failed();
      if (message) throw new ChatBackendError('invalid-argument', message);
      const booking = bookings.find((b) => b.id === id);
      if (!booking || !canChangeTime(booking, action)) {
        throw new ChatBackendError('invalid-argument', 'This booking cannot be changed now.');
      }
      const shift = start - booking.start;
      bookings = bookings.map((b) =>
        b.id === id
          ? {
              ...b,
              start,
              date: londonDate(start),
              spans: b.spans.map((span) => ({ start: span.start + shift, end: span.end + shift })),
              suggested: action === 'suggest',
            }
          : b,
      );
      notify();
    },
    async act(id, action) {
      await Promise.resolve();
      const message = failed();
      if (message) throw new ChatBackendError('invalid-argument', message);
      const booking = bookings.find((b) => b.id === id);
      if (!booking) throw new ChatBackendError('not-found', 'This booking is no longer there.');
      if (!canAct(booking, action)) {
        throw new ChatBackendError('invalid-argument', 'This booking cannot be changed now.');
      }
      // A confirmation settles a suggested time, as the endpoint's does.
      bookings = bookings.map((b) =>
        b.id === id ? { ...b, status: BOOKING_TRANSITIONS[action].to, suggested: false } : b,
      );
      notify();
    },
  };
  return {
    backend,
    bookings: () => bookings,
    settings: () => settings,
    failNext(message: string) {
      failure = message;
    },
    /** What `freeTimes` answers from now on. */
    setFreeTimes(days: readonly DaySlots[]) {
      freeTimes = days;
    },
  };
}

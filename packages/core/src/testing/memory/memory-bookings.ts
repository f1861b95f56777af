import type { BookingsBackend } from '../../booking/backend';
import { type Catalogue, priceJob } from '../../booking/domain/catalogue';
import {
  BOOKING_TRANSITIONS,
  canAct,
  canChangeTime,
  type BookingPhotoBytes,
  type CustomerPrefill,
  type DiaryBooking,
  type StaffBookingInput,
} from '../../booking/domain/diary';
import { checkBookingDetails } from '../../booking/domain/form';
import { type DaySlots, londonDate, londonTime } from '../../booking/domain/slots';
import { ChatBackendError } from '../../shared/domain/errors';
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from '../../booking/domain/settings';

/**
 * The diary in memory, for the console's component tests: the bookings as given, live, and the
 * staff's actions with the endpoint's transitions and words; `failNext` makes the next action
 * fail as the endpoint would.
 */
export function createMemoryBookings(initial: readonly DiaryBooking[], catalogue?: Catalogue) {
  let bookings = [...initial];
  const watchers = new Set<{ from: string; onChange: (b: readonly DiaryBooking[]) => void }>();
  let failure: string | undefined;
  let settings: BookingSettings = DEFAULT_BOOKING_SETTINGS;
  let freeTimes: readonly DaySlots[] = [];
  let customers: Readonly<Record<string, CustomerPrefill>> = {};
  const photos = new Map<string, BookingPhotoBytes>();
  const created: StaffBookingInput[] = [];
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
    async jobTimes(query) {
      await Promise.resolve();
      if (!catalogue) return { ok: false, problems: { service: 'No catalogue in this test.' } };
      const priced = priceJob(catalogue, query);
      if (!priced.ok) return { ok: false, problems: { service: priced.reason } };
      return { ok: true, job: priced.job, days: freeTimes };
    },
    async createBooking(input) {
      await Promise.resolve();
      const message = failed();
      if (message) throw new ChatBackendError('unavailable', message);
      const priced = catalogue ? priceJob(catalogue, input) : null;
      if (!priced?.ok) return { ok: false, problems: { service: 'Please choose a service.' } };
      const details = checkBookingDetails(input, priced.job.mobile, { byStaff: true });
      if (!details.ok) return { ok: false, problems: details.problems };
      created.push(input);
      const id = `made-${created.length}`;
      const end =
        input.start + ('minutes' in priced.job.length ? priced.job.length.minutes : 540) * 60_000;
      bookings = [
        ...bookings,
        {
          id,
          status: 'confirmed',
          job: priced.job,
          start: input.start,
          date: londonDate(input.start),
          spans: [{ start: input.start, end }],
          ...details.details,
          createdBy: 'staff',
          ...(input.from?.kind === 'request' ? { requestId: input.from.id } : {}),
          ...(input.from?.kind === 'conversation' ? { sessionId: input.from.id } : {}),
          createdAt: Date.now(),
          updatedAt: Date.now(),
        },
      ];
      notify();
      return { ok: true, id };
    },
    async photo(bookingId, photoId) {
      await Promise.resolve();
      const found = photos.get(`${bookingId}/${photoId}`);
      if (!found) throw new ChatBackendError('not-found', 'This photo is not there.');
      return found;
    },
    async customerFrom(origin) {
      await Promise.resolve();
      return customers[`${origin.kind}:${origin.id}`] ?? {};
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
    /** A booking's photo's bytes, as `photo` answers them. */
    setPhoto(bookingId: string, photoId: string, bytes: BookingPhotoBytes) {
      photos.set(`${bookingId}/${photoId}`, bytes);
    },
    /** The bookings staff made, as they sent them. */
    created: () => created,
    /** What `customerFrom` answers for `kind:id`. */
    setCustomers(next: Readonly<Record<string, CustomerPrefill>>) {
      customers = next;
    },
    /** What `freeTimes` and `jobTimes` answer from now on. */
    setFreeTimes(days: readonly DaySlots[]) {
      freeTimes = days;
    },
  };
}

/**
 * A booking for the diary's tests: a Medium Decontamination Wash (3½ hours, at the customer's
 * in BH23) on `date` at `time` (London) for "Customer `id`", waiting for an answer unless
 * `overrides` say otherwise.
 */
export function buildDiaryBooking(
  id: string,
  date: string,
  time: string,
  overrides: Partial<DiaryBooking> = {},
): DiaryBooking {
  const start = londonTime(date, time);
  return {
    id,
    status: 'requested',
    job: {
      service: 'decontamination-wash',
      serviceName: 'Decontamination Wash',
      size: 'medium',
      addOns: [],
      total: 115,
      length: { minutes: 210 },
      mobile: true,
    },
    start,
    date,
    spans: [{ start, end: start + 210 * 60_000 }],
    name: `Customer ${id}`,
    phone: '07700 900123',
    email: `${id}@example.com`,
    postcode: 'BH23 1AA',
    createdAt: Date.now(),
    updatedAt: Date.now(),
    ...overrides,
  };
}

/**
 * A confirmed Ceramic Coating (Large) held on each of `days` (London dates), from `time` on the
 * first and 09:00 on the others, to 17:30: a job of days, or of two hours on one day.
 */
export function buildCoatingBooking(id: string, days: readonly string[], time = '09:00') {
  const first = days[0] ?? '2026-12-01';
  const start = londonTime(first, time);
  return buildDiaryBooking(id, first, time, {
    status: 'confirmed',
    job: {
      service: 'ceramic-coating',
      serviceName: 'Ceramic Coating',
      size: 'large',
      addOns: [],
      total: 650,
      length: days.length > 1 ? { days: days.length } : { minutes: 120 },
      mobile: false,
    },
    spans: days.map((date) => ({
      start: date === first ? start : londonTime(date, '09:00'),
      end: londonTime(date, '17:30'),
    })),
  });
}

// The console's diary store (BOOKING.md 4): the bookings from a day on, live, and the staff's
// actions on them, each with its own progress and problem, so one failing leaves the rest.
import type { BookingsBackend } from './backend';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { liveQuery, type LoadStatus } from '../shared/live-query';
import type {
  BookingPhotoBytes,
  DiaryBooking,
  StaffBookingAction,
  TimeAction,
} from './domain/diary';
import type { CalendarDate, DaySlots } from './domain/slots';

export interface BookingsState {
  readonly status: LoadStatus;
  readonly bookings: readonly DiaryBooking[];
  /** The action under way on a booking, by id. */
  readonly pending: Readonly<Record<string, StaffBookingAction | TimeAction>>;
  /** Why a booking's last action failed, by id (the endpoint's words). */
  readonly problems: Readonly<Record<string, string>>;
  act(id: string, action: StaffBookingAction): Promise<void>;
  /** One of a booking's photos. */
  photo(bookingId: string, photoId: string): Promise<BookingPhotoBytes>;
  /** The free times a booking could move to (the endpoint's). */
  freeTimes(id: string): Promise<readonly DaySlots[]>;
  /** Moves a booking or suggests a time; resolves true once the endpoint took it. */
  changeTime(id: string, action: TimeAction, start: number): Promise<boolean>;
  retry(): void;
  dispose(): void;
}

export type BookingsStore = StoreApi<BookingsState>;

const without = <T>(record: Readonly<Record<string, T>>, key: string) => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

export function createBookingsStore(backend: BookingsBackend, from: CalendarDate): BookingsStore {
  let disposed = false;
  const store = createStore<BookingsState>()((set, get) => {
    const query = liveQuery<readonly DiaryBooking[]>(
      (onValue, onError) => backend.watchBookings(from, onValue, onError),
      (change) =>
        set(
          change.status === 'ready'
            ? { status: 'ready', bookings: change.value }
            : { status: change.status },
        ),
    );
    // Started once the store exists (a watch reports `loading` at once).
    queueMicrotask(() => {
      if (!disposed) query.start();
    });
    /** One action at a time per booking, its failure in the endpoint's words on the card. */
    const run = async (
      id: string,
      action: StaffBookingAction | TimeAction,
      work: () => Promise<void>,
    ) => {
      if (get().pending[id]) return false;
      set({ pending: { ...get().pending, [id]: action }, problems: without(get().problems, id) });
      try {
        await work();
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : 'That did not work.';
        set({ problems: { ...get().problems, [id]: message } });
        return false;
      } finally {
        set({ pending: without(get().pending, id) });
      }
    };
    return {
      status: 'loading',
      bookings: [],
      pending: {},
      problems: {},
      async act(id, action) {
        await run(id, action, () => backend.act(id, action));
      },
      freeTimes: (id) => backend.freeTimes(id),
      photo: (bookingId, photoId) => backend.photo(bookingId, photoId),
      changeTime: (id, action, start) =>
        run(id, action, () => backend.changeTime(id, action, start)),
      retry: () => query.start(),
      dispose: () => {
        disposed = true;
        query.stop();
      },
    };
  });
  return store;
}

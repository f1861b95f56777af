// The diary's port (BOOKING.md 4).
import type {
  BookingOrigin,
  BookingPhotoBytes,
  Created,
  CustomerPrefill,
  DiaryBooking,
  JobQuery,
  JobTimes,
  StaffBookingAction,
  StaffBookingInput,
  TimeAction,
} from './domain/diary';
import type { BookingSettings } from './domain/settings';
import type { CalendarDate, DaySlots } from './domain/slots';
import type { ErrorListener, Unsubscribe } from '../shared/backend';

/** The diary on the console's side: live bookings, and the staff's actions (the endpoint's). */
export interface BookingsBackend {
  /** Bookings whose first day is `from` or later, by start, live. */
  watchBookings(
    from: CalendarDate,
    onChange: (bookings: readonly DiaryBooking[]) => void,
    onError: ErrorListener,
  ): Unsubscribe;
  /** Does `action` to booking `id`; rejects with the endpoint's words when it may not. */
  act(id: string, action: StaffBookingAction): Promise<void>;
  /** The free start times booking `id` could move to (its own time counted as free). */
  freeTimes(id: string): Promise<readonly DaySlots[]>;
  /** Moves booking `id` to `start`, or suggests `start` for it; rejects with the endpoint's words. */
  changeTime(id: string, action: TimeAction, start: number): Promise<void>;
  /** The free times for a job (the booking page's own), or why it cannot be booked. */
  jobTimes(query: JobQuery): Promise<JobTimes>;
  /** Books for a customer into the diary at once; refused field by field with the page's words. */
  createBooking(input: StaffBookingInput): Promise<Created>;
  /** One of a booking's photos (staff read them): its type, image and thumbnail. */
  photo(bookingId: string, photoId: string): Promise<BookingPhotoBytes>;
  /** What the request or conversation says of the customer (nothing when it is gone). */
  customerFrom(origin: BookingOrigin): Promise<CustomerPrefill>;
  /** The owner's booking settings (the defaults until saved), live. */
  watchSettings(onChange: (settings: BookingSettings) => void, onError: ErrorListener): Unsubscribe;
  /** Saves them whole (owners only: the rules refuse anyone else). */
  saveSettings(settings: BookingSettings): Promise<void>;
}

// Online booking (BOOKING.md, issue #44): the catalogue's prices, the owner's settings, the free
// slots and the form, pure and shared by the page, the console and the booking endpoint.
export {
  bookableOnline,
  type Catalogue,
  catalogueOf,
  type CatalogueService,
  isServiceSlug,
  isVehicleSize,
  type JobChoice,
  type JobRefusal,
  lengthOf,
  type PricedJob,
  jobAddOns,
  jobTitle,
  priceJob,
} from './domain/catalogue';
export { formatDay, formatLength, formatPounds, formatTime } from './domain/format';
export {
  BOOKING_LIMITS,
  BOOKING_TEXTS,
  type BookingDetails,
  BookingDetailsSchema,
  checkBookingDetails,
  StaffBookingDetailsSchema,
  type FieldProblems,
} from './domain/form';
export {
  type Booking,
  type BookingDay,
  type BookingStatus,
  BOOKING_STATUSES,
  HOLDING_STATUSES,
} from './domain/model';
export { inCoverage, normalisePostcode } from './domain/postcode';
export {
  availabilityOf,
  BOOKING_SETTINGS_LIMITS,
  type BookingSettings,
  bookingSettingsOf,
  BookingSettingsSchema,
  checkBookingSettings,
  CALENDAR_DATE,
  DEFAULT_BOOKING_SETTINGS,
} from './domain/settings';
export {
  addDays,
  BOOKING_DEFAULTS,
  type BookingAvailability,
  type CalendarDate,
  type DaySlots,
  freeDays,
  freeStarts,
  type HeldTime,
  jobSpans,
  type JobLength,
  londonDate,
  londonTime,
  openingOn,
  spansFree,
  weekdayOf,
} from './domain/slots';
export {
  BOOKING_TRANSITIONS,
  type BookingOrigin,
  type BookingPhotoBytes,
  type Created,
  type CustomerPrefill,
  type JobQuery,
  type JobTimes,
  type StaffBookingInput,
  canAct,
  canChangeTime,
  dayName,
  type DiaryBooking,
  type DiaryDay,
  diaryByDay,
  diaryOf,
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
  TIME_ACTIONS,
  type TimeAction,
  weekOf,
} from './domain/diary';
// A booking from a quote in the chat (BOOKING.md 5): the page and the endpoint read it alike.
export { jobOfQuote, type Quote, quoteValid } from '../quotes/domain/quote';
export {
  parseQuoteRef,
  QUOTE_BOOKING_TEXTS,
  QUOTE_PARAM,
  QUOTE_REFUSAL_STATUS,
  quoteBookingPath,
  type QuoteBookingRefusal,
  type QuoteRef,
  quoteRefText,
  storedQuote,
} from '../quotes/domain/quote-booking';
export { type BookingsState, type BookingsStore, createBookingsStore } from './store';
export type { BookingsBackend } from './backend';

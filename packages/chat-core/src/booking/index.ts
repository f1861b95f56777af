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
  priceJob,
} from './catalogue';
export { formatDay, formatLength, formatPounds, formatTime } from './format';
export {
  BOOKING_LIMITS,
  BOOKING_TEXTS,
  type BookingDetails,
  BookingDetailsSchema,
  checkBookingDetails,
  StaffBookingDetailsSchema,
  type FieldProblems,
} from './form';
export {
  type Booking,
  type BookingDay,
  type BookingStatus,
  BOOKING_STATUSES,
  HOLDING_STATUSES,
} from './model';
export { inCoverage, normalisePostcode } from './postcode';
export {
  availabilityOf,
  BOOKING_SETTINGS_LIMITS,
  type BookingSettings,
  bookingSettingsOf,
  BookingSettingsSchema,
  checkBookingSettings,
  CALENDAR_DATE,
  DEFAULT_BOOKING_SETTINGS,
} from './settings';
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
} from './slots';
export {
  BOOKING_TRANSITIONS,
  type BookingOrigin,
  type BookingPhotoBytes,
  type BookingsBackend,
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
} from './diary';
export { type BookingsState, type BookingsStore, createBookingsStore } from './store';

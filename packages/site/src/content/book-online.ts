import { catalogueOf } from '@detailing/core/booking';
import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { SERVICE_CATEGORIES, type ServiceSlug } from '@detailing/site-content/slugs';

/** /book-online's words (BOOKING.md 3): its steps, buttons and the answers it shows. */
export const BOOK_ONLINE_TEXTS = {
  eyebrow: 'Booking',
  title: 'Book Online',
  lede: 'Choose your service and vehicle size, see the price, and pick a free time. No payment online.',
  steps: {
    service: 'Your service',
    where: 'Where',
    when: 'Day and time',
    details: 'Your details',
  },
  service: 'Service',
  size: 'Vehicle size',
  addOns: 'Add-ons',
  total: 'Total',
  postcode: 'Your postcode',
  postcodeHint: 'We come to your home or workplace for this service.',
  workshop: 'This service is done at our unit in Christchurch, so there is no postcode to give.',
  chooseFirst: 'Choose your vehicle’s size to see the free times.',
  postcodeFirst: 'Enter your postcode to see the free times.',
  loading: 'Finding free times…',
  noDays: 'There are no free times in the coming weeks. Please call us and we will find one.',
  slotsFailed: 'We could not load the free times. Please try again.',
  retry: 'Try again',
  day: 'Day',
  time: 'Start time',
  noScript: 'Press “See free times” and the next free days are shown on the next page.',
  seeTimes: 'See free times',
  confirm: 'Confirm booking',
  sending: 'Booking…',
  failed: 'We could not send your booking. Please check your connection and try again.',
  requested: 'Requested: we’ll confirm by e-mail',
  booked: 'Booked',
  sentTo: (email: string) => `We have sent the details to ${email}.`,
  manage: 'Manage your booking',
  photos: 'Photos of your vehicle',
  photosOptional: (max: number) => `(optional, up to ${max})`,
  photosHint:
    'They help us see the job before the day. Your phone prepares them first, which removes their location.',
  photoList: { list: 'Your photos', preparing: 'Preparing photo', remove: 'Remove photo' },
  photosFailed: 'That photo could not be prepared. Please check your connection and try again.',
  quoteLoading: 'Loading your quote…',
  quoteFailed: 'We could not load your quote. Please check your connection and try again.',
  quoteRefused: 'This quote cannot be booked',
  quoteNote: 'Need a quote first?',
  quoteLink: 'Request a callback',
} as const;

/** What booking knows of each service: its name, length, prices and add-ons. */
export const BOOKING_CATALOGUE = catalogueOf(services, booking);

/** The services a visitor can book online, in the catalogue's order; the rest need a quote. */
export const BOOKABLE_SERVICES: readonly ServiceSlug[] = SERVICE_CATEGORIES.flatMap(
  ([, slugs]) => slugs,
).filter((slug) => booking[slug].mode === 'Book online');

export const QUOTE_SERVICES: readonly ServiceSlug[] = SERVICE_CATEGORIES.flatMap(
  ([, slugs]) => slugs,
).filter((slug) => booking[slug].mode !== 'Book online');

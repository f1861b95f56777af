import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { BOOKING_MAILS_PER_DAY } from '../booking-notice.js';
import { bookAgainLink, type BookingDependencies, manageLinkFor } from '../bookings.js';
import { handleBookings } from '../bookings-endpoint.js';
import { firestoreBookingStore } from '../bookings-store.js';
import { firestoreBookingMailQuota, firestoreStaffAction } from '../bookings-store-actions.js';
import { type Environment, lenientSettings, settingsFor } from '../environment.js';
import { firestoreMailQueue } from '../requests-firestore.js';
import { cloudLog } from './deploy.js';
import {
  adminApp,
  FORM_SETTINGS,
  httpEndpoint,
  requestDependencies,
  singleHeaders,
  unavailablePage,
} from './http.js';

/**
 * The booking endpoint's wiring: the form endpoint's (SITE_ORIGIN, REQUESTS_IP_KEY, its limits),
 * MAIL_LINK_KEY, which signs the manage links, and OWNER_EMAIL if set (a bad one is logged: the
 * booking still goes). Throws naming every setting missing or wrong.
 */
export function bookingDependenciesFrom(db: Firestore, env: Environment): BookingDependencies {
  const settings = settingsFor(
    env,
    [...FORM_SETTINGS, 'MAIL_LINK_KEY'],
    'The booking endpoint needs',
  );
  const { OWNER_EMAIL } = lenientSettings(env, ['OWNER_EMAIL'], cloudLog);
  const requests = requestDependencies(db, settings);
  const { SITE_ORIGIN: siteOrigin, MAIL_LINK_KEY: linkKey } = settings;
  const store = firestoreBookingStore(db);
  return {
    siteOrigin,
    linkKey,
    clientKey: requests.clientKey,
    limiter: requests.limiter,
    proxyHops: settings.REQUESTS_PROXY_HOPS,
    store,
    staff: {
      // Revoked tokens refused: a former member of staff's session is no key.
      verifyStaff: (token) =>
        getAuth(adminApp())
          .verifyIdToken(token, true)
          .then(
            (decoded) => (decoded['staff'] === true ? decoded.uid : null),
            () => null,
          ),
      act: firestoreStaffAction(db),
      mail: firestoreMailQueue(db),
      links: (booking, id) => ({
        manage: manageLinkFor(linkKey, siteOrigin, id),
        bookAgain: bookAgainLink(siteOrigin, booking),
      }),
      phone: async () => (await store.catalogue()).phone,
    },
    ...(OWNER_EMAIL ? { ownerEmail: OWNER_EMAIL } : {}),
    claimAddress: firestoreBookingMailQuota(db, BOOKING_MAILS_PER_DAY),
    log: (message, fields) => cloudLog(message, fields, 'warn'),
  };
}

/** `/api/bookings` (BOOKING.md 3): free slots, bookings, a booking's page. */
export function createBookingsEndpoint(dependencies: () => BookingDependencies) {
  return httpEndpoint(20, 'The booking endpoint failed.', unavailablePage(), (req) =>
    handleBookings(
      {
        method: req.method,
        url: req.originalUrl || req.url,
        headers: singleHeaders(req),
        body: req.rawBody ?? Buffer.alloc(0),
        socketAddress: req.socket.remoteAddress ?? '',
      },
      dependencies(),
    ),
  );
}

/** One set of dependencies per instance: the catalogue's cache lives in its store. */
let bookingDependencies: BookingDependencies | undefined;

export const bookings = createBookingsEndpoint(
  () => (bookingDependencies ??= bookingDependenciesFrom(getFirestore(adminApp()), process.env)),
);

import { collection, doc, orderBy, query, setDoc, where } from 'firebase/firestore';
import { bookingSettingsOf } from '../booking/settings';
import type { BookingsBackend, DiaryBooking } from '../booking/diary';
import type { DaySlots } from '../booking/slots';
import { createConnectionMonitor } from '../connection';
import { BOOKING_SETTINGS_ID, BOOKINGS, SETTINGS } from '../domain/collections';
import { ChatBackendError } from '../domain/errors';
import { type FirebaseChatConfig, type FirebaseServices, lazyServices } from './firebase-services';
import { withMappedErrors } from './map-error';
import { deferredWatch, listenDocument, listenQuery } from './watch';

/** Where the staff's actions go: the booking endpoint, behind the site's Hosting rewrite. */
export const STAFF_ACTIONS_PATH = '/api/bookings/staff';

const millis = (value: unknown): number =>
  typeof value === 'object' && value !== null && 'toMillis' in value
    ? (value as { toMillis: () => number }).toMillis()
    : Number(value);

/**
 * The diary on Firestore (staff read `bookings`; the rules let no client write it) and the
 * staff's actions through the booking endpoint, which changes a booking and the diary's days in
 * one transaction and e-mails the customer. The request carries the signed-in user's ID token.
 */
export function createBookingsBackend(
  services: () => FirebaseServices,
  post: typeof fetch = (...args) => fetch(...args),
): BookingsBackend {
  const connection = createConnectionMonitor();
  const ready = async () => {
    await services().ready;
    await services().auth.authStateReady();
  };
  /** One staff request to the endpoint with the member of staff's ID token: its JSON answer. */
  const staffPost = async (body: Record<string, unknown>): Promise<unknown> => {
    await ready();
    const user = services().auth.currentUser;
    if (!user) throw new ChatBackendError('permission-denied', 'Please sign in again.');
    let response: Response;
    try {
      response = await post(STAFF_ACTIONS_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await user.getIdToken()}`,
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new ChatBackendError('unavailable', 'No connection. Please try again.');
    }
    const answer = (await response.json().catch(() => ({}))) as { problem?: string };
    if (response.ok) return answer;
    throw new ChatBackendError(
      response.status === 403 ? 'permission-denied' : 'invalid-argument',
      answer.problem ?? 'That did not work. Please try again.',
    );
  };
  return {
    watchBookings(from, onChange, onError) {
      return deferredWatch(
        ready,
        () =>
          listenQuery(
            query(collection(services().db, BOOKINGS), where('date', '>=', from), orderBy('date')),
            (snapshot) =>
              snapshot.docs.map(
                (doc): DiaryBooking =>
                  ({
                    ...doc.data(),
                    id: doc.id,
                    createdAt: millis(doc.get('createdAt')),
                    updatedAt: millis(doc.get('updatedAt')),
                  }) as DiaryBooking,
              ),
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    watchSettings(onChange, onError) {
      return deferredWatch(
        ready,
        () =>
          listenDocument(
            doc(services().db, SETTINGS, BOOKING_SETTINGS_ID),
            (snapshot) => bookingSettingsOf(snapshot.data()),
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    async saveSettings(settings) {
      await ready();
      await withMappedErrors(setDoc(doc(services().db, SETTINGS, BOOKING_SETTINGS_ID), settings));
    },

    async act(id, action) {
      await staffPost({ id, action });
    },

    async freeTimes(id) {
      const { days } = (await staffPost({ id, action: 'times' })) as { days?: DaySlots[] };
      return days ?? [];
    },

    async changeTime(id, action, start) {
      await staffPost({ id, action, start });
    },
  };
}

export function createFirebaseBookings(config: FirebaseChatConfig): BookingsBackend {
  return createBookingsBackend(lazyServices(config).get);
}

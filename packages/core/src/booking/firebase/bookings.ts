import {
  type Bytes,
  collection,
  doc,
  getDoc,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { bookingSettingsOf } from '../domain/settings';
import type { BookingsBackend } from '../backend';
import type { CustomerPrefill, DiaryBooking } from '../domain/diary';
import type { PricedJob } from '../domain/catalogue';
import type { FieldProblems } from '../domain/form';
import type { DaySlots } from '../domain/slots';
import { createConnectionMonitor } from '../../shared/connection';
import {
  BOOKING_SETTINGS_ID,
  BOOKINGS,
  PHOTOS,
  REQUESTS,
  SESSIONS,
  SETTINGS,
} from '../../shared/domain/collections';
import { ChatBackendError } from '../../shared/domain/errors';
import {
  type FirebaseChatConfig,
  type FirebaseServices,
  lazyServices,
} from '../../shared/firebase/firebase-services';
import { withMappedErrors } from '../../shared/firebase/map-error';
import { deferredWatch, listenDocument, listenQuery } from '../../shared/firebase/watch';

/** Where the staff's actions go: the booking endpoint, behind the site's Hosting rewrite. */
export const STAFF_ACTIONS_PATH = '/api/bookings/staff';
/** A job's free times: the booking page's own endpoint. */
export const SLOTS_PATH = '/api/bookings/slots';

const words = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Only the fields that hold something. */
const present = (record: Record<string, string | undefined>): CustomerPrefill =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

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
  /** A request to the booking endpoint (with the staff's ID token when `signed`): its answer. */
  const send = async (url: string, init: RequestInit, signed: boolean) => {
    await ready();
    const user = services().auth.currentUser;
    if (signed && !user) throw new ChatBackendError('permission-denied', 'Please sign in again.');
    let response: Response;
    try {
      response = await post(url, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(signed && user ? { authorization: `Bearer ${await user.getIdToken()}` } : {}),
        },
      });
    } catch {
      throw new ChatBackendError('unavailable', 'No connection. Please try again.');
    }
    const answer = (await response.json().catch(() => ({}))) as {
      problem?: string;
      problems?: FieldProblems;
    } & Record<string, unknown>;
    return { response, answer };
  };
  /** Its answer, or why not: field by field (422, 409) as answers, the rest thrown. */
  const checked = ({ response, answer }: Awaited<ReturnType<typeof send>>) => {
    if (response.ok || (answer.problems && [409, 422].includes(response.status))) return answer;
    throw new ChatBackendError(
      response.status === 403 ? 'permission-denied' : 'invalid-argument',
      answer.problem ?? 'That did not work. Please try again.',
    );
  };
  /** One staff action: its JSON answer. */
  const staffPost = async (body: Record<string, unknown>) =>
    checked(await send(STAFF_ACTIONS_PATH, { method: 'POST', body: JSON.stringify(body) }, true));
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
      const answer = await staffPost({ id, action, start });
      if (answer.problems) {
        throw new ChatBackendError('invalid-argument', Object.values(answer.problems)[0] ?? '');
      }
    },

    async jobTimes({ service, size, addOns, postcode }) {
      const params = new URLSearchParams({ service, size });
      for (const addOn of addOns) params.append('addOn', addOn);
      if (postcode) params.set('postcode', postcode);
      // Signed: staff are offered the times inside the minimum notice too.
      const answer = checked(await send(`${SLOTS_PATH}?${params}`, { method: 'GET' }, true)) as
        | { readonly problems: FieldProblems }
        | { readonly job: PricedJob; readonly days: readonly DaySlots[] };
      return 'problems' in answer
        ? { ok: false, problems: answer.problems }
        : { ok: true, job: answer.job, days: answer.days };
    },

    async createBooking({ from, ...input }) {
      const answer = await staffPost({
        ...input,
        action: 'create',
        ...(from?.kind === 'request' ? { requestId: from.id } : {}),
        ...(from?.kind === 'conversation' ? { sessionId: from.id } : {}),
      });
      return answer.problems
        ? { ok: false, problems: answer.problems }
        : { ok: true, id: String(answer.id) };
    },

    async photo(bookingId, photoId) {
      await ready();
      const snapshot = await withMappedErrors(
        getDoc(doc(services().db, BOOKINGS, bookingId, PHOTOS, photoId)),
      );
      const bytes = (name: string) => (snapshot.get(name) as Bytes | undefined)?.toUint8Array();
      const [image, thumb] = [bytes('image'), bytes('thumb')];
      if (!image || !thumb) throw new ChatBackendError('not-found', 'This photo is not there.');
      return { type: String(snapshot.get('type')), image, thumb };
    },

    async customerFrom({ kind, id }) {
      await ready();
      const snapshot = await withMappedErrors(
        getDoc(doc(services().db, kind === 'request' ? REQUESTS : SESSIONS, id)),
      );
      const data = snapshot.data() ?? {};
      if (kind === 'request') {
        return present({
          name: words(data.name),
          phone: words(data.phone),
          email: words(data.email),
          service: words(data.service),
          notes: words(data.message),
        });
      }
      const visitor = (data.visitor ?? {}) as Record<string, unknown>;
      return present({
        name: words(visitor.name),
        phone: words(visitor.phone),
        email: words(visitor.email),
      });
    },
  };
}

export function createFirebaseBookings(config: FirebaseChatConfig): BookingsBackend {
  return createBookingsBackend(lazyServices(config).get);
}

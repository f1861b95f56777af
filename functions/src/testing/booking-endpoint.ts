import type { Firestore } from 'firebase-admin/firestore';
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from '@detailing/core/booking';
import { BOOKING_SETTINGS_ID, SETTINGS } from '@detailing/core/collections';
import type { BookingDependencies } from '../bookings.js';
import { handleBookings } from '../bookings-endpoint.js';
import { firestoreBookingStore } from '../bookings-store.js';
import { firestoreBookingMailQuota, firestoreStaffAction } from '../bookings-store-actions.js';
import { firestoreMailQueue, firestoreRequestLimiter, keyedIpHash } from '../requests-firestore.js';

/**
 * The booking endpoint on an emulator's Firestore, for the emulator tests: its real store,
 * limits and staff actions at the clock `now`, with one staff token ("staff-token") standing for
 * the Admin SDK's check, and the requests a page, a plain form and the console send.
 */

export const SITE = 'https://www.example.test';

export function bookingEndpoint(db: Firestore, now: number, settings?: Partial<BookingSettings>) {
  const deps: BookingDependencies = {
    siteOrigin: SITE,
    linkKey: 'test-link-key',
    clientKey: keyedIpHash('test-secret'),
    limiter: firestoreRequestLimiter(db, { now: () => now }),
    store: firestoreBookingStore(db, { now: () => now }),
    staff: {
      // The Admin SDK's verifyIdToken stands here: one token is staff's, any other nobody's.
      verifyStaff: async (token) => (token === 'staff-token' ? 'staff-1' : null),
      act: firestoreStaffAction(db),
      mail: firestoreMailQueue(db),
      links: (booking, id) => ({
        manage: `${SITE}/api/bookings/manage?b=${id}`,
        bookAgain: `${SITE}/book-online/${booking.job.service}`,
      }),
      phone: async () => '07700 900461',
    },
    ownerEmail: 'owner@example.com',
    claimAddress: firestoreBookingMailQuota(db, 3),
    now: () => now,
  };
  const ready = settings
    ? db
        .collection(SETTINGS)
        .doc(BOOKING_SETTINGS_ID)
        .set({ ...DEFAULT_BOOKING_SETTINGS, ...settings })
    : Promise.resolve();
  const request = (
    method: string,
    url: string,
    body = '',
    type = '',
    ip = '198.51.100.7',
    referer?: string,
  ) =>
    ready.then(() =>
      handleBookings(
        {
          method,
          url,
          headers: {
            'content-type': type,
            'x-forwarded-for': ip,
            ...(referer ? { referer } : {}),
          },
          body: Buffer.from(body),
          socketAddress: '169.254.1.1',
        },
        deps,
      ),
    );
  return {
    slots: async (query: string) => {
      const response = await request('GET', `/api/bookings/slots?${query}`);
      return { http: response.status, ...JSON.parse(response.body) };
    },
    bookJson: async (fields: Record<string, unknown>, ip?: string) => {
      const response = await request(
        'POST',
        '/api/bookings',
        JSON.stringify(fields),
        'application/json',
        ip,
      );
      return { http: response.status, ...JSON.parse(response.body) };
    },
    bookForm: (fields: URLSearchParams, referer?: string) =>
      request(
        'POST',
        '/api/bookings',
        fields.toString(),
        'application/x-www-form-urlencoded',
        undefined,
        referer,
      ),
    manageForm: (fields: Record<string, string>) =>
      request(
        'POST',
        '/api/bookings/manage',
        new URLSearchParams(fields).toString(),
        'application/x-www-form-urlencoded',
      ),
    get: (url: string) => request('GET', url),
    getJson: async (url: string) => {
      const response = await request('GET', url);
      return { http: response.status, ...JSON.parse(response.body) };
    },
    staffAct: async (body: Record<string, unknown>, token = 'staff-token') => {
      const response = await ready.then(() =>
        handleBookings(
          {
            method: 'POST',
            url: '/api/bookings/staff',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: Buffer.from(JSON.stringify(body)),
            socketAddress: '169.254.1.1',
          },
          deps,
        ),
      );
      return { http: response.status, ...JSON.parse(response.body) };
    },
  };
}

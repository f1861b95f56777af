import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '../domain/settings';
import {
  BOOKING_DAYS,
  BOOKING_SETTINGS_ID,
  BOOKINGS,
  SETTINGS,
} from '../../shared/domain/collections';
import { rulesEnvironmentForFile, seedDoc } from '../../testing/rules-fixtures';

const rules = rulesEnvironmentForFile('rules-bookings');
const { staff, nobody, owner } = rules;
/** A former owner: signed in, the claims removed. */
const revoked = () => rules.revoked('owner-2');
const visitor = () => rules.visitor('visitor-1');

type Db = ReturnType<typeof staff>;
const settingsRef = (db: Db) => doc(db, SETTINGS, BOOKING_SETTINGS_ID);
const valid = (): DocumentData => structuredClone(DEFAULT_BOOKING_SETTINGS) as DocumentData;

const BOOKING = {
  status: 'requested',
  job: { service: 'ceramic-coating', serviceName: 'Ceramic Coating', total: 650 },
  start: Date.UTC(2026, 11, 2, 8, 30),
  date: '2026-12-02',
  spans: [],
  name: 'Sam Carter',
  phone: '07700 900123',
  email: 'sam@example.com',
};

beforeEach(async () => {
  await seedDoc(rules.env, `${BOOKINGS}/booking-1`, BOOKING);
  await seedDoc(rules.env, `${BOOKING_DAYS}/2026-12-02`, { held: { 'booking-1': [] } });
});

describe('firestore.rules: settings/booking (BOOKING.md 2)', () => {
  it('lets the owner write it whole, staff read it, and nobody else either', async () => {
    await assertSucceeds(setDoc(settingsRef(owner()), valid()));
    await assertSucceeds(getDoc(settingsRef(staff())));
    await assertFails(setDoc(settingsRef(staff()), valid()));
    await assertFails(setDoc(settingsRef(revoked()), valid()));
    await assertFails(getDoc(settingsRef(revoked())));
    await assertFails(getDoc(settingsRef(visitor())));
    await assertFails(getDoc(settingsRef(nobody())));
    await assertFails(deleteDoc(settingsRef(owner())));
  });

  it('refuses a document outside the schema’s limits', async () => {
    const broken: DocumentData[] = [
      { ...valid(), capacity: 0 },
      { ...valid(), capacity: 1.5 },
      { ...valid(), windowDays: 366 },
      { ...valid(), bufferMinutes: -5 },
      { ...valid(), instant: 'yes' },
      { ...valid(), hours: { ...valid().hours, mon: { open: '17:00', close: '09:00' } } },
      { ...valid(), exceptions: 'none' },
      { ...valid(), extra: true },
    ];
    for (const data of broken) await assertFails(setDoc(settingsRef(owner()), data));
    const { instant: _instant, ...missing } = valid();
    await assertFails(setDoc(settingsRef(owner()), missing));
  });
});

describe('firestore.rules: bookings and the diary (BOOKING.md 3-4)', () => {
  it('lets staff read the bookings, and no client write one, staff and owners included', async () => {
    await assertSucceeds(getDocs(collection(staff(), BOOKINGS)));
    await assertFails(getDoc(doc(visitor(), BOOKINGS, 'booking-1')));
    await assertFails(getDocs(collection(nobody(), BOOKINGS)));
    for (const db of [visitor(), nobody(), staff(), owner()]) {
      await assertFails(setDoc(doc(db, BOOKINGS, 'booking-2'), BOOKING));
      await assertFails(updateDoc(doc(db, BOOKINGS, 'booking-1'), { status: 'confirmed' }));
      await assertFails(deleteDoc(doc(db, BOOKINGS, 'booking-1')));
    }
  });

  it('lets staff read a booking’s photos, and nobody write one', async () => {
    await seedDoc(rules.env, `${BOOKINGS}/booking-1/photos/photo-1`, { type: 'image/jpeg' });
    await assertSucceeds(getDoc(doc(staff(), BOOKINGS, 'booking-1', 'photos', 'photo-1')));
    await assertFails(getDoc(doc(revoked(), BOOKINGS, 'booking-1', 'photos', 'photo-1')));
    for (const db of [visitor(), nobody()]) {
      await assertFails(getDoc(doc(db, BOOKINGS, 'booking-1', 'photos', 'photo-1')));
    }
    for (const db of [visitor(), nobody(), staff(), owner()]) {
      await assertFails(setDoc(doc(db, BOOKINGS, 'booking-1', 'photos', 'photo-2'), {}));
      await assertFails(deleteDoc(doc(db, BOOKINGS, 'booking-1', 'photos', 'photo-1')));
    }
  });

  it('keeps the diary’s days to the functions', async () => {
    for (const db of [visitor(), nobody(), staff(), owner()]) {
      await assertFails(getDoc(doc(db, BOOKING_DAYS, '2026-12-02')));
      await assertFails(setDoc(doc(db, BOOKING_DAYS, '2026-12-03'), { held: {} }));
    }
  });
});

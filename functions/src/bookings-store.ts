import {
  FieldPath,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  type Booking,
  type BookingDay,
  type BookingSettings,
  bookingSettingsOf,
  type CalendarDate,
  type Catalogue,
  catalogueOf,
  type HeldTime,
  londonDate,
  type Quote,
  type QuoteRef,
} from '@detailing/core/booking';
import {
  BOOKING_DAYS,
  BOOKING_SETTINGS_ID,
  BOOKINGS,
  PHOTOS,
  REQUESTS,
  SESSIONS,
  SETTINGS,
  SITE_RELEASES,
} from '@detailing/core/collections';
import { booking } from '@detailing/site-content/current/booking';
import { business } from '@detailing/site-content/current/business';
import { services } from '@detailing/site-content/current/services';
import { withSeedDefaults } from '@detailing/site-content';
import { readBookableQuote, readLinks } from './booking-links.js';
import type { BookingPhotoUpload } from './booking-photos.js';
import { inTransaction } from './transactions.js';

/** What booking reads of the published site: the services' prices and the business details. */
export interface PublishedCatalogue {
  readonly services: Catalogue;
  /** Postcode areas and districts the mobile services go to. */
  readonly coverage: readonly string[];
  /** The number a visitor outside the area is told to call. */
  readonly phone: string;
}

/** A booking to take: what is stored, and the days its spans fall on. */
export type NewBooking = Omit<Booking, 'createdAt' | 'updatedAt'>;

export interface BookingStore {
  /** The catalogue as the site shows it now. */
  catalogue(): Promise<PublishedCatalogue>;
  settings(): Promise<BookingSettings>;
  /** One booking, or null. */
  booking(id: string): Promise<Booking | null>;
  /** Whether a request or a conversation exists (a booking staff make from it names it). */
  exists(kind: 'request' | 'conversation', id: string): Promise<boolean>;
  /** A quote from the chat, and whether a booking of it stands; null if there is none. */
  quote(ref: QuoteRef): Promise<{ quote: Quote; booked: boolean } | null>;
  /**
   * Every span the diary holds from `from` to `to` (London days, inclusive), but booking
   * `except`'s (a booking being moved may overlap its own time).
   */
  held(from: CalendarDate, to: CalendarDate, except?: string): Promise<HeldTime[]>;
  /**
   * Takes `booking`'s spans in one transaction if `stillFree` says they are free of what the
   * diary holds on the days around them: the booking's id, or why not (they were taken; its
   * quote was booked meanwhile, or is gone). The request it was booked from and its
   * conversation's open requests become "booked" and name it, and its quote names it, in the
   * same transaction (booking-links.ts).
   */
  take(
    booking: NewBooking,
    stillFree: (held: readonly HeldTime[]) => boolean,
    now: number,
    photos?: readonly BookingPhotoUpload[],
  ): Promise<TakeResult>;
  /**
   * Gives booking `id` another time in one transaction: `plan` says what it becomes (null: its
   * status does not allow it), `stillFree` whether that time is free of the others the diary
   * holds around it; its old time is freed and the new one held.
   */
  move(
    id: string,
    plan: (booking: Booking) => Moved | null,
    stillFree: (held: readonly HeldTime[], booking: Booking) => boolean,
    now: number,
  ): Promise<MoveResult>;
}

export type TakeResult =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly reason: 'taken' | 'quote-booked' | 'quote-gone' };

/** A booking's new time, and its status and suggestion with it. */
export type Moved = Pick<Booking, 'start' | 'date' | 'spans' | 'status'> & {
  readonly suggested: boolean;
  /** Who moved it: a member of staff's uid, or "customer". */
  readonly by: string;
};

export type MoveResult =
  | { readonly ok: true; readonly booking: Booking }
  | { readonly ok: false; readonly reason: 'not-found' | 'not-allowed' | 'taken' };

const DAY_MS = 24 * 60 * 60 * 1000;

const millisOf = (value: unknown) =>
  value instanceof Timestamp ? value.toMillis() : Number(value);

/** A booking as stored (its times Timestamps) as the domain reads it (ms since the epoch). */
export const bookingOf = (data: Readonly<Record<string, unknown>> | undefined): Booking =>
  ({
    ...data,
    createdAt: millisOf(data?.['createdAt']),
    updatedAt: millisOf(data?.['updatedAt']),
  }) as unknown as Booking;

/** The London days a span touches, with a day either side for the travel buffer. */
function daysAround(spans: readonly HeldTime[]): CalendarDate[] {
  const days = new Set<CalendarDate>();
  for (const span of spans) {
    for (let at = span.start - DAY_MS; at <= span.end + DAY_MS; at += DAY_MS / 2) {
      days.add(londonDate(at));
    }
  }
  return [...days].sort();
}

/** What a diary day holds, but booking `except`'s. */
const spansOf = (day: BookingDay | undefined, except?: string): HeldTime[] =>
  Object.entries(day?.held ?? {}).flatMap(([id, spans]) => (id === except ? [] : spans));

/**
 * How long the published catalogue is kept in memory: a publish shows on the site after its
 * build and deploy (minutes), so a minute's lag costs nothing and saves a read per visitor.
 */
const CATALOGUE_TTL_MS = 60_000;

/**
 * Bookings in Firestore: the catalogue from the newest release (the seed until the first
 * publish), the owner's settings (`settings/booking`), and the diary (`bookingDays/{date}`),
 * which every booking's transaction reads and writes for the days it touches: two visitors
 * taking one slot meet on the same documents, and the second finds it held.
 */
export function firestoreBookingStore(
  db: Firestore,
  { now = Date.now }: { now?: () => number } = {},
): BookingStore {
  let cached: { at: number; value: PublishedCatalogue } | undefined;
  return {
    async catalogue() {
      if (cached && now() - cached.at < CATALOGUE_TTL_MS) return cached.value;
      const latest = await db.collection(SITE_RELEASES).orderBy('createdAt', 'desc').limit(1).get();
      const released = latest.docs[0]?.get('content') as unknown;
      const seed = { services, booking, business };
      const content = (
        released === undefined ? seed : withSeedDefaults(released, seed)
      ) as typeof seed;
      const value = {
        services: catalogueOf(content.services, content.booking),
        coverage: content.business.coverage,
        phone: content.business.phone.display,
      };
      cached = { at: now(), value };
      return value;
    },

    async settings() {
      const doc = await db.collection(SETTINGS).doc(BOOKING_SETTINGS_ID).get();
      return bookingSettingsOf(doc.data());
    },

    async booking(id) {
      const doc = await db.collection(BOOKINGS).doc(id).get();
      return doc.exists ? bookingOf(doc.data()) : null;
    },

    async exists(kind, id) {
      const doc = await db
        .collection(kind === 'request' ? REQUESTS : SESSIONS)
        .doc(id)
        .get();
      return doc.exists;
    },

    quote: (ref) => readBookableQuote(db, ref),

    async held(from, to, except) {
      const days = await db
        .collection(BOOKING_DAYS)
        .where(FieldPath.documentId(), '>=', from)
        .where(FieldPath.documentId(), '<=', to)
        .get();
      return days.docs.flatMap((day) => spansOf(day.data() as BookingDay, except));
    },

    take(booking, stillFree, at, photos = []) {
      const ref = db.collection(BOOKINGS).doc();
      const days = daysAround(booking.spans);
      return inTransaction(db, async (tx): Promise<TakeResult> => {
        const read = await tx.getAll(...days.map((day) => db.collection(BOOKING_DAYS).doc(day)));
        const links = await readLinks(tx, db, booking);
        if (!links.ok) return links;
        const held = read.flatMap((day) => spansOf(day.data() as BookingDay | undefined));
        if (!stillFree(held)) return { ok: false, reason: 'taken' };
        // Timestamps: the created trigger (and the local runner) follows `createdAt`.
        const stamp = Timestamp.fromMillis(at);
        tx.create(ref, { ...booking, revision: 0, createdAt: stamp, updatedAt: stamp });
        holdOnDays(tx, db, ref.id, [], booking.spans);
        for (const { id, ...photo } of photos) tx.create(ref.collection(PHOTOS).doc(id), photo);
        links.write(tx, ref.id, stamp);
        return { ok: true, id: ref.id };
      });
    },

    move(id, plan, stillFree, at) {
      const ref = db.collection(BOOKINGS).doc(id);
      return inTransaction(db, async (tx): Promise<MoveResult> => {
        const doc = await tx.get(ref);
        if (!doc.exists) return { ok: false, reason: 'not-found' };
        const booking = bookingOf(doc.data());
        const moved = plan(booking);
        if (!moved) return { ok: false, reason: 'not-allowed' };
        const days = daysAround([...booking.spans, ...moved.spans]);
        const read = await tx.getAll(...days.map((day) => db.collection(BOOKING_DAYS).doc(day)));
        const held = read.flatMap((day) => spansOf(day.data() as BookingDay | undefined, id));
        if (!stillFree(held, booking)) return { ok: false, reason: 'taken' };
        const { by, ...time } = moved;
        const revision = (booking.revision ?? 0) + 1;
        tx.update(ref, {
          ...time,
          revision,
          movedBy: by,
          updatedAt: Timestamp.fromMillis(at),
          // A new time gets its own reminder.
          remindedAt: FieldValue.delete(),
        });
        holdOnDays(tx, db, id, booking.spans, moved.spans);
        return { ok: true, booking: { ...booking, ...time, revision, updatedAt: at } };
      });
    },
  };
}

/**
 * The diary's days after booking `id` went from `before` to `after` (empty: it holds no time
 * now): its entry set on each day it holds, deleted from each day it left. One write a day.
 */
export function holdOnDays(
  tx: Transaction,
  db: Firestore,
  id: string,
  before: readonly HeldTime[],
  after: readonly HeldTime[],
) {
  const now = byDay(after);
  const gone = [...byDay(before).keys()].filter((day) => !now.has(day));
  for (const [day, spans] of now) {
    tx.set(db.collection(BOOKING_DAYS).doc(day), { held: { [id]: spans } }, { merge: true });
  }
  for (const day of gone) {
    tx.set(
      db.collection(BOOKING_DAYS).doc(day),
      { held: { [id]: FieldValue.delete() } },
      { merge: true },
    );
  }
}

/** Spans grouped by the London day they start on. */
function byDay(spans: readonly HeldTime[]): Map<CalendarDate, HeldTime[]> {
  const days = new Map<CalendarDate, HeldTime[]>();
  for (const span of spans) {
    const day = londonDate(span.start);
    days.set(day, [...(days.get(day) ?? []), span]);
  }
  return days;
}

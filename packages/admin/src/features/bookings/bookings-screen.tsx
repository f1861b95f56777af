import {
  type BookingOrigin,
  type BookingsBackend,
  type BookingsStore,
  createBookingsStore,
  dayName,
  diaryOf,
  formatDay,
  londonDate,
} from '@detailing/core/booking';
import { ScreenHeader } from '../../components/screen/screen-header';
import { useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { useMediaQuery } from '../../lib/use-media-query';
import { useNow } from '../../lib/use-now';
import { useLoaded } from '../../lib/use-loaded';
import { useOwnedStore } from '../../lib/use-owned-store';
import screenStyles from '../../components/screen/screen.module.css';
import { BookingCreator } from './booking-creator';
import { BookingCard } from './booking-card';
import { BookingSettingsForm } from './booking-settings';
import styles from './bookings.module.css';
import { WeekView } from './week-view';

/** The diary's words (BOOKING.md 4); a booking's card has its own (CARD_TEXTS). */
export const BOOKINGS_TEXTS = {
  title: 'Bookings',
  waiting: 'Waiting for you',
  waitingNote: 'Each customer hears from us when you confirm or decline.',
  diary: 'The diary',
  none: 'No bookings yet. New ones appear here as soon as they are made.',
  nothingBooked: 'Nothing in the diary from today on.',
  newBooking: '+ New booking',
  loadFailed: 'The bookings could not load. Check this device’s connection, then try again.',
  retry: 'Try again',
} as const;

/**
 * Where the diary is a week (BOOKING.md 4: "an agenda on a phone, a week on a desktop"): the
 * console's desktop layouts start at 768px (its phone styles end at 767.98px).
 */
const WEEK_WIDE = '(min-width: 960px)';

/**
 * `/admin/chat/bookings` (BOOKING.md 4): the requests waiting for an answer on top, then the
 * diary: by day as an agenda on a phone, a week on a desktop. A lazy chunk: the diary's backend
 * loads with it.
 */
export default function BookingsScreen({
  load,
  onBack,
  isOwner = false,
  highlight,
  newBooking,
}: {
  load: () => Promise<BookingsBackend>;
  /** Owners also set when jobs are taken (the rules let them alone write it). */
  isOwner?: boolean;
  /** To the requests, which the header's link names for both. */
  onBack: () => void;
  highlight?: string | null;
  /** A booking to make at once (`?new=`): "request:ID", "conversation:ID" or "call". */
  newBooking?: string | null;
}) {
  const backend = useLoaded(load, [load]);
  return (
    <div className={screenStyles.screen}>
      <div className={`${screenStyles.inner} ${styles.inner}`}>
        <ScreenHeader
          title={BOOKINGS_TEXTS.title}
          backLabel="Requests"
          backHref="/admin/chat/requests"
          onBack={onBack}
        />
        {backend.status === 'failed' ? (
          <LoadFailed onRetry={backend.retry} />
        ) : backend.status === 'ready' ? (
          <>
            <LoadedDiary
              backend={backend.value}
              highlight={highlight ?? null}
              creating={creatingOf(newBooking)}
            />
            {isOwner ? <BookingSettingsForm backend={backend.value} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>{BOOKINGS_TEXTS.loadFailed}</p>
      <Button onClick={onRetry}>{BOOKINGS_TEXTS.retry}</Button>
    </div>
  );
}

/** The diary's store, owned while the screen shows, from today (London) on. */
function LoadedDiary({
  backend,
  highlight,
  creating,
}: {
  backend: BookingsBackend;
  highlight: string | null;
  creating: Creating;
}) {
  const store = useOwnedStore(
    () => createBookingsStore(backend, londonDate(Date.now())),
    [backend],
  );
  // The booking being made, and the one just made (marked in the diary).
  const [making, setMaking] = useState<Creating>(creating);
  const [made, setMade] = useState<string | null>(null);
  if (!store) return null;
  return (
    <>
      {making ? (
        <BookingCreator
          backend={backend}
          origin={making.origin}
          onCancel={() => setMaking(null)}
          onDone={(id) => {
            setMaking(null);
            setMade(id);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" onClick={() => setMaking({ origin: null })}>
            {BOOKINGS_TEXTS.newBooking}
          </Button>
        </div>
      )}
      <Diary store={store} highlight={made ?? highlight} />
    </>
  );
}

/** A booking being made, and where from (null: a call). */
type Creating = { readonly origin: BookingOrigin | null } | null;

/** `?new=`'s value as the booking to make: "request:ID", "conversation:ID" or "call". */
export function creatingOf(value: string | null | undefined): Creating {
  if (value === 'call') return { origin: null };
  const found = /^(request|conversation):([A-Za-z0-9_-]{1,128})$/.exec(value ?? '');
  return found ? { origin: { kind: found[1] as BookingOrigin['kind'], id: found[2] ?? '' } } : null;
}

function Diary({ store, highlight }: { store: BookingsStore; highlight: string | null }) {
  const status = useStore(store, (s) => s.status);
  const bookings = useStore(store, (s) => s.bookings);
  const now = useNow(60_000);
  const wide = useMediaQuery(WEEK_WIDE);
  if (status === 'error') return <LoadFailed onRetry={() => store.getState().retry()} />;
  if (status === 'loading') return null;
  const { waiting, days } = diaryOf(bookings);
  const today = londonDate(now);
  if (waiting.length === 0 && days.length === 0) {
    return <p className={styles.empty}>{BOOKINGS_TEXTS.none}</p>;
  }
  return (
    <>
      {waiting.length > 0 ? (
        <section aria-labelledby="bookings-waiting" className={styles.section}>
          <h2 id="bookings-waiting" className={styles.heading}>
            {BOOKINGS_TEXTS.waiting} <span className={styles.count}>{waiting.length}</span>
          </h2>
          <p className={styles.note}>{BOOKINGS_TEXTS.waitingNote}</p>
          <ul className={styles.list}>
            {waiting.map((booking) => (
              <BookingCard
                key={booking.id}
                store={store}
                booking={booking}
                now={now}
                day={dayName(booking.date, today, formatDay)}
                highlighted={booking.id === highlight}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="bookings-diary" className={styles.section}>
        <h2 id="bookings-diary" className={styles.heading}>
          {BOOKINGS_TEXTS.diary}
        </h2>
        {days.length === 0 ? <p className={styles.note}>{BOOKINGS_TEXTS.nothingBooked}</p> : null}
        {wide ? (
          <WeekView
            days={days}
            today={today}
            highlight={highlight}
            renderCard={(booking) => (
              <BookingCard
                store={store}
                booking={booking}
                now={now}
                day={dayName(booking.date, today, formatDay)}
                highlighted={booking.id === highlight}
              />
            )}
          />
        ) : (
          days.map(({ date, bookings: ofDay }) => (
            <section key={date} aria-label={dayName(date, today, formatDay)} className={styles.day}>
              <h3 className={styles.dayName}>{dayName(date, today, formatDay)}</h3>
              <ul className={styles.list}>
                {ofDay.map((booking) => (
                  <BookingCard
                    key={booking.id}
                    store={store}
                    booking={booking}
                    now={now}
                    highlighted={booking.id === highlight}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </>
  );
}

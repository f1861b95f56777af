import {
  type BookingsStore,
  canAct,
  canChangeTime,
  type DiaryBooking,
  formatLength,
  formatPounds,
  formatTime,
  jobAddOns,
  jobTitle,
  QUOTE_BOOKING_TEXTS,
  type StaffBookingAction,
  type TimeAction,
} from '@detailing/core/booking';
import { telHrefFor } from '@detailing/ui/contact-links';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { urlWithSession } from '../../lib/session-url';
import { BookingPhotos } from './booking-photos';
import styles from './bookings.module.css';
import { TimePicker } from './time-picker';

/** A booking's card's words (BOOKING.md 4). */
export const CARD_TEXTS = {
  fromRequest: 'Its request',
  fromConversation: 'Its conversation',
  /** A booking of a quote sent in the chat: the link to the conversation that has the quote. */
  fromQuote: 'From a quote in its conversation',
  actions: {
    confirm: 'Confirm',
    suggest: 'Suggest another time',
    decline: 'Decline',
    move: 'Move',
    cancel: 'Cancel booking',
    done: 'Mark done',
  },
  pending: {
    confirm: 'Confirming…',
    suggest: 'Sending…',
    decline: 'Declining…',
    move: 'Moving…',
    cancel: 'Cancelling…',
    done: 'Saving…',
  },
  done: 'Done',
  suggested: 'New time suggested: waiting for the customer',
} as const;

type CardAction = StaffBookingAction | TimeAction;

const isTimeAction = (action: CardAction): action is TimeAction =>
  action === 'move' || action === 'suggest';

/**
 * The actions a card offers for its booking's status: a request is confirmed, given another
 * time or declined (not cancelled: declining says why; not moved: suggesting asks the customer);
 * a booking in the diary is moved or cancelled until it starts, then marked done.
 */
const actionsFor = (booking: DiaryBooking, now: number): CardAction[] =>
  (['confirm', 'suggest', 'decline', 'done', 'move', 'cancel'] as const).filter((action) => {
    if (isTimeAction(action)) {
      return (
        canChangeTime(booking, action) &&
        (action === 'suggest') === (booking.status === 'requested')
      );
    }
    return (
      canAct(booking, action) &&
      (action !== 'done' || booking.start <= now) &&
      (action !== 'cancel' || booking.status !== 'requested')
    );
  });

export function BookingCard({
  store,
  booking,
  now,
  day,
  highlighted,
}: {
  store: BookingsStore;
  booking: DiaryBooking;
  now: number;
  /** The day, for a card outside the day's list (waiting for an answer). */
  day?: string;
  highlighted: boolean;
}) {
  const pending = useStore(store, (s) => s.pending[booking.id]);
  const problem = useStore(store, (s) => s.problems[booking.id]);
  const [picking, setPicking] = useState<TimeAction | null>(null);
  const loadTimes = useCallback(() => store.getState().freeTimes(booking.id), [store, booking.id]);
  const loadPhoto = store.getState().photo;
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const { job } = booking;
  const end = booking.spans.at(-1)?.end ?? booking.start;
  const extras = jobAddOns(job)
    .map((addOn) => addOn.name)
    .join(', ');
  const titleId = `booking-${booking.id}`;
  return (
    <li
      ref={card}
      className={styles.card}
      data-status={booking.status}
      data-highlighted={highlighted || undefined}
      aria-labelledby={titleId}
    >
      <p className={styles.when}>
        {day ? `${day}, ` : ''}
        {formatTime(booking.start)}
        {'days' in job.length ? ` · ${formatLength(job.length)}` : `–${formatTime(end)}`}
      </p>
      <h3 id={titleId} className={styles.title}>
        {jobTitle(job)}
        {extras ? ` with ${extras}` : ''}
      </h3>
      <p className={styles.detail}>
        {job.size.charAt(0).toUpperCase() + job.size.slice(1)} · {formatPounds(job.total)}
        {job.quoteId ? ` ${QUOTE_BOOKING_TEXTS.asQuoted}` : ''} ·{' '}
        {booking.postcode ? `at ${booking.postcode}` : 'at the unit'}
      </p>
      <p className={styles.detail}>
        {booking.name} ·{' '}
        <a className={styles.phone} href={telHrefFor(booking.phone)}>
          {booking.phone}
        </a>
      </p>
      {booking.notes ? <p className={styles.notes}>{booking.notes}</p> : null}
      {booking.photos?.length ? (
        <BookingPhotos booking={{ ...booking, photos: booking.photos }} load={loadPhoto} />
      ) : null}
      {booking.requestId || booking.sessionId ? (
        <p className={styles.links}>
          {booking.requestId ? (
            <a href={`/admin/chat/requests?request=${encodeURIComponent(booking.requestId)}`}>
              {CARD_TEXTS.fromRequest}
            </a>
          ) : null}
          {booking.sessionId ? (
            <a
              href={urlWithSession(
                new URL('/admin/chat', window.location.href).href,
                booking.sessionId,
              )}
            >
              {job.quoteId ? CARD_TEXTS.fromQuote : CARD_TEXTS.fromConversation}
            </a>
          ) : null}
        </p>
      ) : null}
      {booking.status === 'done' ? <p className={styles.doneMark}>{CARD_TEXTS.done}</p> : null}
      {booking.suggested && booking.status === 'requested' ? (
        <p className={styles.suggested}>{CARD_TEXTS.suggested}</p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {picking ? (
        <TimePicker
          action={picking}
          load={loadTimes}
          busy={pending !== undefined}
          onClose={() => setPicking(null)}
          onChoose={(start) =>
            void store
              .getState()
              .changeTime(booking.id, picking, start)
              .then((changed) => changed && setPicking(null))
          }
        />
      ) : (
        <div className={styles.actions}>
          {actionsFor(booking, now).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'confirm' || action === 'done' ? 'primary' : 'ghost'}
              disabled={pending !== undefined}
              aria-describedby={titleId}
              onClick={() =>
                isTimeAction(action)
                  ? setPicking(action)
                  : void store.getState().act(booking.id, action)
              }
            >
              {pending === action ? CARD_TEXTS.pending[action] : CARD_TEXTS.actions[action]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

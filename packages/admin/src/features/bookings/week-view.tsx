import {
  addDays,
  type CalendarDate,
  type DiaryBooking,
  type DiaryDay,
  diaryByDay,
  formatDay,
  formatTime,
  jobTitle,
  weekOf,
} from '@detailing/core/booking';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/button';
import styles from './week-view.module.css';

/** The week's words (BOOKING.md 4: "a week on a desktop"). */
export const WEEK_TEXTS = {
  heading: (monday: CalendarDate) => `Week of ${formatDay(monday)}`,
  previous: 'Previous week',
  current: 'This week',
  next: 'Next week',
  today: 'Today',
  allDay: 'all day',
  chosen: 'Chosen booking',
  close: 'Close',
} as const;

/** The week on show: one chosen with the buttons, or the one a booking is in (it may move). */
type Shown = { readonly week: CalendarDate } | { readonly booking: string };

let shortDay: Intl.DateTimeFormat | undefined;
/** "Mon 30 Nov": a column's heading. */
const formatShortDay = (date: CalendarDate): string =>
  (shortDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  })).format(Date.parse(`${date}T12:00:00Z`));

/**
 * The diary as a week on a desktop: seven columns, Monday to Sunday (London days), each with
 * the bookings it holds as short entries; choosing one opens its full card (its actions) under
 * the week, one at a time. Weeks from this one on: the diary holds nothing before today.
 */
export function WeekView({
  days,
  today,
  highlight,
  renderCard,
}: {
  /** The diary's days (`diaryOf(...).days`): confirmed and done bookings. */
  days: readonly DiaryDay[];
  today: CalendarDate;
  /** A booking to show at once (a link to it): its week, its card open. */
  highlight: string | null;
  /** A booking's full card with its actions, an `<li>`. */
  renderCard: (booking: DiaryBooking) => ReactNode;
}) {
  const thisMonday = weekOf(today)[0] ?? today;
  const [shown, setShown] = useState<Shown>(highlight ? { booking: highlight } : { week: today });
  const [openId, setOpenId] = useState<string | null>(highlight);
  // A new booking to show (a link, one just made): its week and its card.
  const [followed, setFollowed] = useState(highlight);
  if (highlight !== followed) {
    setFollowed(highlight);
    if (highlight) {
      setShown({ booking: highlight });
      setOpenId(highlight);
    }
  }
  const bookings = days.flatMap((day) => day.bookings);
  const open = bookings.find((booking) => booking.id === openId);
  const shownDate =
    'week' in shown ? shown.week : bookings.find((booking) => booking.id === shown.booking)?.date;
  // This week at the earliest (and once the clock moves on): a week before today is not loaded.
  const monday = weekOf(shownDate && shownDate > today ? shownDate : today)[0] ?? thisMonday;
  const isThisWeek = monday === thisMonday;
  const byDay = diaryByDay(days);

  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const focusPanel = useRef(false);
  const nextWeek = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openId === null || !focusPanel.current) return;
    focusPanel.current = false;
    panel.current?.focus();
  }, [openId]);

  /** To another week; back on this one, Previous and This week are disabled: focus stays on Next. */
  const goTo = (date: CalendarDate) => {
    if (date <= thisMonday) nextWeek.current?.focus();
    setShown({ week: date });
  };
  const close = () => {
    setOpenId(null);
    if (opener.current?.isConnected) opener.current.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.week} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <h3 className={styles.title} aria-live="polite">
          {WEEK_TEXTS.heading(monday)}
        </h3>
        <div className={styles.nav}>
          <Button
            size="sm"
            variant="ghost"
            disabled={isThisWeek}
            onClick={() => goTo(addDays(monday, -7))}
          >
            {WEEK_TEXTS.previous}
          </Button>
          <Button size="sm" variant="ghost" disabled={isThisWeek} onClick={() => goTo(thisMonday)}>
            {WEEK_TEXTS.current}
          </Button>
          <Button ref={nextWeek} size="sm" variant="ghost" onClick={() => goTo(addDays(monday, 7))}>
            {WEEK_TEXTS.next}
          </Button>
        </div>
      </div>
      <div className={styles.grid}>
        {weekOf(monday).map((date) => (
          <section
            key={date}
            aria-labelledby={`${id}-${date}`}
            aria-current={date === today ? 'date' : undefined}
            data-past={date < today || undefined}
            className={styles.day}
          >
            <div className={styles.dayHead}>
              <h4 id={`${id}-${date}`} className={styles.dayName}>
                {formatShortDay(date)}
              </h4>
              {date === today ? <span className={styles.today}>{WEEK_TEXTS.today}</span> : null}
            </div>
            <ul className={styles.entries}>
              {(byDay.get(date) ?? []).map((booking) => {
                const isOpen = booking.id === openId;
                return (
                  <li key={booking.id}>
                    <button
                      type="button"
                      className={styles.entry}
                      data-status={booking.status}
                      data-open={isOpen || undefined}
                      data-highlighted={booking.id === highlight || undefined}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? `${id}-open` : undefined}
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        focusPanel.current = !isOpen;
                        setOpenId(isOpen ? null : booking.id);
                      }}
                    >
                      <span className={styles.time}>
                        {'days' in booking.job.length
                          ? WEEK_TEXTS.allDay
                          : formatTime(booking.start)}
                      </span>{' '}
                      <span className={styles.service}>{jobTitle(booking.job)}</span>{' '}
                      <span className={styles.name}>{booking.name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {open ? (
        <section
          key={open.id}
          ref={panel}
          id={`${id}-open`}
          aria-label={WEEK_TEXTS.chosen}
          tabIndex={-1}
          className={styles.chosen}
        >
          <Button size="sm" variant="ghost" className={styles.close} onClick={close}>
            {WEEK_TEXTS.close}
          </Button>
          <ul className={styles.cards}>{renderCard(open)}</ul>
        </section>
      ) : null}
    </div>
  );
}

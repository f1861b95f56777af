import { formatDay, formatTime } from '@detailing/core/booking';
import { useState } from 'react';
import { BOOK_ONLINE_TEXTS as T } from '../../content/book-online';
import { styles } from './book-online-styles';
import type { DaySlots, FreeSlots } from './use-free-slots';

/** Days shown at first, and added by "More days". */
const DAYS_AT_ONCE = 14;

/**
 * Step 3: a day, then a start time, from the free slots only. `waiting` says what to choose
 * first; a failure offers to try again.
 */
export function SlotPicker({
  slots,
  waiting,
  date,
  start,
  problem,
  onDate,
  onStart,
  onRetry,
}: {
  slots: FreeSlots;
  waiting: string;
  date: string | undefined;
  start: number | undefined;
  problem: string | undefined;
  onDate: (date: string) => void;
  onStart: (start: number) => void;
  onRetry: () => void;
}) {
  const [shown, setShown] = useState(DAYS_AT_ONCE);
  if (slots.state === 'waiting') return <p className={styles.hint}>{waiting}</p>;
  if (slots.state === 'loading') {
    return (
      <p className={styles.hint} role="status">
        {T.loading}
      </p>
    );
  }
  if (slots.state === 'failed') {
    return (
      <p className={styles.problem} role="alert">
        {T.slotsFailed}{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {T.retry}
        </button>
      </p>
    );
  }
  if (slots.state === 'refused') {
    return (
      <p className={styles.problem} role="alert">
        {Object.values(slots.problems)[0]}
      </p>
    );
  }
  if (slots.days.length === 0) return <p className={styles.hint}>{T.noDays}</p>;
  const day: DaySlots | undefined = slots.days.find((d) => d.date === date);
  return (
    <>
      {problem ? (
        <p id="book-start-problem" className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <fieldset className={styles.slots}>
        <legend>{T.day}</legend>
        <div className={styles.days}>
          {slots.days.slice(0, shown).map((d) => (
            <label key={d.date} className={styles.chip}>
              <input
                type="radio"
                name="day"
                value={d.date}
                checked={d.date === date}
                onChange={() => onDate(d.date)}
              />
              <span>{formatDay(d.date)}</span>
            </label>
          ))}
        </div>
        {slots.days.length > shown ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setShown((n) => n + DAYS_AT_ONCE)}
          >
            More days
          </button>
        ) : null}
      </fieldset>
      {day ? (
        <fieldset className={styles.slots}>
          <legend>
            {T.time}, {formatDay(day.date)}
          </legend>
          <div className={styles.times}>
            {day.starts.map((s) => (
              <label key={s} className={styles.chip}>
                <input
                  type="radio"
                  name="start"
                  value={s}
                  checked={s === start}
                  aria-describedby={problem ? 'book-start-problem' : undefined}
                  onChange={() => onStart(s)}
                />
                <span>{formatTime(s)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

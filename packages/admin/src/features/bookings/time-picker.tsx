import { type DaySlots, formatDay, formatTime, type TimeAction } from '@detailing/core/booking';
import { useId, useState } from 'react';
import { Button } from '../../components/button/button';
import { useLoaded } from '../../lib/use-loaded';
import styles from './bookings.module.css';

/** The picker's words: a booking's new time (Move) or the one staff offer (Suggest). */
export const TIME_PICKER_TEXTS = {
  loading: 'Finding free times…',
  failed: 'The free times could not load. Check this device’s connection.',
  retry: 'Try again',
  none: 'No free times in the booking window. Call the customer to find one.',
  day: 'Day',
  time: 'Start time',
  close: { move: 'Keep this time', suggest: 'Keep this time', book: 'Change the booking' },
  confirm: { move: 'Move to', suggest: 'Suggest', book: 'Book' },
  note: {
    move: 'The customer gets an e-mail with the new time and its calendar file.',
    suggest:
      'The customer gets an e-mail asking if the new time suits; it stays waiting until they take it.',
    book: 'It goes straight into the diary.',
  },
} as const;

/** What the chosen time is for: a booking's new time, one suggested, or a new booking. */
export type PickerAction = TimeAction | 'book';

/**
 * A booking's free times (its own counted free, the booking endpoint's), as a day, then a start
 * time; "Move to …" or "Suggest …" hands the choice back. A native select for the day: on a
 * phone it opens the system's picker; the times are buttons big enough for a thumb.
 */
export function TimePicker({
  action,
  load,
  busy,
  onChoose,
  onClose,
}: {
  action: PickerAction;
  load: () => Promise<readonly DaySlots[]>;
  busy: boolean;
  onChoose: (start: number) => void;
  onClose: () => void;
}) {
  const times = useLoaded(load, [load]);
  const [date, setDate] = useState<string>();
  const [start, setStart] = useState<number>();
  const id = useId();
  if (times.status === 'loading') {
    return (
      <p role="status" className={styles.note}>
        {TIME_PICKER_TEXTS.loading}
      </p>
    );
  }
  if (times.status === 'failed') {
    return (
      <div role="alert" className={styles.picker}>
        <p className={styles.problem}>{TIME_PICKER_TEXTS.failed}</p>
        <div className={styles.actions}>
          <Button size="sm" onClick={times.retry}>
            {TIME_PICKER_TEXTS.retry}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {TIME_PICKER_TEXTS.close[action]}
          </Button>
        </div>
      </div>
    );
  }
  const day = times.value.find((d) => d.date === date) ?? times.value[0];
  return (
    <div className={styles.picker}>
      {day ? (
        <>
          <label className={styles.setting} htmlFor={`${id}-day`}>
            {TIME_PICKER_TEXTS.day}
          </label>
          <select
            id={`${id}-day`}
            className={styles.select}
            value={day.date}
            onChange={(event) => {
              setDate(event.target.value);
              setStart(undefined);
            }}
          >
            {times.value.map((d) => (
              <option key={d.date} value={d.date}>
                {formatDay(d.date)}
              </option>
            ))}
          </select>
          <fieldset className={styles.times}>
            <legend>{TIME_PICKER_TEXTS.time}</legend>
            {day.starts.map((s) => (
              <label key={s} className={styles.chip}>
                <input
                  type="radio"
                  name={`${id}-start`}
                  value={s}
                  checked={s === start}
                  onChange={() => setStart(s)}
                />
                <span>{formatTime(s)}</span>
              </label>
            ))}
          </fieldset>
          <p className={styles.note}>{TIME_PICKER_TEXTS.note[action]}</p>
        </>
      ) : (
        <p className={styles.note}>{TIME_PICKER_TEXTS.none}</p>
      )}
      <div className={styles.actions}>
        {day && start !== undefined ? (
          <Button size="sm" disabled={busy} onClick={() => onChoose(start)}>
            {`${TIME_PICKER_TEXTS.confirm[action]} ${formatDay(day.date)}, ${formatTime(start)}`}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onClose}>
          {TIME_PICKER_TEXTS.close[action]}
        </Button>
      </div>
    </div>
  );
}

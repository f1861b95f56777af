import {
  type BookingSettings,
  type BookingsBackend,
  checkBookingSettings,
} from '@detailing/core/booking';
import { type OpeningRange, weekdayLabel, WEEKDAYS } from '@detailing/core';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button/button';
import hours from '../../components/hours/hours.module.css';
import styles from './bookings.module.css';

/** The owner's booking settings' words (BOOKING.md 2). */
export const BOOKING_SETTINGS_TEXTS = {
  heading: 'Online booking: when we take jobs',
  lede: 'Customers book only inside these hours, in UK time. Changes apply to the next visitor at once.',
  hours: 'Working hours',
  exceptions: 'Dates that differ',
  exceptionsHint: 'Holidays, a day off, or other hours on a date.',
  addDate: 'Add a date',
  remove: 'Remove',
  closedAllDay: 'Closed all day',
  capacity: 'Jobs at the same time',
  noticeHours: 'Minimum notice (hours)',
  windowDays: 'Bookable this many days ahead',
  bufferMinutes: 'Travel time between jobs (minutes)',
  instant: 'Book straight into the diary (no confirming by us)',
  save: 'Save booking settings',
  saving: 'Saving…',
  saved: 'Booking settings saved.',
  failed: 'Could not save the booking settings. Please check your connection and try again.',
} as const;

interface Range {
  readonly open: boolean;
  readonly from: string;
  readonly to: string;
}

const rangeOf = (range: OpeningRange | null): Range =>
  range
    ? { open: true, from: range.open, to: range.close }
    : { open: false, from: '09:00', to: '17:00' };
const openingOf = (range: Range): OpeningRange | null =>
  range.open ? { open: range.from, close: range.to } : null;

interface Draft {
  readonly hours: Readonly<Record<string, Range>>;
  readonly exceptions: readonly { readonly date: string; readonly range: Range }[];
  readonly capacity: string;
  readonly noticeHours: string;
  readonly windowDays: string;
  readonly bufferMinutes: string;
  readonly instant: boolean;
}

const draftOf = (settings: BookingSettings): Draft => ({
  hours: Object.fromEntries(WEEKDAYS.map((day) => [day, rangeOf(settings.hours[day])])),
  exceptions: Object.entries(settings.exceptions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, range]) => ({ date, range: rangeOf(range) })),
  capacity: String(settings.capacity),
  noticeHours: String(settings.minNoticeMinutes / 60),
  windowDays: String(settings.windowDays),
  bufferMinutes: String(settings.bufferMinutes),
  instant: settings.instant,
});

/** The draft as settings, checked with the rules' schema: the settings, or the first problem. */
function settingsOf(
  draft: Draft,
): { ok: true; settings: BookingSettings } | { ok: false; message: string } {
  const result = checkBookingSettings({
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, openingOf(draft.hours[day] ?? rangeOf(null))]),
    ),
    exceptions: Object.fromEntries(
      draft.exceptions.map(({ date, range }) => [date, openingOf(range)]),
    ),
    capacity: Number(draft.capacity),
    minNoticeMinutes: Math.round(Number(draft.noticeHours) * 60),
    windowDays: Number(draft.windowDays),
    bufferMinutes: Number(draft.bufferMinutes),
    instant: draft.instant,
  });
  if (result.ok) return result;
  const where = result.path;
  const day = WEEKDAYS.find((d) => where.startsWith(`hours.${d}`));
  const date = /^exceptions\.(\d{4}-\d{2}-\d{2})/.exec(where)?.[1];
  const prefix = day ? `${weekdayLabel(day)}: ` : date ? `${date}: ` : '';
  return { ok: false, message: `${prefix}${result.message}` };
}

/** Settings on the diary's screen, for owners (the rules let them alone write it). */
export function BookingSettingsForm({ backend }: { backend: BookingsBackend }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [save, setSave] = useState<
    { step: 'idle' | 'saving' | 'saved' } | { step: 'error'; message: string }
  >({
    step: 'idle',
  });
  useEffect(
    () =>
      backend.watchSettings(
        (settings) => setDraft((current) => current ?? draftOf(settings)),
        () => setSave({ step: 'error', message: BOOKING_SETTINGS_TEXTS.failed }),
      ),
    [backend],
  );
  if (!draft) return null;
  const edit = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setSave({ step: 'idle' });
  };
  const setDay = (day: string, change: Partial<Range>) =>
    edit({
      hours: { ...draft.hours, [day]: { ...(draft.hours[day] ?? rangeOf(null)), ...change } },
    });
  const setException = (index: number, change: Partial<{ date: string; range: Range }>) =>
    edit({
      exceptions: draft.exceptions.map((entry, i) =>
        i === index ? { ...entry, ...change } : entry,
      ),
    });
  const number = (
    key: 'capacity' | 'noticeHours' | 'windowDays' | 'bufferMinutes',
    label: string,
  ) => (
    <label className={styles.setting}>
      <span>{label}</span>
      <input
        inputMode="numeric"
        value={draft[key]}
        onChange={(event) => edit({ [key]: event.currentTarget.value })}
      />
    </label>
  );
  return (
    <section aria-labelledby="booking-settings" className={styles.section}>
      <h2 id="booking-settings" className={styles.heading}>
        {BOOKING_SETTINGS_TEXTS.heading}
      </h2>
      <p className={styles.note}>{BOOKING_SETTINGS_TEXTS.lede}</p>
      <form
        className={hours.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = settingsOf(draft);
          if (!checked.ok) {
            setSave({ step: 'error', message: checked.message });
            return;
          }
          setSave({ step: 'saving' });
          backend.saveSettings(checked.settings).then(
            () => setSave({ step: 'saved' }),
            () => setSave({ step: 'error', message: BOOKING_SETTINGS_TEXTS.failed }),
          );
        }}
      >
        <fieldset className={hours.days}>
          <legend className={hours.legend}>{BOOKING_SETTINGS_TEXTS.hours}</legend>
          {WEEKDAYS.map((day) => (
            <RangeRow
              key={day}
              label={weekdayLabel(day)}
              range={draft.hours[day] ?? rangeOf(null)}
              onChange={(change) => setDay(day, change)}
            />
          ))}
        </fieldset>
        <fieldset className={hours.days}>
          <legend className={hours.legend}>{BOOKING_SETTINGS_TEXTS.exceptions}</legend>
          <p className={styles.note}>{BOOKING_SETTINGS_TEXTS.exceptionsHint}</p>
          {draft.exceptions.map((entry, index) => (
            <div key={index} className={styles.exception}>
              <input
                type="date"
                aria-label={`Date ${index + 1}`}
                value={entry.date}
                onChange={(event) => setException(index, { date: event.currentTarget.value })}
              />
              <RangeRow
                label={BOOKING_SETTINGS_TEXTS.closedAllDay}
                inverted
                range={entry.range}
                onChange={(change) => setException(index, { range: { ...entry.range, ...change } })}
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`${BOOKING_SETTINGS_TEXTS.remove} date ${index + 1}`}
                onClick={() => edit({ exceptions: draft.exceptions.filter((_, i) => i !== index) })}
              >
                {BOOKING_SETTINGS_TEXTS.remove}
              </Button>
            </div>
          ))}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() =>
              edit({ exceptions: [...draft.exceptions, { date: '', range: rangeOf(null) }] })
            }
          >
            {BOOKING_SETTINGS_TEXTS.addDate}
          </Button>
        </fieldset>
        <div className={styles.settings}>
          {number('capacity', BOOKING_SETTINGS_TEXTS.capacity)}
          {number('noticeHours', BOOKING_SETTINGS_TEXTS.noticeHours)}
          {number('windowDays', BOOKING_SETTINGS_TEXTS.windowDays)}
          {number('bufferMinutes', BOOKING_SETTINGS_TEXTS.bufferMinutes)}
        </div>
        <label className={hours.dayName}>
          <input
            type="checkbox"
            checked={draft.instant}
            onChange={(event) => edit({ instant: event.currentTarget.checked })}
          />
          {BOOKING_SETTINGS_TEXTS.instant}
        </label>
        <div className={hours.actions}>
          <Button type="submit" disabled={save.step === 'saving'}>
            {save.step === 'saving' ? BOOKING_SETTINGS_TEXTS.saving : BOOKING_SETTINGS_TEXTS.save}
          </Button>
          <p className={hours.status} role={save.step === 'error' ? 'alert' : 'status'}>
            {save.step === 'saved' ? BOOKING_SETTINGS_TEXTS.saved : null}
            {save.step === 'error' ? save.message : null}
          </p>
        </div>
      </form>
    </section>
  );
}

/**
 * A day's hours: open (or, `inverted`, "Closed all day" ticked when closed) with its times.
 */
function RangeRow({
  label,
  range,
  inverted = false,
  onChange,
}: {
  label: string;
  range: Range;
  inverted?: boolean;
  onChange: (change: Partial<Range>) => void;
}) {
  return (
    <div className={hours.day} data-open={range.open || undefined}>
      <label className={hours.dayName}>
        <input
          type="checkbox"
          checked={inverted ? !range.open : range.open}
          onChange={(event) =>
            onChange({
              open: inverted ? !event.currentTarget.checked : event.currentTarget.checked,
            })
          }
        />
        {label}
      </label>
      {range.open ? (
        <span className={hours.times}>
          <input
            type="time"
            aria-label={`${label}: opens`}
            value={range.from}
            onChange={(event) => onChange({ from: event.currentTarget.value })}
          />
          <span aria-hidden="true">to</span>
          <input
            type="time"
            aria-label={`${label}: closes`}
            value={range.to}
            onChange={(event) => onChange({ to: event.currentTarget.value })}
          />
        </span>
      ) : inverted ? null : (
        <span className={hours.closed}>Closed</span>
      )}
    </div>
  );
}

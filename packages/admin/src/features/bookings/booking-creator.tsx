import {
  type BookingOrigin,
  type BookingsBackend,
  type FieldProblems,
  formatLength,
  formatPounds,
  type JobTimes,
} from '@detailing/core/booking';
import { serviceLocation, type ServiceSlug } from '@detailing/site-content/slugs';
import { VEHICLE_SIZE_LABELS, VEHICLE_SIZES } from '@detailing/site-content/vehicles';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '../../components/button/button';
import styles from './bookings.module.css';
import { BOOKABLE, CATALOGUE, type Draft, draftOf } from './creator-draft';
import { TimePicker } from './time-picker';

/** The words of a booking staff make for a customer (BOOKING.md 4). */
export const CREATOR_TEXTS = {
  heading: 'New booking',
  from: {
    request: 'From a request: the customer’s details are filled in.',
    conversation: 'From a conversation: what the visitor gave is filled in.',
    call: 'For a customer on the phone: it goes straight into the diary.',
  },
  service: 'Service',
  size: 'Vehicle size',
  addOns: 'Add-ons',
  postcode: 'Postcode',
  address: 'Address',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail (optional)',
  emailHint:
    'With an address, the customer gets the confirmation, the calendar file and a reminder.',
  notes: 'Notes',
  findTimes: 'Find free times',
  finding: 'Finding free times…',
  total: (total: string, length: string) => `Total: ${total}, ${length}`,
  cancel: 'Cancel',
  checkFirst: 'Please check the fields marked below.',
} as const;

/**
 * Staff book for a customer: from a request or a conversation (their details filled in, the
 * booking linked to it, a request marked "Booked"), or for a call. The job and the customer,
 * then the free times (the page's own), then "Book": straight into the diary.
 */
export function BookingCreator({
  backend,
  origin,
  onDone,
  onCancel,
}: {
  backend: BookingsBackend;
  origin: BookingOrigin | null;
  onDone: (id: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(origin ? null : draftOf({}));
  const [times, setTimes] = useState<JobTimes | 'loading' | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!origin) return;
    let live = true;
    backend.customerFrom(origin).then(
      (customer) => live && setDraft(draftOf(customer)),
      () => live && setDraft(draftOf({})),
    );
    return () => {
      live = false;
    };
  }, [backend, origin]);
  // The job's free times once found (a refusal is said in `problems`).
  const found = times !== null && times !== 'loading' && times.ok ? times : null;
  const days = found?.days ?? null;
  const loadDays = useCallback(async () => days ?? [], [days]);
  if (!draft) return null;
  const service = CATALOGUE[draft.service];
  const mobile = serviceLocation(draft.service) === 'mobile';
  const change = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    // A new job needs its own free times.
    if ('service' in next || 'size' in next || 'addOns' in next || 'postcode' in next) {
      setTimes(null);
    }
  };
  const query = {
    service: draft.service,
    size: draft.size,
    addOns: draft.addOns,
    ...(mobile ? { postcode: draft.postcode } : {}),
  };
  const findTimes = async () => {
    setTimes('loading');
    setProblems({});
    try {
      const answer = await backend.jobTimes(query);
      setTimes(answer);
      if (!answer.ok) setProblems(answer.problems);
    } catch (error) {
      setTimes(null);
      setProblems({ form: error instanceof Error ? error.message : 'That did not work.' });
    }
  };
  const book = async (start: number) => {
    setBusy(true);
    setProblems({});
    try {
      const made = await backend.createBooking({
        ...query,
        start,
        name: draft.name,
        phone: draft.phone,
        email: draft.email,
        ...(mobile ? { address: draft.address } : {}),
        ...(draft.notes.trim() ? { notes: draft.notes } : {}),
        ...(origin ? { from: origin } : {}),
      });
      if (made.ok) onDone(made.id);
      else setProblems(made.problems);
    } catch (error) {
      setProblems({ form: error instanceof Error ? error.message : 'That did not work.' });
    } finally {
      setBusy(false);
    }
  };
  const field = (
    name: keyof Draft & string,
    label: string,
    props: { type?: string; hint?: string } = {},
  ) => (
    <div className={styles.setting}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {props.hint ? (
        <span id={`${id}-${name}-hint`} className={styles.hint}>
          {props.hint}
        </span>
      ) : null}
      <input
        id={`${id}-${name}`}
        className={styles.wide}
        type={props.type ?? 'text'}
        value={String(draft[name])}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={
          [problems[name] ? `${id}-${name}-problem` : '', props.hint ? `${id}-${name}-hint` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => change({ [name]: event.target.value })}
      />
      {problems[name] ? (
        <span id={`${id}-${name}-problem`} className={styles.problem}>
          {problems[name]}
        </span>
      ) : null}
    </div>
  );
  const fieldProblems = Object.entries(problems).filter(([name]) => name !== 'form');
  return (
    <section aria-labelledby={`${id}-heading`} className={`${styles.section} ${styles.creator}`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {CREATOR_TEXTS.heading}
      </h2>
      <p className={styles.note}>{CREATOR_TEXTS.from[origin?.kind ?? 'call']}</p>
      {problems.form || fieldProblems.length > 0 ? (
        <p role="alert" className={styles.problem}>
          {problems.form ?? CREATOR_TEXTS.checkFirst}
          {problems.start ? ` ${problems.start}` : ''}
        </p>
      ) : null}
      <div className={styles.setting}>
        <label htmlFor={`${id}-service`}>{CREATOR_TEXTS.service}</label>
        <select
          id={`${id}-service`}
          className={styles.select}
          value={draft.service}
          onChange={(event) => change({ service: event.target.value as ServiceSlug, addOns: [] })}
        >
          {BOOKABLE.map((slug) => (
            <option key={slug} value={slug}>
              {CATALOGUE[slug].name}
            </option>
          ))}
        </select>
        {problems.service ? <span className={styles.problem}>{problems.service}</span> : null}
      </div>
      <fieldset className={styles.times}>
        <legend>{CREATOR_TEXTS.size}</legend>
        {VEHICLE_SIZES.map((size) => (
          <label key={size} className={styles.chip}>
            <input
              type="radio"
              name={`${id}-size`}
              value={size}
              checked={draft.size === size}
              onChange={() => change({ size })}
            />
            <span>
              {VEHICLE_SIZE_LABELS[size].name} · {formatPounds(service.booking.prices[size])}
            </span>
          </label>
        ))}
      </fieldset>
      {problems.size ? <p className={styles.problem}>{problems.size}</p> : null}
      {service.booking.addOns.length > 0 ? (
        <fieldset className={styles.checks}>
          <legend>{CREATOR_TEXTS.addOns}</legend>
          {service.booking.addOns.map((addOn) => (
            <label key={addOn.name}>
              <input
                type="checkbox"
                checked={draft.addOns.includes(addOn.name)}
                onChange={(event) =>
                  change({
                    addOns: event.target.checked
                      ? [...draft.addOns, addOn.name]
                      : draft.addOns.filter((name) => name !== addOn.name),
                  })
                }
              />{' '}
              {addOn.name} (+{formatPounds(addOn.price)})
            </label>
          ))}
        </fieldset>
      ) : null}
      {mobile ? (
        <>
          {field('postcode', CREATOR_TEXTS.postcode)}
          {field('address', CREATOR_TEXTS.address)}
        </>
      ) : null}
      {field('name', CREATOR_TEXTS.name)}
      {field('phone', CREATOR_TEXTS.phone, { type: 'tel' })}
      {field('email', CREATOR_TEXTS.email, { type: 'email', hint: CREATOR_TEXTS.emailHint })}
      <div className={styles.setting}>
        <label htmlFor={`${id}-notes`}>{CREATOR_TEXTS.notes}</label>
        <textarea
          id={`${id}-notes`}
          className={styles.wide}
          rows={3}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
      </div>
      {days ? (
        <>
          {found ? (
            <p className={styles.when}>
              {CREATOR_TEXTS.total(formatPounds(found.job.total), formatLength(found.job.length))}
            </p>
          ) : null}
          <TimePicker
            action="book"
            load={loadDays}
            busy={busy}
            onChoose={(start) => void book(start)}
            onClose={() => setTimes(null)}
          />
        </>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" disabled={times === 'loading'} onClick={() => void findTimes()}>
            {times === 'loading' ? CREATOR_TEXTS.finding : CREATOR_TEXTS.findTimes}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {CREATOR_TEXTS.cancel}
          </Button>
        </div>
      )}
    </section>
  );
}

import {
  checkBookingDetails,
  type FieldProblems,
  inCoverage,
  normalisePostcode,
  priceJob,
  BOOKING_TEXTS,
  QUOTE_PARAM,
} from '@detailing/core/booking';
import { business } from '@detailing/site-content/current/business';
import { type ServiceSlug, serviceLocation } from '@detailing/site-content/slugs';
import type { VehicleSize } from '@detailing/site-content/vehicles';
import type { AttachmentsStore } from '@detailing/core';
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { buttonProps } from '../../components/button/button';
import { HONEYPOT_FIELD } from '../../components/forms/form-fields';
import { rememberChosenService } from '../../lib/chosen-service';
import {
  BOOK_ONLINE_TEXTS as T,
  BOOKABLE_SERVICES,
  BOOKING_CATALOGUE,
} from '../../content/book-online';
import forms from '../../components/forms/forms.module.css';
import { styles } from './book-online-styles';
import { BookingPhotos, sentPhotos } from './booking-photos';
import { DetailsFields } from './details-fields';
import { focusFirstProblem } from './focus-problem';
import { JobFields } from './job-fields';
import { QuoteRefusal, QuoteSummary } from './quote-summary';
import { SlotPicker } from './slot-picker';
import { useFreeSlots } from './use-free-slots';
import type { HeldQuote } from './use-quote';
import { WhereFields } from './where-fields';

export const BOOKINGS_PATH = '/api/bookings';

interface Booked {
  readonly status: 'requested' | 'confirmed';
  readonly manage: string;
  readonly email: string;
}

const never = () => () => undefined;

/** Whether React has taken over the prerendered form (false on the server and without JavaScript). */
const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * The booking (BOOKING.md 3): a plain form that posts to /api/bookings, so that it books without
 * JavaScript (the free times come on the next page); with JavaScript the free slots show in
 * place and "Confirm booking" posts the same fields as JSON. With a `quote` from the chat
 * (BOOKING.md 5), step 1 shows the quote's job as it stands and the fields name the quote: the
 * endpoint books it at the quote's total.
 */
export function BookingForm({
  initial,
  quote = null,
  onQuoteRetry = () => undefined,
}: {
  initial?: ServiceSlug;
  quote?: HeldQuote | null;
  onQuoteRetry?: () => void;
}) {
  const hydrated = useHydrated();
  const [service, setService] = useState<ServiceSlug>(
    initial && BOOKABLE_SERVICES.includes(initial) ? initial : (BOOKABLE_SERVICES[0] ?? 'ppf'),
  );
  const [size, setSize] = useState<VehicleSize | ''>('');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [postcode, setPostcode] = useState('');
  // The day and time chosen, for the job they were chosen for: a new job offers other times.
  const [pick, setPick] = useState<{
    query: string | null;
    date?: string | undefined;
    start?: number;
  }>({
    query: null,
  });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [sending, setSending] = useState<'idle' | 'sending' | 'failed'>('idle');
  const [booked, setBooked] = useState<Booked>();
  // The quote refused with the booking's answer (it expired or was booked meanwhile).
  const [refused, setRefused] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const photosRef = useRef<AttachmentsStore | null>(null);

  // A later offer of a quote (the consultation popup) keeps the service they looked at.
  useEffect(() => rememberChosenService(BOOKING_CATALOGUE[service].name), [service]);

  const quoted = quote?.state === 'ready' ? quote.job : null;
  const mobile = quoted ? quoted.mobile : serviceLocation(service) === 'mobile';
  const priced = size === '' ? null : priceJob(BOOKING_CATALOGUE, { service, size, addOns });
  const job = quote ? quoted : priced?.ok ? priced.job : null;
  // The quote's job starts at the postcode, or at the day for work at our unit.
  useEffect(() => {
    const form = formRef.current;
    if (!quoted || !form) return;
    if (quoted.mobile) form.querySelector<HTMLElement>('#book-postcode')?.focus();
    else form.querySelector('#book-step-when')?.scrollIntoView({ block: 'start' });
  }, [quoted]);
  const chosen: string[][] = quote
    ? [[QUOTE_PARAM, quote.ref]]
    : [['service', service], ['size', size], ...addOns.map((name) => ['addOn', name])];
  const area = normalisePostcode(postcode);
  const outside =
    mobile && area && !inCoverage(area, business.coverage)
      ? BOOKING_TEXTS.outsideArea(area, business.phone.display)
      : undefined;
  const ready = job !== null && (!mobile || (area !== null && !outside));
  const query = ready
    ? new URLSearchParams([...chosen, ...(mobile && area ? [['postcode', area]] : [])]).toString()
    : null;
  const [slots, reloadSlots] = useFreeSlots(hydrated ? query : null);
  const picked = pick.query === query ? pick : { query };
  // The first free day is open until the visitor picks another.
  const date = picked.date ?? (slots.state === 'ready' ? slots.days[0]?.date : undefined);
  const start = picked.start;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return; // the plain form posts as it is
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const details = checkBookingDetails(
      {
        name: text('name'),
        phone: text('phone'),
        email: text('email'),
        address: text('address'),
        notes: text('notes'),
      },
      mobile,
    );
    const found: Record<string, string | undefined> = details.ok ? {} : { ...details.problems };
    if (mobile && !area) found.postcode = BOOKING_TEXTS.postcode;
    if (outside) found.postcode = outside;
    if (start === undefined) found.start = BOOKING_TEXTS.slot;
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem(formRef.current, found);
      return;
    }
    setSending('sending');
    try {
      // Photos still being prepared are waited for.
      const photos = await sentPhotos(photosRef.current);
      const response = await fetch(BOOKINGS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...(quote ? { [QUOTE_PARAM]: quote.ref } : { service, size, addOns }),
          postcode: area ?? '',
          start,
          [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
          ...(details.ok ? details.details : {}),
          ...(photos.length > 0 ? { photos } : {}),
        }),
      });
      const body = (await response.json()) as {
        status?: Booked['status'];
        manage?: string;
        problems?: FieldProblems;
      };
      if (response.status === 201 && body.status && body.manage) {
        setBooked({ status: body.status, manage: body.manage, email: text('email').trim() });
        return;
      }
      setSending('idle');
      const quoteProblem = body.problems?.[QUOTE_PARAM];
      if (quoteProblem) return setRefused(quoteProblem);
      setProblems(body.problems ?? { form: T.failed });
      // A slot taken meanwhile: the free times as they are now.
      if (response.status === 409) reloadSlots();
      if (body.problems) focusFirstProblem(formRef.current, body.problems);
    } catch {
      setSending('failed');
    }
  };

  const refusal = refused ?? (quote?.state === 'refused' ? quote.problem : undefined);
  if (refusal) return <QuoteRefusal problem={refusal} />;

  if (booked) {
    return (
      <div className={styles.result}>
        <h2 ref={(heading) => heading?.focus()} tabIndex={-1}>
          {booked.status === 'confirmed' ? T.booked : T.requested}
        </h2>
        <p>{T.sentTo(booked.email)}</p>
        <p>
          <a href={booked.manage} {...buttonProps('outline')}>
            {T.manage}
          </a>
        </p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className={`${forms.form} ${styles.form}`}
      method="post"
      action={BOOKINGS_PATH}
      onSubmit={onSubmit}
      noValidate={hydrated}
    >
      <fieldset className={styles.step}>
        <legend className={styles.stepTitle}>
          <span aria-hidden="true">1</span> {T.steps.service}
        </legend>
        {quote ? (
          <>
            <QuoteSummary quote={quote} onRetry={onQuoteRetry} />
            <input type="hidden" name={QUOTE_PARAM} value={quote.ref} />
          </>
        ) : (
          <JobFields
            service={service}
            size={size}
            addOns={addOns}
            job={job}
            onService={(next) => {
              setService(next);
              setAddOns([]);
            }}
            onSize={setSize}
            onAddOns={setAddOns}
          />
        )}
      </fieldset>
      <fieldset className={styles.step}>
        <legend className={styles.stepTitle}>
          <span aria-hidden="true">2</span> {T.steps.where}
        </legend>
        {quote && !quoted ? null : (
          <WhereFields
            mobile={mobile}
            postcode={postcode}
            outside={outside}
            problem={problems.postcode}
            onPostcode={setPostcode}
          />
        )}
      </fieldset>
      <fieldset id="book-step-when" className={styles.step}>
        <legend className={styles.stepTitle}>
          <span aria-hidden="true">3</span> {T.steps.when}
        </legend>
        {hydrated ? (
          <SlotPicker
            slots={slots}
            waiting={job === null ? T.chooseFirst : T.postcodeFirst}
            date={date}
            start={start}
            problem={problems.start}
            onDate={(next) => setPick({ query, date: next })}
            onStart={(next) => setPick({ query, date, start: next })}
            onRetry={reloadSlots}
          />
        ) : (
          <p className={styles.hint}>{T.noScript}</p>
        )}
      </fieldset>
      <fieldset className={styles.step}>
        <legend className={styles.stepTitle}>
          <span aria-hidden="true">4</span> {T.steps.details}
        </legend>
        <DetailsFields mobile={mobile} problems={problems} />
        {hydrated ? <BookingPhotos storeRef={photosRef} problem={problems.photos} /> : null}
      </fieldset>
      {problems.form || sending === 'failed' ? (
        <p className={styles.problem} role="alert">
          {sending === 'failed' ? T.failed : problems.form}
        </p>
      ) : null}
      <button
        type="submit"
        {...buttonProps('primary', { full: true })}
        disabled={sending === 'sending'}
      >
        {sending === 'sending' ? T.sending : hydrated ? T.confirm : T.seeTimes}
      </button>
    </form>
  );
}

import {
  BOOKING_TEXTS,
  type DaySlots,
  type FieldProblems,
  formatDay,
  formatLength,
  formatPounds,
  formatTime,
  jobAddOns,
  jobTitle,
  parseQuoteRef,
  type PricedJob,
  QUOTE_BOOKING_TEXTS,
  QUOTE_PARAM,
  quoteBookingPath,
} from '@detailing/core/booking';
import { HONEYPOT_FIELD, REQUEST_LIMITS } from '@detailing/core/domain';
import { fieldsOf } from './booking-choice.js';
import {
  book,
  type BookingDependencies,
  type BookingHttpRequest,
  BOOKINGS_PATH,
  clientOf,
} from './bookings.js';
import { sitePage } from './form-pages.js';
import type { FormResponse } from './requests.js';

/**
 * The booking without JavaScript (BOOKING.md 3): /book-online's plain form posts here, and the
 * answer is a page: the next free days with their times (the choice posted back with every
 * field carried), the problems with a way back, or, after a 303, the booking's own page, which
 * is also where the e-mail's "Manage your booking" link leads.
 */

/** How many free days the page lists (each with its times): the week or two ahead. */
export const DAYS_LISTED = 10;

export const BOOKING_PAGE_TEXTS = {
  chooseTitle: 'Choose a day and a time',
  noDays: 'There are no free times in the coming weeks. Please call us and we will find one.',
  book: 'Book this time',
  problemsTitle: 'Please check your booking',
  back: 'Go back to the booking form',
  limited: 'We have had many bookings from here just now. Please try again in an hour, or call us.',
} as const;

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

export const page = (status: number, title: string, main: React.ReactNode): FormResponse => ({
  status,
  headers: PAGE_HEADERS,
  body: sitePage(title, main),
});

/** The job in a line: every service (a quote's), its add-ons, the price and how long. */
export function JobSummary({ job }: { job: PricedJob }) {
  const extras = jobAddOns(job)
    .map((addOn) => addOn.name)
    .join(', ');
  return (
    <p>
      {job.quoteId ? `${QUOTE_BOOKING_TEXTS.fromQuote}: ` : ''}
      {jobTitle(job)}
      {extras ? ` with ${extras}` : ''}: {formatPounds(job.total)}, {formatLength(job.length)}.
    </p>
  );
}

function ProblemList({ problems }: { problems: FieldProblems }) {
  const messages = Object.values(problems).filter((m): m is string => typeof m === 'string');
  return messages.length === 0 ? null : (
    <ul role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** Where a page of times posts, and the way back from it. */
export interface TimesTarget {
  readonly action: string;
  readonly back: { readonly href: string; readonly label: string };
}

const NEW_BOOKING: TimesTarget = {
  action: BOOKINGS_PATH,
  back: { href: '/book-online', label: BOOKING_PAGE_TEXTS.back },
};

/**
 * The next free days, each a group of times, as radio buttons posted to `target.action` with
 * every `carried` field (all the visitor typed, or a booking's link) as hidden inputs.
 */
export function timesPage(
  job: PricedJob,
  days: readonly DaySlots[],
  carried: URLSearchParams,
  problems: FieldProblems,
  target: TimesTarget = NEW_BOOKING,
): FormResponse {
  const hidden = [...carried].filter(([name]) => name !== 'start' && name !== HONEYPOT_FIELD);
  const listed = days.slice(0, DAYS_LISTED);
  return page(
    problems.start ? 409 : 200,
    BOOKING_PAGE_TEXTS.chooseTitle,
    <>
      <h1>{BOOKING_PAGE_TEXTS.chooseTitle}</h1>
      <JobSummary job={job} />
      <ProblemList problems={problems} />
      {listed.length === 0 ? (
        <p>{BOOKING_PAGE_TEXTS.noDays}</p>
      ) : (
        <form method="post" action={target.action}>
          {hidden.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          {listed.map((day, index) => (
            <fieldset key={day.date}>
              <legend>{formatDay(day.date)}</legend>
              {day.starts.map((start, i) => (
                <label key={start} style={{ display: 'inline-block', margin: '0 1rem .5rem 0' }}>
                  <input
                    type="radio"
                    name="start"
                    value={start}
                    required
                    defaultChecked={index === 0 && i === 0}
                  />{' '}
                  {formatTime(start)}
                </label>
              ))}
            </fieldset>
          ))}
          <p>
            <button type="submit">{BOOKING_PAGE_TEXTS.book}</button>
          </p>
        </form>
      )}
      <p>
        <a href={target.back.href}>{target.back.label}</a>
      </p>
    </>,
  );
}

export const problemsPage = (
  status: number,
  problems: FieldProblems,
  back: TimesTarget['back'] = NEW_BOOKING.back,
): FormResponse =>
  page(
    status,
    BOOKING_PAGE_TEXTS.problemsTitle,
    <>
      <h1>{BOOKING_PAGE_TEXTS.problemsTitle}</h1>
      <ProblemList problems={problems} />
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </>,
  );

/** A quote that cannot be booked: the page's words (with our number), and booking without it. */
const WITHOUT_QUOTE = { href: '/book-online', label: QUOTE_BOOKING_TEXTS.bookWithout };

/**
 * The quote a plain form books. Without JavaScript the prerendered page cannot copy the link's
 * `?quote=` into its form, but the post's Referer is that page (Referrer-Policy sends the whole
 * address within our origin); from then on the times page carries it as a hidden field.
 */
export function withQuote(params: URLSearchParams, referer: string | undefined, origin: string) {
  if ((params.get(QUOTE_PARAM) ?? '') !== '' || !referer) return params;
  const from = URL.canParse(referer) ? new URL(referer) : null;
  const quote = from?.searchParams.get(QUOTE_PARAM);
  if (!from || !quote || from.origin !== new URL(origin).origin) return params;
  if (!from.pathname.startsWith('/book-online')) return params;
  const carried = new URLSearchParams(params);
  carried.set(QUOTE_PARAM, quote);
  return carried;
}

/** `POST /api/bookings` from the plain form. */
export async function handleBookingForm(
  request: BookingHttpRequest,
  deps: BookingDependencies,
): Promise<FormResponse> {
  if (request.body.byteLength > REQUEST_LIMITS.bodyBytes) {
    return problemsPage(413, {
      form: BOOKING_TEXTS.tooLong('the booking', REQUEST_LIMITS.bodyBytes),
    });
  }
  const posted = new URLSearchParams(request.body.toString('utf8'));
  // A robot filled the field people never see: told nothing, given nothing.
  if ((posted.get(HONEYPOT_FIELD) ?? '') !== '') {
    return { status: 303, headers: { location: `${deps.siteOrigin}/thank-you` }, body: '' };
  }
  const params = withQuote(posted, request.headers['referer'], deps.siteOrigin);
  const quote = parseQuoteRef(params.get(QUOTE_PARAM) ?? '');
  const outcome = await book(fieldsOf(params), clientOf(request, deps), deps);
  switch (outcome.kind) {
    case 'booked':
      return {
        status: 303,
        headers: { location: outcome.manage, 'cache-control': 'no-store' },
        body: '',
      };
    case 'problems':
      return outcome.problems[QUOTE_PARAM]
        ? problemsPage(outcome.status, outcome.problems, WITHOUT_QUOTE)
        : problemsPage(outcome.status, outcome.problems);
    case 'choose':
      return timesPage(outcome.job, outcome.days, params, outcome.problems, {
        action: BOOKINGS_PATH,
        back: {
          href: quote ? quoteBookingPath(outcome.job.service, quote) : NEW_BOOKING.back.href,
          label: BOOKING_PAGE_TEXTS.back,
        },
      });
    case 'limited':
      return problemsPage(429, { form: BOOKING_PAGE_TEXTS.limited });
  }
}

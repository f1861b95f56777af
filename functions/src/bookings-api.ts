import { BOOKING_LIMITS, BOOKING_TEXTS, QUOTE_PARAM } from '@detailing/core/booking';
import { HONEYPOT_FIELD } from '@detailing/core/domain';
import {
  type BookingFields,
  checkChoice,
  fieldsOf,
  quoteJob,
  quoteRefused,
} from './booking-choice.js';
import { photosOf } from './booking-photos.js';
import {
  book,
  type BookingDependencies,
  type BookingHttpRequest,
  BOOKINGS_PATH,
  clientOf,
  freeSlots,
} from './bookings.js';
import type { FormResponse } from './requests.js';

/**
 * The page's JSON API under `/api/bookings` (BOOKING.md 3): `GET /slots` (the free times for a
 * job; with a staff ID token, inside the minimum notice too), `GET /quote` (a quote's job, for
 * the page to show before the free times) and `POST` a booking as JSON, with its photos. The
 * plain form's pages are booking-pages.tsx.
 */

/** A JSON answer, never cached. */
export const json = (status: number, body: unknown): FormResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/** A JSON booking's fields: text by name, the start a number, lists under plural names. */
export function jsonFields(body: Readonly<Record<string, unknown>>): BookingFields {
  const text = (name: string) =>
    typeof body[name] === 'string' ? (body[name] as string) : undefined;
  return {
    get: (name) =>
      name === 'start' && typeof body.start === 'number' ? String(body.start) : text(name),
    all: (name) => {
      const list = body[`${name}s`];
      return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    },
  };
}

/** The JSON API the page uses: the free slots, and a booking. */
export async function handleBookingApi(
  request: BookingHttpRequest,
  deps: BookingDependencies,
): Promise<FormResponse | null> {
  const url = new URL(request.url, deps.siteOrigin);
  const now = (deps.now ?? Date.now)();
  if (request.method === 'GET' && url.pathname === `${BOOKINGS_PATH}/quote`) {
    // The quote's job and how long it holds: what the card showed, nothing of the visitor's.
    const held = await quoteJob(url.searchParams.get(QUOTE_PARAM) ?? '', deps.store, now);
    if (held.ok) return json(200, { job: held.job, validUntil: held.validUntil });
    const refused = quoteRefused(held.reason, (await deps.store.catalogue()).phone);
    return json(refused.status, { problems: refused.problems, reason: held.reason });
  }
  if (request.method === 'GET' && url.pathname === `${BOOKINGS_PATH}/slots`) {
    const choice = await checkChoice(fieldsOf(url.searchParams), deps.store, now);
    if (!choice.ok) return json(choice.status, { problems: choice.problems });
    // The console asks with its ID token: staff see the times they may book.
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const byStaff = token !== undefined && (await deps.staff.verifyStaff(token)) !== null;
    const { days } = await freeSlots(deps.store, choice.job, now, { byStaff });
    return json(200, { job: choice.job, days });
  }
  const type = request.headers['content-type'] ?? '';
  if (
    request.method !== 'POST' ||
    url.pathname !== BOOKINGS_PATH ||
    !type.startsWith('application/json')
  ) {
    return null;
  }
  // Photos ride in the JSON: its limit has room for four.
  if (request.body.byteLength > BOOKING_LIMITS.bodyWithPhotosBytes) {
    return json(413, {
      problems: { form: BOOKING_TEXTS.tooLarge },
    });
  }
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(request.body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
    body = parsed as Record<string, unknown>;
  } catch {
    return json(400, { problems: { form: 'This booking could not be read. Please try again.' } });
  }
  const fields = jsonFields(body);
  if ((fields.get(HONEYPOT_FIELD) ?? '') !== '') return json(202, {});
  const photos = photosOf(body.photos);
  if (!photos) return json(422, { problems: { photos: BOOKING_TEXTS.photos } });
  const outcome = await book(fields, clientOf(request, deps), deps, { photos });
  switch (outcome.kind) {
    case 'booked':
      return json(201, { id: outcome.id, status: outcome.status, manage: outcome.manage });
    case 'problems':
      return json(outcome.status, { problems: outcome.problems });
    case 'choose':
      // A post without a time is a page's mistake; one whose time went is told the next ones.
      return Object.keys(outcome.problems).length === 0
        ? json(422, { problems: { start: BOOKING_TEXTS.slot } })
        : json(409, { problems: outcome.problems, days: outcome.days });
    case 'limited':
      return json(429, {
        problems: {
          form: 'We have had many bookings from here just now. Please try again in an hour, or call us.',
        },
      });
  }
}

import { availabilityOf, type Booking, formatDay, formatTime } from '@detailing/chat-core/booking';
import { bookingCustomerMail } from './booking-mail.js';
import { JobSummary, page, problemsPage } from './booking-pages.js';
import {
  type BookingDependencies,
  type BookingHttpRequest,
  BOOKINGS_PATH,
  isManageSignature,
  manageLinkFor,
} from './bookings.js';
import type { FormResponse } from './requests.js';

/**
 * A booking's own page, `/api/bookings/manage?b=&t=` (BOOKING.md 3): the link in every e-mail,
 * its signature the key (no account). It shows the booking, and until the minimum notice lets
 * the customer cancel it: a button, then "Yes, cancel it" on the next page (plain forms, no
 * JavaScript), then the page again, cancelled. Past the notice: our number.
 */

export const MANAGE_TEXTS = {
  cancel: 'Cancel this booking',
  sure: 'Cancel this booking?',
  sureText: 'Its time will be offered to other customers. This cannot be undone.',
  yes: 'Yes, cancel it',
  keep: 'Keep my booking',
  tooLate: (phone: string) =>
    `It starts soon: to change or cancel it now, please call us on ${phone}.`,
  contact: (email: string) =>
    `We sent the details to ${email}. To change anything else, call us or reply to the e-mail.`,
  unknown: 'We could not find this booking. Please use the link in your e-mail, or call us.',
} as const;

/** What the booking's page says first, by its status. */
export const BOOKING_HEADLINES: Record<Booking['status'], string> = {
  requested: 'Requested: we’ll confirm by e-mail',
  confirmed: 'Booked',
  done: 'Done: thank you',
  declined: 'We could not take this booking',
  cancelled: 'Cancelled',
};

/** The booking the link names, if its signature holds. */
async function linked(params: URLSearchParams, deps: BookingDependencies) {
  const id = params.get('b') ?? '';
  const signature = params.get('t') ?? '';
  if (!/^[A-Za-z0-9]{1,40}$/.test(id) || !isManageSignature(deps.linkKey, id, signature)) {
    return null;
  }
  const booking = await deps.store.booking(id);
  return booking ? { id, signature, booking } : null;
}

/** Whether the customer may still cancel it themselves: before the minimum notice. */
async function cancellable(booking: Booking, deps: BookingDependencies) {
  if (booking.status !== 'requested' && booking.status !== 'confirmed') return false;
  const { minNoticeMinutes } = availabilityOf(await deps.store.settings());
  return booking.start - (deps.now ?? Date.now)() >= minNoticeMinutes * 60_000;
}

function CancelForm({ id, signature, sure }: { id: string; signature: string; sure: boolean }) {
  return (
    <form method="post" action={`${BOOKINGS_PATH}/manage`}>
      <input type="hidden" name="b" value={id} />
      <input type="hidden" name="t" value={signature} />
      <input type="hidden" name="action" value={sure ? 'cancel-sure' : 'cancel'} />
      <p>
        <button type="submit">{sure ? MANAGE_TEXTS.yes : MANAGE_TEXTS.cancel}</button>
      </p>
    </form>
  );
}

/** `GET`: the booking, and what the customer may do with it. */
export async function managePage(
  request: BookingHttpRequest,
  deps: BookingDependencies,
): Promise<FormResponse> {
  const found = await linked(new URL(request.url, deps.siteOrigin).searchParams, deps);
  if (!found) return problemsPage(404, { form: MANAGE_TEXTS.unknown });
  const { id, signature, booking } = found;
  const headline = BOOKING_HEADLINES[booking.status];
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  return page(
    200,
    headline,
    <>
      <h1>{headline}</h1>
      <JobSummary job={booking.job} />
      <p>
        {formatDay(booking.date)}, from {formatTime(booking.start)}
        {booking.postcode
          ? `, at your address in ${booking.postcode}`
          : ', at our unit in Christchurch'}
        .
      </p>
      {open ? <p>{MANAGE_TEXTS.contact(booking.email)}</p> : null}
      {(await cancellable(booking, deps)) ? (
        <CancelForm id={id} signature={signature} sure={false} />
      ) : open ? (
        <p>{MANAGE_TEXTS.tooLate((await deps.store.catalogue()).phone)}</p>
      ) : null}
    </>,
  );
}

/**
 * `POST`: "Cancel this booking" asks once more; "Yes, cancel it" cancels (the staff's own
 * transaction: its time free at once), e-mails the customer and the owner, and shows the page.
 */
export async function manageAction(
  request: BookingHttpRequest,
  deps: BookingDependencies,
): Promise<FormResponse> {
  const params = new URLSearchParams(request.body.toString('utf8'));
  const found = await linked(params, deps);
  if (!found) return problemsPage(404, { form: MANAGE_TEXTS.unknown });
  const { id, signature, booking } = found;
  const manage = manageLinkFor(deps.linkKey, deps.siteOrigin, id);
  const back = {
    status: 303,
    headers: { location: manage, 'cache-control': 'no-store' },
    body: '',
  };
  if (!(await cancellable(booking, deps))) return back;
  if (params.get('action') === 'cancel') {
    return page(
      200,
      MANAGE_TEXTS.sure,
      <>
        <h1>{MANAGE_TEXTS.sure}</h1>
        <JobSummary job={booking.job} />
        <p>
          {formatDay(booking.date)}, from {formatTime(booking.start)}. {MANAGE_TEXTS.sureText}
        </p>
        <CancelForm id={id} signature={signature} sure />
        <p>
          <a href={manage}>{MANAGE_TEXTS.keep}</a>
        </p>
      </>,
    );
  }
  if (params.get('action') !== 'cancel-sure') return back;
  const now = (deps.now ?? Date.now)();
  const result = await deps.staff.act(id, 'cancel', 'customer', now);
  if (result.ok) {
    await deps.staff.mail.queue(
      `booking-${id}-cancel`,
      bookingCustomerMail(result.booking, id, 'cancelled', {
        ...deps.staff.links(result.booking, id),
        phone: await deps.staff.phone(),
      }),
    );
    deps.log?.('A customer cancelled their booking.', { bookingId: id });
  }
  return back;
}

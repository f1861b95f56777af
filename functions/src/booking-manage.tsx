import {
  availabilityOf,
  type Booking,
  formatDay,
  formatTime,
  type StaffBookingAction,
} from '@detailing/core/booking';
import type { CustomerMailKind } from './booking-mail.js';
import { changeTime, MOVE_PROBLEMS } from './booking-move.js';
import { addressKey, bookingOwnerMail, bookingPath, type OwnerNews } from './booking-notice.js';
import { BOOKING_PAGE_TEXTS, JobSummary, page, problemsPage, timesPage } from './booking-pages.js';
import {
  type BookingDependencies,
  type BookingHttpRequest,
  BOOKINGS_PATH,
  clientOf,
  freeSlots,
  isManageSignature,
  manageLinkFor,
} from './bookings.js';
import { tellCustomer } from './bookings-staff.js';
import type { FormResponse } from './requests.js';

/**
 * A booking's own page, `/api/bookings/manage?b=&t=` (BOOKING.md 3): the link in every e-mail,
 * its signature the key (no account). It shows the booking, and until the minimum notice lets
 * the customer change its time (the free days on the next page), take a time staff suggested,
 * or cancel it (a button, then "Yes, cancel it"): plain forms, no JavaScript. The owner hears
 * of each. Past the notice: our number.
 */

export const MANAGE_TEXTS = {
  change: 'Change the time',
  another: 'Choose another time',
  accept: 'Yes, book this time',
  suggested: 'Can you do this time instead?',
  suggestedText:
    'We cannot do the time you asked for, but we can do this one and are keeping it for you.',
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

/** What the customer may post from their booking's page. */
type ManageAction = 'cancel' | 'cancel-sure' | 'times' | 'move' | 'accept';

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

/** Whether the customer may still change or cancel it themselves: before the minimum notice. */
async function changeable(booking: Booking, deps: BookingDependencies) {
  if (booking.status !== 'requested' && booking.status !== 'confirmed') return false;
  const { minNoticeMinutes } = availabilityOf(await deps.store.settings());
  return booking.start - (deps.now ?? Date.now)() >= minNoticeMinutes * 60_000;
}

const isSuggestion = (booking: Booking) =>
  booking.status === 'requested' && booking.suggested === true;

function ActionForm({
  id,
  signature,
  action,
  label,
  quiet = false,
}: {
  id: string;
  signature: string;
  action: ManageAction;
  label: string;
  /** Not the page's main answer: drawn as an outline. */
  quiet?: boolean;
}) {
  return (
    <form method="post" action={`${BOOKINGS_PATH}/manage`}>
      <input type="hidden" name="b" value={id} />
      <input type="hidden" name="t" value={signature} />
      <input type="hidden" name="action" value={action} />
      <p>
        <button type="submit" className={quiet ? 'quiet' : undefined}>
          {label}
        </button>
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
  const suggested = isSuggestion(booking);
  const headline = suggested ? MANAGE_TEXTS.suggested : BOOKING_HEADLINES[booking.status];
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  const form = (action: ManageAction, label: string, quiet = false) => (
    <ActionForm id={id} signature={signature} action={action} label={label} quiet={quiet} />
  );
  return page(
    200,
    headline,
    <>
      <h1>{headline}</h1>
      {suggested ? <p>{MANAGE_TEXTS.suggestedText}</p> : null}
      <JobSummary job={booking.job} />
      <p>
        {formatDay(booking.date)}, from {formatTime(booking.start)}
        {booking.postcode
          ? `, at your address in ${booking.postcode}`
          : ', at our unit in Christchurch'}
        .
      </p>
      {open ? <p>{MANAGE_TEXTS.contact(booking.email)}</p> : null}
      {(await changeable(booking, deps)) ? (
        <>
          {suggested ? form('accept', MANAGE_TEXTS.accept) : null}
          {form('times', suggested ? MANAGE_TEXTS.another : MANAGE_TEXTS.change, suggested)}
          {form('cancel', MANAGE_TEXTS.cancel, true)}
        </>
      ) : open ? (
        <p>{MANAGE_TEXTS.tooLate((await deps.store.catalogue()).phone)}</p>
      ) : null}
    </>,
  );
}

/** The customer's e-mail about their own change, within their address's daily share. */
async function tellCustomerOnce(
  deps: BookingDependencies,
  id: string,
  booking: Booking,
  kind: CustomerMailKind,
  now: number,
) {
  const day = new Date(now).toISOString().slice(0, 10);
  if (deps.claimAddress && !(await deps.claimAddress(addressKey(booking.email), day))) {
    deps.log?.('A customer’s change was not e-mailed: their address had its share today.', {
      bookingId: id,
    });
    return;
  }
  await tellCustomer(deps.staff, id, booking, kind);
}

/** The owner's e-mail about the customer's own change (when OWNER_EMAIL is set). */
async function tellOwner(deps: BookingDependencies, id: string, booking: Booking, news: OwnerNews) {
  const to = deps.ownerEmail?.trim();
  if (!to) return;
  await deps.staff.mail.queue(
    `booking-owner-${id}-${news}-${booking.revision ?? 0}`,
    bookingOwnerMail(booking, { to, console: `${deps.siteOrigin}${bookingPath(id)}` }, news),
  );
}

/**
 * `POST`: "Change the time" lists the free days (its own time counted free), and the chosen
 * one moves it; "Yes, book this time" takes a suggested time; "Cancel this booking" asks once
 * more and "Yes, cancel it" cancels (the staff's own transaction: its time free at once). Each
 * change e-mails the customer and the owner, then shows the booking's page again.
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
  if (!(await changeable(booking, deps))) return back;
  const now = (deps.now ?? Date.now)();
  const action = params.get('action') as ManageAction | null;
  // A change counts against the client's limits, as a booking does: a link is no flood gate.
  const changes = action === 'move' || action === 'accept' || action === 'cancel-sure';
  if (changes && (await deps.limiter.take(clientOf(request, deps))) !== 'ok') {
    return problemsPage(429, { form: BOOKING_PAGE_TEXTS.limited });
  }
  const times = async (problems: Record<string, string>) =>
    timesPage(
      booking.job,
      // The booking the link named, read once: its own time counted as free.
      (await freeSlots(deps.store, booking.job, now, { except: id })).days,
      new URLSearchParams({ b: id, t: signature, action: 'move' }),
      problems,
      { action: `${BOOKINGS_PATH}/manage`, back: { href: manage, label: MANAGE_TEXTS.keep } },
    );
  switch (action) {
    case 'times':
      return times({});
    case 'move': {
      const start = Number(params.get('start'));
      const moved = Number.isSafeInteger(start)
        ? await changeTime(deps, id, start, 'reschedule', 'customer', now)
        : ({ ok: false, reason: 'not-offered' } as const);
      if (moved.ok) {
        const kind: CustomerMailKind =
          moved.booking.status === 'confirmed' ? 'moved' : 'rescheduled';
        await tellCustomerOnce(deps, id, moved.booking, kind, now);
        await tellOwner(deps, id, moved.booking, 'moved');
        deps.log?.('A customer moved their booking.', { bookingId: id });
        return back;
      }
      if (moved.reason === 'taken' || moved.reason === 'not-offered') {
        return times({ start: MOVE_PROBLEMS[moved.reason] });
      }
      return back;
    }
    case 'accept':
      if (!isSuggestion(booking)) return back;
      return settle(deps, id, 'confirm', 'accepted', 'confirmed', back);
    case 'cancel':
      return page(
        200,
        MANAGE_TEXTS.sure,
        <>
          <h1>{MANAGE_TEXTS.sure}</h1>
          <JobSummary job={booking.job} />
          <p>
            {formatDay(booking.date)}, from {formatTime(booking.start)}. {MANAGE_TEXTS.sureText}
          </p>
          <ActionForm id={id} signature={signature} action="cancel-sure" label={MANAGE_TEXTS.yes} />
          <p>
            <a href={manage}>{MANAGE_TEXTS.keep}</a>
          </p>
        </>,
      );
    case 'cancel-sure':
      return settle(deps, id, 'cancel', 'cancelled', 'cancelled', back);
    default:
      return back;
  }
}

/** The customer's yes or cancel: the staff's own transaction, then both e-mails. */
async function settle(
  deps: BookingDependencies,
  id: string,
  action: StaffBookingAction,
  news: OwnerNews,
  kind: CustomerMailKind,
  back: FormResponse,
): Promise<FormResponse> {
  const result = await deps.staff.act(id, action, 'customer', (deps.now ?? Date.now)());
  if (result.ok) {
    await tellCustomerOnce(deps, id, result.booking, kind, (deps.now ?? Date.now)());
    await tellOwner(deps, id, result.booking, news);
    deps.log?.(`A customer's booking: ${news}.`, { bookingId: id });
  }
  return back;
}

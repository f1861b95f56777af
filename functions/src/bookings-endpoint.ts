import { manageAction, managePage } from './booking-manage.js';
import { handleBookingForm } from './booking-pages.js';
import { type BookingDependencies, type BookingHttpRequest, BOOKINGS_PATH } from './bookings.js';
import { handleBookingApi } from './bookings-api.js';
import { handleStaffAction } from './bookings-staff.js';
import type { FormResponse } from './requests.js';

/**
 * Everything under `/api/bookings`: the page's JSON (free slots, a booking), the plain form's
 * posts, a booking's own page (its "Manage your booking" link) and the console's actions.
 */
export async function handleBookings(
  request: BookingHttpRequest,
  deps: BookingDependencies,
): Promise<FormResponse> {
  const api = await handleBookingApi(request, deps);
  if (api) return api;
  const { pathname } = new URL(request.url, deps.siteOrigin);
  if (request.method === 'GET' && pathname === `${BOOKINGS_PATH}/manage`) {
    return managePage(request, deps);
  }
  if (request.method === 'POST' && pathname === `${BOOKINGS_PATH}/manage`) {
    return manageAction(request, deps);
  }
  if (request.method === 'POST' && pathname === `${BOOKINGS_PATH}/staff`) {
    return handleStaffAction(request, deps);
  }
  const type = request.headers['content-type'] ?? '';
  if (
    request.method === 'POST' &&
    pathname === BOOKINGS_PATH &&
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    return handleBookingForm(request, deps);
  }
  return {
    status: request.method === 'GET' || request.method === 'POST' ? 404 : 405,
    headers: { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, POST' },
    body: 'This address takes the booking page’s requests only.',
  };
}

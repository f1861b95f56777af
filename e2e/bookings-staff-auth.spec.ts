import { BOOKINGS } from '@detailing/core/collections';
import {
  DEMO_API_KEY,
  emulatorHosts,
  stackProjectId,
} from '@detailing/core/testing/emulator-config';
import type { APIRequestContext } from '@playwright/test';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { grantStaff } from '../scripts/lib/staff.mjs';
import { storeBooking } from './booking';
import { adminDb } from './chat-test-project';
import { expect, test } from './fixtures';
import { uniqueAddress } from './reply-mail';
import { uniqueName } from './requests';

/**
 * Who may act on a booking (`POST /api/bookings/staff`, BOOKING.md 4): only a signed-in member
 * of staff, proved by their ID token, checked by the deployed function with the Admin SDK
 * (`verifyIdToken(token, true)`, then the `staff` claim) against the Auth emulator. No token, a
 * visitor's anonymous one and a revoked one are refused: the console's Confirm and Cancel are a
 * key to every customer's booking, and a former member of staff's session must not be one. The
 * unit tests stand a fake in for the Admin SDK; this is the check as deployed.
 *
 * Revoking refresh tokens ends every session of the account, so the member of staff here is an
 * account of the test's own (made as `staff:grant` makes one): the stack's shared staff account
 * is signed in by other tests at the same time.
 */
const PROJECT_ID = stackProjectId();
const { authHost: AUTH_HOST } = emulatorHosts();
const REFUSED = { problem: 'Please sign in as staff again.' };

/** An ID token from the Auth emulator's REST API, as a browser gets one. */
async function idToken(method: 'signUp' | 'signInWithPassword', body: Record<string, unknown>) {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${DEMO_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  expect(response.ok, `accounts:${method} on the Auth emulator`).toBe(true);
  const { idToken: token } = (await response.json()) as { idToken: string };
  return token;
}

/** When the token's sign-in happened (its `auth_time`, in whole seconds). */
function authTime(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return (payload as { auth_time: number }).auth_time;
}

/** The console's request for a booking's free times, with this Authorization header. */
async function askForTimes(request: APIRequestContext, id: string, authorization?: string) {
  const response = await request.post('/api/bookings/staff', {
    headers: authorization === undefined ? {} : { authorization },
    data: { id, action: 'times' },
  });
  return { status: response.status(), body: await response.json() };
}

test('the staff booking endpoint takes only a member of staff’s ID token, and not once revoked', async ({
  request,
}) => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  const start = Date.now() + 3 * 24 * 60 * 60_000;
  const id = await storeBooking({
    status: 'requested',
    start,
    name: uniqueName('Staff Door'),
    phone: '07700 900999',
  });

  // Nobody: no header, another scheme, a token that is no token.
  for (const authorization of [undefined, 'Basic c3RhZmY6c3RhZmY=', 'Bearer', 'Bearer not-a-jwt']) {
    expect(await askForTimes(request, id, authorization), String(authorization)).toEqual({
      status: 403,
      body: REFUSED,
    });
  }

  // A chat visitor: signed in, anonymously, with no staff claim.
  const visitor = await idToken('signUp', {});
  expect(await askForTimes(request, id, `Bearer ${visitor}`)).toEqual({
    status: 403,
    body: REFUSED,
  });

  // A member of staff: the booking's free times.
  const staff = { email: uniqueAddress(), password: `pw-${Math.random().toString(36).slice(2)}` };
  const { uid } = await grantStaff(staff.email, {
    projectId: PROJECT_ID,
    password: staff.password,
  });
  const before = await idToken('signInWithPassword', staff);
  const accepted = await askForTimes(request, id, `Bearer ${before}`);
  expect(accepted.status).toBe(200);
  expect(accepted.body.days.length).toBeGreaterThan(0);

  // Revoked: the Admin SDK refuses a token signed in before the revocation, both in whole
  // seconds, so the revocation falls in a later second than the sign-in.
  await new Promise((resolve) => setTimeout(resolve, (authTime(before) + 1) * 1000 - Date.now()));
  await getAuth(getApp()).revokeRefreshTokens(uid);
  expect(await askForTimes(request, id, `Bearer ${before}`)).toEqual({
    status: 403,
    body: REFUSED,
  });

  // Signing in again (no earlier than the revocation's second) gives a token that works.
  const after = await idToken('signInWithPassword', staff);
  expect((await askForTimes(request, id, `Bearer ${after}`)).status).toBe(200);

  await adminDb(PROJECT_ID).collection(BOOKINGS).doc(id).delete();
});

// @ts-check
// The stack's Auth emulator compiles its request schemas when first used
// (scripts/lib/firebase-tools-preload.mjs): it still refuses what the Identity Toolkit API's
// schema refuses, and answers what it allows.
import { expect, it } from 'vitest';

const api = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const post = (/** @type {string} */ method, /** @type {unknown} */ body) =>
  fetch(`${api}/${method}?key=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('refuses a request its schema refuses, and signs a visitor in', async () => {
  const refused = await post('accounts:lookup', { idToken: ['not', 'a', 'string'] });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain('Invalid JSON payload received. /idToken must be string');

  const signedUp = await post('accounts:signUp', { returnSecureToken: true });
  expect(signedUp.status).toBe(200);
  const { idToken } = /** @type {{ idToken: string }} */ (await signedUp.json());
  const lookup = await post('accounts:lookup', { idToken });
  expect(lookup.status).toBe(200);
});

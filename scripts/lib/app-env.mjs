// @ts-check
import { emulatorFirebaseConfig } from '@detailing/core/testing/emulator-config';

/**
 * The build-time configuration (Vite `VITE_*` variables) for a build served by the local
 * emulators on the given ports. A production build gets the same names from the environment
 * (see README, "Deploy"). The forms post to the site's own `/api/requests`, as in production.
 * @param {import('./ports.mjs').Ports} ports
 */
export function localAppEnv(ports) {
  const firebase = emulatorFirebaseConfig({
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authHost: `127.0.0.1:${ports.auth}`,
  });
  return {
    VITE_SITE_URL: `http://127.0.0.1:${ports.hosting}`,
    VITE_FIREBASE_API_KEY: firebase.apiKey,
    VITE_FIREBASE_PROJECT_ID: firebase.projectId,
    VITE_FIREBASE_AUTH_DOMAIN: firebase.authDomain,
    VITE_FIREBASE_APP_ID: firebase.appId,
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
    VITE_FIREBASE_VAPID_KEY: '',
    VITE_FIRESTORE_EMULATOR_HOST: firebase.firestoreEmulatorHost,
    VITE_AUTH_EMULATOR_URL: firebase.authEmulatorUrl,
  };
}

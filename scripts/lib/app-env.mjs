// @ts-check
import { PROJECT_ID } from './emulators.mjs';

/**
 * The build-time configuration (Vite `VITE_*` variables) for a build served by the local
 * emulators on the given ports. A production build gets the same names from the environment
 * (see README, "Deploy").
 * @param {import('./ports.mjs').Ports} ports
 */
export function localAppEnv(ports) {
  return {
    VITE_SITE_URL: `http://127.0.0.1:${ports.hosting}`,
    VITE_FORM_ACTION: `http://127.0.0.1:${ports.relay}/hello@example.com`,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
    VITE_FIREBASE_VAPID_KEY: '',
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
  };
}

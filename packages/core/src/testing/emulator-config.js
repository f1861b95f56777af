// @ts-check
// The Firebase settings of a client of the local emulators, written once for everything that
// talks to them: the local stack's builds (scripts/lib/app-env.mjs), the emulator and end-to-end
// tests, and the benchmarks. Not product code: nothing in the apps imports it. Plain JavaScript
// (typed with JSDoc) so that Node scripts import it as it is; tests import it as
// `@detailing/core/testing/emulator-config`.

/** The local stack's project. A `demo-` id: the emulators serve it without a real project. */
export const DEMO_PROJECT_ID = 'demo-detailing';
/** The emulators take any API key and app id; these are the ones the local builds use. */
export const DEMO_API_KEY = 'demo-api-key';
export const DEMO_APP_ID = '1:000000000000:web:0000000000000000000000';

/**
 * A project of a test's own on the emulators (`demo-<prefix>-<random>`), so runs never collide.
 * @param {string} prefix
 */
export function newDemoProjectId(prefix) {
  return `demo-${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Where the Firestore and Auth emulators listen (`host:port`): FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST, which `npm test` sets, else `npm start`'s ports.
 * @param {Partial<Record<string, string>>} [env]
 */
export function emulatorHosts(env = process.env) {
  return {
    firestoreHost: env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    authHost: env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  };
}

/**
 * The project the running stack serves: GCLOUD_PROJECT, which `npm test` sets, else the demo one.
 * @param {Partial<Record<string, string>>} [env]
 */
export function stackProjectId(env = process.env) {
  return env.GCLOUD_PROJECT || DEMO_PROJECT_ID;
}

/**
 * The web config of a client of the emulators, in core's `FirebaseChatConfig` shape (add an
 * `appName` for a client of its own). Hosts default to `emulatorHosts()`.
 * @param {{ projectId?: string, firestoreHost?: string, authHost?: string }} [options]
 */
export function emulatorFirebaseConfig({ projectId = DEMO_PROJECT_ID, ...hosts } = {}) {
  const { firestoreHost, authHost } = { ...emulatorHosts(), ...hosts };
  return {
    apiKey: DEMO_API_KEY,
    projectId,
    authDomain: `${projectId}.firebaseapp.com`,
    appId: DEMO_APP_ID,
    firestoreEmulatorHost: firestoreHost,
    authEmulatorUrl: `http://${authHost}`,
  };
}

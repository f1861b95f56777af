import { type FirebaseEnvResult, readFirebaseEnv } from '@detailing/core';

/**
 * This build's Firebase settings, or the names of those missing (the panel shows them). Each
 * variable is named, so that Vite replaces exactly these at build time and no other.
 */
export function buildChatConfig(): FirebaseEnvResult {
  return readFirebaseEnv({
    VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
    VITE_APPCHECK_SITE_KEY: import.meta.env.VITE_APPCHECK_SITE_KEY,
    VITE_FIRESTORE_EMULATOR_HOST: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
    VITE_AUTH_EMULATOR_URL: import.meta.env.VITE_AUTH_EMULATOR_URL,
  });
}

/**
 * Whether this build starts App Check (reCAPTCHA Enterprise): its site key is set, read exactly
 * as the Firebase adapter reads it. The panel then shows Google's reCAPTCHA disclosure.
 */
export function appCheckConfigured(): boolean {
  const config = buildChatConfig();
  return config.ok && config.config.appCheckSiteKey !== undefined;
}

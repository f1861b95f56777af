/// <reference types="vite/client" />

/** Build-time configuration of the widget (Vite replaces these when bundling). */
interface ImportMetaEnv {
  readonly VITE_BUSINESS_NAME?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_APPCHECK_SITE_KEY?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
}

import type { FirebaseChatConfig } from './firebase-backend';

/** The build-time variables the widget reads (see the package README). */
export interface ChatEnv {
  readonly VITE_FIREBASE_API_KEY?: string | undefined;
  readonly VITE_FIREBASE_PROJECT_ID?: string | undefined;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string | undefined;
  readonly VITE_FIREBASE_APP_ID?: string | undefined;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string | undefined;
  readonly VITE_AUTH_EMULATOR_URL?: string | undefined;
}

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_APP_ID',
] as const;

export type ChatConfigResult =
  | { readonly ok: true; readonly config: FirebaseChatConfig }
  | { readonly ok: false; readonly missing: readonly string[] };

const clean = (value: string | undefined): string => (value ?? '').trim();

/**
 * The Firebase configuration from the build's environment, or the names of the variables that
 * are missing (the panel shows them instead of failing silently). The emulator settings are
 * optional and only set in local builds.
 */
export function readChatConfig(env: ChatEnv): ChatConfigResult {
  const missing = REQUIRED.filter((name) => clean(env[name]) === '');
  if (missing.length > 0) return { ok: false, missing };
  const firestoreEmulatorHost = clean(env.VITE_FIRESTORE_EMULATOR_HOST);
  const authEmulatorUrl = clean(env.VITE_AUTH_EMULATOR_URL);
  return {
    ok: true,
    config: {
      apiKey: clean(env.VITE_FIREBASE_API_KEY),
      projectId: clean(env.VITE_FIREBASE_PROJECT_ID),
      authDomain: clean(env.VITE_FIREBASE_AUTH_DOMAIN),
      appId: clean(env.VITE_FIREBASE_APP_ID),
      ...(firestoreEmulatorHost ? { firestoreEmulatorHost } : {}),
      ...(authEmulatorUrl ? { authEmulatorUrl } : {}),
    },
  };
}

/** This build's configuration (Vite replaces each variable at build time). */
export function buildChatConfig(): ChatConfigResult {
  return readChatConfig({
    VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
    VITE_FIRESTORE_EMULATOR_HOST: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
    VITE_AUTH_EMULATOR_URL: import.meta.env.VITE_AUTH_EMULATOR_URL,
  });
}

/**
 * The console's build-time configuration (Vite `VITE_*` variables), checked once at start-up.
 * A missing required value is reported on screen by name instead of failing obscurely later.
 */
export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly authDomain: string;
  readonly appId: string;
  /** Needed for push only. */
  readonly messagingSenderId: string | undefined;
  /** The Web Push certificate's public key (Firebase console > Cloud Messaging); push only. */
  readonly vapidKey: string | undefined;
  /** Local stack only. */
  readonly firestoreEmulatorHost: string | undefined;
  readonly authEmulatorUrl: string | undefined;
}

export type EnvResult =
  | { readonly ok: true; readonly config: FirebaseWebConfig }
  | { readonly ok: false; readonly missing: readonly string[] };

/** Without these the console cannot sign anyone in. */
export const REQUIRED_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_APP_ID',
] as const;

type EnvSource = Readonly<Record<string, unknown>>;

const read = (env: EnvSource, name: string): string | undefined => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function parseEnv(env: EnvSource): EnvResult {
  const missing = REQUIRED_ENV.filter((name) => read(env, name) === undefined);
  const apiKey = read(env, 'VITE_FIREBASE_API_KEY');
  const projectId = read(env, 'VITE_FIREBASE_PROJECT_ID');
  const authDomain = read(env, 'VITE_FIREBASE_AUTH_DOMAIN');
  const appId = read(env, 'VITE_FIREBASE_APP_ID');
  if (!apiKey || !projectId || !authDomain || !appId) return { ok: false, missing };
  return {
    ok: true,
    config: {
      apiKey,
      projectId,
      authDomain,
      appId,
      messagingSenderId: read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
      vapidKey: read(env, 'VITE_FIREBASE_VAPID_KEY'),
      firestoreEmulatorHost: read(env, 'VITE_FIRESTORE_EMULATOR_HOST'),
      authEmulatorUrl: read(env, 'VITE_AUTH_EMULATOR_URL'),
    },
  };
}

/** The push settings that are missing, by variable name (empty when push can be enabled). */
export function missingPushEnv(config: FirebaseWebConfig): string[] {
  const missing: string[] = [];
  if (!config.messagingSenderId) missing.push('VITE_FIREBASE_MESSAGING_SENDER_ID');
  if (!config.vapidKey) missing.push('VITE_FIREBASE_VAPID_KEY');
  return missing;
}

/** This build's configuration. */
export const env: EnvResult = parseEnv(import.meta.env);

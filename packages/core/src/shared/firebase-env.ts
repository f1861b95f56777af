/**
 * The one reader of the Firebase web settings that builds take from their environment
 * (`VITE_*`, see docs/deploy.md): the staff console and the chat widget both use it. A missing
 * value is named, so the app can say what is wrong instead of failing obscurely later.
 */
export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly authDomain: string;
  readonly appId: string;
  /** Push only (the console). */
  readonly messagingSenderId?: string | undefined;
  /** The Web Push certificate's public key (Firebase console > Cloud Messaging); push only. */
  readonly vapidKey?: string | undefined;
  /**
   * Production, optional: the reCAPTCHA Enterprise site key. When set, App Check is started
   * before any request (docs/deploy.md); when not, none of its code or scripts is loaded.
   */
  readonly appCheckSiteKey?: string | undefined;
  /** Local builds only: 'host:port' of the Firestore emulator. */
  readonly firestoreEmulatorHost?: string | undefined;
  /** Local builds only: the Auth emulator's URL. */
  readonly authEmulatorUrl?: string | undefined;
}

export type FirebaseEnvResult =
  | { readonly ok: true; readonly config: FirebaseWebConfig }
  | { readonly ok: false; readonly missing: readonly string[] };

/** Without these nothing can sign in or read Firestore. */
export const REQUIRED_FIREBASE_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_APP_ID',
] as const;

type EnvSource = Readonly<Record<string, unknown>>;

/** A set, non-blank value, trimmed. */
const read = (env: EnvSource, name: string): string | undefined => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The settings in `env` (Vite's `import.meta.env`, or an object of its variables). */
export function readFirebaseEnv(env: EnvSource): FirebaseEnvResult {
  const apiKey = read(env, 'VITE_FIREBASE_API_KEY');
  const projectId = read(env, 'VITE_FIREBASE_PROJECT_ID');
  const authDomain = read(env, 'VITE_FIREBASE_AUTH_DOMAIN');
  const appId = read(env, 'VITE_FIREBASE_APP_ID');
  if (!apiKey || !projectId || !authDomain || !appId) {
    return { ok: false, missing: REQUIRED_FIREBASE_ENV.filter((name) => !read(env, name)) };
  }
  const optional = {
    messagingSenderId: read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    vapidKey: read(env, 'VITE_FIREBASE_VAPID_KEY'),
    appCheckSiteKey: read(env, 'VITE_APPCHECK_SITE_KEY'),
    firestoreEmulatorHost: read(env, 'VITE_FIRESTORE_EMULATOR_HOST'),
    authEmulatorUrl: read(env, 'VITE_AUTH_EMULATOR_URL'),
  };
  return {
    ok: true,
    config: {
      apiKey,
      projectId,
      authDomain,
      appId,
      // Only what is set: a production build carries no emulator keys at all.
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
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

import { deleteApp, type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
} from 'firebase/auth';
import type { FirestoreLocalCache } from 'firebase/firestore';
import type { FirebaseWebConfig } from '../firebase-env';

/** The web settings (readFirebaseEnv), and the app's name. */
export interface FirebaseChatConfig extends FirebaseWebConfig {
  /** The Firebase app's name, so the chat coexists with other apps on a page. */
  readonly appName?: string | undefined;
  /**
   * Firestore's cache, memory by default. The staff console passes `persistentLocalCache()`
   * (IndexedDB), so it opens offline with the conversations it saw last; the widget keeps the
   * memory cache (and the persistence code stays out of its bundle).
   */
  readonly localCache?: (() => FirestoreLocalCache) | undefined;
}

export const DEFAULT_APP_NAME = 'detailing-chat';

/** The app and its Auth: all that signing in needs, without Firestore (firebase-services.ts). */
export interface FirebaseAuthServices {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  /**
   * Resolves once the app may make requests: at once, or when App Check is configured, after
   * it has started (its requests then carry App Check tokens). Every backend awaits it first.
   */
  readonly ready: Promise<void>;
}

/** One app and Auth per app name, so Firestore added later (or a second client) shares them. */
const byName = new Map<string, FirebaseAuthServices>();

/** The named app and its Auth, initialised on first call. */
export function authServices(config: FirebaseChatConfig): FirebaseAuthServices {
  const name = config.appName ?? DEFAULT_APP_NAME;
  const known = byName.get(name);
  if (known) return known;
  const services = initialise(name, config);
  byName.set(name, services);
  return services;
}

/** Deletes the named app (its listeners stop, pending writes are dropped), if it was started. */
export async function disposeApp(config: FirebaseChatConfig): Promise<void> {
  const name = config.appName ?? DEFAULT_APP_NAME;
  const services = byName.get(name);
  if (!services) return;
  byName.delete(name);
  await deleteApp(services.app);
}

/**
 * Auth persists the user (the visitor's anonymous uid, a member of staff) in IndexedDB, falling
 * back to local storage, then memory, so the session in local storage stays theirs across
 * reloads.
 */
function initialise(name: string, config: FirebaseChatConfig): FirebaseAuthServices {
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp(
      {
        apiKey: config.apiKey,
        projectId: config.projectId,
        authDomain: config.authDomain,
        appId: config.appId,
        ...(config.messagingSenderId ? { messagingSenderId: config.messagingSenderId } : {}),
      },
      name,
    );
  // The app is ours (named above), and initializeAuth with the same options returns the instance
  // it made before. (Not getAuth: it brings the sign-in popup and redirect code, about 3.5 kB gzip,
  // into every bundle; docs/performance.md, "Firebase".)
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return { app, auth, ready: startAppCheck(app, config.appCheckSiteKey) };
}

/**
 * App Check with reCAPTCHA Enterprise, only when a site key is configured: its code is a chunk
 * of its own, fetched only then. A failure to start is logged, not thrown: the requests then go
 * without tokens, which production refuses only once enforcement is switched on.
 */
function startAppCheck(app: FirebaseApp, siteKey: string | undefined): Promise<void> {
  if (!siteKey) return Promise.resolve();
  return import('./app-check')
    .then(({ activateAppCheck }) => activateAppCheck(app, siteKey))
    .catch((error: unknown) => console.error('App Check could not start.', error));
}

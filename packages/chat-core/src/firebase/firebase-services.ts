import { deleteApp, type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '../firebase-env';
import {
  connectFirestoreEmulator,
  type Firestore,
  type FirestoreLocalCache,
  initializeFirestore,
  memoryLocalCache,
} from 'firebase/firestore';

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

/**
 * Firestore instances whose cache outlives the page: their watches deliver what the cache holds
 * before the server answers (watch.ts), since it is what this client last saw, not a blank.
 */
export const persistentDatabases = new WeakSet<Firestore>();

export const DEFAULT_APP_NAME = 'detailing-chat';

export interface FirebaseServices {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly db: Firestore;
  /**
   * Resolves once the app may make requests: at once, or when App Check is configured, after
   * it has started (its requests then carry App Check tokens). Every backend awaits it first.
   */
  readonly ready: Promise<void>;
}

/** One set of services per app name, so a second createFirebaseChat reuses the first's. */
const byName = new Map<string, FirebaseServices>();

/**
 * Initialises the named app, Auth and Firestore on first use. Firestore keeps its cache in
 * memory: a page's unsent writes wait in its queue and go out in order when the connection
 * returns. Auth persists the visitor's anonymous uid in IndexedDB (falling back to local storage,
 * then memory), so the session in local storage stays theirs across reloads.
 */
export function lazyServices(config: FirebaseChatConfig): {
  get: () => FirebaseServices;
  dispose: () => Promise<void>;
} {
  const name = config.appName ?? DEFAULT_APP_NAME;
  const get = (): FirebaseServices => {
    const known = byName.get(name);
    if (known) return known;
    const services = initialise(name, config);
    byName.set(name, services);
    return services;
  };
  const dispose = async () => {
    const services = byName.get(name);
    if (!services) return;
    byName.delete(name);
    await deleteApp(services.app);
  };
  return { get, dispose };
}

function initialise(name: string, config: FirebaseChatConfig): FirebaseServices {
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
  const db = initializeFirestore(app, {
    localCache: config.localCache ? config.localCache() : memoryLocalCache(),
  });
  if (config.localCache) persistentDatabases.add(db);
  if (config.firestoreEmulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = config.firestoreEmulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return { app, auth, db, ready: startAppCheck(app, config.appCheckSiteKey) };
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

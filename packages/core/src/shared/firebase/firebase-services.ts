import {
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  memoryLocalCache,
} from 'firebase/firestore';
import {
  authServices,
  DEFAULT_APP_NAME,
  disposeApp,
  type FirebaseAuthServices,
  type FirebaseChatConfig,
} from './firebase-app';

export { DEFAULT_APP_NAME, type FirebaseChatConfig } from './firebase-app';

/**
 * Firestore instances whose cache outlives the page: their watches deliver what the cache holds
 * before the server answers (watch.ts), since it is what this client last saw, not a blank.
 */
export const persistentDatabases = new WeakSet<Firestore>();

export interface FirebaseServices extends FirebaseAuthServices {
  readonly db: Firestore;
}

/** One Firestore per app name, beside the app and Auth that firebase-app.ts keeps. */
const byName = new Map<string, FirebaseServices>();

/**
 * The named app, Auth and Firestore, initialised on first use (the app and Auth are shared with
 * anything that started them first, such as the console's sign-in). Firestore keeps its cache in
 * memory unless `localCache` says otherwise: a page's unsent writes wait in its queue and go out
 * in order when the connection returns.
 */
export function lazyServices(config: FirebaseChatConfig): {
  get: () => FirebaseServices;
  dispose: () => Promise<void>;
} {
  const name = config.appName ?? DEFAULT_APP_NAME;
  const get = (): FirebaseServices => {
    const known = byName.get(name);
    if (known) return known;
    const base = authServices(config);
    const services = { ...base, db: initialiseFirestore(base, config) };
    byName.set(name, services);
    return services;
  };
  const dispose = async () => {
    byName.delete(name);
    await disposeApp(config);
  };
  return { get, dispose };
}

function initialiseFirestore(base: FirebaseAuthServices, config: FirebaseChatConfig): Firestore {
  const db = initializeFirestore(base.app, {
    localCache: config.localCache ? config.localCache() : memoryLocalCache(),
  });
  if (config.localCache) persistentDatabases.add(db);
  if (config.firestoreEmulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = config.firestoreEmulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}

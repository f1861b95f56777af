import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Test support for the emulator tests: Admin SDK apps on `demo-` projects of their own. The
 * emulators take any `demo-` id and never reach Google, and a project of its own keeps what
 * other files (or other tests) write out of a test's way and out of its queries. Files share
 * modules in the emulator step (`isolate: false`, CONTRIBUTING.md), so each file deletes the
 * apps it makes once it is done.
 */

const HOSTS = { Firestore: 'FIRESTORE_EMULATOR_HOST', Auth: 'FIREBASE_AUTH_EMULATOR_HOST' };

/**
 * Fails the file at once, saying how to run it, unless the emulators it needs are set: without
 * them the Admin SDK would reach for Google's servers and fail test by test, far less clearly.
 */
export function requireEmulators(...emulators: readonly (keyof typeof HOSTS)[]): void {
  const missing = emulators.filter((emulator) => !process.env[HOSTS[emulator]]);
  if (missing.length > 0) {
    throw new Error(
      `The ${missing.join(' and ')} emulator is not set: run this through \`npm test -- emulator\`.`,
    );
  }
}

/** A fresh `demo-` project id, `name` saying whose it is when one is looked at in the emulator. */
export const demoProjectId = (name: string) =>
  `demo-${name}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * One app on a project of its own for the whole file, handed to `use` before its tests. The file
 * fails at once without the Firestore emulator; one that needs Auth too says so itself.
 */
export function adminAppForFile(name: string, use: (app: App) => void): void {
  requireEmulators('Firestore');
  let app: App | undefined;
  beforeAll(() => {
    const projectId = demoProjectId(name);
    app = initializeApp({ projectId }, projectId);
    use(app);
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
  });
}

/**
 * A new app on a new project for each test, handed to `use` before it, so each test starts from
 * an empty project; all are deleted after the file. Without the Firestore emulator, as above.
 */
export function adminAppPerTest(name: string, use: (app: App) => void): void {
  requireEmulators('Firestore');
  const apps: App[] = [];
  beforeEach(() => {
    const projectId = demoProjectId(name);
    const app = initializeApp({ projectId }, projectId);
    apps.push(app);
    use(app);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });
}

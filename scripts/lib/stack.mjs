// @ts-check
import { DEMO_PROJECT_ID, startEmulators, writeLocalFirebaseConfig } from './emulators.mjs';
import { createFirestoreControl } from './firestore-control.mjs';
import { startFormRelay } from './form-relay.mjs';
import { ProcessGroup } from './processes.mjs';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, grantStaff } from './staff.mjs';

/**
 * The whole local backend, as `npm start` and `npm test` both run it: the form relay stand-in,
 * the Hosting, Auth and Firestore emulators, and the demo staff account.
 * @param {{ ports: import('./ports.mjs').Ports, publicDir: string, configFile: string, quiet?: boolean }} options
 */
export async function startStack({ ports, publicDir, configFile, quiet = false }) {
  const group = new ProcessGroup();
  const relay = await startFormRelay(ports.relay);
  /** @type {import('./firestore-control.mjs').FirestoreControl | null} */
  let firestore = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await group.stopAll();
    await relay.close();
    await firestore?.dispose();
  };
  try {
    const file = writeLocalFirebaseConfig({ ports, publicDir, file: configFile });
    const { plan, firestore: running } = await startEmulators(group, {
      ports,
      configFile: file,
      quiet,
    });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
    await grantStaff(DEMO_STAFF_EMAIL, {
      projectId: DEMO_PROJECT_ID,
      password: DEMO_STAFF_PASSWORD,
    });
    // Restartable only where Firestore is a process of its own (the jar; not inside firebase-tools).
    if (plan.kind === 'jar' && running) {
      firestore = createFirestoreControl({
        group,
        jar: plan.jar,
        port: ports.firestore,
        quiet,
        running,
      });
    }
    return { plan, relay, stop, firestore };
  } catch (error) {
    await stop();
    throw error;
  }
}

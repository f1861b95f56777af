// @ts-check
import { PROJECT_ID, startEmulators, writeLocalFirebaseConfig } from './emulators.mjs';
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
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await group.stopAll();
    await relay.close();
  };
  try {
    const file = writeLocalFirebaseConfig({ ports, publicDir, file: configFile });
    const plan = await startEmulators(group, { ports, configFile: file, quiet });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
    await grantStaff(DEMO_STAFF_EMAIL, { projectId: PROJECT_ID, password: DEMO_STAFF_PASSWORD });
    return { plan, relay, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

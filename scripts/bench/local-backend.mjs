// @ts-check
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PROJECT_ID, ROOT } from '../lib/emulators.mjs';
import { freePorts } from '../lib/ports.mjs';

/**
 * The Auth and Firestore emulators for a benchmark that needs no built site: the running ones
 * named by FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (e.g. `npm start`'s), or the
 * local stack started on free ports (its Hosting emulator serves an empty folder) and stopped
 * afterwards. The stack seeds the demo staff account; with running emulators the benchmark
 * seeds it itself. `triggers: false` leaves out the functions' trigger runner (to see what it
 * costs the emulator).
 * @param {{ triggers?: boolean }} [options]
 * @returns {Promise<{ firestoreHost: string, authUrl: string, projectId: string, started: boolean, stop: () => Promise<void> }>}
 */
export async function localBackend({ triggers = true } = {}) {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT || DEMO_PROJECT_ID;
  if (firestoreHost && authHost) {
    return {
      firestoreHost,
      authUrl: `http://${authHost}`,
      projectId,
      started: false,
      stop: async () => {},
    };
  }
  const ports = await freePorts();
  const runId = `bench-backend-${ports.hosting}`;
  const publicDir = path.join(ROOT, '.build', runId);
  await mkdir(publicDir, { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><title>bench</title>\n');
  const { startStack } = await import('../lib/stack.mjs');
  const stack = await startStack({
    ports,
    publicDir,
    configFile: `.build/firebase.${runId}.json`,
    quiet: true,
    triggers,
  });
  return {
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authUrl: `http://127.0.0.1:${ports.auth}`,
    projectId: DEMO_PROJECT_ID,
    started: true,
    stop: async () => {
      await stack.stop();
      await rm(publicDir, { recursive: true, force: true });
      await rm(path.join(ROOT, `.build/firebase.${runId}.json`), { force: true });
    },
  };
}

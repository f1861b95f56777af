// @ts-check
import { emulatorHosts } from '@detailing/core/testing/emulator-config';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { localAppEnv } from '../lib/app-env.mjs';
import { DEMO_PROJECT_ID, ROOT } from '../lib/emulators.mjs';
import { freePorts } from '../lib/ports.mjs';

/**
 * @typedef {{
 *   baseUrl: string,
 *   publicDir: string,
 *   firestoreHost: string,
 *   authUrl: string,
 *   projectId: string,
 *   ports?: import('../lib/ports.mjs').Ports,
 *   stop: () => Promise<void>,
 * }} ServedStack
 */

/**
 * The product as `npm start` serves it, for a benchmark: a running stack at BASE_URL (its build
 * in `dist/`, its emulators at FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST or
 * `npm start`'s ports), or a fresh build on free ports that is stopped afterwards.
 * @returns {Promise<ServedStack>}
 */
export async function servedStack() {
  if (process.env.BASE_URL) {
    const { firestoreHost, authHost } = emulatorHosts();
    return {
      baseUrl: process.env.BASE_URL,
      publicDir: path.join(ROOT, 'dist'),
      firestoreHost,
      authUrl: `http://${authHost}`,
      projectId: process.env.GCLOUD_PROJECT || DEMO_PROJECT_ID,
      stop: async () => {},
    };
  }
  const ports = await freePorts();
  Object.assign(process.env, localAppEnv(ports));
  const runId = `bench-${ports.hosting}`;
  const publicDir = path.join(ROOT, '.build', runId);
  const { buildAll } = await import('../build.mjs');
  await buildAll({ outDir: publicDir });
  const { startStack } = await import('../lib/stack.mjs');
  const stack = await startStack({
    ports,
    publicDir,
    configFile: `.build/firebase.${runId}.json`,
    quiet: true,
  });
  return {
    baseUrl: `http://127.0.0.1:${ports.hosting}`,
    publicDir,
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authUrl: `http://127.0.0.1:${ports.auth}`,
    projectId: DEMO_PROJECT_ID,
    ports,
    stop: async () => {
      await stack.stop();
      await rm(publicDir, { recursive: true, force: true });
      await rm(path.join(ROOT, `.build/firebase.${runId}.json`), { force: true });
    },
  };
}

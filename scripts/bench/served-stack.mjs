// @ts-check
import path from 'node:path';
import { localAppEnv } from '../lib/app-env.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { freePorts } from '../lib/ports.mjs';

/**
 * The product as `npm start` serves it, for a benchmark: a running stack at BASE_URL, or a
 * fresh build on free ports that is stopped afterwards.
 * @returns {Promise<{ baseUrl: string, ports?: import('../lib/ports.mjs').Ports, stop: () => Promise<void> }>}
 */
export async function servedStack() {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop: async () => {} };
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
  return { baseUrl: `http://127.0.0.1:${ports.hosting}`, ports, stop: stack.stop };
}

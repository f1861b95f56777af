#!/usr/bin/env node
// @ts-check
// `npm start`: install if needed, build everything, and serve it through the Firebase emulators
// exactly as production would. `npm run dev` (--dev) runs Vite's dev servers against the same
// emulators instead of the built output.
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
ensureDependencies(root);

const { DEFAULT_PORTS, assertPortsFree } = await import('./lib/ports.mjs');
const { localAppEnv } = await import('./lib/app-env.mjs');
const { startStack } = await import('./lib/stack.mjs');
const { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } = await import('./lib/staff.mjs');

const ports = { ...DEFAULT_PORTS };
const started = Date.now();
try {
  await assertPortsFree(ports);
  Object.assign(process.env, localAppEnv(ports));
  const publicDir = path.join(root, 'dist');
  if (!dev) {
    const { buildAll } = await import('./build.mjs');
    await buildAll({ outDir: publicDir });
  }
  const stack = await startStack({ ports, publicDir, configFile: 'firebase.local.json' });
  const stops = [stack.stop];
  let urls;
  if (dev) {
    const { startDevServers } = await import('./lib/dev.mjs');
    const servers = await startDevServers();
    stops.unshift(servers.stop);
    urls = servers.urls;
  } else {
    urls = {
      site: `http://127.0.0.1:${ports.hosting}/`,
      admin: `http://127.0.0.1:${ports.hosting}/admin/chat`,
    };
  }
  // Another site embedding the widget (docs/embedding.md), from another origin.
  const { EMBED_DEMO_PORT, startEmbedDemo } = await import('./lib/embed-demo.mjs');
  const demo = dev
    ? null
    : await startEmbedDemo({
        port: EMBED_DEMO_PORT,
        widgetOrigin: `http://127.0.0.1:${ports.hosting}`,
        firestoreHost: `127.0.0.1:${ports.firestore}`,
        authHost: `127.0.0.1:${ports.auth}`,
      }).catch((error) => {
        console.warn(`Embedding demo not started (port ${EMBED_DEMO_PORT}): ${error.message}`);
        return null;
      });
  if (demo) stops.unshift(demo.close);
  const firestoreMode = stack.plan.kind === 'jar' ? 'emulator jar, Java 17+' : 'firebase-tools';
  console.log(`
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s${dev ? ' (dev mode, hot reload)' : ''}

    Site            ${urls.site}
    Staff console   ${urls.admin}
                    sign in as ${DEMO_STAFF_EMAIL} / ${DEMO_STAFF_PASSWORD}
    Firestore       127.0.0.1:${ports.firestore} (${firestoreMode})
    Auth            127.0.0.1:${ports.auth}
    Form relay      http://127.0.0.1:${ports.relay}/ (local stand-in, see /__submissions)
${demo ? `    Embed demo      ${demo.url} (another site with the chat snippet, docs/embedding.md)\n` : ''}    Functions       push to staff (FCM stand-in: one [triggers] line per push), retention
                    now and hourly (scripts/lib/trigger-runner.mjs)

  Press Ctrl-C to stop.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    for (const stop of stops) await stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

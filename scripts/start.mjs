#!/usr/bin/env node
// @ts-check
// `npm start`: install if needed, build everything, and serve it through the Firebase emulators
// exactly as production would. `npm run dev` (--dev) runs Vite's dev servers against the same
// emulators instead of the built output.
// Ctrl-C (SIGINT), SIGTERM and a failed start stop every process it started, at any moment
// (scripts/lib/processes.mjs; tested by scripts/lib/launcher.emulator.test.mjs).
// START_PORTS='{"hosting":5100,"site":5273}' moves any of the ports (to run beside another stack).
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { exitOnSignals, isShuttingDown, onShutdown, shutdown } from './lib/processes.mjs';
import { checkNode, checkJava, checkPorts, gatherJava, reportPreflight } from './lib/preflight.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const started = Date.now();
// Before anything is started: a signal from here on stops whatever was.
exitOnSignals();

/** @param {unknown} error */
async function fail(error) {
  // Stopping on a signal already: the start failed because of it, and the handler exits.
  if (isShuttingDown()) return;
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  await shutdown();
  process.exit(1);
}

// Node first: an unsupported one fails the install in confusing ways.
const node = checkNode(process.versions.node);
if (!node.ok) await fail(`Cannot start: ${node.line}`);
ensureDependencies(root);

try {
  const { DEFAULT_PORTS, takenPorts } = await import('./lib/ports.mjs');
  const { DEV_PORTS, DEV_PORT_NAMES } = await import('./lib/dev.mjs');
  const { localAppEnv } = await import('./lib/app-env.mjs');
  const { startStack } = await import('./lib/stack.mjs');
  const { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } = await import('./lib/staff.mjs');

  const defaults = { ...DEFAULT_PORTS, ...DEV_PORTS };
  const chosen = { ...defaults, ...portsFromEnv(process.env.START_PORTS, Object.keys(defaults)) };
  const { site, admin, ...ports } = chosen;
  // Everything that will listen, checked before the build: Java, then the ports.
  reportPreflight([
    checkNode(process.versions.node),
    checkJava(gatherJava()),
    checkPorts(await takenPorts(dev ? chosen : ports, DEV_PORT_NAMES)),
  ]);
  Object.assign(process.env, localAppEnv(ports));
  const publicDir = path.join(root, 'dist');
  if (!dev) {
    const { buildAll } = await import('./build.mjs');
    await buildAll({ outDir: publicDir });
  }
  // The stack registers its own stop with `shutdown` (a signal, or a failure from here on).
  const stack = await startStack({ ports, publicDir, configFile: 'firebase.local.json' });
  let urls;
  if (dev) {
    const { startDevServers } = await import('./lib/dev.mjs');
    const servers = await startDevServers({ site, admin });
    onShutdown(servers.stop);
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
  if (demo) onShutdown(demo.close);
  const firestoreMode = stack.plan.kind === 'jar' ? 'emulator jar, Java 11+' : 'firebase-tools';
  console.log(`
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s${dev ? ' (dev mode, hot reload)' : ''}

    Site            ${urls.site}
    Staff console   ${urls.admin}
                    sign in as ${DEMO_STAFF_EMAIL} / ${DEMO_STAFF_PASSWORD}
    Firestore       127.0.0.1:${ports.firestore} (${firestoreMode})
    Auth            127.0.0.1:${ports.auth}
    Mail            ${stack.mail.url} (MailDev: every e-mail the product sends;
                    answer a reply e-mail with \`npm run mail:reply -- <session> "text"\`)
${demo ? `    Embed demo      ${demo.url} (another site with the chat snippet, docs/embedding.md)\n` : ''}    Functions       the form endpoint /api/requests and booking's /api/bookings (Functions
                    emulator, port ${ports.functions});
                    push to staff (FCM stand-in: one [triggers] line per push), e-mail to
                    MailDev, retention now and hourly (scripts/lib/trigger-runner.mjs)

  Press Ctrl-C to stop.
`);
} catch (error) {
  await fail(error);
}

/**
 * START_PORTS: a JSON object of ports to use instead of the defaults.
 * @param {string | undefined} text
 * @param {string[]} names the ports there are
 * @returns {Record<string, number>}
 */
function portsFromEnv(text, names) {
  if (!text) return {};
  /** @type {unknown} */
  const parsed = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('START_PORTS: not an object');
  /** @type {Record<string, number>} */
  const ports = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!names.includes(key)) throw new Error(`START_PORTS: ${key} is none of ${names.join(', ')}`);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`START_PORTS: ${key} must be a port number, got ${JSON.stringify(value)}`);
    }
    ports[key] = value;
  }
  return ports;
}

// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '@detailing/chat-core/testing/emulator-config';
import { waitForHttp } from './ports.mjs';
import { checkJava, gatherJava, javaMajorVersion } from './preflight.mjs';

export { DEMO_PROJECT_ID };
export const ROOT = path.resolve(import.meta.dirname, '../..');
/** @typedef {import('./ports.mjs').Ports} Ports */

export { javaMajorVersion };

/**
 * How the Firestore emulator will run here: through firebase-tools (needs Java 21+), or the
 * emulator jar started directly (any Java >= 11). Throws the preflight's line saying what is
 * missing (scripts/lib/preflight.mjs `checkJava`).
 */
export function firestorePlan() {
  const found = gatherJava();
  const check = checkJava(found);
  if (!check.ok || found.java === null)
    throw new Error(`Cannot run the Firestore emulator. ${check.line}`);
  if (found.java >= 21 && !found.jarFromEnv) {
    return /** @type {const} */ ({ kind: 'firebase-tools', java: found.java });
  }
  return /** @type {const} */ ({ kind: 'jar', java: found.java, jar: found.jar });
}

/**
 * Writes the firebase.json that the local emulators use: the committed firebase.json with this
 * run's ports and output folder, and a CSP that also lets the pages reach the local emulators
 * and the local form relay (production talks to Google's hosts and the real relay instead).
 * @param {{ ports: Ports, publicDir: string, file: string }} options
 */
export function writeLocalFirebaseConfig({ ports, publicDir, file }) {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const target = path.join(ROOT, file);
  // Paths in a firebase config are relative to the config file's folder.
  const configDir = path.dirname(target);
  config.hosting.public = path.relative(configDir, publicDir) || '.';
  config.firestore.rules = path.relative(configDir, path.join(ROOT, 'firestore.rules'));
  config.firestore.indexes = path.relative(configDir, path.join(ROOT, 'firestore.indexes.json'));
  config.functions = [];
  config.emulators.hosting.port = ports.hosting;
  config.emulators.auth.port = ports.auth;
  config.emulators.firestore.port = ports.firestore;
  config.emulators.hub = { host: '127.0.0.1', port: ports.hub };
  config.emulators.logging = { ...config.emulators.logging, port: ports.logging };
  const local = [ports.firestore, ports.auth].map((p) => `http://127.0.0.1:${p}`).join(' ');
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = localCsp(header.value, local, `http://127.0.0.1:${ports.relay}`);
    }
  }
  writeFileSync(target, JSON.stringify(config, null, 2));
  return target;
}

/**
 * @param {string} csp
 * @param {string} emulatorOrigins
 * @param {string} relayOrigin
 */
export function localCsp(csp, emulatorOrigins, relayOrigin) {
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && d !== 'upgrade-insecure-requests')
    .map((d) => {
      if (d.startsWith('connect-src ')) return `${d} ${emulatorOrigins}`;
      if (d.startsWith('form-action ')) return `${d} ${relayOrigin}`;
      return d;
    })
    .join('; ');
}

function firebaseBin() {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('firebase-tools/package.json');
  return path.join(path.dirname(pkg), 'lib/bin/firebase.js');
}

/**
 * Starts Hosting, Auth and Firestore emulators and resolves when all three answer.
 * @param {import('./processes.mjs').ProcessGroup} group
 * @param {{ ports: Ports, configFile: string, quiet?: boolean }} options
 */
export async function startEmulators(group, { ports, configFile, quiet = false }) {
  const plan = firestorePlan();
  const only = plan.kind === 'firebase-tools' ? 'auth,hosting,firestore' : 'auth,hosting';
  const env = { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' };

  /** @type {ReturnType<typeof group.start>[]} */
  const started = [];
  /** @type {ReturnType<typeof group.start> | undefined} */
  let firestore;
  if (plan.kind === 'jar') {
    firestore = startFirestoreJar(group, { jar: plan.jar, port: ports.firestore, quiet });
    started.push(firestore);
  }
  const firebase = group.start(
    'firebase',
    process.execPath,
    [
      firebaseBin(),
      'emulators:start',
      '--only',
      only,
      '--project',
      DEMO_PROJECT_ID,
      '--config',
      configFile,
    ],
    { env, quiet, cwd: ROOT },
  );
  started.push(firebase);

  const isAlive = () => started.every((p) => p.isAlive());
  try {
    await Promise.all([
      waitForHttp(ports.firestore, 'Firestore emulator', { isAlive }),
      waitForHttp(ports.auth, 'Auth emulator', { isAlive }),
      waitForHttp(ports.hosting, 'Hosting emulator', { isAlive }),
    ]);
  } catch (error) {
    const output = started.map((p) => p.recentOutput()).join('\n');
    throw new Error(`${/** @type {Error} */ (error).message}\nLast output:\n${output}`, {
      cause: error,
    });
  }
  return { plan, firestore };
}

/**
 * Starts the Firestore emulator jar (loaded with firestore.rules), optionally seeded from an
 * export (`seedFrom`: the export's `.overall_export_metadata` file).
 * @param {import('./processes.mjs').ProcessGroup} group
 * @param {{ jar: string, port: number, quiet?: boolean, seedFrom?: string | undefined }} options
 */
export function startFirestoreJar(group, { jar, port, quiet = false, seedFrom }) {
  const env = { ...process.env, CI: 'true' };
  return group.start(
    'firestore',
    'java',
    [
      // A local emulator lives minutes, on a machine busy with browsers: the client compiler
      // alone and one GC thread cost less CPU than the JIT's top tier would win back (the
      // emulator step: 83 s against 97 s on 2 cores). FIRESTORE_JAVA_OPTS replaces them.
      ...(process.env.FIRESTORE_JAVA_OPTS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC')
        .split(' ')
        .filter(Boolean),
      '-Duser.language=en',
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      '--host=127.0.0.1',
      `--port=${port}`,
      `--rules=${path.join(ROOT, 'firestore.rules')}`,
      `--project_id=${DEMO_PROJECT_ID}`,
      ...(seedFrom ? [`--seed_from_export=${seedFrom}`] : []),
    ],
    { env, quiet },
  );
}

/**
 * Writes the project's Firestore data (DEMO_PROJECT_ID's default database) into `directory` through
 * the emulator's export endpoint (the one `firebase emulators:export` uses), and returns the
 * metadata file to seed a new emulator from.
 * @param {number} port
 * @param {string} directory an existing, empty folder
 */
export async function exportFirestore(port, directory) {
  const name = 'firestore_export';
  const response = await fetch(
    `http://127.0.0.1:${port}/emulator/v1/projects/${DEMO_PROJECT_ID}:export`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${DEMO_PROJECT_ID}/databases/(default)`,
        export_directory: directory,
        export_name: name,
      }),
    },
  );
  if (!response.ok) {
    throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
  }
  return path.join(directory, name, `${name}.overall_export_metadata`);
}

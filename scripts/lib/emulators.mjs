// @ts-check
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_PROJECT_ID } from '@detailing/core/testing/emulator-config';
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

/** The local Functions emulator's source folder (written by `writeLocalFirebaseConfig`). */
const LOCAL_FUNCTIONS_DIR = path.join(ROOT, '.build/local-functions');

/**
 * The Functions emulator's source: the built functions (functions/lib/index.js, the file that
 * deploys), of which it exports only the HTTP endpoint. The Firestore triggers and the schedule
 * run in the stack's trigger runner (trigger-runner.mjs) on both Firestore paths; exported here
 * too, they would run twice where firebase-tools also starts Firestore.
 */
function writeLocalFunctionsSource() {
  mkdirSync(LOCAL_FUNCTIONS_DIR, { recursive: true });
  const entry = path.join(ROOT, 'functions/lib/index.js');
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'functions/package.json'), 'utf8'));
  writeFileSync(
    path.join(LOCAL_FUNCTIONS_DIR, 'package.json'),
    JSON.stringify(
      {
        name: 'local-functions',
        private: true,
        type: 'module',
        main: 'index.js',
        dependencies: manifest.dependencies,
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(LOCAL_FUNCTIONS_DIR, 'index.js'),
    `// Written by scripts/lib/emulators.mjs: the HTTP functions of the built functions.
` +
      `export { ${localHttpFunctions().join(', ')} } from ${JSON.stringify(pathToFileURL(entry).href)};
`,
  );
  return LOCAL_FUNCTIONS_DIR;
}

const NODE_MAJOR = process.versions.node.split('.')[0] ?? '';

/**
 * The HTTP functions the local Functions emulator serves: every function a Hosting rewrite in
 * firebase.json names, so that a new endpoint is served locally once production routes to it.
 * @returns {string[]}
 */
export function localHttpFunctions() {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  /** @type {{ function?: { functionId?: string } }[]} */
  const rewrites = config.hosting.rewrites ?? [];
  return [
    ...new Set(rewrites.flatMap((r) => (r.function?.functionId ? [r.function.functionId] : []))),
  ];
}

/**
 * Writes the firebase.json that the local emulators use: the committed firebase.json with this
 * run's ports and output folder, the Functions emulator serving the HTTP functions, and a CSP
 * that also lets the pages reach the local emulators (production talks to Google's hosts).
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
  const [deployed] = config.functions;
  config.functions = [
    {
      source: path.relative(configDir, writeLocalFunctionsSource()),
      codebase: 'local',
      // The Node that runs here (20, 22 or 24), as the emulator would otherwise warn it uses.
      runtime: ['20', '22', '24'].includes(NODE_MAJOR) ? `nodejs${NODE_MAJOR}` : deployed.runtime,
    },
  ];
  config.emulators.hosting.port = ports.hosting;
  config.emulators.auth.port = ports.auth;
  config.emulators.firestore.port = ports.firestore;
  config.emulators.functions = { host: '127.0.0.1', port: ports.functions };
  config.emulators.hub = { host: '127.0.0.1', port: ports.hub };
  config.emulators.logging = { ...config.emulators.logging, port: ports.logging };
  const local = [ports.firestore, ports.auth].map((p) => `http://127.0.0.1:${p}`).join(' ');
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = localCsp(header.value, local);
    }
  }
  writeFileSync(target, JSON.stringify(config, null, 2));
  return target;
}

/**
 * @param {string} csp
 * @param {string} emulatorOrigins
 */
export function localCsp(csp, emulatorOrigins) {
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && d !== 'upgrade-insecure-requests')
    .map((d) => (d.startsWith('connect-src ') ? `${d} ${emulatorOrigins}` : d))
    .join('; ');
}

/** The stop link's secret on the local stack (the trigger runner signs with it too). */
export const LOCAL_MAIL_LINK_KEY = 'local-only-mail-link-key';

/**
 * Replies by e-mail on the local stack (docs/reply-by-email.md): the reply e-mails' Reply-To
 * domain (the trigger runner writes it, `npm run mail:reply` posts to it), and Mailgun's webhook
 * signing key, which `scripts/mail-reply.mjs` signs its posts with as Mailgun would.
 */
export const LOCAL_INBOUND_MAIL_DOMAIN = 'reply.localhost';
export const LOCAL_MAILGUN_SIGNING_KEY = 'local-only-mailgun-signing-key';

/** The client hash's secret on the local stack (the trigger runner's chat callbacks use it too). */
export const LOCAL_REQUESTS_IP_KEY = 'local-only-key-not-a-secret';

/**
 * What the local HTTP functions read from their environment (functions/src/index.ts
 * `requestDependenciesFrom`): this stack's site, and a key for the IP hash that is only ever
 * used locally.
 * @param {Ports} ports
 */
export function localFunctionsEnv(ports) {
  return {
    SITE_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
    REQUESTS_IP_KEY: LOCAL_REQUESTS_IP_KEY,
    MAIL_LINK_KEY: LOCAL_MAIL_LINK_KEY,
    INBOUND_MAIL_DOMAIN: LOCAL_INBOUND_MAIL_DOMAIN,
    MAILGUN_SIGNING_KEY: LOCAL_MAILGUN_SIGNING_KEY,
  };
}

function firebaseBin() {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('firebase-tools/package.json');
  return path.join(path.dirname(pkg), 'lib/bin/firebase.js');
}

/**
 * Starts the Hosting, Auth, Functions and Firestore emulators and resolves when all of them
 * answer, the form endpoint included (through Hosting's rewrite). Build the functions first.
 * @param {import('./processes.mjs').ProcessGroup} group
 * @param {{ ports: Ports, configFile: string, quiet?: boolean }} options
 */
export async function startEmulators(group, { ports, configFile, quiet = false }) {
  const plan = firestorePlan();
  const only = `auth,hosting,functions${plan.kind === 'firebase-tools' ? ',firestore' : ''}`;
  const env = {
    ...process.env,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    CI: 'true',
    // Only emulators here: no probing for a Google Cloud metadata server (a warning offline).
    METADATA_SERVER_DETECTION: 'none',
    // The Functions emulator learns which functions there are from the SDK: by default it
    // serves their manifest over HTTP and then waits about 3 s, idle, for that server to close;
    // with this (firebase-tools' file-based discovery, firebase/firebase-tools#8848) the SDK
    // writes the manifest to a file and exits. The stack is ready 3 s sooner (18.4 against
    // 15.1 s, measured back to back), in `npm start`, `npm test` and the launcher's tests.
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
    // The functions' workers inherit this environment; the jar is no emulator firebase-tools
    // knows of, so they are told where Firestore is.
    ...(plan.kind === 'jar' ? { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}` } : {}),
    ...localFunctionsEnv(ports),
  };

  /** @type {ReturnType<typeof group.start>[]} */
  const started = [];
  if (plan.kind === 'jar') {
    started.push(startFirestoreJar(group, { jar: plan.jar, port: ports.firestore, quiet }));
  }
  const firebase = group.start(
    'firebase',
    process.execPath,
    [
      // The Auth emulator's request schemas compiled when first used, not all at its start:
      // the stack is ready 4 s sooner (scripts/lib/firebase-tools-preload.mjs).
      `--import=${pathToFileURL(path.join(import.meta.dirname, 'firebase-tools-preload.mjs'))}`,
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
    await waitForFormEndpoint(ports.hosting, { isAlive });
  } catch (error) {
    const output = started.map((p) => p.recentOutput()).join('\n');
    throw new Error(`${/** @type {Error} */ (error).message}\nLast output:\n${output}`, {
      cause: error,
    });
  }
  return { plan };
}

/**
 * Resolves once `/api/requests` answers as the endpoint does (405 to a GET) through Hosting's
 * rewrite: the Functions emulator has loaded the function.
 * @param {number} port the Hosting emulator's
 * @param {{ isAlive: () => boolean, timeoutMs?: number }} options
 */
async function waitForFormEndpoint(port, { isAlive, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('The emulators exited before the form endpoint was ready.');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/requests`, {
        signal: AbortSignal.timeout(5000),
      });
      if (response.status === 405) return;
      last = `${response.status}`;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The form endpoint /api/requests did not answer within ${timeoutMs / 1000} s (${last}).`,
  );
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

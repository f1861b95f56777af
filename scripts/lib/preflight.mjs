// @ts-check
// Only Node built-ins here: the Node check runs before dependencies are installed.
// What `npm start`, `npm run dev` and `npm test` need, checked before any long step (install,
// build, emulators), each problem on one line that says what to do. The checks are pure
// functions of what was found (`checkNode('18.20.4')`), so they are unit-tested
// (preflight.test.mjs); `gatherJava` and friends find it on this machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The Node versions we support and test: package.json `engines` says the same. */
export const SUPPORTED_NODE = '^20.19.0 || ^22.13.0 || >=24';
export const DEFAULT_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** @typedef {{ ok: boolean, line: string }} Check */

/**
 * Node 20.19+, 22.13+ or 24+ (the lowest versions Vite, Rolldown and ESLint run on).
 * @param {string} version `process.versions.node`, e.g. "22.13.1"
 * @returns {Check}
 */
export function checkNode(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const ok = (major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24;
  if (ok) return { ok, line: `Node ${version}` };
  return {
    ok,
    line:
      `Node ${version} is not supported: install Node 24 or 22 (22.13+; 20.19+ also works), ` +
      'e.g. `nvm install 24`, then run the command again.',
  };
}

/**
 * Java for the Firestore emulator: 21+ (firebase-tools runs the emulator), or 11+ with the
 * Cloud SDK's emulator jar (the launcher runs it). The same rule as emulators.mjs `firestorePlan`.
 * @param {{ java: number | null, jar: string, jarExists: boolean, jarFromEnv: boolean }} found
 * @returns {Check}
 */
export function checkJava({ java, jar, jarExists, jarFromEnv }) {
  if (java !== null && java >= 21 && !jarFromEnv) {
    return { ok: true, line: `Java ${java} (firebase-tools runs the Firestore emulator)` };
  }
  if (java !== null && java >= 11 && jarExists) {
    return { ok: true, line: `Java ${java} with the Firestore emulator jar ${jar}` };
  }
  const install =
    'install Java 21 or newer (e.g. `apt-get install openjdk-21-jre-headless`, ' +
    '`brew install openjdk@21`)';
  if (java === null) return { ok: false, line: `No \`java\` on PATH: ${install}.` };
  if (java < 11) return { ok: false, line: `Java ${java} is too old: ${install}.` };
  if (jarFromEnv) {
    return {
      ok: false,
      line: `FIRESTORE_EMULATOR_JAR names ${jar}, which does not exist: fix the path or unset it.`,
    };
  }
  return {
    ok: false,
    line:
      `Java ${java} runs the Firestore emulator only from the Cloud SDK's jar, not found at ` +
      `${jar}: ${install}, or set FIRESTORE_EMULATOR_JAR to the jar.`,
  };
}

/**
 * A Chromium for the browser tests (`component`, `e2e`).
 * @param {{ source: string } | { error: string }} found what `findChromium` returned or threw
 * @returns {Check}
 */
export function checkChromium(found) {
  if ('source' in found) return { ok: true, line: `Chromium: ${found.source}` };
  return { ok: false, line: found.error };
}

/**
 * The fixed ports `npm start` / `npm run dev` listen on.
 * @param {{ port: number, name: string }[]} taken the ones something else listens on
 * @returns {Check}
 */
export function checkPorts(taken) {
  if (taken.length === 0) return { ok: true, line: 'Ports free' };
  const list = taken.map((t) => `${t.port} (${t.name})`).join(', ');
  return {
    ok: false,
    line:
      `Port${taken.length > 1 ? 's' : ''} ${list} ${taken.length > 1 ? 'are' : 'is'} already in ` +
      'use: stop the other `npm start`/`npm run dev` (or whatever listens there, ' +
      '`ss -ltnp` shows it), then run the command again.',
  };
}

/**
 * Prints every check (✓ or ✗ and its line) and throws one error listing the failed ones.
 * @param {Check[]} checks
 * @param {(line: string) => void} [log]
 */
export function reportPreflight(checks, log = (line) => console.log(line)) {
  log(`Preflight: ${checks.map((c) => `${c.ok ? '✓' : '✗'} ${c.line}`).join('\n           ')}`);
  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0) {
    throw new Error(
      `Cannot start, ${failed.length === 1 ? 'one problem' : `${failed.length} problems`}:\n` +
        failed.map((c) => `  ✗ ${c.line}`).join('\n'),
    );
  }
}

/** The installed Java's major version, or null when there is no `java`. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8".
  return major === 1 ? Number(match[2]) : major;
}

/**
 * What `checkJava` needs, from this machine.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function gatherJava(env = process.env) {
  const jar = env.FIRESTORE_EMULATOR_JAR || DEFAULT_FIRESTORE_JAR;
  return {
    java: javaMajorVersion(),
    jar,
    jarExists: existsSync(jar),
    jarFromEnv: Boolean(env.FIRESTORE_EMULATOR_JAR),
  };
}

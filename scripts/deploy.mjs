#!/usr/bin/env node
// @ts-check
// `npm run deploy [-- firebase deploy options]`: checks `.env.production`, then runs
// `firebase deploy` with the options given (`--only hosting`, `--project production`, ...).
// The build itself is firebase.json's predeploy, so a bare `npx firebase deploy` builds for
// production too:
//   node scripts/deploy.mjs --predeploy hosting    checks the env file and that it is for the
//                                                  project being deployed to, builds into the
//                                                  hosting folder, refuses emulator traces
//   node scripts/deploy.mjs --predeploy functions  refuses demo- projects and, when the env file
//                                                  exists, a project other than its own
// See docs/deploy.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describeCheck, loadProductionEnv, PRODUCTION_ENV_FILE } from './lib/production-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

/** Prints the check and exits when it has errors. */
function checkedEnv() {
  const check = loadProductionEnv();
  const lines = describeCheck(check);
  if (check.errors.length > 0) {
    console.error(lines.join('\n'));
    console.error(
      'Nothing was built or deployed. docs/deploy.md says where each value comes from.',
    );
    process.exit(1);
  }
  if (lines.length > 0) console.warn(lines.join('\n'));
  return check.env;
}

/**
 * The project firebase-tools is deploying to (it sets GCLOUD_PROJECT for predeploy commands).
 * @param {string} expected the env file's project, when known
 */
function assertTargetProject(expected) {
  const target = process.env.GCLOUD_PROJECT;
  if (!target) {
    console.error(
      'GCLOUD_PROJECT is not set: this step runs as a predeploy of `firebase deploy`, which sets it.',
    );
    process.exit(1);
  }
  if (target.startsWith('demo-')) {
    console.error(
      `Refusing to deploy to "${target}": demo- projects exist only on the local emulators. ` +
        'Pass --project production (see .firebaserc.example).',
    );
    process.exit(1);
  }
  if (expected && target !== expected) {
    console.error(
      `Refusing to deploy to "${target}": .env.production is for "${expected}" ` +
        '(VITE_FIREBASE_PROJECT_ID). Deploy to that project, or fix the file.',
    );
    process.exit(1);
  }
  return target;
}

async function predeployHosting() {
  const env = checkedEnv();
  const project = assertTargetProject(env.VITE_FIREBASE_PROJECT_ID ?? '');
  const outDir = process.env.RESOURCE_DIR || path.join(root, 'dist');
  console.log(`Building for production (${project}) into ${path.relative(root, outDir)}/...`);
  const { buildProduction } = await import('./lib/production-build.mjs');
  /** @type {Record<string, string>} */
  const values = Object.fromEntries(
    Object.entries(env).filter(/** @returns {e is [string, string]} */ (e) => e[1] !== undefined),
  );
  const release = await ownersRelease(project);
  try {
    await buildProduction({ env: values, outDir });
  } finally {
    await release.cleanUp();
  }
  console.log('Production build checked: no emulator settings in it.');
}

/**
 * The site the owner published last (docs/site-editor.md): every deploy builds it, so that a
 * code deploy never takes their prices and photos back to the seed. The publish workflow names
 * its release itself (SITE_RELEASE_DIR); `SITE_CONTENT=seed` deploys the seed on purpose.
 * @param {string} project
 */
async function ownersRelease(project) {
  const none = { cleanUp: async () => {} };
  if (process.env.SITE_RELEASE_DIR) return none;
  if (process.env.SITE_CONTENT === 'seed') {
    console.log('SITE_CONTENT=seed: building the seed, not the owner’s published site.');
    return none;
  }
  const { mkdtemp, rm } = await import('node:fs/promises');
  const os = await import('node:os');
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  // The publisher's bundle: firebase.json's hosting predeploy builds it first.
  const { writeLatestRelease } = await import('@detailing/publisher');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-release-'));
  const app = initializeApp({ projectId: project }, 'deploy-release');
  const cleanUp = async () => {
    await deleteApp(app).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('Firestore did not answer in 30 s')), 30_000).unref(),
    );
    const found = await Promise.race([writeLatestRelease(getFirestore(app), dir), timeout]);
    if (found) {
      process.env.SITE_RELEASE_DIR = dir;
      console.log('Building the site the owner published last.');
      return { cleanUp };
    }
    console.log('Nothing published from the editor yet: building the seed.');
  } catch (error) {
    await cleanUp();
    console.error(
      `Could not read the site the owner published (${error instanceof Error ? error.message : error}). ` +
        'Deploy with a service account (GOOGLE_APPLICATION_CREDENTIALS, as the workflows do), ' +
        'or build the seed on purpose with SITE_CONTENT=seed. Nothing was deployed.',
    );
    process.exit(1);
  }
  await cleanUp();
  return none;
}

function predeployFunctions() {
  const expected = existsSync(PRODUCTION_ENV_FILE)
    ? (checkedEnv().VITE_FIREBASE_PROJECT_ID ?? '')
    : '';
  assertTargetProject(expected);
}

function firebaseBin() {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
}

/** `firebase deploy` with the given options; resolves with its exit code. */
function deploy(/** @type {string[]} */ options) {
  const hasProject = options.some(
    (a) => a === '--project' || a === '-P' || a.startsWith('--project='),
  );
  if (!hasProject && !existsSync(path.join(root, '.firebaserc'))) {
    console.error(
      'No project to deploy to: pass --project ID, or copy .firebaserc.example to .firebaserc ' +
        'and put your project id in it, then `npm run deploy -- --project production`.',
    );
    process.exit(1);
  }
  // The build reads VITE_* from .env.production only: none from this shell reach it.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  const child = spawn(process.execPath, [firebaseBin(), 'deploy', ...options], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => child.kill(signal));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not start firebase-tools: ${error.message}`);
      resolve(1);
    });
  });
}

const stage = args[0] === '--predeploy' ? args[1] : undefined;
if (stage === 'hosting') {
  await predeployHosting().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
} else if (stage === 'functions') {
  predeployFunctions();
} else if (args[0] === '--predeploy') {
  console.error(`Unknown predeploy "${stage}": use hosting or functions.`);
  process.exit(1);
} else {
  const env = checkedEnv();
  console.log(
    `${path.relative(root, PRODUCTION_ENV_FILE)} is for ${env.VITE_FIREBASE_PROJECT_ID}; ` +
      'firebase deploy builds it (predeploy) and uploads.',
  );
  process.exit(await deploy(args));
}

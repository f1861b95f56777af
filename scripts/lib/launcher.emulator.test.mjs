// @ts-check
// `npm run dev` (scripts/start.mjs --dev) started for real on free ports, interrupted at several
// points, and then: no process it started is left and every port it used is free again.
// What counts as "its processes": every process whose environment carries this run's marker
// (each child inherits it, Java under firebase-tools too), and every descendant seen while it
// ran (polled from /proc). Linux only (/proc); it starts a whole stack per test, so it sits in
// the `emulator` step beside the other tests that need Java.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './emulators.mjs';
import { freePorts } from './ports.mjs';

const MARKER = 'LAUNCHER_TEST_RUN';
const linux = process.platform === 'linux';

/** @typedef {{ pid: number, ppid: number, start: string, cmdline: string }} Proc */

/** @param {number} pid @returns {Proc | null} */
function readProc(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { pid, ppid: Number(fields[1]), start: fields[19] ?? '', cmdline };
  } catch {
    return null;
  }
}

function allProcs() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((p) => p !== null);
}

/** Processes alive now whose environment holds `MARKER=id`. @param {string} id */
function markedProcesses(id) {
  const needle = `${MARKER}=${id}\0`;
  return allProcs().filter((p) => {
    try {
      return readFileSync(`/proc/${p.pid}/environ`, 'utf8').includes(needle);
    } catch {
      return false;
    }
  });
}

/** @param {number} root */
function descendants(root) {
  const procs = allProcs();
  /** @type {Proc[]} */
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const p of procs) {
      if (p.ppid === parent) {
        found.push(p);
        queue.push(p.pid);
      }
    }
  }
  return found;
}

/** @param {Proc} p still the same process (not a reused pid)? */
function stillRunning(p) {
  const now = readProc(p.pid);
  return now !== null && now.start === p.start;
}

/** @param {number} port */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

/** @type {(() => void)[]} */
const leftovers = [];
afterEach(() => {
  for (const kill of leftovers.splice(0)) kill();
});

/**
 * Starts `node scripts/start.mjs --dev` in a process group of its own (as a shell runs a
 * foreground job), on free ports, and watches it. `block`: a port something else listens on.
 * @param {{ env?: Record<string, string>, block?: 'site' | 'firestore' }} [options]
 */
async function launch({ env = {}, block } = {}) {
  const id = randomUUID();
  const base = await freePorts();
  const ports = { ...base, site: 0, admin: 0 };
  const [site, admin] = Object.values(await freePorts());
  ports.site = /** @type {number} */ (site);
  ports.admin = /** @type {number} */ (admin);
  if (block) {
    const blocker = net.createServer();
    await new Promise((resolve) =>
      blocker.listen({ port: ports[block], host: '127.0.0.1' }, () => resolve(undefined)),
    );
    leftovers.push(() => blocker.close());
  }
  // The test stack's emulators must not leak into the launcher's.
  const leaking = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'GCLOUD_PROJECT'];
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([name]) => !leaking.includes(name)),
  );
  const child = spawn(process.execPath, ['scripts/start.mjs', '--dev'], {
    cwd: ROOT,
    env: { ...childEnv, START_PORTS: JSON.stringify(ports), [MARKER]: id },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = /** @type {number} */ (child.pid);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {Map<string, Proc>} every descendant seen while it ran */
  const seen = new Map();
  const watch = () => {
    for (const p of descendants(pid)) seen.set(`${p.pid}:${p.start}`, p);
  };
  const poll = setInterval(watch, 100);
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearInterval(poll);
      resolve({ code, signal });
    }),
  );
  leftovers.push(() => {
    for (const p of [...seen.values(), ...markedProcesses(id)]) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  });

  /**
   * Resolves once `test(output, descendants)` holds; fails if the launcher exits first.
   * @param {(output: string, procs: Proc[]) => boolean} test
   * @param {string} what
   */
  const until = async (test, what, timeoutMs = 150_000) => {
    const deadline = Date.now() + timeoutMs;
    let done = false;
    void exited.then(() => (done = true));
    while (Date.now() < deadline) {
      watch();
      if (test(output, [...seen.values()].filter(stillRunning))) return;
      if (done) throw new Error(`The launcher exited before ${what}:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No ${what} within ${timeoutMs / 1000} s:\n${output}`);
  };

  /**
   * Waits for the exit, then asserts nothing it started is left and its ports are free.
   * @param {{ except?: string }} [options] a port the test itself holds
   */
  const assertAllGone = async ({ except } = {}) => {
    const result = await exited;
    // Orphans would be re-parented, not gone: give a dying process a moment, no more.
    await new Promise((r) => setTimeout(r, 500));
    const left = [...seen.values()].filter(stillRunning);
    const marked = markedProcesses(id);
    expect(
      [...left, ...marked].map((p) => `${p.pid} ${p.cmdline.slice(0, 160)}`),
      `processes left after the launcher exited:\n${output}`,
    ).toEqual([]);
    const busy = [];
    for (const [name, port] of Object.entries(ports)) {
      if (name !== except && !(await canListen(port))) busy.push(`${name} ${port}`);
    }
    expect(busy, 'ports still taken').toEqual([]);
    return result;
  };

  return { pid, ports, until, assertAllGone, output: () => output, seen };
}

/** @param {Proc[]} procs */
const hasEmulators = (procs) =>
  procs.some((p) => p.cmdline.includes('emulators:start')) &&
  procs.some((p) => /java|CloudFirestore/.test(p.cmdline));

describe.runIf(linux)('the launcher (npm run dev) leaves nothing behind', () => {
  it('given a port taken, it fails before starting anything and names the port', async () => {
    const run = await launch({ block: 'site' });
    const { code } = await run.assertAllGone({ except: 'site' });
    expect(code).toBe(1);
    expect(run.output()).toContain(`${run.ports.site} (site dev server) is already in use`);
    // Nothing was started: no emulator ever ran.
    expect(hasEmulators([...run.seen.values()])).toBe(false);
  }, 60_000);

  it('given Ctrl-C while the emulators start, it stops them and exits 130', async () => {
    const run = await launch();
    await run.until((_, procs) => hasEmulators(procs), 'emulator processes');
    // Ctrl-C: the terminal sends SIGINT to the foreground process group.
    process.kill(-run.pid, 'SIGINT');
    const { code } = await run.assertAllGone();
    expect(code).toBe(130);
    expect(run.output()).not.toContain('Press Ctrl-C to stop.');
  }, 180_000);

  it('given SIGTERM while the functions build, it stops that build and what started with it', async () => {
    // The bundle takes a fraction of a second: held here (a preload that waits in the build's
    // process alone), so the signal surely arrives while it runs.
    const hold = path.join(await mkdtemp(path.join(os.tmpdir(), 'hold-build-')), 'hold.mjs');
    await writeFile(
      hold,
      `if (process.argv[1]?.endsWith(${JSON.stringify(path.join('functions', 'build.mjs'))}))\n` +
        '  await new Promise((resolve) => setTimeout(resolve, 120_000));\n',
    );
    leftovers.push(() => rm(path.dirname(hold), { recursive: true, force: true }));
    const run = await launch({
      env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(hold)}` },
    });
    await run.until(
      (_, procs) =>
        // `node build.mjs` in functions/, started by `npm --prefix functions run bundle`: not
        // npm alone (it retitles itself `npm run bundle` before it starts the build, and a
        // signal then could leave the build it starts next to nobody).
        procs.some((p) => /\bnode build\.mjs\b/.test(p.cmdline)),
      'the functions build',
    );
    // To the launcher alone, as `kill <pid>` or a process manager sends it.
    process.kill(run.pid, 'SIGTERM');
    const { code } = await run.assertAllGone();
    expect(code).toBe(143);
  }, 180_000);

  it('given SIGTERM once ready, it stops everything and exits 143', async () => {
    const run = await launch();
    await run.until((output) => output.includes('Press Ctrl-C to stop.'), 'ready');
    expect(hasEmulators([...run.seen.values()].filter(stillRunning))).toBe(true);
    process.kill(run.pid, 'SIGTERM');
    const { code } = await run.assertAllGone();
    expect(code).toBe(143);
    expect(run.output()).toContain('Stopped.');
  }, 180_000);

  it('given a start that fails after the emulators are up, it stops them and exits 1', async () => {
    // The trigger runner refuses this setting and exits: the last step of the stack's start.
    const run = await launch({ env: { LOCAL_RETENTION_INTERVAL_MS: '5' } });
    const { code } = await run.assertAllGone();
    expect(code).toBe(1);
    expect(run.output()).toContain('LOCAL_RETENTION_INTERVAL_MS must be milliseconds');
    expect(hasEmulators([...run.seen.values()])).toBe(true);
  }, 180_000);
});

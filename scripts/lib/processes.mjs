// @ts-check
// Only Node built-ins here: the launcher loads this before dependencies are installed.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * A child process started here; `group` when it leads a process group of its own.
 * @typedef {{ child: import('node:child_process').ChildProcess, exited: Promise<void>, group: boolean }} Tracked
 */
/**
 * Every child process started here, until it exits: what a signal or a failed start stops.
 * @type {Set<Tracked>}
 */
const live = new Set();
/** Clean-ups registered with `onShutdown`, run last-registered first. */
/** @type {(() => Promise<unknown> | unknown)[]} */
const cleanups = [];
/** @type {Promise<void> | null} */
let shuttingDown = null;

/**
 * Registers a clean-up for `shutdown()` (a signal or a failed start): the stack's `stop`, a
 * browser's `close`. Returns a function that unregisters it (call it once the thing is stopped).
 * @param {() => Promise<unknown> | unknown} fn
 */
export function onShutdown(fn) {
  cleanups.push(fn);
  return () => {
    const index = cleanups.lastIndexOf(fn);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** True once `shutdown()` has begun: nothing new is started after that. */
export function isShuttingDown() {
  return shuttingDown !== null;
}

/**
 * Stops everything this process started: the registered clean-ups (newest first), then every
 * child still running, with its process group and its descendants (SIGTERM, SIGKILL after
 * `graceMs`). Runs once; later calls get the same promise.
 */
export function shutdown(graceMs = 10_000) {
  shuttingDown ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await Promise.all([...live].map((entry) => stopTree(entry, graceMs)));
  })();
  return shuttingDown;
}

const SIGNALS = /** @type {const} */ ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 });
let handlersInstalled = false;

/**
 * Makes Ctrl-C (SIGINT), SIGTERM and SIGHUP stop everything this process started, then exit
 * with 128 + the signal's number. Call it before the first child is started. A second signal
 * while stopping kills what is left at once (SIGKILL).
 * @param {{ log?: (line: string) => void }} [options]
 */
export function exitOnSignals({ log = (line) => console.error(line) } = {}) {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let firstAt = 0;
  for (const [name, number] of Object.entries(SIGNALS)) {
    process.on(name, () => {
      // One Ctrl-C can arrive twice: from the terminal, and forwarded by npm when the shell
      // exec'd node. Only a later one means "now".
      if (shuttingDown && Date.now() - firstAt < 1000) return;
      if (shuttingDown) {
        log(`\n${name} again: killing what is left.`);
        for (const entry of live) killTree(entry, 'SIGKILL');
        process.exit(128 + number);
      }
      firstAt = Date.now();
      log(`\n${name}: stopping...`);
      void shutdown().finally(() => {
        log('Stopped.');
        process.exit(128 + number);
      });
    });
  }
}

/**
 * Child processes started in their own process group, so stopping one also stops whatever it
 * started (firebase-tools starts Java; npm starts node). Output is prefixed with a label. They
 * are stopped with the group's `stop`/`stopAll`, or by `shutdown()`.
 */
export class ProcessGroup {
  /** @type {{ name: string, entry: Tracked }[]} */
  #children = [];

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
   */
  start(name, command, args, { env = process.env, cwd = process.cwd(), quiet = false } = {}) {
    refuseWhileStopping(name);
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {string[]} */
    const recent = [];
    /** @param {Buffer} chunk */
    const relay = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        recent.push(line);
        if (recent.length > 40) recent.shift();
        if (!quiet) process.stdout.write(`[${name}] ${line}\n`);
      }
    };
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    let alive = true;
    const entry = track(child, true, (error) => {
      alive = false;
      if (error) recent.push(String(error));
    });
    this.#children.push({ name, entry });
    return {
      child,
      exited: entry.exited,
      isAlive: () => alive,
      /** The last lines it printed, for error messages. */
      recentOutput: () => recent.join('\n'),
    };
  }

  /**
   * Stops one process started by this group (SIGTERM, SIGKILL after the grace period) and
   * resolves once it and its descendants have exited.
   * @param {import('node:child_process').ChildProcess} child
   */
  async stop(child, graceMs = 10_000) {
    const index = this.#children.findIndex((c) => c.entry.child === child);
    if (index < 0) return;
    const [found] = this.#children.splice(index, 1);
    if (found) await stopTree(found.entry, graceMs);
  }

  /** SIGTERM to every group, SIGKILL to what is left after the grace period. */
  async stopAll(graceMs = 10_000) {
    const children = this.#children.splice(0).reverse();
    await Promise.all(children.map((c) => stopTree(c.entry, graceMs)));
  }
}

/**
 * Stops a child that is not in a ProcessGroup (a forked worker, a tool's process) with the
 * rest on a signal or a failed start. Returns a promise of its exit.
 * @param {import('node:child_process').ChildProcess} child
 */
export function trackChild(child) {
  return track(child, false).exited;
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {boolean} group whether it leads a process group of its own
 * @param {(error?: Error) => void} [onGone]
 * @returns {Tracked}
 */
function track(child, group, onGone = () => {}) {
  /** @type {() => void} */
  let resolve = () => {};
  /** @type {Promise<void>} */
  const exited = new Promise((r) => (resolve = () => r()));
  const entry = { child, exited, group };
  live.add(entry);
  /** @param {Error} [error] */
  const gone = (error) => {
    live.delete(entry);
    onGone(error);
    resolve();
  };
  child.once('exit', () => gone());
  child.once('error', (error) => gone(error));
  if (child.exitCode !== null || child.signalCode !== null) gone();
  return entry;
}

/** @param {string} what */
function refuseWhileStopping(what) {
  if (shuttingDown) throw new Error(`Stopping: ${what} is not started.`);
}

/**
 * SIGTERM to the child (its whole group when it leads one), then, after `graceMs`, SIGKILL to
 * it and to every descendant it had when the stop began (firebase-tools starts Java in a process
 * group of its own, which outlives its parent otherwise).
 * @param {Tracked} entry
 */
async function stopTree(entry, graceMs = 10_000) {
  const { child } = entry;
  if (child.pid === undefined) return;
  const pid = child.pid;
  /** @type {Map<string, ProcessInfo>} */
  const seen = new Map();
  const look = () => {
    for (const p of descendantsOf(pid)) seen.set(`${p.pid}:${p.start}`, p);
  };
  look();
  signalEntry(entry, 'SIGTERM');
  const timer = setTimeout(() => signalEntry(entry, 'SIGKILL'), graceMs);
  // Until it exits, keep noting its descendants: one may start a worker while it stops.
  const watch = setInterval(look, 100);
  await entry.exited;
  clearTimeout(timer);
  clearInterval(watch);
  const descendants = [...seen.values()];
  // A group leader can exit before its children: sweep the group, then the descendants it had
  // (SIGTERM, and SIGKILL to those still there after a moment), until they are gone.
  signalEntry(entry, 'SIGKILL');
  for (const process_ of descendants) killProcess(process_, 'SIGTERM');
  await waitUntilGone(descendants, Math.min(graceMs, 3000));
  for (const process_ of descendants) killProcess(process_, 'SIGKILL');
  await waitUntilGone(descendants, 2000);
}

/**
 * @param {ProcessInfo[]} processes
 * @param {number} timeoutMs
 */
async function waitUntilGone(processes, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (processes.some(isRunning) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * @param {Tracked} entry
 * @param {NodeJS.Signals} sig
 */
function killTree(entry, sig) {
  if (entry.child.pid === undefined) return;
  for (const process_ of descendantsOf(entry.child.pid)) killProcess(process_, sig);
  signalEntry(entry, sig);
}

/**
 * @param {Tracked} entry
 * @param {NodeJS.Signals} sig
 */
function signalEntry({ child, group }, sig) {
  if (child.pid === undefined) return;
  try {
    process.kill(group ? -child.pid : child.pid, sig);
  } catch {
    // Already gone.
  }
}

/** @typedef {{ pid: number, ppid: number, pgid: number, start: string }} ProcessInfo */

/**
 * The processes running now, from /proc (Linux; elsewhere an empty list).
 * @returns {ProcessInfo[]}
 */
export function listProcesses() {
  if (os.platform() !== 'linux') return [];
  /** @type {ProcessInfo[]} */
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProcess(Number(name));
    if (info) found.push(info);
  }
  return found;
}

/**
 * @param {number} pid
 * @returns {ProcessInfo | null}
 */
function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
    // cutime cstime priority nice num_threads itrealvalue starttime
    if (fields[0] === 'Z') return null;
    return {
      pid,
      ppid: Number(fields[1]),
      pgid: Number(fields[2]),
      start: fields[19] ?? '',
    };
  } catch {
    return null;
  }
}

/**
 * Every descendant of `pid` running now (children, their children, ...).
 * @param {number} pid
 * @param {ProcessInfo[]} [processes]
 */
export function descendantsOf(pid, processes = listProcesses()) {
  /** @type {Map<number, ProcessInfo[]>} */
  const byParent = new Map();
  for (const p of processes) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p]);
  /** @type {ProcessInfo[]} */
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = /** @type {number} */ (queue.shift());
    for (const child of byParent.get(next) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/**
 * Still the same process (same start time: the pid was not reused)?
 * @param {ProcessInfo} info
 */
export function isRunning(info) {
  const now = readProcess(info.pid);
  return now !== null && now.start === info.start;
}

/**
 * @param {ProcessInfo} info
 * @param {NodeJS.Signals} sig
 */
function killProcess(info, sig) {
  if (!isRunning(info)) return;
  try {
    // A descendant leading a group of its own (Java under firebase-tools): the whole group.
    process.kill(info.pgid === info.pid ? -info.pid : info.pid, sig);
  } catch {
    // Already gone.
  }
}

/**
 * Runs a command to completion with inherited output, or with its output (stdout and stderr, in
 * order) appended to `capture`; rejects on a non-zero exit. A signal or a failed start stops it
 * and its descendants (`shutdown()`).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, capture?: string[] | undefined }} [options]
 */
export function run(command, args, { env = process.env, cwd = process.cwd(), capture } = {}) {
  return new Promise((resolve, reject) => {
    refuseWhileStopping(`${command} ${args.join(' ')}`);
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (capture) {
      const keep = (/** @type {Buffer} */ chunk) => void capture.push(chunk.toString());
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
    }
    track(child, false);
    child.once('error', reject);
    // 'close', not 'exit': captured output is complete only once its pipes are.
    child.once(capture ? 'close' : 'exit', (code, sig) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`${command} ${args.join(' ')} failed (${sig ?? `exit ${code}`})`));
    });
  });
}

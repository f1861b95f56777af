// @ts-check
import { spawn } from 'node:child_process';

/**
 * Child processes started in their own process group, so stopping one also stops whatever it
 * started (firebase-tools starts Java; npm starts node). Output is prefixed with a label.
 */
export class ProcessGroup {
  /** @type {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<void> }[]} */
  #children = [];

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
   */
  start(name, command, args, { env = process.env, cwd = process.cwd(), quiet = false } = {}) {
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
    const exited = new Promise((resolve) => {
      child.once('exit', () => {
        alive = false;
        resolve(undefined);
      });
      child.once('error', (error) => {
        alive = false;
        recent.push(String(error));
        resolve(undefined);
      });
    });
    this.#children.push({ name, child, exited });
    return {
      child,
      exited,
      isAlive: () => alive,
      /** The last lines it printed, for error messages. */
      recentOutput: () => recent.join('\n'),
    };
  }

  /**
   * Stops one process started by this group (SIGTERM, SIGKILL after the grace period) and
   * resolves once it has exited.
   * @param {import('node:child_process').ChildProcess} child
   */
  async stop(child, graceMs = 10_000) {
    const index = this.#children.findIndex((c) => c.child === child);
    if (index < 0) return;
    const [entry] = this.#children.splice(index, 1);
    if (!entry) return;
    signal(child, 'SIGTERM');
    const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
    await entry.exited;
    clearTimeout(timer);
    signal(child, 'SIGKILL');
  }

  /** SIGTERM to every group, SIGKILL to what is left after the grace period. */
  async stopAll(graceMs = 10_000) {
    const children = this.#children.splice(0).reverse();
    for (const { child } of children) signal(child, 'SIGTERM');
    const timer = setTimeout(() => {
      for (const { child } of children) signal(child, 'SIGKILL');
    }, graceMs);
    await Promise.all(children.map((c) => c.exited));
    clearTimeout(timer);
    // A group leader can exit before its children (Java under firebase-tools): sweep the group.
    for (const { child } of children) signal(child, 'SIGKILL');
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} sig
 */
function signal(child, sig) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, sig);
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function run(command, args, { env = process.env, cwd = process.cwd() } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, sig) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`${command} ${args.join(' ')} failed (${sig ?? `exit ${code}`})`));
    });
  });
}

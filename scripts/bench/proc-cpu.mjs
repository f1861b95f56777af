// @ts-check
// CPU shares of the processes a benchmark run involves (the Firestore emulator, the other
// emulators, the trigger runner, the bench's own processes) and of the whole machine, from
// Linux's /proc: cumulative CPU ticks read before and after a phase. Elsewhere the shares are
// null. All figures are % of one core (2 busy cores: 200).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/**
 * Pid, command name, parent and CPU ticks (user + system, all threads) from /proc/<pid>/stat.
 * The command name is in brackets and may hold spaces and brackets itself, so fields are
 * counted from the last `)`.
 * @param {string} text
 */
export function parseProcStat(text) {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open)
    throw new Error(`Not a /proc/<pid>/stat line: ${text.slice(0, 80)}`);
  // After ')': state(3) ppid(4) ... utime(14) stime(15), numbered as in proc(5).
  const rest = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (/** @type {number} */ n) => Number(rest[n - 3]);
  return {
    pid: Number(text.slice(0, open).trim()),
    comm: text.slice(open + 1, close),
    ppid: field(4),
    ticks: field(14) + field(15),
  };
}

/**
 * Busy and total ticks of all cores together from /proc/stat's first line
 * (`cpu user nice system idle iowait irq softirq steal ...`); idle and iowait are not busy.
 * @param {string} text
 */
export function parseMachineTicks(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('No cpu line in /proc/stat.');
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * % of one core used over `elapsedMs`, rounded.
 * @param {number} ticks
 * @param {number} elapsedMs
 * @param {number} ticksPerSecond
 */
export function cpuPercent(ticks, elapsedMs, ticksPerSecond) {
  return Math.round((ticks / ticksPerSecond / (elapsedMs / 1000)) * 100);
}

const onLinux = process.platform === 'linux';
let clockTicks = 0;
function ticksPerSecond() {
  if (!clockTicks) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** @param {number} pid */
function readTicks(pid) {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks;
  } catch {
    return null; // gone
  }
}

/** Every process now running: pid, parent, command line. */
function processTable() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
        const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return [{ pid: stat.pid, ppid: stat.ppid, cmdline }];
      } catch {
        return [];
      }
    });
}

/**
 * The processes worth watching during a chat run, by label: this process (`coordinator`), the
 * visitor workers, the Firestore emulator serving `firestorePort` (a Java process, whoever
 * started it), and among this process's descendants the Auth/Hosting emulators (firebase-tools)
 * and the functions' trigger runner.
 * @param {{ firestorePort: number, workerPids: number[] }} options
 * @returns {Record<string, number[]>}
 */
export function benchProcesses({ firestorePort, workerPids }) {
  /** @type {Record<string, number[]>} */
  const groups = { coordinator: [process.pid], workers: workerPids };
  if (!onLinux) return groups;
  const table = processTable();
  /** @type {Set<number>} */
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table) {
      if (!mine.has(p.pid) && mine.has(p.ppid)) {
        mine.add(p.pid);
        grew = true;
      }
    }
  }
  const port = new RegExp(`--port[= ]${firestorePort}\\b`);
  groups.firestoreEmulator = table
    .filter((p) => /\bjava\b/.test(p.cmdline) && port.test(p.cmdline))
    .map((p) => p.pid);
  const ours = table.filter((p) => mine.has(p.pid));
  groups.otherEmulators = ours
    .filter((p) => /firebase(-tools|\.js)/.test(p.cmdline) && !/\bjava\b/.test(p.cmdline))
    .map((p) => p.pid);
  groups.triggerRunner = ours.filter((p) => p.cmdline.includes('trigger-runner')).map((p) => p.pid);
  return groups;
}

/**
 * Starts measuring the CPU of `groups` (label -> pids) and of the machine; `stop()` gives each
 * group's share, the machine's busy share (all cores, including other people's work) and what of
 * that is outside the groups. Null where /proc cannot be read or a group is empty.
 * @param {Record<string, number[]>} groups
 */
export function startCpuSampler(groups) {
  const startedAt = performance.now();
  const sum = (/** @type {number[]} */ pids) =>
    pids.reduce((total, pid) => total + (readTicks(pid) ?? 0), 0);
  const machine = () => (onLinux ? parseMachineTicks(readFileSync('/proc/stat', 'utf8')) : null);
  const before = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, sum(pids)]));
  const machineBefore = machine();
  return {
    stop: () => {
      const elapsed = performance.now() - startedAt;
      const tps = ticksPerSecond();
      /** @type {Record<string, number | null>} */
      const shares = {};
      let ours = 0;
      for (const [label, pids] of Object.entries(groups)) {
        const used = sum(pids) - (before[label] ?? 0);
        ours += used;
        shares[label] = onLinux && pids.length > 0 ? cpuPercent(used, elapsed, tps) : null;
      }
      const machineAfter = machine();
      const busy = machineAfter && machineBefore ? machineAfter.busy - machineBefore.busy : null;
      return {
        elapsedMs: Math.round(elapsed),
        cores: os.availableParallelism(),
        pctOfOneCore: shares,
        machineBusy: busy === null ? null : cpuPercent(busy, elapsed, tps),
        outsideBench: busy === null ? null : cpuPercent(Math.max(0, busy - ours), elapsed, tps),
      };
    },
  };
}

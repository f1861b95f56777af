// @ts-check
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * The value at percentile p (0-100) of ascending `sorted`, nearest-rank method; NaN when empty.
 * @param {readonly number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return /** @type {number} */ (sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]);
}

const round1 = (/** @type {number} */ n) => Math.round(n * 10) / 10;

/**
 * p50/p95/p99/max/mean of some durations (ms), rounded to 0.1 ms; null values when empty.
 * @param {readonly number[]} values
 */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => (sorted.length ? round1(percentile(sorted, p)) : null);
  return {
    count: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? round1(/** @type {number} */ (sorted.at(-1))) : null,
    mean: sorted.length ? round1(sorted.reduce((a, b) => a + b, 0) / sorted.length) : null,
  };
}

/** @typedef {ReturnType<typeof summarize>} Summary */

/**
 * Starts measuring this process: `stop()` returns its event-loop delay (ms, rounded to 0.1) and
 * its CPU time in % of one core, over the time since `startedAt`.
 */
export function startProcessMeter() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  return {
    startedAt,
    stop: () => {
      delay.disable();
      const ms = performance.now() - startedAt;
      const cpu = process.cpuUsage(cpuBefore);
      const toMs = (/** @type {number} */ ns) => round1(ns / 1e6);
      return {
        eventLoopDelayMs: {
          count: delay.count,
          p50: toMs(delay.percentile(50)),
          p95: toMs(delay.percentile(95)),
          p99: toMs(delay.percentile(99)),
          max: toMs(delay.max),
          mean: toMs(delay.mean),
        },
        processCpuPct: Math.round(((cpu.user + cpu.system) / 1000 / ms) * 100),
      };
    },
  };
}

/** The 1, 5 and 15 minute load averages, rounded: timings mean little without them. */
export function loadAverage() {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}

/** What a result was measured on. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    totalMemoryMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
  };
}

export const megabytes = (/** @type {number} */ bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * Runs `task` on every item with at most `limit` running at once; resolves with the results in
 * order (rejects with the first error, after the running ones settle).
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
export async function mapLimit(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Now, in epoch milliseconds with sub-millisecond resolution. Every process of a benchmark
 * stamps with this, so times taken in different processes on one machine compare (each
 * process's `performance.now()` alone counts from its own start).
 */
export const epochNow = () => performance.timeOrigin + performance.now();

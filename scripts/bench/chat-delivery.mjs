#!/usr/bin/env node
// @ts-check
// `node scripts/bench/chat-delivery.mjs [--sizes 10,100,300,1000] [--workers 2] [--messages 5] [--interval-ms 10000] [--typing]`
// Chat delivery on the local stack: N simulated visitors (core's visitor store and Firestore
// adapter, one Firebase app and anonymous user each) spread over worker processes
// (chat-visitor-worker.mjs, one per core by default) send messages while one member of staff
// (core's staff backend and store, signed in with the staff claim) listens in this
// process. Reports send -> staff listener p50/p95/p99, lost and duplicated messages, how latency
// grows with N, and the CPU share of every process involved (emulators, workers, this one).
// Against FIRESTORE_EMULATOR_HOST + FIREBASE_AUTH_EMULATOR_HOST when both are set, else on
// emulators of its own (free ports). Prints Markdown, writes bench/results/chat-delivery.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PROJECT_ID, ROOT } from '../lib/emulators.mjs';
import { exitOnSignals } from '../lib/processes.mjs';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, grantStaff } from '../lib/staff.mjs';
import { chatConfig } from './chat-clients.mjs';
import { runSize } from './chat-delivery-run.mjs';
import { loadChatCore } from './chat-core-node.mjs';
import { loadAverage, machine } from './stats.mjs';

/** @typedef {import('./chat-delivery-run.mjs').DeliveryRun} DeliveryRun */

export const DEFAULT_SIZES = [10, 100, 300, 1000];

/**
 * @typedef {object} DeliveryResult
 * @property {'chat-delivery'} benchmark
 * @property {string} date
 * @property {ReturnType<typeof machine>} machine
 * @property {{ start: number[], end: number[] }} loadAverage
 * @property {DeliveryRun[]} runs
 * @property {{ visitors: number, p95VsFirst: number | null }[]} growth p95 relative to the smallest N
 */

/**
 * Chat delivery with N simulated visitors for each N in `sizes`, one after another.
 * Seeds the demo staff account (staff claim) in the Auth emulator first.
 * @param {{ firestoreHost: string, authUrl: string, projectId?: string, sizes?: number[], workers?: number, messagesPerVisitor?: number, intervalMs?: number, timeoutMs?: number, typing?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<DeliveryResult>}
 */
export async function benchChatDelivery({
  firestoreHost,
  authUrl,
  projectId = DEMO_PROJECT_ID,
  sizes = DEFAULT_SIZES,
  workers = os.availableParallelism(),
  messagesPerVisitor = 5,
  intervalMs = 10_000,
  timeoutMs = 60_000,
  typing = false,
  log = console.log,
}) {
  const target = { firestoreHost, authUrl, projectId };
  // firebase-admin (the staff seeding) finds the Auth emulator through the environment.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(authUrl).host;
  await grantStaff(DEMO_STAFF_EMAIL, { projectId, password: DEMO_STAFF_PASSWORD });

  const core = await loadChatCore();
  const staff = core.createFirebaseChat(chatConfig(target, `bench-staff-${core.createChatId()}`));
  const start = loadAverage();
  /** @type {DeliveryRun[]} */
  const runs = [];
  try {
    await staff.signInStaff(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD);
    for (const visitors of sizes) {
      log(
        `Chat delivery: ${visitors} visitors x ${messagesPerVisitor} messages, every ${intervalMs} ms, ${Math.min(workers, visitors)} workers, typing ${typing ? 'on' : 'off'}`,
      );
      const run = await runSize(core, staff, target, {
        visitors,
        workers,
        messagesPerVisitor,
        intervalMs,
        timeoutMs,
        typing,
        log,
      });
      log(
        `  p50 ${run.latencyMs.p50} ms, p95 ${run.latencyMs.p95} ms, p99 ${run.latencyMs.p99} ms (write acknowledged p50 ${run.ackMs.p50}, p95 ${run.ackMs.p95} ms); lost ${run.lost}, duplicated ${run.duplicated}, failed ${run.sendFailures}; CPU % of a core: ${cpuLine(run)}; load ${run.loadAverage.join(' ')}`,
      );
      runs.push(run);
    }
  } finally {
    await staff.dispose();
  }
  const first = runs[0]?.latencyMs.p95 ?? null;
  return {
    benchmark: 'chat-delivery',
    date: new Date().toISOString(),
    machine: machine(),
    loadAverage: { start, end: loadAverage() },
    runs,
    growth: runs.map((run) => ({
      visitors: run.visitors,
      p95VsFirst:
        first && run.latencyMs.p95 !== null
          ? Math.round((run.latencyMs.p95 / first) * 100) / 100
          : null,
    })),
  };
}

/**
 * Where the CPU went during a run's timed phase, % of one core.
 * @param {DeliveryRun} run
 */
export function cpuLine(run) {
  const pct = run.cpu.pctOfOneCore;
  const cell = (/** @type {number | null | undefined} */ v) => (v == null ? '-' : String(v));
  return [
    `Firestore emulator ${cell(pct.firestoreEmulator)}`,
    `workers ${cell(pct.workers)}`,
    `staff listener ${cell(pct.coordinator)}`,
    `auth/hosting ${cell(pct.otherEmulators)}`,
    `trigger runner ${cell(pct.triggerRunner)}`,
    `machine ${cell(run.cpu.machineBusy)} of ${run.cpu.cores * 100} (outside the bench ${cell(run.cpu.outsideBench)})`,
  ].join(', ');
}

/** @param {DeliveryResult} result */
export function chatDeliveryTable(result) {
  const cell = (/** @type {number | null | undefined} */ v) => (v == null ? '-' : String(v));
  const busiestWorker = (/** @type {DeliveryRun} */ r) =>
    Math.max(...r.workerMeters.map((w) => w.eventLoopDelayMs.p99 ?? 0));
  return [
    '| Visitors | Workers | Msg/s | Sent | Lost (stored) | Dup. | Failed | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | Write p50/p95 (ms) | List p95 (ms) | CPU: emulator / workers / staff / triggers (%) | Machine busy (%) | Worker loop delay p99 (ms) | RSS/visitor (MB) | Load 1 min |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.runs.map((r) => {
      const pct = r.cpu.pctOfOneCore;
      return `| ${r.visitors} | ${r.workers} | ${r.offeredPerSecond} | ${r.sent} | ${r.lost} (${r.lostButStored}) | ${r.duplicated} | ${r.sendFailures} | ${cell(r.latencyMs.p50)} | ${cell(r.latencyMs.p95)} | ${cell(r.latencyMs.p99)} | ${cell(r.latencyMs.max)} | ${cell(r.ackMs.p50)} / ${cell(r.ackMs.p95)} | ${cell(r.listLatencyMs.p95)} | ${cell(pct.firestoreEmulator)} / ${cell(pct.workers)} / ${cell(pct.coordinator)} / ${cell(pct.triggerRunner)} | ${cell(r.cpu.machineBusy)} of ${r.cpu.cores * 100} | ${busiestWorker(r)} | ${r.memory.rssPerVisitorMb} | ${r.loadAverage[0]} |`;
    }),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitOnSignals();
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: DEFAULT_SIZES.join(',') },
      workers: { type: 'string', default: String(os.availableParallelism()) },
      messages: { type: 'string', default: '5' },
      'interval-ms': { type: 'string', default: '10000' },
      // Without the functions' trigger runner (own emulators only): what it costs the emulator.
      'no-triggers': { type: 'boolean', default: false },
      // Each visitor types before each message (typing signals, CHAT-PRODUCT.md 3).
      typing: { type: 'boolean', default: false },
    },
  });
  const { localBackend } = await import('./local-backend.mjs');
  const backend = await localBackend({ triggers: !values['no-triggers'] });
  let result;
  try {
    result = await benchChatDelivery({
      firestoreHost: backend.firestoreHost,
      authUrl: backend.authUrl,
      projectId: backend.projectId,
      sizes: values.sizes.split(',').map(Number),
      workers: Number(values.workers),
      messagesPerVisitor: Number(values.messages),
      intervalMs: Number(values['interval-ms']),
      typing: values.typing,
    });
  } finally {
    await backend.stop();
  }
  await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(ROOT, 'bench/results/chat-delivery.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(
    `\nChat delivery (send -> staff listener), ${backend.started ? 'own emulators' : 'running emulators'}:\n`,
  );
  console.log(chatDeliveryTable(result));
  const bad = result.runs.filter((r) => r.lost > 0 || r.duplicated > 0 || r.sendFailures > 0);
  if (bad.length > 0) {
    console.log(
      `\nLost, duplicated or failed messages with ${bad.map((r) => r.visitors).join(', ')} visitors.`,
    );
    process.exitCode = 1;
  }
  // Firebase's gRPC channels can keep the process alive a little after the apps are deleted.
  process.exit();
}

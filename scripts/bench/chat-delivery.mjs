#!/usr/bin/env node
// @ts-check
// `node scripts/bench/chat-delivery.mjs [--sizes 10,100,300] [--messages 5] [--interval-ms 10000]`
// Chat delivery on the local stack: N simulated visitors (chat-core's visitor store and Firestore
// adapter, one Firebase app and anonymous user each, all in this process) send messages while
// one member of staff (chat-core's staff backend and store, signed in with the staff claim)
// listens. Reports send -> staff listener p50/p95/p99, lost and duplicated messages, and how
// latency grows with N. Against FIRESTORE_EMULATOR_HOST + FIREBASE_AUTH_EMULATOR_HOST when both
// are set, else on emulators of its own (free ports). Prints Markdown, writes
// bench/results/chat-delivery.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PROJECT_ID, ROOT } from '../lib/emulators.mjs';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, grantStaff } from '../lib/staff.mjs';
import { chatConfig } from './chat-clients.mjs';
import { runSize } from './chat-delivery-run.mjs';
import { loadChatCore } from './chat-core-node.mjs';
import { loadAverage, machine } from './stats.mjs';

/** @typedef {import('./chat-delivery-run.mjs').DeliveryRun} DeliveryRun */

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
 * @param {{ firestoreHost: string, authUrl: string, projectId?: string, sizes?: number[], messagesPerVisitor?: number, intervalMs?: number, timeoutMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<DeliveryResult>}
 */
export async function benchChatDelivery({
  firestoreHost,
  authUrl,
  projectId = DEMO_PROJECT_ID,
  sizes = [10, 100, 300],
  messagesPerVisitor = 5,
  intervalMs = 10_000,
  timeoutMs = 60_000,
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
        `Chat delivery: ${visitors} visitors x ${messagesPerVisitor} messages, every ${intervalMs} ms`,
      );
      const run = await runSize(core, staff, target, {
        visitors,
        messagesPerVisitor,
        intervalMs,
        timeoutMs,
        log,
      });
      log(
        `  p50 ${run.latencyMs.p50} ms, p95 ${run.latencyMs.p95} ms, p99 ${run.latencyMs.p99} ms; lost ${run.lost}, duplicated ${run.duplicated}, failed ${run.sendFailures}; load ${run.loadAverage.join(' ')}`,
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

/** @param {DeliveryResult} result */
export function chatDeliveryTable(result) {
  const cell = (/** @type {number | null} */ v) => (v === null ? '-' : String(v));
  return [
    '| Visitors | Msg/s | Sent | Lost (stored) | Dup. | Failed | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | Write p50/p95 (ms) | List p95 (ms) | Bench CPU (%) | Loop delay p99 (ms) | RSS/visitor (MB) | Load 1 min |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.runs.map(
      (r) =>
        `| ${r.visitors} | ${r.offeredPerSecond} | ${r.sent} | ${r.lost} (${r.lostButStored}) | ${r.duplicated} | ${r.sendFailures} | ${cell(r.latencyMs.p50)} | ${cell(r.latencyMs.p95)} | ${cell(r.latencyMs.p99)} | ${cell(r.latencyMs.max)} | ${cell(r.ackMs.p50)} / ${cell(r.ackMs.p95)} | ${cell(r.listLatencyMs.p95)} | ${r.processCpuPct} | ${cell(r.eventLoopDelayMs.p99)} | ${r.memory.rssPerVisitorMb} | ${r.loadAverage[0]} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '10,100,300' },
      messages: { type: 'string', default: '5' },
      'interval-ms': { type: 'string', default: '10000' },
    },
  });
  const { localBackend } = await import('./local-backend.mjs');
  const backend = await localBackend();
  let result;
  try {
    result = await benchChatDelivery({
      firestoreHost: backend.firestoreHost,
      authUrl: backend.authUrl,
      projectId: backend.projectId,
      sizes: values.sizes.split(',').map(Number),
      messagesPerVisitor: Number(values.messages),
      intervalMs: Number(values['interval-ms']),
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

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
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PROJECT_ID, ROOT } from '../lib/emulators.mjs';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, grantStaff } from '../lib/staff.mjs';
import { chatConfig, countStored, failureLog, memoryStorage, waitFor } from './chat-clients.mjs';
import { loadChatCore } from './chat-core-node.mjs';
import { loadAverage, machine, mapLimit, megabytes, sleep, summarize } from './stats.mjs';

/** @typedef {import('./chat-core-node.mjs').ChatCoreApi} ChatCoreApi */
/** @typedef {ReturnType<ChatCoreApi['createFirebaseChat']>} FirebaseChat */
/** @typedef {ReturnType<ChatCoreApi['createVisitorChatStore']>} VisitorStore */
/** @typedef {import('./stats.mjs').Summary} Summary */

/**
 * @typedef {object} DeliveryRun
 * @property {number} visitors N
 * @property {number} messagesPerVisitor timed messages per visitor (after one untimed greeting)
 * @property {number} intervalMs each visitor's gap between two messages
 * @property {number} offeredPerSecond messages per second all visitors together send
 * @property {number} sent messages the visitor stores accepted
 * @property {number} saved of those, acknowledged by Firestore
 * @property {number} sendFailures sends that failed (the widget gives the text back)
 * @property {number} received distinct timed messages the staff listener saw
 * @property {number} lost saved but not seen by the staff listener within `timeoutMs` after the
 *   last acknowledgement (must be 0)
 * @property {number} lostButStored of those, found in Firestore by a fresh staff client afterwards
 *   (so the listener fell behind or stalled; the rest are really gone)
 * @property {number} duplicated extra copies the staff listener saw, by id or content (must be 0)
 * @property {Summary} latencyMs send (just before `send`) -> first in the staff's message listener
 * @property {Summary} ackMs send -> the visitor's write acknowledged
 * @property {Summary} listLatencyMs send -> preview in the staff store's open-session list
 * @property {number} listPreviewsMissed previews the list skipped (a newer one came first; not a loss)
 * @property {Summary} eventLoopDelayMs this process's event-loop delay during the timed phase
 * @property {number} processCpuPct this process's CPU time over the timed phase, in % of one core
 *   (near 100: the simulated visitors themselves are the bottleneck, not the emulator)
 * @property {number} setupMs sign-in, session and greeting for all N visitors
 * @property {{ rssMb: number, heapUsedMb: number, rssPerVisitorMb: number }} memory after setup
 * @property {number[]} loadAverage 1/5/15 min, at the end of the run
 */

/**
 * @typedef {object} DeliveryResult
 * @property {'chat-delivery'} benchmark
 * @property {string} date
 * @property {ReturnType<typeof machine>} machine
 * @property {{ start: number[], end: number[] }} loadAverage
 * @property {DeliveryRun[]} runs
 * @property {{ visitors: number, p95VsFirst: number | null }[]} growth p95 relative to the smallest N
 */

const FAILURE_LINES_SHOWN = 5;

/**
 * One size: N visitors greet (untimed: anonymous sign-in, session, first message), the staff
 * listener watches every session, then each visitor sends `messagesPerVisitor` messages
 * `intervalMs` apart, the visitors' start times spread evenly over one interval.
 * @param {ChatCoreApi} core
 * @param {FirebaseChat} staff
 * @param {{ firestoreHost: string, authUrl: string, projectId: string }} target
 * @param {{ visitors: number, messagesPerVisitor: number, intervalMs: number, timeoutMs: number, log: (line: string) => void }} options
 * @returns {Promise<DeliveryRun>}
 */
async function runSize(core, staff, target, options) {
  const { visitors: n, messagesPerVisitor, intervalMs, timeoutMs, log } = options;
  const runId = core.createChatId().slice(0, 8);
  const failures = failureLog();
  const rssBefore = process.memoryUsage().rss;

  // The staff store (as the console runs it) lists the open sessions with their previews.
  const staffStore = core.createStaffChatStore(staff.staff, { log: failures.log });

  // --- Setup (untimed) -------------------------------------------------------------------
  const setupStart = performance.now();
  /** @type {{ chat: FirebaseChat, store: VisitorStore, sessionId: string }[]} */
  const visitors = await mapLimit(
    Array.from({ length: n }, (_, i) => i),
    20,
    async (i) => {
      const chat = core.createFirebaseChat(chatConfig(target, `bench-${runId}-v${i}`));
      const store = core.createVisitorChatStore(chat.visitor, {
        storage: memoryStorage(),
        log: failures.log,
      });
      // A busy emulator can refuse a first contact; a visitor would simply try again.
      for (let attempt = 1; ; attempt++) {
        const greeting = store.getState().send(`bench ${runId} v${i} hello ${attempt}`);
        if (greeting.ok && (await greeting.saved)) break;
        if (attempt === 3) {
          throw new Error(`Visitor ${i} could not start a conversation: ${failures.lines.at(-1)}`);
        }
        await sleep(2000);
      }
      const sessionId = store.getState().sessionId;
      if (!sessionId) throw new Error(`Visitor ${i} has no session id after its first message.`);
      return { chat, store, sessionId };
    },
  );

  // --- The staff listener: one signed-in client, a message watch per conversation ----------
  /** @type {Map<string, { sessionId: string, sentAt: number, ackAt?: number, seenAt?: number, listAt?: number, failed?: boolean }>} */
  const probes = new Map();
  /** Ids (or contents) the staff listener saw more than once in one snapshot. */
  const duplicates = new Set();
  /** @type {Set<string>} */
  const ready = new Set();
  const stops = visitors.map(({ sessionId }) =>
    staff.staff.watchMessages(
      sessionId,
      (messages) => {
        const now = performance.now();
        ready.add(sessionId);
        const ids = new Set();
        const contents = new Set();
        for (const message of messages) {
          if (ids.has(message.id) || contents.has(message.content)) duplicates.add(message.id);
          ids.add(message.id);
          contents.add(message.content);
          const probe = probes.get(message.id);
          if (probe && probe.seenAt === undefined) probe.seenAt = now;
        }
      },
      (error) => failures.log(`Staff watch of ${sessionId} failed.`, error),
    ),
  );
  const unsubscribeList = staffStore.subscribe((state) => {
    const now = performance.now();
    for (const session of state.sessions) {
      const probe = session.lastMessage && probes.get(session.lastMessage.id);
      if (probe && probe.listAt === undefined) probe.listAt = now;
    }
  });
  await waitFor(() => ready.size === n, timeoutMs, 'the staff listener to load every conversation');
  const setupMs = Math.round(performance.now() - setupStart);
  const memoryAfterSetup = process.memoryUsage();
  log(`  ${n} visitors ready in ${setupMs} ms, rss ${megabytes(memoryAfterSetup.rss)} MB`);

  // --- Timed phase ----------------------------------------------------------------------
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpuBefore = process.cpuUsage();
  /** @type {Promise<unknown>[]} */
  const acks = [];
  let sent = 0;
  const phaseStart = performance.now();
  await Promise.all(
    visitors.map(async ({ store, sessionId }, v) => {
      await sleep((v / n) * intervalMs);
      for (let m = 0; m < messagesPerVisitor; m++) {
        if (m > 0)
          await sleep(phaseStart + (v / n) * intervalMs + m * intervalMs - performance.now());
        const sentAt = performance.now();
        const result = store.getState().send(`bench ${runId} v${v} m${m}`);
        if (!result.ok) {
          failures.log(`Visitor ${v} message ${m} refused.`, result.message);
          continue;
        }
        sent += 1;
        const probe = { sessionId, sentAt };
        probes.set(result.messageId, probe);
        acks.push(
          result.saved.then((saved) => {
            if (saved) Object.assign(probe, { ackAt: performance.now() });
            else Object.assign(probe, { failed: true });
          }),
        );
      }
    }),
  );
  await Promise.all(acks);
  const all = [...probes.values()];
  await waitFor(
    () => all.every((p) => p.failed || p.seenAt !== undefined),
    timeoutMs,
    'the staff listener to receive every saved message',
  ).catch((error) => log(`  ${error.message}`));
  delay.disable();
  const phaseMs = performance.now() - phaseStart;
  const cpu = process.cpuUsage(cpuBefore);
  const end = loadAverage();

  // Messages the listener never showed: are they in Firestore (the listener fell behind or
  // stalled) or gone? A fresh staff client, on a connection of its own, reads them back.
  /** @type {Map<string, string>} */
  const unseen = new Map();
  for (const [id, probe] of probes) {
    if (probe.ackAt !== undefined && probe.seenAt === undefined) unseen.set(id, probe.sessionId);
  }
  const lostButStored = unseen.size > 0 ? await countStored(core, target, unseen, timeoutMs) : 0;

  // --- Clean up: stop everything; staff close the sessions so the next size lists only its own.
  unsubscribeList();
  for (const stop of stops) stop();
  for (const { store } of visitors) store.getState().dispose();
  await mapLimit(visitors, 20, ({ sessionId }) =>
    staff.staff.closeSession(sessionId).catch((error) => failures.log('Close failed.', error)),
  );
  await mapLimit(visitors, 20, ({ chat }) => chat.dispose());
  staffStore.getState().dispose();
  if (failures.lines.length > 0) {
    log(`  ${failures.lines.length} failures logged, first ones:`);
    for (const line of failures.lines.slice(0, FAILURE_LINES_SHOWN)) log(`    ${line}`);
  }

  const saved = all.filter((p) => p.ackAt !== undefined);
  const seen = all.filter((p) => p.seenAt !== undefined);
  const listed = all.filter((p) => p.listAt !== undefined);
  const toMs = (/** @type {number} */ ns) => ns / 1e6;
  return {
    visitors: n,
    messagesPerVisitor,
    intervalMs,
    offeredPerSecond: Math.round((n / intervalMs) * 1000 * 10) / 10,
    sent,
    saved: saved.length,
    sendFailures: all.filter((p) => p.failed).length,
    received: seen.length,
    lost: unseen.size,
    lostButStored,
    duplicated: duplicates.size,
    latencyMs: summarize(seen.map((p) => /** @type {number} */ (p.seenAt) - p.sentAt)),
    ackMs: summarize(saved.map((p) => /** @type {number} */ (p.ackAt) - p.sentAt)),
    listLatencyMs: summarize(listed.map((p) => /** @type {number} */ (p.listAt) - p.sentAt)),
    listPreviewsMissed: all.length - listed.length,
    eventLoopDelayMs: {
      count: delay.count,
      p50: Math.round(toMs(delay.percentile(50)) * 10) / 10,
      p95: Math.round(toMs(delay.percentile(95)) * 10) / 10,
      p99: Math.round(toMs(delay.percentile(99)) * 10) / 10,
      max: Math.round(toMs(delay.max) * 10) / 10,
      mean: Math.round(toMs(delay.mean) * 10) / 10,
    },
    processCpuPct: Math.round(((cpu.user + cpu.system) / 1000 / phaseMs) * 100),
    setupMs,
    memory: {
      rssMb: megabytes(memoryAfterSetup.rss),
      heapUsedMb: megabytes(memoryAfterSetup.heapUsed),
      rssPerVisitorMb: Math.round(((memoryAfterSetup.rss - rssBefore) / 2 ** 20 / n) * 100) / 100,
    },
    loadAverage: end,
  };
}

/**
 * Chat delivery with N simulated visitors for each N in `sizes`, one after another.
 * Seeds the demo staff account (staff claim) in the Auth emulator first.
 * @param {{ firestoreHost: string, authUrl: string, projectId?: string, sizes?: number[], messagesPerVisitor?: number, intervalMs?: number, timeoutMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<DeliveryResult>}
 */
export async function benchChatDelivery({
  firestoreHost,
  authUrl,
  projectId = PROJECT_ID,
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

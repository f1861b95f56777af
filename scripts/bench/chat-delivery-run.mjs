// @ts-check
// One size of the chat delivery benchmark (chat-delivery.mjs), phase by phase: the visitors
// (spread over worker processes, chat-visitor-worker.mjs) greet, the staff listener (here, in
// the coordinating process) loads every conversation, the timed messages go out, delivery is
// awaited and checked, everything is closed, and the run is summarised. Times are epoch ms
// (`epochNow`) in every process, so a worker's send and this listener's receipt compare.
import { countStored, failureLog, waitFor } from './chat-clients.mjs';
import {
  deliveryFigures,
  mergeProbes,
  splitVisitors,
  unseenMessages,
} from './chat-delivery-merge.mjs';
import { startVisitorPool } from './chat-visitor-pool.mjs';
import { benchProcesses, startCpuSampler } from './proc-cpu.mjs';
import { epochNow, loadAverage, mapLimit, startProcessMeter } from './stats.mjs';

/** @typedef {import('./chat-core-node.mjs').ChatCoreApi} ChatCoreApi */
/** @typedef {ReturnType<ChatCoreApi['createFirebaseChat']>} FirebaseChat */
/** @typedef {ReturnType<ChatCoreApi['createStaffChatStore']>} StaffStore */
/** @typedef {import('./stats.mjs').Summary} Summary */
/** @typedef {import('./chat-delivery-merge.mjs').SentProbe} SentProbe */
/** @typedef {ReturnType<typeof failureLog>} Failures */
/** @typedef {{ firestoreHost: string, authUrl: string, projectId: string }} Target */
/** @typedef {ReturnType<ReturnType<typeof startCpuSampler>['stop']>} CpuShares */

/**
 * @typedef {object} DeliveryRun
 * @property {number} visitors N
 * @property {number} workers worker processes the visitors were spread over
 * @property {number} messagesPerVisitor timed messages per visitor (after one untimed greeting)
 * @property {number} intervalMs each visitor's gap between two messages
 * @property {boolean} typing whether each visitor also typed before each message (signals)
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
 * @property {Summary} eventLoopDelayMs the coordinator's (staff listener's) event-loop delay
 * @property {number} processCpuPct the coordinator's CPU time over the timed phase, % of one core
 * @property {{ processCpuPct: number, eventLoopDelayMs: Summary }[]} workerMeters each worker's
 *   own CPU (% of one core) and event-loop delay over its sending phase
 * @property {CpuShares} cpu CPU shares over the timed phase (send to last delivery) from /proc:
 *   coordinator, workers (together), Firestore emulator, other emulators, trigger runner, the
 *   machine, and the machine's work outside those
 * @property {number} setupMs sign-in, session and greeting for all N visitors, and the staff load
 * @property {{ rssMb: number, rssPerVisitorMb: number }} memory the workers' after setup
 * @property {number[]} loadAverage 1/5/15 min, at the end of the run
 */

const FAILURE_LINES_SHOWN = 5;
/** The workers get the start time this far ahead, so they all start on the same schedule. */
const START_LEAD_MS = 1000;

/**
 * One size: N visitors, spread over `workers` processes, greet (untimed: anonymous sign-in,
 * session, first message); the staff listener watches every session; then each visitor sends
 * `messagesPerVisitor` messages `intervalMs` apart, the visitors' start times spread evenly over
 * one interval.
 * @param {ChatCoreApi} core
 * @param {FirebaseChat} staff
 * @param {Target} target
 * @param {{ visitors: number, workers: number, messagesPerVisitor: number, intervalMs: number, timeoutMs: number, typing?: boolean, log: (line: string) => void }} options
 * @returns {Promise<DeliveryRun>}
 */
export async function runSize(core, staff, target, options) {
  const { visitors: n, messagesPerVisitor, intervalMs, timeoutMs, log } = options;
  const runId = core.createChatId().slice(0, 8);
  const failures = failureLog();
  const slices = splitVisitors(n, options.workers);
  const pool = await startVisitorPool(slices.length);
  // The staff store (as the console runs it) lists the open sessions with their previews.
  const staffStore = core.createStaffChatStore(staff.staff, { log: failures.log });
  /** @type {string[]} */
  let sessionIds = [];
  /** @type {(() => void) | null} */
  let stopListening = null;
  try {
    const setupStart = epochNow();
    const greeted = await pool.ask(
      slices.map((slice) => ({ type: 'greet', target, runId, ...slice })),
      'greeted',
    );
    sessionIds = greeted.flatMap((g) => /** @type {string[]} */ (g.sessionIds));
    const listener = await listenAsStaff(staff, staffStore, sessionIds, { timeoutMs, failures });
    stopListening = listener.stop;
    const setupMs = Math.round(epochNow() - setupStart);
    const rssMb = greeted.reduce((sum, g) => sum + Number(g.rssMb), 0);
    const rssGrowth = greeted.reduce((sum, g) => sum + Number(g.rssGrowthMb), 0);
    log(
      `  ${n} visitors in ${slices.length} workers ready in ${setupMs} ms, rss ${Math.round(rssMb)} MB in all`,
    );

    const cpu = startCpuSampler(
      benchProcesses({
        firestorePort: Number(target.firestoreHost.split(':').at(-1)),
        workerPids: pool.pids,
      }),
    );
    const meter = startProcessMeter();
    const typing = options.typing ?? false;
    const phase = {
      phaseStart: epochNow() + START_LEAD_MS,
      n,
      messagesPerVisitor,
      intervalMs,
      typing,
    };
    const reports = await pool.ask(
      slices.map(() => ({ type: 'send', ...phase })),
      'sent',
    );
    const perWorker = reports.map((r) => /** @type {[string, SentProbe][]} */ (r.probes));
    await awaitDelivery(perWorker, listener.seenAt, { timeoutMs, log });
    const measured = meter.stop();
    const shares = cpu.stop();
    const end = loadAverage();

    const probes = mergeProbes(perWorker, listener.seenAt, listener.listAt);
    const unseen = unseenMessages(probes);
    const lostButStored = unseen.size > 0 ? await countStored(core, target, unseen, timeoutMs) : 0;
    for (const reply of [...greeted, ...reports]) failures.lines.push(...(reply.failures ?? []));

    return {
      visitors: n,
      workers: slices.length,
      messagesPerVisitor,
      intervalMs,
      typing,
      offeredPerSecond: Math.round((n / intervalMs) * 1000 * 10) / 10,
      sent: reports.reduce((sum, r) => sum + Number(r.sent), 0),
      ...deliveryFigures(probes, {
        lost: unseen.size,
        lostButStored,
        duplicated: listener.duplicates.size,
      }),
      ...measured,
      workerMeters: reports.map((r) => ({
        processCpuPct: Number(r.processCpuPct),
        eventLoopDelayMs: /** @type {Summary} */ (r.eventLoopDelayMs),
      })),
      cpu: shares,
      setupMs,
      memory: {
        rssMb: Math.round(rssMb),
        rssPerVisitorMb: Math.round((rssGrowth / n) * 100) / 100,
      },
      loadAverage: end,
    };
  } finally {
    stopListening?.();
    await pool
      .ask(
        slices.map(() => ({ type: 'finish' })),
        'finished',
      )
      .then((replies) => replies.forEach((r) => failures.lines.push(...(r.failures ?? []))))
      .catch((error) => failures.log('Stopping the visitor workers failed.', error));
    pool.stop();
    await closeAll(staff, staffStore, sessionIds, failures);
    reportFailures(failures, log);
  }
}

/**
 * The staff listener: one signed-in client, a message watch per conversation, stamping when each
 * message id is first seen and when the staff list first previews it. Resolves once every
 * conversation has loaded.
 * @param {FirebaseChat} staff
 * @param {StaffStore} staffStore
 * @param {string[]} sessionIds
 * @param {{ timeoutMs: number, failures: Failures }} options
 */
async function listenAsStaff(staff, staffStore, sessionIds, { timeoutMs, failures }) {
  /** Ids (or contents) the staff listener saw more than once in one snapshot. */
  const duplicates = new Set();
  /** @type {Map<string, number>} message id -> first seen (epoch ms) */
  const seenAt = new Map();
  /** @type {Map<string, number>} message id -> first previewed in the staff list */
  const listAt = new Map();
  /** @type {Set<string>} */
  const ready = new Set();
  const stops = sessionIds.map((sessionId) =>
    staff.staff.watchMessages(
      sessionId,
      (messages) => {
        const now = epochNow();
        ready.add(sessionId);
        const ids = new Set();
        const contents = new Set();
        for (const message of messages) {
          if (ids.has(message.id) || contents.has(message.content)) duplicates.add(message.id);
          ids.add(message.id);
          contents.add(message.content);
          if (!seenAt.has(message.id)) seenAt.set(message.id, now);
        }
      },
      (error) => failures.log(`Staff watch of ${sessionId} failed.`, error),
    ),
  );
  const unsubscribeList = staffStore.subscribe((state) => {
    const now = epochNow();
    for (const session of state.sessions) {
      const id = session.lastMessage?.id;
      if (id !== undefined && !listAt.has(id)) listAt.set(id, now);
    }
  });
  await waitFor(
    () => ready.size === sessionIds.length,
    timeoutMs,
    'the staff listener to load every conversation',
  );
  return {
    duplicates,
    seenAt,
    listAt,
    stop: () => {
      unsubscribeList();
      for (const stop of stops) stop();
    },
  };
}

/**
 * Waits (up to `timeoutMs`) until the staff listener has seen every acknowledged message; a
 * timeout is logged, not thrown: what it missed is counted as lost.
 * @param {[string, SentProbe][][]} perWorker
 * @param {ReadonlyMap<string, number>} seenAt
 * @param {{ timeoutMs: number, log: (line: string) => void }} options
 */
async function awaitDelivery(perWorker, seenAt, { timeoutMs, log }) {
  const expected = perWorker.flat().flatMap(([id, p]) => (p.ackAt === undefined ? [] : [id]));
  await waitFor(
    () => expected.every((id) => seenAt.has(id)),
    timeoutMs,
    'the staff listener to receive every saved message',
  ).catch((error) => log(`  ${error.message}`));
}

/**
 * Staff close the sessions, so the next size lists only its own.
 * @param {FirebaseChat} staff
 * @param {StaffStore} staffStore
 * @param {string[]} sessionIds
 * @param {Failures} failures
 */
async function closeAll(staff, staffStore, sessionIds, failures) {
  await mapLimit(sessionIds, 20, (sessionId) =>
    staff.staff.closeSession(sessionId).catch((error) => failures.log('Close failed.', error)),
  );
  staffStore.getState().dispose();
}

/**
 * @param {Failures} failures
 * @param {(line: string) => void} log
 */
function reportFailures(failures, log) {
  if (failures.lines.length === 0) return;
  log(`  ${failures.lines.length} failures logged, first ones:`);
  for (const line of failures.lines.slice(0, FAILURE_LINES_SHOWN)) log(`    ${line}`);
}

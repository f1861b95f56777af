// @ts-check
// One size of the chat delivery benchmark (chat-delivery.mjs), phase by phase: the visitors
// greet, the staff listener loads every conversation, the timed messages go out, delivery is
// awaited and checked, everything is closed, and the run is summarised.
import { performance } from 'node:perf_hooks';
import { chatConfig, countStored, failureLog, memoryStorage, waitFor } from './chat-clients.mjs';
import { loadAverage, mapLimit, megabytes, sleep, startProcessMeter, summarize } from './stats.mjs';

/** @typedef {import('./chat-core-node.mjs').ChatCoreApi} ChatCoreApi */
/** @typedef {ReturnType<ChatCoreApi['createFirebaseChat']>} FirebaseChat */
/** @typedef {ReturnType<ChatCoreApi['createVisitorChatStore']>} VisitorStore */
/** @typedef {ReturnType<ChatCoreApi['createStaffChatStore']>} StaffStore */
/** @typedef {import('./stats.mjs').Summary} Summary */
/** @typedef {ReturnType<typeof failureLog>} Failures */
/** @typedef {{ firestoreHost: string, authUrl: string, projectId: string }} Target */
/** @typedef {{ chat: FirebaseChat, store: VisitorStore, sessionId: string }} Visitor */
/**
 * One timed message, by id: when it was sent, acknowledged, seen by the staff listener and
 * shown as the preview in the staff store's list.
 * @typedef {{ sessionId: string, sentAt: number, ackAt?: number, seenAt?: number, listAt?: number, failed?: boolean }} Probe
 */

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

const FAILURE_LINES_SHOWN = 5;

/**
 * One size: N visitors greet (untimed: anonymous sign-in, session, first message), the staff
 * listener watches every session, then each visitor sends `messagesPerVisitor` messages
 * `intervalMs` apart, the visitors' start times spread evenly over one interval.
 * @param {ChatCoreApi} core
 * @param {FirebaseChat} staff
 * @param {Target} target
 * @param {{ visitors: number, messagesPerVisitor: number, intervalMs: number, timeoutMs: number, log: (line: string) => void }} options
 * @returns {Promise<DeliveryRun>}
 */
export async function runSize(core, staff, target, options) {
  const { visitors: n, messagesPerVisitor, intervalMs, timeoutMs, log } = options;
  const runId = core.createChatId().slice(0, 8);
  const failures = failureLog();
  const rssBefore = process.memoryUsage().rss;
  // The staff store (as the console runs it) lists the open sessions with their previews.
  const staffStore = core.createStaffChatStore(staff.staff, { log: failures.log });
  /** @type {Map<string, Probe>} */
  const probes = new Map();

  const setupStart = performance.now();
  const visitors = await greetAll(core, target, { n, runId, failures });
  const listener = await listenAsStaff(staff, staffStore, visitors, probes, {
    timeoutMs,
    failures,
  });
  const setupMs = Math.round(performance.now() - setupStart);
  const memory = process.memoryUsage();
  log(`  ${n} visitors ready in ${setupMs} ms, rss ${megabytes(memory.rss)} MB`);

  const meter = startProcessMeter();
  const sent = await sendTimed(visitors, probes, {
    runId,
    messagesPerVisitor,
    intervalMs,
    phaseStart: meter.startedAt,
    failures,
  });
  await awaitDelivery(probes, { timeoutMs, log });
  const measured = meter.stop();
  const end = loadAverage();

  const unseen = unseenMessages(probes);
  const lostButStored = unseen.size > 0 ? await countStored(core, target, unseen, timeoutMs) : 0;

  await closeAll(staff, staffStore, visitors, listener.stop, failures);
  reportFailures(failures, log);

  return {
    visitors: n,
    messagesPerVisitor,
    intervalMs,
    offeredPerSecond: Math.round((n / intervalMs) * 1000 * 10) / 10,
    sent,
    ...deliveryFigures(probes, {
      lost: unseen.size,
      lostButStored,
      duplicated: listener.duplicates.size,
    }),
    ...measured,
    setupMs,
    memory: {
      rssMb: megabytes(memory.rss),
      heapUsedMb: megabytes(memory.heapUsed),
      rssPerVisitorMb: Math.round(((memory.rss - rssBefore) / 2 ** 20 / n) * 100) / 100,
    },
    loadAverage: end,
  };
}

/**
 * Setup (untimed): N visitors, each a Firebase app and anonymous user of its own, open a
 * conversation with a first message.
 * @param {ChatCoreApi} core
 * @param {Target} target
 * @param {{ n: number, runId: string, failures: Failures }} options
 * @returns {Promise<Visitor[]>}
 */
function greetAll(core, target, { n, runId, failures }) {
  return mapLimit(
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
}

/**
 * The staff listener: one signed-in client, a message watch per conversation, stamping when each
 * probe is first seen and when the staff list first previews it. Resolves once every
 * conversation has loaded.
 * @param {FirebaseChat} staff
 * @param {StaffStore} staffStore
 * @param {Visitor[]} visitors
 * @param {Map<string, Probe>} probes
 * @param {{ timeoutMs: number, failures: Failures }} options
 */
async function listenAsStaff(staff, staffStore, visitors, probes, { timeoutMs, failures }) {
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
  await waitFor(
    () => ready.size === visitors.length,
    timeoutMs,
    'the staff listener to load every conversation',
  );
  return {
    duplicates,
    stop: () => {
      unsubscribeList();
      for (const stop of stops) stop();
    },
  };
}

/**
 * The timed phase: each visitor sends `messagesPerVisitor` messages `intervalMs` apart, their
 * starts spread over one interval from `phaseStart`. Resolves with how many the stores accepted,
 * once every accepted one is acknowledged or failed.
 * @param {Visitor[]} visitors
 * @param {Map<string, Probe>} probes
 * @param {{ runId: string, messagesPerVisitor: number, intervalMs: number, phaseStart: number, failures: Failures }} options
 */
async function sendTimed(visitors, probes, options) {
  const { runId, messagesPerVisitor, intervalMs, phaseStart, failures } = options;
  const n = visitors.length;
  /** @type {Promise<unknown>[]} */
  const acks = [];
  let sent = 0;
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
        /** @type {Probe} */
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
  return sent;
}

/**
 * Waits (up to `timeoutMs`) until the staff listener has seen every saved message; a timeout is
 * logged, not thrown: what it missed is counted as lost.
 * @param {Map<string, Probe>} probes
 * @param {{ timeoutMs: number, log: (line: string) => void }} options
 */
async function awaitDelivery(probes, { timeoutMs, log }) {
  const all = [...probes.values()];
  await waitFor(
    () => all.every((p) => p.failed || p.seenAt !== undefined),
    timeoutMs,
    'the staff listener to receive every saved message',
  ).catch((error) => log(`  ${error.message}`));
}

/**
 * Saved messages the listener never showed (message id -> session id). Whether they are in
 * Firestore (the listener fell behind or stalled) or gone, a fresh staff client finds out.
 * @param {Map<string, Probe>} probes
 */
function unseenMessages(probes) {
  /** @type {Map<string, string>} */
  const unseen = new Map();
  for (const [id, probe] of probes) {
    if (probe.ackAt !== undefined && probe.seenAt === undefined) unseen.set(id, probe.sessionId);
  }
  return unseen;
}

/**
 * Stops everything; staff close the sessions so the next size lists only its own.
 * @param {FirebaseChat} staff
 * @param {StaffStore} staffStore
 * @param {Visitor[]} visitors
 * @param {() => void} stopListening
 * @param {Failures} failures
 */
async function closeAll(staff, staffStore, visitors, stopListening, failures) {
  stopListening();
  for (const { store } of visitors) store.getState().dispose();
  await mapLimit(visitors, 20, ({ sessionId }) =>
    staff.staff.closeSession(sessionId).catch((error) => failures.log('Close failed.', error)),
  );
  await mapLimit(visitors, 20, ({ chat }) => chat.dispose());
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

/**
 * What happened to the timed messages: saved, failed, received, lost, duplicated, and the
 * latencies.
 * @param {Map<string, Probe>} probes
 * @param {{ lost: number, lostButStored: number, duplicated: number }} losses
 */
function deliveryFigures(probes, { lost, lostButStored, duplicated }) {
  const all = [...probes.values()];
  const saved = all.filter((p) => p.ackAt !== undefined);
  const seen = all.filter((p) => p.seenAt !== undefined);
  const listed = all.filter((p) => p.listAt !== undefined);
  return {
    saved: saved.length,
    sendFailures: all.filter((p) => p.failed).length,
    received: seen.length,
    lost,
    lostButStored,
    duplicated,
    latencyMs: summarize(seen.map((p) => /** @type {number} */ (p.seenAt) - p.sentAt)),
    ackMs: summarize(saved.map((p) => /** @type {number} */ (p.ackAt) - p.sentAt)),
    listLatencyMs: summarize(listed.map((p) => /** @type {number} */ (p.listAt) - p.sentAt)),
    listPreviewsMissed: all.length - listed.length,
  };
}

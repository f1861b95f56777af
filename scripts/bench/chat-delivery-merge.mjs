// @ts-check
// Pure pieces of the chat delivery benchmark's coordinator (chat-delivery-run.mjs): how the
// visitors are split over worker processes, how the workers' send stamps meet the staff
// listener's, and the figures that come out. Every time is epoch milliseconds
// (`epochNow()` in stats.mjs), so stamps taken in different processes compare.
import { summarize } from './stats.mjs';

/**
 * One timed message as a worker reports it: when it was sent and acknowledged (or failed).
 * @typedef {{ sessionId: string, sentAt: number, ackAt?: number, failed?: boolean }} SentProbe
 */
/**
 * The same with the coordinator's stamps: first seen by the staff listener, first previewed in
 * the staff store's list.
 * @typedef {SentProbe & { seenAt?: number, listAt?: number }} Probe
 */

/**
 * Visitors 0..n-1 in contiguous slices, one per worker, sizes differing by at most one; never
 * more workers than visitors, never an empty slice.
 * @param {number} n
 * @param {number} workers
 * @returns {{ first: number, count: number }[]}
 */
export function splitVisitors(n, workers) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`Visitors must be a whole number >= 1: ${n}`);
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`Workers must be a whole number >= 1: ${workers}`);
  }
  const slices = Math.min(n, workers);
  const base = Math.floor(n / slices);
  const extra = n % slices;
  /** @type {{ first: number, count: number }[]} */
  const out = [];
  let first = 0;
  for (let w = 0; w < slices; w++) {
    const count = base + (w < extra ? 1 : 0);
    out.push({ first, count });
    first += count;
  }
  return out;
}

/**
 * When visitor `v` of `n` sends its message `m`: the visitors' starts spread evenly over one
 * interval from `phaseStart`, then one message every `intervalMs`.
 * @param {{ phaseStart: number, n: number, intervalMs: number }} phase
 * @param {number} v
 * @param {number} m
 */
export function sendTime({ phaseStart, n, intervalMs }, v, m) {
  return phaseStart + (v / n) * intervalMs + m * intervalMs;
}

/**
 * Every worker's probes (by message id) joined with the coordinator's stamps. Message ids are
 * random UUIDs: one reported twice means the workers overlapped, and that is an error.
 * @param {Iterable<[string, SentProbe]>[]} perWorker
 * @param {ReadonlyMap<string, number>} seenAt message id -> first seen by the staff listener
 * @param {ReadonlyMap<string, number>} listAt message id -> first previewed in the staff list
 * @returns {Map<string, Probe>}
 */
export function mergeProbes(perWorker, seenAt, listAt) {
  /** @type {Map<string, Probe>} */
  const probes = new Map();
  for (const entries of perWorker) {
    for (const [id, sent] of entries) {
      if (probes.has(id)) throw new Error(`Message ${id} was reported by two workers.`);
      /** @type {Probe} */
      const probe = { ...sent };
      const seen = seenAt.get(id);
      const listed = listAt.get(id);
      if (seen !== undefined) probe.seenAt = seen;
      if (listed !== undefined) probe.listAt = listed;
      probes.set(id, probe);
    }
  }
  return probes;
}

/**
 * Saved messages the listener never showed (message id -> session id).
 * @param {ReadonlyMap<string, Probe>} probes
 */
export function unseenMessages(probes) {
  /** @type {Map<string, string>} */
  const unseen = new Map();
  for (const [id, probe] of probes) {
    if (probe.ackAt !== undefined && probe.seenAt === undefined) unseen.set(id, probe.sessionId);
  }
  return unseen;
}

/**
 * What happened to the timed messages: saved, failed, received, lost, duplicated, and the
 * latencies (send -> staff listener, send -> acknowledged, send -> staff list preview).
 * @param {ReadonlyMap<string, Probe>} probes
 * @param {{ lost: number, lostButStored: number, duplicated: number }} losses
 */
export function deliveryFigures(probes, { lost, lostButStored, duplicated }) {
  const all = [...probes.values()];
  /** @param {(p: Probe) => number | undefined} stamp */
  const since = (stamp) =>
    all.flatMap((p) => {
      const at = stamp(p);
      return at === undefined ? [] : [at - p.sentAt];
    });
  return {
    saved: all.filter((p) => p.ackAt !== undefined).length,
    sendFailures: all.filter((p) => p.failed).length,
    received: all.filter((p) => p.seenAt !== undefined).length,
    lost,
    lostButStored,
    duplicated,
    latencyMs: summarize(since((p) => p.seenAt)),
    ackMs: summarize(since((p) => p.ackAt)),
    listLatencyMs: summarize(since((p) => p.listAt)),
    listPreviewsMissed: all.filter((p) => p.listAt === undefined).length,
  };
}

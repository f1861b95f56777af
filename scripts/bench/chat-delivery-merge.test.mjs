import { describe, expect, it } from 'vitest';
import {
  deliveryFigures,
  mergeProbes,
  sendTime,
  splitVisitors,
  unseenMessages,
} from './chat-delivery-merge.mjs';

/** @typedef {import('./chat-delivery-merge.mjs').SentProbe} SentProbe */

describe('splitting the simulated visitors over worker processes', () => {
  it('gives every visitor to exactly one worker, in contiguous slices that differ by at most one', () => {
    const slices = splitVisitors(10, 3);
    expect(slices).toEqual([
      { first: 0, count: 4 },
      { first: 4, count: 3 },
      { first: 7, count: 3 },
    ]);
    const big = splitVisitors(1000, 7);
    expect(big.reduce((sum, s) => sum + s.count, 0)).toBe(1000);
    const last = big.at(-1) ?? { first: 0, count: 0 };
    expect(last.first + last.count).toBe(1000);
    const counts = big.map((s) => s.count);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('starts no worker without visitors', () => {
    expect(splitVisitors(2, 8)).toEqual([
      { first: 0, count: 1 },
      { first: 1, count: 1 },
    ]);
  });

  it('refuses no visitors or no workers', () => {
    expect(() => splitVisitors(0, 2)).toThrow(/Visitors/);
    expect(() => splitVisitors(10, 0)).toThrow(/Workers/);
  });
});

describe('the send schedule every worker follows', () => {
  it("spreads the visitors' first messages over one interval, then one message per interval", () => {
    const phase = { phaseStart: 1_000_000, n: 4, intervalMs: 10_000 };
    expect([0, 1, 2, 3].map((v) => sendTime(phase, v, 0))).toEqual([
      1_000_000, 1_002_500, 1_005_000, 1_007_500,
    ]);
    expect(sendTime(phase, 1, 2)).toBe(1_022_500);
  });
});

describe("joining the workers' sends with the staff listener's receipts", () => {
  /** @type {[string, SentProbe][][]} */
  const perWorker = [
    [
      ['a', { sessionId: 's1', sentAt: 1000, ackAt: 1020 }],
      ['b', { sessionId: 's1', sentAt: 2000, ackAt: 2030 }],
    ],
    [
      ['c', { sessionId: 's2', sentAt: 1500, ackAt: 1510 }],
      ['d', { sessionId: 's2', sentAt: 2500, failed: true }],
    ],
  ];
  const seenAt = new Map([
    ['a', 1050],
    ['c', 1600],
    ['greeting', 10],
  ]);
  const listAt = new Map([['a', 1070]]);

  it('stamps each message with when the listener first saw it and the list first showed it', () => {
    const probes = mergeProbes(perWorker, seenAt, listAt);
    expect([...probes.keys()]).toEqual(['a', 'b', 'c', 'd']);
    expect(probes.get('a')).toEqual({
      sessionId: 's1',
      sentAt: 1000,
      ackAt: 1020,
      seenAt: 1050,
      listAt: 1070,
    });
    expect(probes.get('b')?.seenAt).toBeUndefined();
  });

  it('counts a saved message the listener never saw as unseen, and a failed send as a failure', () => {
    const probes = mergeProbes(perWorker, seenAt, listAt);
    expect(unseenMessages(probes)).toEqual(new Map([['b', 's1']]));
    const figures = deliveryFigures(probes, { lost: 1, lostButStored: 1, duplicated: 0 });
    expect(figures).toMatchObject({ saved: 3, sendFailures: 1, received: 2, lost: 1 });
    expect(figures.latencyMs).toMatchObject({ count: 2, p50: 50, max: 100 });
    expect(figures.ackMs).toMatchObject({ count: 3, max: 30 });
    expect(figures.listPreviewsMissed).toBe(3);
  });

  it('refuses a message id reported by two workers (their slices overlapped)', () => {
    /** @type {[string, SentProbe][][]} */
    const twice = [
      [['a', { sessionId: 's1', sentAt: 1 }]],
      [['a', { sessionId: 's1', sentAt: 1 }]],
    ];
    expect(() => mergeProbes(twice, new Map(), new Map())).toThrow(/two workers/);
  });
});

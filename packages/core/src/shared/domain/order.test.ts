import { describe, expect, it } from 'vitest';
import { buildMessage, buildSession } from '../../testing/memory/builders';
import { compareSessionsByActivity, nextSeq, sortMessages } from './order';

describe('sortMessages', () => {
  it('orders by server time first', () => {
    const later = buildMessage('s', { content: 'later', createdAt: 2000, seq: 1 });
    const earlier = buildMessage('s', { content: 'earlier', createdAt: 1000, seq: 9 });
    expect(sortMessages([later, earlier]).map((m) => m.content)).toEqual(['earlier', 'later']);
  });

  it('orders messages of the same millisecond by sequence number, then by id', () => {
    const b = buildMessage('s', { id: 'bbbbbbbb', content: 'b', createdAt: 1000, seq: 2 });
    const a2 = buildMessage('s', { id: 'aaaaaaaa', content: 'a2', createdAt: 1000, seq: 2 });
    const first = buildMessage('s', { id: 'zzzzzzzz', content: 'first', createdAt: 1000, seq: 1 });
    expect(sortMessages([b, a2, first]).map((m) => m.content)).toEqual(['first', 'a2', 'b']);
  });

  it('keeps messages still waiting to be stored after the stored ones, even with an earlier clock', () => {
    // Typed offline at 1500 by the local clock; the message before it was acknowledged late
    // and got the server time 1600.
    const stored = buildMessage('s', { content: 'before the tunnel', createdAt: 1600, seq: 1 });
    const waiting = buildMessage('s', {
      content: 'offline',
      createdAt: 1500,
      seq: 2,
      pending: true,
    });
    expect(sortMessages([waiting, stored]).map((m) => m.content)).toEqual([
      'before the tunnel',
      'offline',
    ]);
  });

  it('orders waiting messages as they were written, whatever their estimated times say', () => {
    // "one" was handed to Firestore at 1200 (its estimate); "two", typed at 1100, was still
    // queued for sending with the time it was typed (a race the offline e2e test found).
    const one = buildMessage('s', { content: 'one', createdAt: 1200, seq: 2, pending: true });
    const two = buildMessage('s', { content: 'two', createdAt: 1100, seq: 3, pending: true });
    expect(sortMessages([two, one]).map((m) => m.content)).toEqual(['one', 'two']);
  });

  it('gives the same order whatever order the messages arrive in', () => {
    const messages = [1, 2, 3, 4].map((seq) => buildMessage('s', { createdAt: 5, seq }));
    const reversed = sortMessages([...messages].reverse());
    expect(reversed.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });
});

describe('nextSeq', () => {
  it('is one past the highest sequence number seen, starting at 1', () => {
    expect(nextSeq([])).toBe(1);
    expect(nextSeq([buildMessage('s', { seq: 4 }), buildMessage('s', { seq: 2 })])).toBe(5);
  });
});

describe('compareSessionsByActivity', () => {
  it('puts the newest activity first, ties by id descending (as Firestore does)', () => {
    const old = buildSession({ id: 'old-session', updatedAt: 1 });
    const tieA = buildSession({ id: 'aaaa-session', updatedAt: 5 });
    const tieB = buildSession({ id: 'bbbb-session', updatedAt: 5 });
    const sorted = [old, tieA, tieB].sort(compareSessionsByActivity).map((s) => s.id);
    expect(sorted).toEqual(['bbbb-session', 'aaaa-session', 'old-session']);
  });
});

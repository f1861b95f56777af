import { buildMessage } from '@detailing/core/testing';
import { describe, expect, it } from 'vitest';
import { createArrivalTracker } from './arrival-tracker';

const message = (id: string, overrides: { pending?: boolean; sender?: 'user' | 'admin' } = {}) =>
  buildMessage('session-1', { id, ...overrides });

describe('arrival tracker (the element’s `message` events)', () => {
  it('given a stored conversation, the first saved messages are history, later ones are news', () => {
    const arrivals = createArrivalTracker({ history: true });
    expect(arrivals([])).toEqual([]);
    expect(arrivals([message('old-1'), message('old-2', { sender: 'admin' })])).toEqual([]);
    const reply = message('reply-1', { sender: 'admin' });
    expect(arrivals([message('old-1'), message('old-2'), reply])).toEqual([reply]);
  });

  it('given a new conversation, every saved message is news, once', () => {
    const arrivals = createArrivalTracker({ history: false });
    const first = message('first-1');
    expect(arrivals([first])).toEqual([first]);
    expect(arrivals([first])).toEqual([]);
  });

  it('reports a visitor’s message when the server has it, not while pending', () => {
    const arrivals = createArrivalTracker({ history: false });
    expect(arrivals([message('mine-001', { pending: true })])).toEqual([]);
    const saved = message('mine-001');
    expect(arrivals([saved])).toEqual([saved]);
  });
});

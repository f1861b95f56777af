import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../testing/memory/builders';
import { createArrivals } from './arrivals';

const message = (id: string) => buildMessage('s1', { id });

describe('createArrivals', () => {
  it('counts the first snapshot as history, then each new message once, in any order', () => {
    const arrivals = createArrivals();
    expect(arrivals.next([message('a'), message('b')])).toEqual([]);
    expect(arrivals.next([message('a'), message('b'), message('c')]).map((m) => m.id)).toEqual([
      'c',
    ]);
    expect(arrivals.next([message('d'), message('a'), message('c')]).map((m) => m.id)).toEqual([
      'd',
    ]);
    expect(arrivals.next([message('d')])).toEqual([]);
  });

  it('after a reset, the next snapshot is history again', () => {
    const arrivals = createArrivals();
    arrivals.next([]);
    expect(arrivals.next([message('a')]).map((m) => m.id)).toEqual(['a']);
    arrivals.reset();
    expect(arrivals.next([message('b')])).toEqual([]);
  });

  it('in a conversation that begins now, the first snapshot is news too', () => {
    const arrivals = createArrivals();
    arrivals.begin();
    expect(arrivals.next([message('a'), message('b')]).map((m) => m.id)).toEqual(['a', 'b']);
    expect(arrivals.next([message('a'), message('b')])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { carouselReducer, initialCarousel } from './carousel-state';

const reduce = carouselReducer(20);

describe('gallery carousel', () => {
  it('wraps from the last image to the first going forwards', () => {
    const state = reduce({ ...initialCarousel, index: 19 }, { type: 'next' });
    expect(state).toMatchObject({ index: 0, direction: 1 });
  });

  it('wraps from the first image to the last going backwards', () => {
    expect(reduce(initialCarousel, { type: 'previous' })).toMatchObject({
      index: 19,
      direction: -1,
    });
  });

  it('counts every change, so the timer restarts after each one', () => {
    const once = reduce(initialCarousel, { type: 'next' });
    const twice = reduce(once, { type: 'previous' });
    expect([once.changes, twice.changes]).toEqual([1, 2]);
  });

  it('takes the direction of a jump from where it lands', () => {
    expect(reduce({ ...initialCarousel, index: 5 }, { type: 'go', index: 2 }).direction).toBe(-1);
    expect(reduce({ ...initialCarousel, index: 5 }, { type: 'go', index: 9 }).direction).toBe(1);
  });
});

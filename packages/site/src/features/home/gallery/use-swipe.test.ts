import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDirection } from './use-swipe';

describe('swipeDirection', () => {
  it('reads a sideways movement of 50 px or more as a swipe towards where the finger went', () => {
    expect(swipeDirection(-SWIPE_THRESHOLD_PX, 0)).toBe('left');
    expect(swipeDirection(120, 10)).toBe('right');
  });

  it('ignores short movements and mostly vertical ones (the page is being scrolled)', () => {
    expect(swipeDirection(SWIPE_THRESHOLD_PX - 1, 0)).toBeNull();
    expect(swipeDirection(-80, 120)).toBeNull();
    expect(swipeDirection(60, -60)).toBeNull();
  });
});

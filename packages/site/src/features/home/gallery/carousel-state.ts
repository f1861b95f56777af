/** The spec's gallery constants (section 9). */
export const GALLERY_INTERVAL_MS = 5000;
export const GALLERY_TRANSITION_S = 0.8;

export interface CarouselState {
  index: number;
  /** +1 when moving forwards, -1 backwards: the transition's direction. */
  direction: 1 | -1;
  /** Bumped on every change, so the auto-advance timer restarts after each one. */
  changes: number;
}

export type CarouselAction =
  { type: 'next' } | { type: 'previous' } | { type: 'go'; index: number };

export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    const wrap = (i: number) => ((i % count) + count) % count;
    switch (action.type) {
      case 'next':
        return { index: wrap(state.index + 1), direction: 1, changes: state.changes + 1 };
      case 'previous':
        return { index: wrap(state.index - 1), direction: -1, changes: state.changes + 1 };
      case 'go': {
        const index = wrap(action.index);
        if (index === state.index) return state;
        return { index, direction: index > state.index ? 1 : -1, changes: state.changes + 1 };
      }
    }
  };
}

export const initialCarousel: CarouselState = { index: 0, direction: 1, changes: 0 };

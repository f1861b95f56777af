import { useEffect, useReducer, useState } from 'react';
import { carouselReducer, GALLERY_INTERVAL_MS, initialCarousel } from './carousel-state';

/**
 * Carousel state with auto-advance every 5 s. The timer restarts after every change, manual
 * or automatic, and stops while the visitor has paused it (WCAG 2.2.2).
 */
export function useCarousel(count: number) {
  const [state, dispatch] = useReducer(carouselReducer(count), initialCarousel);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), GALLERY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [state.changes, paused, count]);

  return {
    ...state,
    paused,
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    go: (index: number) => dispatch({ type: 'go', index }),
    togglePaused: () => setPaused((p) => !p),
  };
}

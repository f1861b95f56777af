import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways for a swipe (the same 50 px as a toast's swipe). */
export const SWIPE_THRESHOLD_PX = 50;

/** The swipe a finger's movement makes, if any: mostly sideways and at least 50 px. */
export function swipeDirection(dx: number, dy: number): 'left' | 'right' | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * Touch and pen handlers that turn a sideways swipe into `onSwipe('left' | 'right')` (a mouse
 * has the arrows). The stage declares `touch-action: pan-y`, so a
 * vertical drag still scrolls the page (the browser then cancels the pointer).
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

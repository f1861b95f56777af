import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as "reading the latest messages". */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling list at its newest entry whenever `key` changes, unless the visitor has
 * scrolled up to read older messages.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, key: unknown): void {
  const stuck = useRef(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      stuck.current = distance < NEAR_BOTTOM_PX;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [ref, key]);
}

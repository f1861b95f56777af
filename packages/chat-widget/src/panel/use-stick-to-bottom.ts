import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as "reading the latest messages". */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling list at its newest entry, unless the visitor has scrolled up to read older
 * messages: when `key` changes (a message came), and whenever the list's box or its content
 * change size without one, e.g. the away notice or a card appearing above the list shrinks it,
 * or the typing bubble grows it.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, key: unknown): void {
  const stuck = useRef(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Only the visitor scrolling up lets go. The event of our own scroll to the bottom may come
    // after the layout changed again (a card under the list taking its styles, taller), and
    // then measures a distance that no one scrolled.
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      if (distance < NEAR_BOTTOM_PX) stuck.current = true;
      else if (element.scrollTop < lastTop) stuck.current = false;
      lastTop = element.scrollTop;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [ref, key]);

  // Shrinking the box keeps scrollTop, so no scroll event says the newest message went below
  // the fold: watch the sizes instead. The children are observed again when `key` changes,
  // since the list may have replaced them (the empty state gives way to the messages).
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (stuck.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, key]);
}

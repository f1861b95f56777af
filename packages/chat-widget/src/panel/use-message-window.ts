import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Messages rendered when a conversation opens, and added each time the visitor reads back. */
const MESSAGE_WINDOW = 100;
/** How close to the top (px) loads the earlier messages. */
const NEAR_TOP_PX = 240;

export interface MessageWindow<T> {
  /** Earlier messages the visitor has loaded since opening (not announced as new). */
  readonly earlier: readonly T[];
  /** The messages shown on opening, and every message since. */
  readonly current: readonly T[];
  /** How many earlier messages are not rendered yet. */
  readonly hidden: number;
  readonly showEarlier: () => void;
}

/**
 * A long conversation renders only its latest messages: opening one with a thousand messages
 * costs what a hundred do. Earlier ones come in (a window at a time) when the visitor scrolls
 * near the top, or asks with `showEarlier`, and the messages on screen stay where they were.
 * New messages always join the end; the window never slides away from what is being read.
 */
export function useMessageWindow<T>(
  ref: RefObject<HTMLElement | null>,
  messages: readonly T[],
): MessageWindow<T> {
  // Where the conversation started rendering when it loaded, and where it starts now.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [start, setStart] = useState<number | null>(null);
  const opened = openedAt ?? Math.max(0, messages.length - MESSAGE_WINDOW);
  const first = start ?? opened;
  const anchor = useRef<{ height: number; top: number } | null>(null);

  // Fixed once the conversation has loaded (state adjusted while rendering, as React advises).
  if (openedAt === null && messages.length > 0) setOpenedAt(opened);

  const showEarlier = useCallback(() => {
    const element = ref.current;
    if (first === 0 || anchor.current) return;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    setStart(Math.max(0, first - MESSAGE_WINDOW));
  }, [ref, first]);

  // Keep what was on screen in place as the earlier messages arrive above it.
  useLayoutEffect(() => {
    const element = ref.current;
    const previous = anchor.current;
    anchor.current = null;
    if (element && previous) {
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
    }
  }, [ref, first]);

  useEffect(() => {
    const element = ref.current;
    if (!element || first === 0) return;
    const onScroll = () => {
      if (element.scrollTop < NEAR_TOP_PX) showEarlier();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref, first, showEarlier]);

  return {
    earlier: messages.slice(first, opened),
    current: opened === 0 ? messages : messages.slice(opened),
    hidden: first,
    showEarlier,
  };
}

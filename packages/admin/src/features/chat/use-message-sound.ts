import type { StaffChatStore } from '@detailing/core';
import { useCallback, useEffect, useState } from 'react';
import { playChime, unlockChime } from './chime';

/** This device's choice (off unless turned on), kept in localStorage. */
export const SOUND_STORAGE_KEY = 'detailing-console-sound';

function readSetting(): boolean {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The optional notification sound: off by default, remembered per device. When on, a new visitor
 * message chimes unless the console is focused on that very conversation.
 */
export function useMessageSound(store: StaffChatStore): {
  readonly on: boolean;
  toggle(): void;
} {
  const [on, setOn] = useState(readSetting);

  useEffect(() => {
    if (!on) return;
    const unlock = () => unlockChime();
    window.addEventListener('pointerdown', unlock, { once: true });
    const stop = store.getState().onEvent((event) => {
      if (event.type !== 'visitor-message') return;
      const watching =
        document.visibilityState === 'visible' &&
        document.hasFocus() &&
        store.getState().selectedSessionId === event.sessionId;
      if (!watching) playChime();
    });
    return () => {
      stop();
      window.removeEventListener('pointerdown', unlock);
    };
  }, [store, on]);

  const toggle = useCallback(() => {
    setOn((before) => {
      const next = !before;
      try {
        window.localStorage.setItem(SOUND_STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      if (next) unlockChime();
      return next;
    });
  }, []);

  return { on, toggle };
}

import type { StaffChatStore } from '@detailing/core';
import { useEffect } from 'react';

/** The console is on screen: its window has the focus and the page is visible. */
const onScreen = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * Tells the store whether staff can see the selected conversation, so its visitor messages count
 * as read (the visitor then sees "Seen") only while someone is looking.
 */
export function useViewing(store: StaffChatStore): void {
  useEffect(() => {
    const report = () => store.getState().setViewing(onScreen());
    report();
    window.addEventListener('focus', report);
    window.addEventListener('blur', report);
    document.addEventListener('visibilitychange', report);
    return () => {
      window.removeEventListener('focus', report);
      window.removeEventListener('blur', report);
      document.removeEventListener('visibilitychange', report);
      store.getState().setViewing(false);
    };
  }, [store]);
}

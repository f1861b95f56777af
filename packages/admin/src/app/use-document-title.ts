import { type StaffChatStore, totalUnread } from '@detailing/core';
import { useEffect } from 'react';
import { business } from '@detailing/ui';

/** The installed app's badge where the browser has one (feature-detected). */
function setBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  if (count > 0 && 'setAppBadge' in navigator) {
    navigator.setAppBadge(count).catch(() => undefined);
  } else if (count === 0 && 'clearAppBadge' in navigator) {
    navigator.clearAppBadge().catch(() => undefined);
  }
}

/**
 * "(3) Conversations · Harbour & Heath": the visitor messages staff have not read yet, over every
 * open conversation listed, in the tab and task switcher, and on the installed app's badge.
 */
export function useDocumentTitle(store: StaffChatStore | null): void {
  useEffect(() => {
    const base = `Conversations · ${business.shortName}`;
    if (!store) return;
    let shown = -1;
    const update = () => {
      const { sessions, sessionsStatus } = store.getState();
      const count = sessionsStatus === 'ready' ? totalUnread(sessions) : 0;
      document.title = count > 0 ? `(${count}) ${base}` : base;
      if (count !== shown) setBadge(count);
      shown = count;
    };
    update();
    const stop = store.subscribe(update);
    return () => {
      stop();
      setBadge(0);
      document.title = 'Staff console';
    };
  }, [store]);
}

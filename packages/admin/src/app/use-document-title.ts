import type { StaffChatStore } from '@detailing/chat-core';
import { useEffect } from 'react';
import { business } from '@detailing/ui';

/** "(3) Conversations · Harbour & Heath": the open count shows in the tab and task switcher. */
export function useDocumentTitle(store: StaffChatStore | null): void {
  useEffect(() => {
    const base = `Conversations · ${business.shortName}`;
    if (!store) return;
    const update = () => {
      const { sessions, sessionsStatus } = store.getState();
      const count = sessionsStatus === 'ready' ? sessions.length : 0;
      document.title = count > 0 ? `(${count}) ${base}` : base;
    };
    update();
    const stop = store.subscribe(update);
    return () => {
      stop();
      document.title = 'Staff console';
    };
  }, [store]);
}

import type { StaffChatStore } from '@detailing/core';
import { useEffect } from 'react';
import { sessionFromSearch, urlWithSession } from '../../lib/session-url';
import { isOpenSessionMessage } from '../../sw/messages';

/** A history entry the console pushed when a conversation was opened from the list. */
const isConversationEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'conversation' in state;

/**
 * Keeps `?session=ID` in step with the selected conversation. Opening one from the list adds a
 * history entry, so a phone's back gesture returns to the list; the notification click (from the
 * service worker) selects its conversation in an open console.
 */
export function useSessionUrl(store: StaffChatStore): void {
  useEffect(() => {
    let previous = store.getState().selectedSessionId;
    const stopFollowing = store.subscribe(({ selectedSessionId: next }) => {
      if (next === previous) return;
      const href = urlWithSession(window.location.href, next);
      const state: unknown = window.history.state;
      if (previous === null && next !== null) {
        window.history.pushState({ conversation: true }, '', href);
      } else if (next === null && isConversationEntry(state)) {
        window.history.back();
      } else {
        window.history.replaceState(state, '', href);
      }
      previous = next;
    });

    const onPopState = () => store.getState().select(sessionFromSearch(window.location.search));
    window.addEventListener('popstate', onPopState);

    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const onWorkerMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (isOpenSessionMessage(data)) store.getState().select(data.sessionId);
    };
    worker?.addEventListener('message', onWorkerMessage);

    return () => {
      stopFollowing();
      window.removeEventListener('popstate', onPopState);
      worker?.removeEventListener('message', onWorkerMessage);
    };
  }, [store]);
}

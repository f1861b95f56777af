import type { StaffChatStore } from '@detailing/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { ConversationBoundary } from './conversation-failed';
import { ConversationPane } from './conversation-pane';
import { SessionList } from './session-list';
import { useChatToasts } from './use-chat-toasts';
import { useSessionUrl } from './use-session-url';
import { useViewing } from './use-viewing';
import styles from './workspace.module.css';

/**
 * Conversations on the left, the selected one on the right. On a phone the two are separate
 * screens: the list, then the conversation with a back button.
 */
export function ChatWorkspace({
  store,
  sidebarFooter,
}: {
  store: StaffChatStore;
  sidebarFooter?: ReactNode;
}) {
  useChatToasts(store);
  useSessionUrl(store);
  useViewing(store);
  const selectedId = useStore(store, (s) => s.selectedSessionId);
  const hasSelection = selectedId !== null;
  const root = useRef<HTMLDivElement>(null);

  // On a phone the pane that had focus disappears: move focus to the heading of the one shown.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.offsetParent) return;
    const target = hasSelection ? 'conversation' : 'list';
    root.current?.querySelector<HTMLElement>(`[data-focus-target="${target}"]`)?.focus();
  }, [hasSelection, selectedId]);

  return (
    <div ref={root} className={styles.workspace} data-view={hasSelection ? 'conversation' : 'list'}>
      <div className={styles.sidebar}>
        <SessionList store={store} />
        {sidebarFooter ? <div className={styles.footer}>{sidebarFooter}</div> : null}
      </div>
      <section className={styles.main} aria-label="Selected conversation">
        <ConversationBoundary store={store} selectedId={selectedId}>
          <ConversationPane store={store} />
        </ConversationBoundary>
      </section>
    </div>
  );
}

import type { StaffUser } from '@detailing/chat-core';
import { Button } from '../components/button/button';
import { SignOutIcon, Wordmark } from '@detailing/ui';
import { ChatWorkspace } from '../features/chat/chat-workspace';
import { useChatStore } from '../features/chat/use-chat-store';
import { PushControl } from '../features/push/push-control';
import { CannedRepliesProvider } from '../lib/canned-replies';
import type { ConsoleClient } from '../lib/console-client';
import styles from './app.module.css';
import { ConnectionStatus } from './connection-status';
import { useAccessCheck } from './use-access-check';
import { useDocumentTitle } from './use-document-title';

/** The signed-in console: top bar, conversations and push control. */
export function ConsoleScreen({
  client,
  user,
  onSignOut,
}: {
  client: ConsoleClient;
  user: StaffUser;
  onSignOut: () => void;
}) {
  const store = useChatStore(client.chat);
  useDocumentTitle(store);
  useAccessCheck(client.auth);
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Wordmark sub="Staff console" size="small" />
        <div className={styles.account}>
          <ConnectionStatus store={store} />
          {user.email ? <span className={styles.email}>{user.email}</span> : null}
          <Button variant="quiet" size="sm" onClick={onSignOut} aria-label="Sign out">
            <SignOutIcon />
            <span className={styles.signOutLabel}>Sign out</span>
          </Button>
        </div>
      </header>
      <main className={styles.body}>
        {store ? (
          <CannedRepliesProvider backend={client.chat}>
            <ChatWorkspace store={store} sidebarFooter={<PushControl push={client.push} />} />
          </CannedRepliesProvider>
        ) : null}
      </main>
    </div>
  );
}

import type { StaffUser } from '@detailing/chat-core';
import { Button } from '../components/button/button';
import { SignOutIcon, Wordmark } from '@detailing/ui';
import { lazy, Suspense } from 'react';
import { ChatWorkspace } from '../features/chat/chat-workspace';
import { useChatStore } from '../features/chat/use-chat-store';
import { PushControl } from '../features/push/push-control';
import { AwaySwitch } from '../features/settings/away-switch';
import { CannedRepliesProvider } from '../lib/canned-replies';
import type { ConsoleClient } from '../lib/console-client';
import styles from './app.module.css';
import { ConnectionStatus } from './connection-status';
import { useAccessCheck } from './use-access-check';
import { useDocumentTitle } from './use-document-title';
import { SettingsLink } from './settings-link';
import { useConsoleRoute } from './use-console-route';

/** `/admin/chat/settings`, loaded when first shown (the first load stays within its budget). */
const SettingsScreen = lazy(() => import('../features/settings/settings-screen'));

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
  const { route, go } = useConsoleRoute();
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Wordmark sub="Staff console" size="small" />
        <div className={styles.account}>
          <AwaySwitch backend={client.chat} />
          <SettingsLink go={go} />
          <ConnectionStatus store={store} />
          {user.email ? <span className={styles.email}>{user.email}</span> : null}
          <Button variant="quiet" size="sm" onClick={onSignOut} aria-label="Sign out">
            <SignOutIcon />
            <span className={styles.signOutLabel}>Sign out</span>
          </Button>
        </div>
      </header>
      <main className={styles.body}>
        {route === 'settings' ? (
          <Suspense fallback={null}>
            <SettingsScreen backend={client.chat} onBack={() => go('conversations')} />
          </Suspense>
        ) : store ? (
          <CannedRepliesProvider backend={client.chat}>
            <ChatWorkspace store={store} sidebarFooter={<PushControl push={client.push} />} />
          </CannedRepliesProvider>
        ) : null}
      </main>
    </div>
  );
}

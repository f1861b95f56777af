import type { ConnectionState, StaffChatStore } from '@detailing/core';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnline } from '@detailing/ui';
import styles from './app.module.css';

const LABELS = {
  live: 'Live',
  offline: 'Offline · reconnecting...',
  reconnecting: 'Reconnecting...',
} as const;

/** The chat store's connection state (`live` while there is no store yet). */
function useBackendConnection(store: StaffChatStore | null): ConnectionState {
  const subscribe = useCallback(
    (onChange: () => void) => store?.subscribe(onChange) ?? (() => undefined),
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => store?.getState().connection ?? 'live',
    () => 'live',
  );
}

/**
 * "Live" while the console hears from Firestore. While the browser is offline, or online but
 * Firestore cannot be reached (core's connection state), it says that it is reconnecting;
 * Firestore reconnects by itself, the page only reports it.
 */
export function ConnectionStatus({ store }: { readonly store: StaffChatStore | null }) {
  const online = useOnline();
  const backend = useBackendConnection(store);
  const connection = online ? backend : 'offline';
  return (
    <span
      className={styles.connection}
      data-online={connection === 'live'}
      data-connection={connection}
      role="status"
    >
      <span className={styles.connectionDot} aria-hidden="true" />
      <span className={styles.connectionLabel}>{LABELS[connection]}</span>
    </span>
  );
}

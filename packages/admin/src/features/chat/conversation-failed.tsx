import type { StaffChatStore } from '@detailing/core';
import { ChatIcon } from '@detailing/ui';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '../../components/button/button';
import styles from './conversation.module.css';

export const CONVERSATION_FAILED = 'This conversation could not be shown';

/**
 * Whatever one conversation holds, it cannot take the console down with it: if the selected
 * conversation fails to render, this says so in its place and the list, the header and every
 * other conversation keep working. Choosing another conversation tries again.
 */
export function ConversationBoundary({
  store,
  selectedId,
  children,
}: {
  store: StaffChatStore;
  selectedId: string | null;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      resetKeys={[selectedId]}
      fallback={
        <div className={styles.empty} role="alert">
          <span className={styles.emptyIcon}>
            <ChatIcon width="28" height="28" />
          </span>
          <p>{CONVERSATION_FAILED}</p>
          <Button variant="quiet" size="sm" onClick={() => store.getState().select(null)}>
            Back to conversations
          </Button>
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}

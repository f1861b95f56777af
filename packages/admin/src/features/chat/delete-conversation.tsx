import type { StaffChatStore } from '@detailing/chat-core';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import styles from './conversation.module.css';

/**
 * A closed conversation's delete, in two steps: "Delete" asks, "Delete for good" does it
 * (messages, then the session; CHAT-PRODUCT.md 5). Cancel, or Escape, steps back.
 */
export function DeleteConversation({ store }: { store: StaffChatStore }) {
  const deleting = useStore(store, (s) => s.deleting);
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (asked.current) start.current?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button
        ref={start}
        variant="quiet"
        size="sm"
        className={styles.close}
        onClick={() => setAsking(true)}
      >
        Delete conversation
      </Button>
    );
  }
  return (
    <div
      className={styles.confirm}
      role="group"
      aria-label="Delete this conversation?"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !deleting) setAsking(false);
      }}
    >
      <span className={styles.confirmText}>Delete it and its messages?</span>
      <Button
        ref={cancel}
        variant="quiet"
        size="sm"
        disabled={deleting}
        onClick={() => setAsking(false)}
      >
        Cancel
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={deleting}
        aria-busy={deleting}
        onClick={() => {
          void store
            .getState()
            .deleteSelected()
            .then((deleted) => {
              if (!deleted) setAsking(false);
            });
        }}
      >
        {deleting ? 'Deleting...' : 'Delete for good'}
      </Button>
    </div>
  );
}

import type { StaffChatStore } from '@detailing/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import styles from './conversation.module.css';

/**
 * "Close Discussion", asking first: the question, "Close" and "Keep open" take a row of their
 * own below the header's, so the button that closes is never where "Close Discussion" was. A
 * quick second tap on "Close Discussion" answers "keep open"; one on "Close" lands in the next
 * conversation's messages (its header has no question), and the store closes only the
 * conversation the question named. One per conversation (the pane keys it by id).
 */
export function CloseConversation({
  store,
  sessionId,
  question,
}: {
  store: StaffChatStore;
  sessionId: string;
  /** "Close the conversation with Jane Smith?" */
  question: string;
}) {
  const closing = useStore(store, (s) => s.closing);
  const open = useStore(store, (s) => s.selectedSession !== null);
  const [asking, setAsking] = useState(false);
  const groupId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // The safe answer has focus while asking (Enter twice keeps it open); back to the button after.
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) trigger.current?.focus();
    asked.current = asking;
  }, [asking]);

  const close = async () => {
    // Closed: the next conversation (or none) replaces this one. Not closed: ask again later.
    if (!(await store.getState().close(sessionId))) setAsking(false);
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="danger"
        size="sm"
        className={styles.close}
        disabled={closing || !open}
        aria-busy={closing}
        aria-expanded={asking}
        aria-controls={asking ? groupId : undefined}
        onClick={() => setAsking((now) => !now)}
      >
        {closing ? 'Closing...' : 'Close Discussion'}
      </Button>
      {asking ? (
        <div
          id={groupId}
          role="group"
          aria-label={question}
          className={styles.closeConfirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !closing) setAsking(false);
          }}
        >
          <span className={styles.confirmText}>{question}</span>
          <Button variant="danger" size="sm" disabled={closing} onClick={() => void close()}>
            Close
          </Button>
          <Button
            ref={keep}
            variant="quiet"
            size="sm"
            disabled={closing}
            onClick={() => setAsking(false)}
          >
            Keep open
          </Button>
        </div>
      ) : null}
    </>
  );
}

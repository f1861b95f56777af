import { type StaffChatStore, visitorTypingText } from '@detailing/core';
import { useStore } from 'zustand';
import styles from './signals.module.css';

/** "Visitor is typing…" (or "Sam is typing…") under the selected conversation. */
export function VisitorTyping({ store }: { store: StaffChatStore }) {
  const session = useStore(store, (s) => s.selectedSession);
  const typing = useStore(
    store,
    (s) => s.selectedSessionId !== null && s.typingSessionIds.includes(s.selectedSessionId),
  );
  if (!typing || !session) return null;
  return <p className={styles.typingLine}>{visitorTypingText(session)}</p>;
}

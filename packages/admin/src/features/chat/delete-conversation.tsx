import type { StaffChatStore } from '@detailing/core';
import { useStore } from 'zustand';
import { ConfirmDelete } from '../../components/confirm-delete/confirm-delete';
import styles from './conversation.module.css';

/**
 * A closed conversation's delete, in two steps: "Delete" asks, "Delete for good" does it
 * (messages, then the session; CHAT-PRODUCT.md 5). Cancel, or Escape, steps back.
 */
export default function DeleteConversation({ store }: { store: StaffChatStore }) {
  const sessionId = useStore(store, (s) => s.selectedSessionId);
  return (
    <ConfirmDelete
      // One per conversation: choosing another one while asking does not carry the question over.
      key={sessionId}
      label="Delete conversation"
      question="Delete it and its messages?"
      groupAria="Delete this conversation?"
      onDelete={() => store.getState().deleteSelected()}
      classNames={{ trigger: styles.close, group: styles.confirm, question: styles.confirmText }}
    />
  );
}

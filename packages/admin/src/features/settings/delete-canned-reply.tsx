import { ConfirmDelete } from '../../components/confirm-delete/confirm-delete';
import styles from './canned-replies-settings.module.css';

/**
 * A canned reply's delete, in two steps like a conversation's: "Delete" asks, "Delete for good"
 * does it. Cancel, or Escape, steps back; a failed delete steps back too (the notice says so).
 */
export function DeleteCannedReply({
  title,
  onDelete,
}: {
  title: string;
  onDelete: () => Promise<boolean>;
}) {
  return (
    <ConfirmDelete
      label="Delete"
      labelAria={`Delete “${title}”`}
      question="Delete this reply?"
      groupAria={`Delete “${title}”?`}
      onDelete={onDelete}
      classNames={{ group: styles.confirm, question: styles.confirmText }}
    />
  );
}

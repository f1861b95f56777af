import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button/button';
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
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
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
        aria-label={`Delete “${title}”`}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
    );
  }
  return (
    <div
      className={styles.confirm}
      role="group"
      aria-label={`Delete “${title}”?`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !deleting) setAsking(false);
      }}
    >
      <span className={styles.confirmText}>Delete this reply?</span>
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
          setDeleting(true);
          void onDelete().then((deleted) => {
            // When deleted, this row is gone; otherwise step back to the reply.
            if (!deleted) {
              setDeleting(false);
              setAsking(false);
            }
          });
        }}
      >
        {deleting ? 'Deleting...' : 'Delete for good'}
      </Button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import styles from './confirm-delete.module.css';

type ConfirmDeleteProps = {
  /** The first button's text, e.g. "Delete conversation". */
  label: string;
  /** The first button's accessible name when its text alone is not enough. */
  labelAria?: string;
  /** What the second step asks, e.g. "Delete this reply?". */
  question: string;
  /** The second step's group name for assistive technology. */
  groupAria: string;
  /** Deletes; true when it is gone (the caller removes this), false to step back. */
  onDelete: () => Promise<boolean>;
  /** The place's own layout on top of the shared look. */
  classNames?: {
    trigger?: string | undefined;
    group?: string | undefined;
    question?: string | undefined;
  };
};

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A delete in two steps: the first button asks, "Delete for good" does it. Cancel, or Escape,
 * steps back (focus returns to the first button); so does a failed delete (the caller says why).
 */
export function ConfirmDelete({
  label,
  labelAria,
  question,
  groupAria,
  onDelete,
  classNames = {},
}: ConfirmDeleteProps) {
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
        className={classNames.trigger}
        aria-label={labelAria}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <div
      className={join(styles.confirm, classNames.group)}
      role="group"
      aria-label={groupAria}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !deleting) setAsking(false);
      }}
    >
      <span className={join(styles.question, classNames.question)}>{question}</span>
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
            // When deleted, the caller removes this; otherwise step back to the first button.
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

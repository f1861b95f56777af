import { type AttachmentsStore, PHOTO_LABELS } from '@detailing/chat-core';
import { CloseIcon } from '@detailing/ui';
import { PreparedThumb } from '@detailing/ui/photos';
import { useStore } from 'zustand';
import styles from './photos.module.css';

/** The photos attached to the reply: thumbnails, each with "Remove photo". */
export function ComposerPhotos({ store }: { store: AttachmentsStore }) {
  const attachments = useStore(store, (state) => state.attachments);
  if (attachments.length === 0) return null;
  const { remove } = store.getState();
  return (
    <ul className={styles.attachments} aria-label="Attached photos">
      {attachments.map((attachment, index) => (
        <li key={attachment.key} className={styles.attachment}>
          {attachment.status === 'ready' ? (
            <PreparedThumb photo={attachment.photo} className={styles.attachmentImage} />
          ) : (
            <span
              className={styles.progress}
              role="progressbar"
              aria-label={PHOTO_LABELS.preparing}
            />
          )}
          <button
            type="button"
            className={styles.remove}
            aria-label={
              attachments.length > 1 ? `${PHOTO_LABELS.remove} ${index + 1}` : PHOTO_LABELS.remove
            }
            onClick={() => remove(attachment.key)}
          >
            <CloseIcon width="12" height="12" />
          </button>
        </li>
      ))}
    </ul>
  );
}

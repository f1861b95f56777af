import { type AttachmentsStore, PHOTO_LABELS } from '@detailing/core';
import { AttachmentList } from '@detailing/ui/photos';
import { useStore } from 'zustand';
import styles from './photos.module.css';

const CLASSES = {
  list: styles.attachments,
  item: styles.attachment,
  image: styles.attachmentImage,
  progress: styles.progress,
  remove: styles.remove,
};
const TEXTS = {
  list: 'Attached photos',
  preparing: PHOTO_LABELS.preparing,
  remove: PHOTO_LABELS.remove,
};

/** The photos attached to the reply (the shared list, in the console's styles). */
export function ComposerPhotos({ store }: { store: AttachmentsStore }) {
  const attachments = useStore(store, (state) => state.attachments);
  return (
    <AttachmentList
      attachments={attachments}
      onRemove={store.getState().remove}
      texts={TEXTS}
      classes={CLASSES}
    />
  );
}

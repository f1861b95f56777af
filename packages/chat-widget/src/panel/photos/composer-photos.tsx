import { type AttachmentsStore, PHOTO_LABELS } from '@detailing/core';
import { AttachmentList } from '@detailing/ui/photos';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useChunkStyles } from '../use-chunk-styles';
import css from './photos.css?inline';

const CLASSES = {
  list: 'attachments',
  item: 'attachment',
  image: 'attachment-image',
  progress: 'photo-progress',
  remove: 'attachment-remove',
};
const TEXTS = {
  list: 'Attached photos',
  preparing: PHOTO_LABELS.preparing,
  remove: PHOTO_LABELS.remove,
};

/** The photos attached to the message being written (the shared list, in the panel's styles). */
export function ComposerPhotos({ store }: { readonly store: AttachmentsStore }) {
  const attachments = useStore(store, (state) => state.attachments);
  const ref = useRef<HTMLUListElement>(null);
  useChunkStyles(ref, css);
  return (
    <AttachmentList
      ref={ref}
      attachments={attachments}
      onRemove={store.getState().remove}
      texts={TEXTS}
      classes={CLASSES}
    />
  );
}

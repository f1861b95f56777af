import { type AttachmentsStore, PHOTO_LABELS } from '@detailing/chat-core';
import { CloseIcon } from '@detailing/ui';
import { PreparedThumb } from '@detailing/ui/photos';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useChunkStyles } from '../use-chunk-styles';
import css from './photos.css?inline';

/** The photos attached to the message being written: thumbnails, each with "Remove photo". */
export function ComposerPhotos({ store }: { readonly store: AttachmentsStore }) {
  const attachments = useStore(store, (state) => state.attachments);
  const onRemove = store.getState().remove;
  const ref = useRef<HTMLUListElement>(null);
  useChunkStyles(ref, css);
  return (
    <ul
      ref={ref}
      className="attachments"
      aria-label="Attached photos"
      hidden={attachments.length === 0}
    >
      {attachments.map((attachment, index) => (
        <li key={attachment.key} className="attachment">
          {attachment.status === 'ready' ? (
            <PreparedThumb photo={attachment.photo} className="attachment-image" />
          ) : (
            <span
              className="photo-progress"
              role="progressbar"
              aria-label={PHOTO_LABELS.preparing}
            />
          )}
          <button
            type="button"
            className="attachment-remove"
            aria-label={
              attachments.length > 1 ? `${PHOTO_LABELS.remove} ${index + 1}` : PHOTO_LABELS.remove
            }
            onClick={() => onRemove(attachment.key)}
          >
            <CloseIcon width="12" height="12" />
          </button>
        </li>
      ))}
    </ul>
  );
}

import { type ChatMessage, PHOTO_LABELS, PHOTO_TEXTS, type PhotoRef } from '@detailing/chat-core';
import { photoLoader, PhotoThumb } from '@detailing/ui/photos';
import { useRef } from 'react';
import { useChunkStyles } from '../use-chunk-styles';
import { useWidget } from '../widget-context';
import css from './photos.css?inline';

export interface MessagePhotosProps {
  readonly message: ChatMessage & { readonly photos: readonly PhotoRef[] };
  /** Opens the viewer at this photo of the message. */
  readonly onOpen: (photoId: string) => void;
  /** Sends the message again after a failed send. */
  readonly onRetry: () => void;
}

/**
 * A message's photos as thumbnails that open the viewer; while the message is sent, each
 * shows its progress; after a failed send, Retry.
 */
export function MessagePhotos({ message, onOpen, onRetry }: MessagePhotosProps) {
  const { chat } = useWidget();
  const count = message.photos.length;
  const ref = useRef<HTMLUListElement>(null);
  useChunkStyles(ref, css);
  return (
    <ul ref={ref} className="photos" data-count={count}>
      {message.photos.map((photo, index) => (
        <li key={photo.id}>
          <PhotoThumb
            load={photoLoader(chat.getState().loadPhoto, message.sessionId, photo.id)}
            width={photo.width}
            height={photo.height}
            label={
              count > 1 ? `${PHOTO_LABELS.viewer} ${index + 1} of ${count}` : PHOTO_LABELS.viewer
            }
            className="photo"
            imageClassName="photo-image"
            onOpen={() => onOpen(photo.id)}
          >
            {message.pending ? (
              <span
                className="photo-progress"
                role="progressbar"
                aria-label={PHOTO_LABELS.sending}
              />
            ) : null}
          </PhotoThumb>
        </li>
      ))}
      {message.failed ? (
        <li className="photos-failed">
          <button type="button" className="retry" onClick={onRetry}>
            {PHOTO_TEXTS.retry}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

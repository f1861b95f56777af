import { type ChatMessage, PHOTO_LABELS, PHOTO_TEXTS, type PhotoRef } from '@detailing/chat-core';
import { photoLoader, PhotoThumb } from '@detailing/ui/photos';
import type { PhotoBytes } from '@detailing/ui/photos';
import styles from './photos.module.css';

export interface MessagePhotosProps {
  readonly message: ChatMessage & { readonly photos: readonly PhotoRef[] };
  readonly load: (sessionId: string, photoId: string) => Promise<PhotoBytes>;
  readonly onOpen: (photoId: string) => void;
  readonly onRetry: () => void;
}

/** A message's photos: thumbnails that open the viewer, progress while sent, Retry if not. */
export function MessagePhotos({ message, load, onOpen, onRetry }: MessagePhotosProps) {
  const count = message.photos.length;
  return (
    <ul className={styles.photos} data-count={count}>
      {message.photos.map((photo, index) => (
        <li key={photo.id}>
          <PhotoThumb
            load={photoLoader(load, message.sessionId, photo.id)}
            width={photo.width}
            height={photo.height}
            label={
              count > 1 ? `${PHOTO_LABELS.viewer} ${index + 1} of ${count}` : PHOTO_LABELS.viewer
            }
            className={styles.photo}
            imageClassName={styles.photoImage}
            onOpen={() => onOpen(photo.id)}
          >
            {message.pending ? (
              <span
                className={styles.progress}
                role="progressbar"
                aria-label={PHOTO_LABELS.sending}
              />
            ) : null}
          </PhotoThumb>
        </li>
      ))}
      {message.failed ? (
        <li className={styles.failed}>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {PHOTO_TEXTS.retry}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

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

/** A thumbnail's name: which photo, and whose ("Photo 2 of 3 from the visitor"). */
function thumbLabel(sender: ChatMessage['sender'], index: number, count: number): string {
  const which = count > 1 ? `${PHOTO_LABELS.viewer} ${index + 1} of ${count}` : PHOTO_LABELS.viewer;
  return `${which} from ${sender === 'user' ? 'the visitor' : 'you'}`;
}

/**
 * A message's photos: thumbnails that open the viewer, progress while sent, Retry if not. Each
 * item carries its photo's id, so that focus can return to the thumbnail the viewer came from.
 */
export function MessagePhotos({ message, load, onOpen, onRetry }: MessagePhotosProps) {
  const count = message.photos.length;
  return (
    <ul className={styles.photos} data-count={count}>
      {message.photos.map((photo, index) => (
        <li key={photo.id} data-photo-id={photo.id}>
          <PhotoThumb
            load={photoLoader(load, message.sessionId, photo.id)}
            width={photo.width}
            height={photo.height}
            label={thumbLabel(message.sender, index, count)}
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

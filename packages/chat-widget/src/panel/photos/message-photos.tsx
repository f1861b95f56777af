import { type ChatMessage, PHOTO_LABELS, PHOTO_TEXTS, type PhotoRef } from '@detailing/chat-core';
import { photoLoader, usePhotoUrl } from '@detailing/ui/photos';
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
 * A message's photos as thumbnails, each the size of its photo before it loads (nothing jumps),
 * a button that opens the viewer. While the message is sent, each shows its progress.
 */
export function MessagePhotos({ message, onOpen, onRetry }: MessagePhotosProps) {
  const count = message.photos.length;
  const ref = useRef<HTMLUListElement>(null);
  useChunkStyles(ref, css);
  return (
    <ul ref={ref} className="photos" data-count={count}>
      {message.photos.map((photo, index) => (
        <li key={photo.id}>
          <PhotoThumb
            sessionId={message.sessionId}
            photo={photo}
            label={
              count > 1 ? `${PHOTO_LABELS.viewer} ${index + 1} of ${count}` : PHOTO_LABELS.viewer
            }
            sending={message.pending === true}
            onOpen={() => onOpen(photo.id)}
          />
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

function PhotoThumb({
  sessionId,
  photo,
  label,
  sending,
  onOpen,
}: {
  readonly sessionId: string;
  readonly photo: PhotoRef;
  readonly label: string;
  readonly sending: boolean;
  readonly onOpen: () => void;
}) {
  const { chat } = useWidget();
  const url = usePhotoUrl(photoLoader(chat.getState().loadPhoto, sessionId, photo.id), 'thumb');
  return (
    <button
      type="button"
      className="photo"
      aria-label={label}
      style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
      onClick={onOpen}
    >
      {url.state === 'ready' ? (
        <img
          className="photo-image"
          src={url.url}
          width={photo.width}
          height={photo.height}
          alt=""
        />
      ) : null}
      {sending ? (
        <span className="photo-progress" role="progressbar" aria-label={PHOTO_LABELS.sending} />
      ) : null}
    </button>
  );
}

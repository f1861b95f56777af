import { type ChatMessage, PHOTO_LABELS, PHOTO_TEXTS, type PhotoRef } from '@detailing/core';
import { MessagePhotoList } from '@detailing/ui/photos';
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

const CLASSES = {
  list: 'photos',
  photo: 'photo',
  image: 'photo-image',
  progress: 'photo-progress',
  failed: 'photos-failed',
  retry: 'retry',
};
const TEXTS = { sending: PHOTO_LABELS.sending, retry: PHOTO_TEXTS.retry };
const label = (index: number, count: number) =>
  count > 1 ? `${PHOTO_LABELS.viewer} ${index + 1} of ${count}` : PHOTO_LABELS.viewer;

/** A message's photos in the panel (the shared list, @detailing/ui/photos, in its styles). */
export function MessagePhotos({ message, onOpen, onRetry }: MessagePhotosProps) {
  const { chat } = useWidget();
  const ref = useRef<HTMLUListElement>(null);
  useChunkStyles(ref, css);
  return (
    <MessagePhotoList
      ref={ref}
      message={message}
      load={chat.getState().loadPhoto}
      label={label}
      texts={TEXTS}
      classes={CLASSES}
      onOpen={onOpen}
      onRetry={onRetry}
    />
  );
}

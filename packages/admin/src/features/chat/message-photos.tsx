import { type ChatMessage, PHOTO_LABELS, PHOTO_TEXTS, type PhotoRef } from '@detailing/core';
import { MessagePhotoList, type PhotoBytes } from '@detailing/ui/photos';
import styles from './photos.module.css';

export interface MessagePhotosProps {
  readonly message: ChatMessage & { readonly photos: readonly PhotoRef[] };
  readonly load: (sessionId: string, photoId: string) => Promise<PhotoBytes>;
  readonly onOpen: (photoId: string) => void;
  readonly onRetry: () => void;
}

const CLASSES = {
  list: styles.photos,
  photo: styles.photo,
  image: styles.photoImage,
  progress: styles.progress,
  failed: styles.failed,
  retry: styles.retry,
};
const TEXTS = { sending: PHOTO_LABELS.sending, retry: PHOTO_TEXTS.retry };

/** A thumbnail's name: which photo, and whose ("Photo 2 of 3 from the visitor"). */
function thumbLabel(sender: ChatMessage['sender'], index: number, count: number): string {
  const which = count > 1 ? `${PHOTO_LABELS.viewer} ${index + 1} of ${count}` : PHOTO_LABELS.viewer;
  return `${which} from ${sender === 'user' ? 'the visitor' : 'you'}`;
}

/** A message's photos in the console (the shared list, @detailing/ui/photos, in its styles). */
export function MessagePhotos({ message, load, onOpen, onRetry }: MessagePhotosProps) {
  return (
    <MessagePhotoList
      message={message}
      load={load}
      label={(index, count) => thumbLabel(message.sender, index, count)}
      texts={TEXTS}
      classes={CLASSES}
      onOpen={onOpen}
      onRetry={onRetry}
    />
  );
}

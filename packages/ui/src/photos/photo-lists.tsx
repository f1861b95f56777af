import type { Ref } from 'react';
import { CloseIcon } from '../icons';
import { PhotoThumb, PreparedThumb } from './photo-thumb';
import { type PhotoBytes, photoLoader } from './use-photo-url';

/**
 * The photo lists both chat UIs show: a message's photos and the photos attached to the message
 * being written. Headless: the words and the class names are the caller's (the widget's shadow
 * root takes plain class names, the console CSS modules), the markup and behaviour are these.
 */

/** A message as its photos need it. */
export interface PhotoMessage {
  readonly sessionId: string;
  readonly photos: readonly {
    readonly id: string;
    readonly width: number;
    readonly height: number;
  }[];
  /** Being sent: each photo shows a progress ring. */
  readonly pending?: boolean | undefined;
  /** Not sent: Retry. */
  readonly failed?: boolean | undefined;
}

export interface MessagePhotoListProps {
  readonly message: PhotoMessage;
  readonly load: (sessionId: string, photoId: string) => Promise<PhotoBytes>;
  /** A thumbnail's name ("Photo 2 of 3"). */
  readonly label: (index: number, count: number) => string;
  readonly texts: { readonly sending: string; readonly retry: string };
  readonly classes: {
    readonly list?: string | undefined;
    readonly photo?: string | undefined;
    readonly image?: string | undefined;
    readonly progress?: string | undefined;
    readonly failed?: string | undefined;
    readonly retry?: string | undefined;
  };
  /** Opens the viewer at this photo of the message. */
  readonly onOpen: (photoId: string) => void;
  /** Sends the message again after a failed send. */
  readonly onRetry: () => void;
  readonly ref?: Ref<HTMLUListElement> | undefined;
}

/**
 * A message's photos: thumbnails that open the viewer, progress while sent, Retry if not. Each
 * item carries its photo's id, so that focus can return to the thumbnail the viewer came from.
 */
export function MessagePhotoList({
  message,
  load,
  label,
  texts,
  classes,
  onOpen,
  onRetry,
  ref,
}: MessagePhotoListProps) {
  const count = message.photos.length;
  return (
    <ul ref={ref} className={classes.list} data-count={count}>
      {message.photos.map((photo, index) => (
        <li key={photo.id} data-photo-id={photo.id}>
          <PhotoThumb
            load={photoLoader(load, message.sessionId, photo.id)}
            width={photo.width}
            height={photo.height}
            label={label(index, count)}
            className={classes.photo}
            imageClassName={classes.image}
            onOpen={() => onOpen(photo.id)}
          >
            {message.pending ? (
              <span className={classes.progress} role="progressbar" aria-label={texts.sending} />
            ) : null}
          </PhotoThumb>
        </li>
      ))}
      {message.failed ? (
        <li className={classes.failed}>
          <button type="button" className={classes.retry} onClick={onRetry}>
            {texts.retry}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** A photo attached to the message being written: being prepared, or ready. */
export type AttachedPhoto =
  | { readonly key: string; readonly status: 'preparing' }
  | { readonly key: string; readonly status: 'ready'; readonly photo: PhotoBytes };

export interface AttachmentListProps {
  readonly attachments: readonly AttachedPhoto[];
  readonly onRemove: (key: string) => void;
  readonly texts: {
    readonly list: string;
    readonly preparing: string;
    readonly remove: string;
  };
  readonly classes: {
    readonly list?: string | undefined;
    readonly item?: string | undefined;
    readonly image?: string | undefined;
    readonly progress?: string | undefined;
    readonly remove?: string | undefined;
  };
  readonly ref?: Ref<HTMLUListElement> | undefined;
}

/** The attached photos: thumbnails, each with "Remove photo" (numbered when there are several). */
export function AttachmentList({
  attachments,
  onRemove,
  texts,
  classes,
  ref,
}: AttachmentListProps) {
  return (
    <ul
      ref={ref}
      className={classes.list}
      aria-label={texts.list}
      hidden={attachments.length === 0}
    >
      {attachments.map((attachment, index) => (
        <li key={attachment.key} className={classes.item}>
          {attachment.status === 'ready' ? (
            <PreparedThumb photo={attachment.photo} className={classes.image} />
          ) : (
            <span className={classes.progress} role="progressbar" aria-label={texts.preparing} />
          )}
          <button
            type="button"
            className={classes.remove}
            aria-label={attachments.length > 1 ? `${texts.remove} ${index + 1}` : texts.remove}
            onClick={() => onRemove(attachment.key)}
          >
            <CloseIcon width="12" height="12" />
          </button>
        </li>
      ))}
    </ul>
  );
}

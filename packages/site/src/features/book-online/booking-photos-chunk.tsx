import { type AttachmentsStore, createAttachmentsStore } from '@detailing/core';
import { AttachmentList } from '@detailing/ui/photos';
import { useSyncExternalStore } from 'react';
import { BOOK_ONLINE_TEXTS as T } from '../../content/book-online';
import { styles } from './book-online-styles';

/**
 * The photos' store, preparation and list, fetched when a visitor first picks a photo: the
 * chat's (four at most, each prepared in the browser: upright, 1600 px, re-encoded without
 * metadata).
 */
export const createBookingPhotos = (): AttachmentsStore => createAttachmentsStore();

/** The chosen photos: thumbnails with "Remove photo", and why one was refused. */
export function AttachedPhotos({ store }: { store: AttachmentsStore }) {
  const { attachments, notice } = useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getState,
  );
  return (
    <>
      <AttachmentList
        attachments={attachments.map((attachment) =>
          attachment.status === 'ready'
            ? { key: attachment.key, status: 'ready', photo: attachment.photo }
            : { key: attachment.key, status: 'preparing' },
        )}
        onRemove={(key) => store.getState().remove(key)}
        texts={T.photoList}
        classes={{
          list: styles.photos,
          item: styles.photo,
          image: styles.photoImage,
          progress: styles.photoProgress,
          remove: styles.photoRemove,
        }}
      />
      {notice ? (
        <p className={styles.problem} role="alert">
          {notice}
        </p>
      ) : null}
    </>
  );
}

import type { AttachmentsStore } from '@detailing/core';
import { BOOKING_LIMITS } from '@detailing/core/booking';
import { filesOf } from '@detailing/ui/photos/files';
import { type ComponentType, type RefObject, useState } from 'react';
import { BOOK_ONLINE_TEXTS as T } from '../../content/book-online';
import forms from '../../components/forms/forms.module.css';
import { styles } from './book-online-styles';

/** A photo as the booking's JSON carries it: its bytes in base64. */
export interface SentPhoto {
  readonly id: string;
  readonly type: string;
  readonly width: number;
  readonly height: number;
  readonly image: string;
  readonly thumb: string;
}

const base64 = (bytes: Uint8Array) => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
};

/** The photos ready to send (those still being prepared waited for), or none. */
export async function sentPhotos(store: AttachmentsStore | null): Promise<SentPhoto[]> {
  const photos = store ? await store.getState().ready() : [];
  return photos.map(({ id, type, width, height, image, thumb }) => ({
    id,
    type,
    width,
    height,
    image: base64(image),
    thumb: base64(thumb),
  }));
}

/**
 * Step 4's photos (BOOKING.md 3: up to 4, the chat's rules), with JavaScript only: each is
 * prepared on the device before it is sent, which the plain form cannot do. The store and the
 * preparation load with the first photo chosen.
 */
export function BookingPhotos({
  storeRef,
  problem,
}: {
  storeRef: RefObject<AttachmentsStore | null>;
  problem: string | undefined;
}) {
  // The store and its list come with the first photo chosen (their code with them).
  const [loaded, setLoaded] = useState<{
    store: AttachmentsStore;
    List: ComponentType<{ store: AttachmentsStore }>;
  } | null>(null);
  const [failed, setFailed] = useState(false);
  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    let current = loaded?.store;
    if (!current) {
      try {
        const chunk = await import('./booking-photos-chunk');
        current = chunk.createBookingPhotos();
        setLoaded({ store: current, List: chunk.AttachedPhotos });
      } catch {
        setFailed(true);
        return;
      }
      storeRef.current = current;
    }
    setFailed(false);
    current.getState().attach(files);
  };
  return (
    <div className={forms.field}>
      <label htmlFor="book-photos">
        {T.photos} <span className={forms.optional}>{T.photosOptional(BOOKING_LIMITS.photos)}</span>
      </label>
      <p id="book-photos-hint" className={styles.hint}>
        {T.photosHint}
      </p>
      <input
        id="book-photos"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-describedby={problem ? 'book-photos-hint book-photos-problem' : 'book-photos-hint'}
        onChange={(event) => {
          void pick(filesOf(event.currentTarget));
          event.currentTarget.value = '';
        }}
      />
      {loaded ? <loaded.List store={loaded.store} /> : null}
      {failed || problem ? (
        <p id="book-photos-problem" className={styles.problem} role="alert">
          {failed ? T.photosFailed : problem}
        </p>
      ) : null}
    </div>
  );
}

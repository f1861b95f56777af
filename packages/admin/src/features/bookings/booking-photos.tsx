import type { BookingPhotoBytes, DiaryBooking } from '@detailing/core/booking';
import { MessagePhotoList, photoFileName, photoLoader } from '@detailing/ui/photos';
import { lazy, Suspense, useState } from 'react';
import styles from './bookings.module.css';

const PhotoViewer = lazy(() => import('@detailing/ui/photos/viewer'));

const CLASSES = { list: styles.photos, photo: styles.photo, image: styles.photoImage };
const TEXTS = { sending: 'Sending', retry: 'Retry' };

/**
 * The photos a customer sent with their booking: thumbnails on the card (the chat's shared
 * list), each opening the viewer at full size, with its download named after the booking.
 */
export function BookingPhotos({
  booking,
  load,
}: {
  booking: DiaryBooking & { readonly photos: NonNullable<DiaryBooking['photos']> };
  load: (bookingId: string, photoId: string) => Promise<BookingPhotoBytes>;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const photos = booking.photos.map((photo) => ({
    key: photo.id,
    load: photoLoader(load, booking.id, photo.id),
    width: photo.width,
    height: photo.height,
  }));
  return (
    <>
      <MessagePhotoList
        message={{ sessionId: booking.id, photos: booking.photos }}
        load={load}
        label={(index, count) =>
          count > 1
            ? `Photo ${index + 1} of ${count} from ${booking.name}`
            : `Photo from ${booking.name}`
        }
        texts={TEXTS}
        classes={CLASSES}
        onOpen={setOpen}
        onRetry={() => undefined}
      />
      {open ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            start={Math.max(
              0,
              photos.findIndex((photo) => photo.key === open),
            )}
            onClose={() => setOpen(null)}
            downloadName={(index, type) =>
              photoFileName(`booking-${booking.date}-photo-${index + 1}`, type)
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}

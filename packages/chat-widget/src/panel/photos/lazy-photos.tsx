import type { PhotoRef } from '@detailing/core';
import { lazy } from 'react';

/**
 * The photo chunk (photo-chunk.ts) and the preparation, fetched once and side by side: on slow
 * 4G each chunk fetched after another costs a round trip (0.56 s) between the choice of a photo
 * and its preparation.
 */
export const loadPhotoChunk = () =>
  Promise.all([import('./photo-chunk'), import('@detailing/core/photos/prepare')]).then(
    ([chunk, { preparePhoto }]) => ({ ...chunk, preparePhoto }),
  );

export const LazyComposerPhotos = lazy(async () => ({
  default: (await loadPhotoChunk()).ComposerPhotos,
}));

export const LazyConversationViewer = lazy(async () => ({
  default: (await loadPhotoChunk()).ConversationViewer,
}));

export const LazyMessagePhotos = lazy(async () => ({
  default: (await loadPhotoChunk()).MessagePhotos,
}));

/**
 * A message's photos before their code and look are there (photos.css comes with the chunk):
 * boxes of the sizes MessagePhotos gives them, so nothing jumps.
 */
export function PhotoPlaceholders({ photos }: { readonly photos: readonly PhotoRef[] }) {
  const one = photos.length === 1;
  return (
    <div
      aria-hidden="true"
      style={{
        display: 'grid',
        gap: 4,
        marginBottom: 4,
        gridTemplateColumns: one ? '180px' : 'repeat(2, 100px)',
      }}
    >
      {photos.map((photo) => (
        <span
          key={photo.id}
          style={{ aspectRatio: one ? `${photo.width} / ${photo.height}` : '1', maxHeight: 240 }}
        />
      ))}
    </div>
  );
}

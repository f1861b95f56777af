import type { PhotoRef } from '@detailing/chat-core';
import { lazy } from 'react';

/** The photo chunk, fetched once (photo-chunk.ts). */
export const loadPhotoChunk = () => import('./photo-chunk');

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

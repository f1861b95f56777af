import type { ChatMessage, PhotoBytes } from '@detailing/core';
import { conversationPhotos } from '@detailing/ui/photos';
import { lazy, Suspense } from 'react';

/** The viewer is a chunk of its own, fetched on the first tap of a photo. */
const PhotoViewer = lazy(() => import('@detailing/ui/photos/viewer'));

export interface ConversationViewerProps {
  readonly messages: readonly ChatMessage[];
  /** The photo to show first. */
  readonly photoId: string;
  readonly load: (sessionId: string, photoId: string) => Promise<PhotoBytes>;
  readonly onClose: () => void;
}

/** Every photo of the conversation in the viewer, in order, from the one tapped. */
export function ConversationViewer({ messages, photoId, load, onClose }: ConversationViewerProps) {
  const photos = conversationPhotos(messages, load);
  const start = Math.max(
    0,
    photos.findIndex((photo) => photo.key === photoId),
  );
  return (
    <Suspense fallback={null}>
      <PhotoViewer photos={photos} start={start} onClose={onClose} />
    </Suspense>
  );
}

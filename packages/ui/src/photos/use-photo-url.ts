import { useEffect, useState } from 'react';

/** A photo's bytes as the chat stores hand them over: a checked type, the image and thumbnail. */
export interface PhotoBytes {
  readonly type: string;
  readonly image: Uint8Array;
  readonly thumb: Uint8Array;
}

/** Reads a photo's bytes (from this client's outbox, or once from the server). */
export type LoadPhoto = () => Promise<PhotoBytes>;

export type PhotoUrl =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly url: string; readonly type: string }
  | { readonly state: 'failed'; readonly retry: () => void };

/** Only these are ever put behind a URL (the rules allow no other type to be stored). */
const SHOWN_TYPES = new Set(['image/jpeg', 'image/webp']);

/**
 * The same loader function for the same photo every time (by the store's load function and the
 * photo's ids), so a component re-rendered by a new snapshot does not read its photo again.
 */
const loaders = new WeakMap<object, Map<string, LoadPhoto>>();
export function photoLoader(
  load: (sessionId: string, photoId: string) => Promise<PhotoBytes>,
  sessionId: string,
  photoId: string,
): LoadPhoto {
  let byPhoto = loaders.get(load);
  if (!byPhoto) loaders.set(load, (byPhoto = new Map()));
  const key = `${sessionId}/${photoId}`;
  let loader = byPhoto.get(key);
  if (!loader) byPhoto.set(key, (loader = () => load(sessionId, photoId)));
  return loader;
}

interface Loaded {
  readonly load: LoadPhoto;
  readonly which: 'thumb' | 'image';
  readonly attempt: number;
  readonly result: PhotoUrl;
}

/**
 * A `blob:` URL of a photo's thumbnail or image, made from its stored bytes with its checked
 * type (never a URL from the data), revoked when the component goes or the photo changes.
 */
export function usePhotoUrl(load: LoadPhoto, which: 'thumb' | 'image'): PhotoUrl {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    const done = (result: PhotoUrl) => live && setLoaded({ load, which, attempt, result });
    load()
      .then((photo) => {
        if (!live) return;
        if (!SHOWN_TYPES.has(photo.type)) throw new Error(`Not shown: ${photo.type}`);
        url = URL.createObjectURL(new Blob([photo[which].slice()], { type: photo.type }));
        done({ state: 'ready', url, type: photo.type });
      })
      .catch(() => done({ state: 'failed', retry: () => setAttempt((n) => n + 1) }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load, which, attempt]);
  // What was loaded for another photo (or an earlier attempt) is not this one's.
  return loaded && loaded.load === load && loaded.which === which && loaded.attempt === attempt
    ? loaded.result
    : { state: 'loading' };
}

/** A photo's file name for "Download": the base and the extension of its type. */
export const photoFileName = (base: string, type: string): string =>
  `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

/** A conversation's messages, as far as their photos go (core's ChatMessage fits). */
export interface MessageWithPhotos {
  readonly sessionId: string;
  readonly photos?: readonly {
    readonly id: string;
    readonly width: number;
    readonly height: number;
  }[];
}

/** Every photo of a conversation, in order, for the viewer (stable loaders, see photoLoader). */
export function conversationPhotos(
  messages: readonly MessageWithPhotos[],
  load: (sessionId: string, photoId: string) => Promise<PhotoBytes>,
) {
  return messages.flatMap((message) =>
    (message.photos ?? []).map((photo) => ({
      key: photo.id,
      width: photo.width,
      height: photo.height,
      load: photoLoader(load, message.sessionId, photo.id),
    })),
  );
}

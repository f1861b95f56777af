import { SITE_PHOTO_LIMITS, type SiteEditorBackend } from '@detailing/chat-core';
import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The photos the editor shows and the owner uploads: a slot's current photo (the live site's
 * image for one of its own keys, read from `/site-images.json`, which the build writes; or an
 * upload from `sitePhotos`), and a new photo prepared in the browser as chat photos are, up to
 * 2400 px (OWNER-TOOLS.md 2).
 */
export interface SitePhotos {
  /** A URL that shows `photo` (`gallery-03` or `sitePhotos/<id>`), or null when there is none. */
  urlOf(photo: string): Promise<string | null>;
  /** Prepares and stores the file; resolves with the draft's name for it (`sitePhotos/<id>`). */
  upload(file: File): Promise<string>;
}

/** How the site editor prepares a photo: the chat's preparation, the site's limits. */
const SITE_PHOTO_OPTIONS = {
  edge: SITE_PHOTO_LIMITS.maxEdge,
  // Under the rules' 1,000,000 B with room to spare.
  targetBytes: 900_000,
  thumbEdge: 480,
  thumbBytes: 60_000,
  fileBytes: 25_000_000,
} as const;

/** Why a file could not become a site photo, in the owner's words. */
export class SitePhotoError extends Error {
  override readonly name = 'SitePhotoError';
}

const UPLOAD = 'sitePhotos/';

interface ImageEntry {
  readonly webp?: readonly { readonly src: string; readonly width: number }[];
}

export function createSitePhotos(backend: SiteEditorBackend): SitePhotos {
  let live: Promise<Record<string, ImageEntry>> | undefined;
  const uploads = new Map<string, Promise<string | null>>();
  const none: Record<string, ImageEntry> = {};
  const liveImages = () =>
    (live ??= fetch('/site-images.json').then(
      (response) => (response.ok ? (response.json() as Promise<Record<string, ImageEntry>>) : none),
      () => none,
    ));
  const blobUrl = (bytes: Uint8Array, type: string) =>
    URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  return {
    async urlOf(photo) {
      if (!photo.startsWith(UPLOAD)) {
        return (await liveImages())[photo]?.webp?.[0]?.src ?? null;
      }
      const id = photo.slice(UPLOAD.length);
      let url = uploads.get(id);
      if (!url) {
        url = backend.readPhoto(id).then(
          (stored) => blobUrl(stored.bytes, stored.type),
          () => null,
        );
        uploads.set(id, url);
      }
      return url;
    },
    async upload(file) {
      const { preparePhoto, PhotoRefusedError } =
        await import('@detailing/chat-core/photos/prepare');
      const prepared = await preparePhoto(file, SITE_PHOTO_OPTIONS).catch((error: unknown) => {
        if (!(error instanceof PhotoRefusedError)) throw error;
        throw new SitePhotoError(
          error.reason === 'too-large'
            ? 'That file is over 25 MB. Please choose a smaller photo.'
            : 'That file is not a photo we can use. Please choose a JPEG, PNG or WebP photo.',
        );
      });
      const id = await backend
        .uploadPhoto({
          type: prepared.type,
          width: prepared.width,
          height: prepared.height,
          bytes: prepared.image,
        })
        .catch((error: unknown) => {
          console.warn('The photo could not be uploaded.', error);
          throw new SitePhotoError(
            'The photo could not be uploaded. Check the connection and try again.',
          );
        });
      uploads.set(id, Promise.resolve(blobUrl(prepared.image, prepared.type)));
      return `${UPLOAD}${id}`;
    },
  };
}

export const SitePhotosContext = createContext<SitePhotos | null>(null);

/** The URL showing `photo`, once known. */
export function usePhotoUrl(photo: string): string | null {
  const photos = useContext(SitePhotosContext);
  const [url, setUrl] = useState<{ photo: string; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void photos?.urlOf(photo).then((found) => {
      if (live) setUrl({ photo, url: found });
    });
    return () => {
      live = false;
    };
  }, [photos, photo]);
  return url?.photo === photo ? url.url : null;
}

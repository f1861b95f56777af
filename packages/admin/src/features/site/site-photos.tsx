import { SITE_PHOTO_LIMITS, type SiteEditorBackend } from '@detailing/core';
import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The photos the editor shows and the owner uploads: a slot's current photo (the live site's
 * image for one of its own keys, read from `/site-images.json`, which the build writes; or an
 * upload from `sitePhotos`, shown from a blob URL), and a new photo prepared in the browser as
 * chat photos are, up to 2400 px (OWNER-TOOLS.md 2).
 */
export interface SitePhotos {
  /**
   * Shows `photo` (`gallery-03` or `sitePhotos/<id>`): its URL, or null when there is none, and
   * `release` for when it is no longer shown (an upload's blob URL is revoked once nothing shows
   * it: a photo replaced, a slot gone).
   */
  show(photo: string): { readonly url: Promise<string | null>; release(): void };
  /** Prepares and stores the file; resolves with the draft's name for it (`sitePhotos/<id>`). */
  upload(file: File): Promise<string>;
  /** The editor is closed: every blob URL made is revoked. */
  dispose(): void;
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

/** An upload's blob URL, and how many slots show it now. */
interface Shown {
  readonly url: Promise<string | null>;
  users: number;
}

export function createSitePhotos(backend: SiteEditorBackend): SitePhotos {
  let live: Promise<Record<string, ImageEntry>> | undefined;
  const uploads = new Map<string, Shown>();
  let disposed = false;
  const none: Record<string, ImageEntry> = {};
  const liveImages = () =>
    (live ??= fetch('/site-images.json').then(
      (response) => (response.ok ? (response.json() as Promise<Record<string, ImageEntry>>) : none),
      () => none,
    ));
  const blobUrl = (bytes: Uint8Array, type: string) =>
    URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const revoke = (shown: Shown) =>
    void shown.url.then((url) => {
      if (url) URL.revokeObjectURL(url);
    });
  /** An upload's blob URL, made once for all the slots that show it. */
  const acquire = (id: string): Shown => {
    const known = uploads.get(id);
    if (known) return known;
    const shown: Shown = {
      users: 0,
      url: backend.readPhoto(id).then(
        (stored) => {
          // Released (or the editor closed) while its bytes were on the way: none is kept.
          if (disposed || uploads.get(id) !== shown) return null;
          return blobUrl(stored.bytes, stored.type);
        },
        () => null,
      ),
    };
    uploads.set(id, shown);
    return shown;
  };
  const release = (id: string, shown: Shown) => {
    shown.users -= 1;
    // Revoked after the render that let it go: a photo moved to the next slot is shown there
    // in the same render, and keeps its URL.
    setTimeout(() => {
      if (shown.users > 0 || uploads.get(id) !== shown) return;
      uploads.delete(id);
      revoke(shown);
    });
  };
  return {
    show(photo) {
      if (!photo.startsWith(UPLOAD)) {
        return {
          url: liveImages().then((images) => images[photo]?.webp?.[0]?.src ?? null),
          release: () => undefined,
        };
      }
      const id = photo.slice(UPLOAD.length);
      const shown = acquire(id);
      shown.users += 1;
      let released = false;
      return {
        url: shown.url,
        release: () => {
          if (released) return;
          released = true;
          release(id, shown);
        },
      };
    },
    async upload(file) {
      const { preparePhoto, PhotoRefusedError } = await import('@detailing/core/photos/prepare');
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
      // Shown from the bytes just prepared, not read back; the slot that takes it releases it.
      if (!disposed && !uploads.has(id)) {
        uploads.set(id, { users: 0, url: Promise.resolve(blobUrl(prepared.image, prepared.type)) });
      }
      return `${UPLOAD}${id}`;
    },
    dispose() {
      disposed = true;
      for (const shown of uploads.values()) revoke(shown);
      uploads.clear();
    },
  };
}

export const SitePhotosContext = createContext<SitePhotos | null>(null);

/** The URL showing `photo`, once known; released when the photo or the slot goes. */
export function usePhotoUrl(photo: string): string | null {
  const photos = useContext(SitePhotosContext);
  const [url, setUrl] = useState<{ photo: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!photos) return;
    let live = true;
    const shown = photos.show(photo);
    void shown.url.then((found) => {
      if (live) setUrl({ photo, url: found });
    });
    return () => {
      live = false;
      shown.release();
    };
  }, [photos, photo]);
  return url?.photo === photo ? url.url : null;
}

import { loadOnce } from '@detailing/ui/load-once';
import type { ImageKey } from '../../content/image-keys';

/** One encoded file of an image. */
export interface ImageVariant {
  src: string;
  width: number;
}

/** Everything the pipeline (build/images/build-images.mjs) knows about one image. */
export interface ImageEntry {
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** Ascending by width. */
  avif: readonly ImageVariant[];
  webp: readonly ImageVariant[];
  /** Only for images that link previews use (`og-default`). */
  jpeg?: readonly ImageVariant[];
  /** A tiny blurred WebP as a data URI, shown until the real image arrives. */
  placeholder: string;
  /** The dominant colour, `#rrggbb`. */
  color: string;
  source: 'photo' | 'placeholder';
}

export type ImageManifest = Partial<Record<ImageKey, ImageEntry>>;

// The manifest is written by the pipeline before every build and dev server start, and is not
// committed. A glob (rather than an import) keeps type checks and unit tests working before the
// first build; there it is simply empty. It comes in two halves (build/images/vite-plugin.mjs):
// what a first paint may show, in the first load, and the gallery's later slides, loaded after.
const first = import.meta.glob<ImageManifest>('./generated/manifest.json', {
  eager: true,
  import: 'default',
  query: '?images=first',
});
const later = import.meta.glob<ImageManifest>('./generated/manifest.json', {
  import: 'default',
  query: '?images=later',
});

const imageManifest: ImageManifest = { ...Object.values(first)[0] };

let laterIn = false;
const listeners = new Set<() => void>();

/**
 * Loads the gallery's later slides' entries, once; a failed load (offline) is tried again on
 * the next call. Until they are in, those slides show the box that stands in for an image.
 */
export const loadLaterImages: () => Promise<void> = loadOnce(async () => {
  const load = Object.values(later)[0];
  Object.assign(imageManifest, await (load ? load() : {}));
  laterIn = true;
  for (const listener of listeners) listener();
});

/** For useSyncExternalStore: whether the later entries are in, and hearing when they come. */
export const laterImagesIn = () => laterIn;
export function subscribeLaterImages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function imageEntry(key: ImageKey): ImageEntry | undefined {
  return imageManifest[key];
}

/** The `<img src>` for browsers without `srcset`: the WebP of a middle width. */
export function fallbackSrc(entry: ImageEntry): string {
  const middle = entry.webp[Math.floor(entry.webp.length / 2)] ?? entry.webp[0];
  return middle?.src ?? '';
}

/** `a.avif 480w, b.avif 800w, ...` */
export function srcSet(variants: readonly ImageVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}

/** An absolute-path URL for link previews (Open Graph): the JPEG if there is one. */
export function shareImage(
  key: ImageKey,
): { src: string; width: number; height: number } | undefined {
  const entry = imageEntry(key);
  const file = entry?.jpeg?.at(-1) ?? entry?.webp.at(-1);
  if (!entry || !file) return undefined;
  return {
    src: file.src,
    width: file.width,
    height: Math.round((entry.height * file.width) / entry.width),
  };
}

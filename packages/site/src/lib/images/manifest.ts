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
// first build; there it is simply empty.
const generated = import.meta.glob<ImageManifest>('./generated/manifest.json', {
  eager: true,
  import: 'default',
});

const imageManifest: ImageManifest = generated['./generated/manifest.json'] ?? {};

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

// @ts-check
// The one list of service slugs and image keys. Plain JavaScript (typed with JSDoc) because the
// image pipeline (build/images) reads it in Node before any TypeScript is compiled; the site
// imports it like any other module and gets literal types.

import { SERVICE_SLUGS } from '@detailing/site-content/slugs';

/** The 16 service detail pages (`/services/{slug}`), in the spec's order: the site's structure,
 * with the content package (which the owner's editor and the build share). */
export { SERVICE_SLUGS };

/** @typedef {(typeof SERVICE_SLUGS)[number]} ServiceSlug */

/** Home page hero slides, cross-faded in this order. */
export const HERO_IMAGE_KEYS = /** @type {const} */ (['hero-1', 'hero-2', 'hero-3']);

/** The showcase gallery: 20 images, in display order (the first is in the first paint). */
export const GALLERY_IMAGE_KEYS = /** @type {const} */ ([
  'gallery-01',
  'gallery-02',
  'gallery-03',
  'gallery-04',
  'gallery-05',
  'gallery-06',
  'gallery-07',
  'gallery-08',
  'gallery-09',
  'gallery-10',
  'gallery-11',
  'gallery-12',
  'gallery-13',
  'gallery-14',
  'gallery-15',
  'gallery-16',
  'gallery-17',
  'gallery-18',
  'gallery-19',
  'gallery-20',
]);

/** One image per service: the catalogue card and the detail page hero. */
const SERVICE_IMAGE_KEYS = SERVICE_SLUGS.map((slug) => /** @type {const} */ (`service-${slug}`));

/** The default link-preview (Open Graph) image. */
export const OG_IMAGE_KEY = 'og-default';

/**
 * @typedef {(typeof HERO_IMAGE_KEYS)[number]
 *   | (typeof GALLERY_IMAGE_KEYS)[number]
 *   | `service-${ServiceSlug}`
 *   | typeof OG_IMAGE_KEY} ImageKey
 */

/** Every image the site shows; the pipeline builds exactly these. @type {readonly ImageKey[]} */
export const IMAGE_KEYS = [
  ...HERO_IMAGE_KEYS,
  ...GALLERY_IMAGE_KEYS,
  ...SERVICE_IMAGE_KEYS,
  OG_IMAGE_KEY,
];

/** @param {ServiceSlug} slug @returns {ImageKey} */
export function serviceImageKey(slug) {
  return `service-${slug}`;
}

/**
 * The images no first paint shows (the gallery's slides after the first): their manifest
 * entries load after hydration (build/images/vite-plugin.mjs, src/lib/images/manifest.ts).
 */
export const LATER_IMAGE_KEYS = GALLERY_IMAGE_KEYS.slice(1);

// @ts-check
// The site's fixed structure that content fills: the 16 service detail pages, the hero's three
// slides and the gallery's 20 slots. Plain JavaScript (typed with JSDoc): the site's image
// pipeline reads it in Node before any TypeScript is compiled.

/** The 16 service detail pages (`/services/{slug}`), in the spec's order. */
export const SERVICE_SLUGS = /** @type {const} */ ([
  'ppf',
  'brake-caliper-painting',
  'wheel-refurbishment',
  'leather-restoration',
  'complete-interior-detail',
  'leather-deep-clean',
  'in-depth-interior-detail',
  'headlight-restoration',
  'engine-bay-detail',
  'soft-top-clean-and-seal',
  'paint-correction',
  'decontamination-wash',
  'maintenance-detail-in-out',
  'ceramic-coating',
  'ceramic-extras',
  'annual-ceramic-coating-maintenance-wash',
]);

/** @typedef {(typeof SERVICE_SLUGS)[number]} ServiceSlug */

/** How many slides the home page's hero cross-fades, and photos the gallery shows. */
export const HERO_SLIDES = 3;
export const GALLERY_PHOTOS = 20;
/** The home page's testimonials (spec: "Testimonials (3 fixed entries)"). */
export const TESTIMONIALS = 3;

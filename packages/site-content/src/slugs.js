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

/**
 * The catalogue's categories, in the order /services shows them, each with its services in the
 * catalogue's order (the spec's table order). The site and the console's editor both group by it.
 */
export const SERVICE_CATEGORIES = /** @type {const} */ ([
  [
    'Maintenance',
    [
      'maintenance-detail-in-out',
      'decontamination-wash',
      'in-depth-interior-detail',
      'complete-interior-detail',
      'leather-deep-clean',
    ],
  ],
  ['Ceramics', ['annual-ceramic-coating-maintenance-wash', 'ceramic-coating', 'ceramic-extras']],
  ['Restoration', ['paint-correction', 'headlight-restoration', 'leather-restoration']],
  ['Wheels & Brakes', ['wheel-refurbishment', 'brake-caliper-painting']],
  ['Add-ons', ['soft-top-clean-and-seal', 'engine-bay-detail', 'ppf']],
]);

/**
 * Where the services are done (the site's structure, BOOKING.md 2), by slug: `mobile` at the
 * customer's home or workplace, so booking asks for a postcode inside the coverage; the ceramic
 * coating setup; every other service at the Christchurch unit (no postcode asked).
 * @type {Readonly<Partial<Record<ServiceSlug, 'mobile' | 'ceramic-studio'>>>}
 */
const PLACES = {
  'maintenance-detail-in-out': 'mobile',
  'decontamination-wash': 'mobile',
  'in-depth-interior-detail': 'mobile',
  'complete-interior-detail': 'mobile',
  'leather-deep-clean': 'mobile',
  'ceramic-coating': 'ceramic-studio',
};

/**
 * Where a service is done.
 * @param {ServiceSlug} slug
 * @returns {'mobile' | 'ceramic-studio' | 'unit'}
 */
export const serviceLocation = (slug) => PLACES[slug] ?? 'unit';

/**
 * The layout of the detail pages that are not the standard one (what's included, who it suits,
 * what pairs well): the page's structure, so its content has that layout's fields.
 */
export const SPECIAL_PAGES = /** @type {const} */ ({
  'ceramic-coating': 'ceramic-coating',
  'ceramic-extras': 'ceramic-extras',
  'annual-ceramic-coating-maintenance-wash': 'maintenance-wash',
});

/**
 * A detail page's layout.
 * @param {ServiceSlug} slug
 * @returns {'standard' | (typeof SPECIAL_PAGES)[keyof typeof SPECIAL_PAGES]}
 */
export function pageKindOf(slug) {
  return slug in SPECIAL_PAGES
    ? SPECIAL_PAGES[/** @type {keyof typeof SPECIAL_PAGES} */ (slug)]
    : 'standard';
}

/** How many slides the home page's hero cross-fades, and photos the gallery shows. */
export const HERO_SLIDES = 3;
export const GALLERY_PHOTOS = 20;
/** The home page's testimonials (spec: "Testimonials (3 fixed entries)"). */
export const TESTIMONIALS = 3;

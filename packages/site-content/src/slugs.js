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
 * Where each service is done (the site's structure, BOOKING.md 2): `mobile` at the customer's
 * home or workplace, so booking asks for a postcode inside the coverage; `ceramic-studio` at the
 * ceramic coating setup and `unit` at the Christchurch unit, where no postcode is asked.
 * @type {Readonly<Record<ServiceSlug, 'mobile' | 'ceramic-studio' | 'unit'>>}
 */
export const SERVICE_LOCATIONS = {
  'maintenance-detail-in-out': 'mobile',
  'decontamination-wash': 'mobile',
  'in-depth-interior-detail': 'mobile',
  'complete-interior-detail': 'mobile',
  'leather-deep-clean': 'mobile',
  'annual-ceramic-coating-maintenance-wash': 'unit',
  'ceramic-coating': 'ceramic-studio',
  'ceramic-extras': 'unit',
  'paint-correction': 'unit',
  'headlight-restoration': 'unit',
  'leather-restoration': 'unit',
  'wheel-refurbishment': 'unit',
  'brake-caliper-painting': 'unit',
  'soft-top-clean-and-seal': 'unit',
  'engine-bay-detail': 'unit',
  ppf: 'unit',
};

/** The vehicle sizes a service is priced for (BOOKING.md 1), smallest first. */
export const VEHICLE_SIZES = /** @type {const} */ (['small', 'medium', 'large', 'van']);

/** @typedef {(typeof VEHICLE_SIZES)[number]} VehicleSize */

/** Each size's name, and the cars it means (BOOKING.md 1's words). */
export const VEHICLE_SIZE_LABELS = /** @type {const} */ ({
  small: { name: 'Small', cars: 'hatchback' },
  medium: { name: 'Medium', cars: 'saloon, estate' },
  large: { name: 'Large', cars: 'SUV, 4x4, MPV' },
  van: { name: 'Van', cars: '' },
});

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

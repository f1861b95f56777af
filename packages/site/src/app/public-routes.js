// @ts-check
// The site's public URLs: every path it prerenders and the old site's URLs that redirect. Plain
// JavaScript (typed with JSDoc) so that Node reads it as it is: the end-to-end tests and the
// Lighthouse bench import it as `@detailing/site/routes`, and a unit test holds firebase.json's
// redirects to it. routes.ts gives each path its page.
import { SERVICE_SLUGS } from '../content/image-keys.js';

/** @typedef {import('../content/image-keys.js').ServiceSlug} ServiceSlug */

export { SERVICE_SLUGS };

/** Each service's own page, in the spec's order. */
const SERVICE_ROUTES = SERVICE_SLUGS.map((slug) => /** @type {const} */ (`/services/${slug}`));

/** Every public route that is prerendered, in the sitemap's order. */
export const PUBLIC_ROUTES = /** @type {const} */ ([
  '/',
  '/services',
  ...SERVICE_ROUTES,
  // The old site's booking-calendar pages, kept: each shows the service it names.
  '/booking-calendar/paint-correction-1',
  '/booking-calendar/decontamination-wash-1',
  '/booking',
  '/book-online',
  '/contact',
  '/privacy',
  '/thank-you',
]);

/** @typedef {(typeof PUBLIC_ROUTES)[number]} PublicRoute */

/**
 * The booking with its service chosen, one page per service: each service page's button leads
 * here, so that the prerendered form itself carries the service and a visitor without
 * JavaScript books what they chose (a service that needs a quote: the callback form with it).
 * Canonical to /book-online (so not in the sitemap), and not among the public routes every
 * site-wide test visits.
 */
export const BOOKING_SERVICE_ROUTES = SERVICE_SLUGS.map(
  (slug) => /** @type {const} */ (`/book-online/${slug}`),
);

/**
 * The old site's URLs that moved, in firebase.json's own shape: Hosting answers them with these
 * permanent redirects, and the SPA follows the same table for in-app navigation.
 * @type {readonly { source: string, destination: PublicRoute, type: 301 }[]}
 */
export const LEGACY_REDIRECTS = [
  { source: '/plans-pricing', destination: '/services', type: 301 },
  {
    source: '/service-page/full-paint-correction-including-wet-sand',
    destination: '/services/paint-correction',
    type: 301,
  },
];

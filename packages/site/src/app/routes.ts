import type { ServiceSlug } from '../content/image-keys';
import type { PageModule } from './pages/page-module';
import {
  BOOKING_SERVICE_ROUTES,
  LEGACY_REDIRECTS,
  PUBLIC_ROUTES,
  SERVICE_SLUGS,
  type PublicRoute,
} from './public-routes';

/**
 * The public routes. Each page's code and content load on demand (the current page's before
 * hydration, the rest when the browser is idle), so the home page ships only what it shows.
 */
export interface PageRoute {
  path: string;
  load: () => Promise<PageModule>;
  /** The page module's source, so the prerender can link its CSS and chunks in the head. */
  module: string;
  /** Client-side redirect (Hosting answers these paths with a 301 first). */
  redirectTo?: string;
}

const pages = 'src/app/pages';

/** What a path shows: the page's code and its source. */
type Page = Pick<PageRoute, 'load' | 'module'>;

const servicePage = (slug: ServiceSlug, canonicalPath?: string): Page => ({
  load: () => import('./pages/service-detail').then((m) => m.servicePage(slug, canonicalPath)),
  module: `${pages}/service-detail.tsx`,
});

/** The booking with `slug`'s service chosen (public-routes.js says why it is a page). */
const bookingPage = (slug: ServiceSlug): Page => ({
  load: () => import('./pages/book-online').then((m) => m.bookOnlinePageFor(slug)),
  module: `${pages}/book-online.tsx`,
});

/** Every public path but the services' own pages; a `Record`, so none is missing or extra. */
const otherPages: Record<Exclude<PublicRoute, `/services/${ServiceSlug}`>, Page> = {
  '/': {
    load: () => import('./pages/home').then((m) => m.page),
    module: `${pages}/home.tsx`,
  },
  '/services': {
    load: () => import('./pages/services').then((m) => m.page),
    module: `${pages}/services.tsx`,
  },
  // The old site's booking-calendar pages show the named service, canonical to its own URL.
  '/booking-calendar/paint-correction-1': servicePage(
    'paint-correction',
    '/services/paint-correction',
  ),
  '/booking-calendar/decontamination-wash-1': servicePage(
    'decontamination-wash',
    '/services/decontamination-wash',
  ),
  '/booking': {
    load: () => import('./pages/booking').then((m) => m.page),
    module: `${pages}/booking.tsx`,
  },
  '/book-online': {
    load: () => import('./pages/book-online').then((m) => m.page),
    module: `${pages}/book-online.tsx`,
  },
  '/contact': {
    load: () => import('./pages/contact').then((m) => m.page),
    module: `${pages}/contact.tsx`,
  },
  '/privacy': {
    load: () => import('./pages/privacy').then((m) => m.page),
    module: `${pages}/privacy.tsx`,
  },
  '/thank-you': {
    load: () => import('./pages/thank-you').then((m) => m.page),
    module: `${pages}/thank-you.tsx`,
  },
};

const pageByPath: ReadonlyMap<string, Page> = new Map([
  ...SERVICE_SLUGS.map((slug) => [`/services/${slug}`, servicePage(slug)] as const),
  ...SERVICE_SLUGS.map((slug) => [`/book-online/${slug}`, bookingPage(slug)] as const),
  ...Object.entries(otherPages),
]);

/**
 * Every route that is prerendered: the site's public routes, then the booking form for each
 * service (public-routes.js), each with its page.
 */
export const routes: readonly PageRoute[] = [...PUBLIC_ROUTES, ...BOOKING_SERVICE_ROUTES].map(
  (path) => {
    const page = pageByPath.get(path);
    if (!page) throw new Error(`No page for the public route ${path}`);
    return { path, ...page };
  },
);

const notFound = {
  load: () => import('./pages/not-found').then((m) => m.page),
  module: `${pages}/not-found.tsx`,
};

/** Legacy URLs: Hosting answers them with 301s; the SPA follows suit for in-app navigation. */
const redirects: readonly PageRoute[] = LEGACY_REDIRECTS.map(({ source, destination }) => ({
  path: source,
  redirectTo: destination,
  ...notFound,
}));

export const notFoundRoute: PageRoute = { path: '/404', ...notFound };

const byPath = new Map([...routes, ...redirects].map((route) => [route.path, route]));

/** The route for a location path (trailing slash ignored), or the 404 route. */
export function routeFor(pathname: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path) ?? notFoundRoute;
}

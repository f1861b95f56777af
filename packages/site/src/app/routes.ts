import { SERVICE_SLUGS, type ServiceSlug } from '../content/image-keys';
import type { PageModule } from './pages/page-module';

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

const servicePage = (slug: ServiceSlug, canonicalPath?: string) => ({
  load: () => import('./pages/service-detail').then((m) => m.servicePage(slug, canonicalPath)),
  module: `${pages}/service-detail.tsx`,
});

/** Every public route that is prerendered. */
export const routes: readonly PageRoute[] = [
  {
    path: '/',
    load: () => import('./pages/home').then((m) => m.page),
    module: `${pages}/home.tsx`,
  },
  {
    path: '/services',
    load: () => import('./pages/services').then((m) => m.page),
    module: `${pages}/services.tsx`,
  },
  ...SERVICE_SLUGS.map((slug) => ({ path: `/services/${slug}`, ...servicePage(slug) })),
  // The old site's booking-calendar pages show the named service, canonical to its own URL.
  {
    path: '/booking-calendar/paint-correction-1',
    ...servicePage('paint-correction', '/services/paint-correction'),
  },
  {
    path: '/booking-calendar/decontamination-wash-1',
    ...servicePage('decontamination-wash', '/services/decontamination-wash'),
  },
  {
    path: '/booking',
    load: () => import('./pages/booking').then((m) => m.page),
    module: `${pages}/booking.tsx`,
  },
  {
    path: '/book-online',
    load: () => import('./pages/booking').then((m) => m.bookOnlinePage),
    module: `${pages}/booking.tsx`,
  },
  {
    path: '/contact',
    load: () => import('./pages/contact').then((m) => m.page),
    module: `${pages}/contact.tsx`,
  },
  {
    path: '/thank-you',
    load: () => import('./pages/thank-you').then((m) => m.page),
    module: `${pages}/thank-you.tsx`,
  },
];

const notFound = {
  load: () => import('./pages/not-found').then((m) => m.page),
  module: `${pages}/not-found.tsx`,
};

/** Legacy URLs: Hosting answers them with 301s; the SPA follows suit for in-app navigation. */
const redirects: readonly PageRoute[] = [
  { path: '/plans-pricing', redirectTo: '/services', ...notFound },
  {
    path: '/service-page/full-paint-correction-including-wet-sand',
    redirectTo: '/services/paint-correction',
    ...notFound,
  },
];

export const notFoundRoute: PageRoute = { path: '/404', ...notFound };

const byPath = new Map([...routes, ...redirects].map((route) => [route.path, route]));

/** The route for a location path (trailing slash ignored), or the 404 route. */
export function routeFor(pathname: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path) ?? notFoundRoute;
}

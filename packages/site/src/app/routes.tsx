import type { ComponentType } from 'react';
import { business } from '../content/business';
import { serviceBySlug } from '../content/catalogue';
import {
  SERVICE_DETAILS,
  SERVICE_SLUGS,
  type ServiceDetail,
  type ServiceSlug,
} from '../content/service-details';
import { BookingPage } from '../features/booking/booking-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ServiceDetailPage } from '../features/service-detail/service-detail-page';
import { ServicesPage } from '../features/services/services-page';
import { ThankYouPage } from '../features/thank-you/thank-you-page';
import type { PageMeta } from './page-meta';
import { businessJsonLd, serviceJsonLd } from './structured-data';

export interface PageRoute {
  path: string;
  meta: PageMeta;
  Page: ComponentType;
  /** schema.org data for the page's `<head>`. */
  jsonLd?: () => readonly object[];
  /** Client-side redirect (Hosting answers these paths with a 301 first). */
  redirectTo?: string;
}

const brand = business.name;
const bookingMeta: PageMeta = {
  title: `Book a Service | ${brand}`,
  description:
    'Request a callback to book car detailing, paint correction or ceramic coating in Dorset and West Hampshire. Just your name and number; no payment online.',
};

/** Every public route that is prerendered. */
export const routes: readonly PageRoute[] = [
  {
    path: '/',
    meta: {
      title: `Car Detailing & Ceramic Coatings in Dorset and Hampshire | ${brand}`,
      description:
        'Family-owned car detailing and ceramic coating specialists in Christchurch, serving Dorset and West Hampshire with over 14 years of experience.',
    },
    Page: HomePage,
    jsonLd: () => [businessJsonLd()],
  },
  {
    path: '/services',
    meta: {
      title: `Services & Prices | ${brand}`,
      description:
        'Car detailing, ceramic coating, paint correction, wheel and interior services with prices and durations, from a family-owned firm in Christchurch, Dorset.',
    },
    Page: ServicesPage,
    jsonLd: () => [businessJsonLd()],
  },
  ...SERVICE_SLUGS.map((slug) => serviceRoute(`/services/${slug}`, SERVICE_DETAILS[slug])),
  ...legacyServiceRoutes(),
  { path: '/booking', meta: bookingMeta, Page: BookingPage },
  { path: '/book-online', meta: { ...bookingMeta, canonicalPath: '/booking' }, Page: BookingPage },
  {
    path: '/contact',
    meta: {
      title: `Contact Us | ${brand}`,
      description: `Call ${business.phone.display} or e-mail ${business.email} to talk about detailing, paint correction or ceramic coating for your vehicle.`,
    },
    Page: ContactPage,
  },
  {
    path: '/thank-you',
    meta: {
      title: `Thank You | ${brand}`,
      description: 'Your request has been sent. We will be in touch shortly.',
      noindex: true,
    },
    Page: ThankYouPage,
  },
];

function serviceRoute(path: string, detail: ServiceDetail, canonicalPath?: string): PageRoute {
  const entry = serviceBySlug(detail.slug);
  return {
    path,
    meta: {
      title: detail.seo.title,
      description: detail.seo.description,
      ogImage: detail.heroImageKey,
      ...(canonicalPath ? { canonicalPath } : {}),
    },
    Page: () => <ServiceDetailPage detail={detail} />,
    ...(entry ? { jsonLd: () => [serviceJsonLd(entry)] } : {}),
  };
}

/** The old site's booking-calendar pages show the named service, canonical to its own URL. */
function legacyServiceRoutes(): PageRoute[] {
  const legacy: [string, ServiceSlug][] = [
    ['/booking-calendar/paint-correction-1', 'paint-correction'],
    ['/booking-calendar/decontamination-wash-1', 'decontamination-wash'],
  ];
  return legacy.map(([path, slug]) =>
    serviceRoute(path, SERVICE_DETAILS[slug], `/services/${slug}`),
  );
}

/** Legacy URLs: Hosting answers them with 301s; the SPA follows suit for in-app navigation. */
const redirects: readonly PageRoute[] = [
  { path: '/plans-pricing', redirectTo: '/services' },
  {
    path: '/service-page/full-paint-correction-including-wet-sand',
    redirectTo: '/services/paint-correction',
  },
].map((r) => ({
  ...r,
  meta: { title: brand, description: '', noindex: true },
  Page: NotFoundPage,
}));

export const notFoundRoute: PageRoute = {
  path: '/404',
  meta: {
    title: `Page Not Found | ${brand}`,
    description: 'The page you were looking for could not be found.',
    noindex: true,
  },
  Page: NotFoundPage,
};

const byPath = new Map([...routes, ...redirects].map((route) => [route.path, route]));

/** The route for a location path (trailing slash ignored), or the 404 route. */
export function routeFor(pathname: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path) ?? notFoundRoute;
}

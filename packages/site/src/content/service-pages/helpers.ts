import { business } from '../business';
import { LOCATION_LABELS, serviceBySlug } from '../catalogue';
import type { ServiceSlug } from '../image-keys';
import type { CallToAction, Seo, ServiceFacts } from './types';

/** Price, duration and location as the catalogue has them, so the two can never disagree. */
export function facts(slug: ServiceSlug, recommended?: string | undefined): ServiceFacts {
  const entry = serviceBySlug(slug);
  if (!entry) throw new Error(`No catalogue entry for /services/${slug}`);
  return {
    price: entry.price,
    duration: entry.duration,
    location: LOCATION_LABELS[entry.location],
    ...(recommended === undefined ? {} : { recommended }),
  };
}

/** The quote button: the booking form with this service chosen (`/book-online/{slug}`). */
export function cta(slug: ServiceSlug, label = 'Request a Quote'): CallToAction {
  return { label, href: `/book-online/${slug}` };
}

export function seo(title: string, description: string): Seo {
  return { title: `${title} | ${business.name}`, description };
}

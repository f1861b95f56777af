import { services } from '@detailing/site-content/current/services';
import { SERVICE_CATEGORIES, serviceLocation } from '@detailing/site-content/slugs';
import { serviceImageKey, type ImageKey, type ServiceSlug } from './image-keys';

/** Catalogue categories, shown on /services in CATEGORY_ORDER. */
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number][0];

export const CATEGORY_ORDER: readonly ServiceCategory[] = SERVICE_CATEGORIES.map(([c]) => c);

/** Where the work is done (the site's structure: `serviceLocation`). */
export type ServiceLocation = ReturnType<typeof serviceLocation>;

export const LOCATION_LABELS: Readonly<Record<ServiceLocation, string>> = {
  mobile: 'At your home or workplace',
  'ceramic-studio': 'At our dedicated ceramic coating setup in Christchurch',
  unit: 'At our unit in Christchurch',
};

/** One entry of the service catalogue (spec section 3). */
export interface CatalogueEntry {
  /** The slug of the entry's own detail page. */
  id: ServiceSlug;
  category: ServiceCategory;
  name: string;
  /** Free text, exactly as the spec's table: `£75`, `from £300`, `POA`, `Quote Required`. */
  price: string;
  /** Free text: `2-3 hours`, `1-5 days`, `Varies`. */
  duration: string;
  description: string;
  /** The "what's included" list on /services; all empty in the seed, so none is shown. */
  inclusions: readonly string[];
  isDetailPage: true;
  detailPageUrl: `/services/${ServiceSlug}`;
  imageKey: ImageKey;
  location: ServiceLocation;
  /** An external booking link; when present the home card shows "Book Now". None has one. */
  bookingUrl?: string;
}

/** The catalogue's order, the spec's table order: by category, as SERVICE_CATEGORIES lists them. */
const PLACEMENTS = SERVICE_CATEGORIES.flatMap(([category, slugs]) =>
  slugs.map((id) => [id, category, serviceLocation(id)] as const),
);

/**
 * The catalogue, in the spec's table order: each service's place, with what the owner writes
 * about it (its name, price, duration, description and inclusions) from the site's content,
 * @detailing/site-content. A fresh clone serves the seed, whose prices and durations are the
 * spec's, verbatim.
 */
export const CATALOGUE: readonly CatalogueEntry[] = PLACEMENTS.map(([id, category, location]) => {
  const text = services[id];
  return {
    id,
    category,
    name: text.name,
    price: text.price,
    duration: text.duration,
    description: text.description,
    inclusions: text.inclusions,
    location,
    isDetailPage: true,
    detailPageUrl: `/services/${id}`,
    imageKey: serviceImageKey(id),
  };
});

export interface CategoryGroup {
  category: ServiceCategory;
  services: readonly CatalogueEntry[];
}

/** The catalogue grouped for /services, categories in CATEGORY_ORDER. */
export function servicesByCategory(): readonly CategoryGroup[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    services: CATALOGUE.filter((entry) => entry.category === category),
  }));
}

/** The home page's car detailing section: the first three Maintenance services. */
export function homeDetailingServices(): readonly CatalogueEntry[] {
  return CATALOGUE.filter((entry) => entry.category === 'Maintenance').slice(0, 3);
}

/** The catalogue entry whose detail page is `/services/{slug}`, if any. */
export function serviceBySlug(slug: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.id === slug);
}

import { siteUrl } from '../config/env';
import { business } from '../content/business';
import { CATALOGUE, type CatalogueEntry } from '../content/catalogue';

/** A price such as `£75` or `from £300` as schema.org wants it; none for POA or quotes. */
export function offerPrice(price: string): { price: string; minimum: boolean } | undefined {
  const match = /£\s?(\d+(?:\.\d{2})?)/.exec(price);
  if (!match?.[1]) return undefined;
  return { price: match[1], minimum: /^from\b/i.test(price.trim()) || /each/i.test(price) };
}

function offer(service: CatalogueEntry) {
  const parsed = offerPrice(service.price);
  return {
    '@type': 'Offer',
    itemOffered: {
      '@type': 'Service',
      name: service.name,
      description: service.description,
      url: `${siteUrl}${service.detailPageUrl}`,
      provider: { '@id': `${siteUrl}/#business` },
    },
    ...(parsed
      ? {
          priceSpecification: {
            '@type': 'PriceSpecification',
            priceCurrency: 'GBP',
            ...(parsed.minimum ? { minPrice: parsed.price } : { price: parsed.price }),
          },
        }
      : {}),
  };
}

/** The business as schema.org sees it: a local automotive business with its service area. */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoWash',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    description: business.legalDescription,
    url: `${siteUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: '££',
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postcode,
      addressCountry: business.address.country,
    },
    areaServed: [
      ...business.areaServed
        .filter((place) => !place.startsWith('the '))
        .map((name) => ({ '@type': 'City', name })),
      { '@type': 'Place', name: 'New Forest' },
      { '@type': 'AdministrativeArea', name: 'Dorset' },
      { '@type': 'AdministrativeArea', name: 'Hampshire' },
    ],
    openingHoursSpecification: business.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek:
        h.days === 'Saturday'
          ? ['Saturday']
          : ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: business.social.map((s) => s.url),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Car detailing and ceramic coating services',
      itemListElement: CATALOGUE.map(offer),
    },
  };
}

/** One service's detail page as schema.org Service. */
function serviceJsonLd(service: CatalogueEntry) {
  const { itemOffered, ...rest } = offer(service);
  return {
    '@context': 'https://schema.org',
    ...itemOffered,
    serviceType: service.category,
    areaServed: ['Dorset', 'Hampshire'],
    offers: { '@type': 'Offer', ...('priceSpecification' in rest ? rest : {}) },
  };
}

/**
 * The schema.org data a prerendered page carries in its head: the business on the home and
 * services pages, the service on each service page (and its legacy URL).
 */
export function jsonLdFor(path: string, canonicalPath?: string): readonly object[] {
  if (path === '/' || path === '/services') return [businessJsonLd()];
  const slug = /^\/services\/([a-z-]+)$/.exec(canonicalPath ?? path)?.[1];
  const service = slug ? CATALOGUE.find((entry) => entry.id === slug) : undefined;
  return service ? [serviceJsonLd(service)] : [];
}

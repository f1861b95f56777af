// Types only from the package's main entry: its schema (valibot) stays out of the site's bundle.
import type {
  CeramicCoatingPage,
  CeramicExtrasPage,
  MaintenanceWashPage,
  StandardPage,
} from '@detailing/site-content';
import { pages } from '@detailing/site-content/current/pages';
import { pageKindOf } from '@detailing/site-content/slugs';
import { SERVICE_SLUGS, serviceImageKey, type ServiceSlug } from './image-keys';
import { cta, facts, seo } from './service-pages/helpers';
import type { ProtectionYears, ServiceDetail } from './service-pages/types';

export type * from './service-pages/types';
export { SERVICE_SLUGS, type ServiceSlug };

/** The coatings on offer: the ceramic coating's options, and what the annual wash suits. */
const COATING_YEARS: readonly ProtectionYears[] = [1, 3, 5];

/**
 * A detail page: its layout and what comes from elsewhere (the hero image, the catalogue's
 * price, duration and place, the quote button's link, the business name in the search title),
 * with the owner's texts from the site's content.
 */
function detailOf(slug: ServiceSlug): ServiceDetail {
  // (Every layout returns below: pageKindOf names one of the four.)
  const text = pages[slug];
  const base = {
    slug,
    name: text.name,
    heroImageKey: serviceImageKey(slug),
    intro: text.intro,
    details: facts(slug, text.recommended),
    cta: cta(slug, text.ctaLabel),
    seo: seo(text.seoTitle, text.seoDescription),
  };
  switch (pageKindOf(slug)) {
    case 'ceramic-coating': {
      const page = text as CeramicCoatingPage;
      return {
        ...base,
        kind: 'ceramic-coating',
        title: page.title,
        preparation: page.preparation,
        benefits: page.benefits,
        protectionYears: COATING_YEARS,
        protectionOptions: page.protectionOptions,
      };
    }
    case 'ceramic-extras': {
      const page = text as CeramicExtrasPage;
      return {
        ...base,
        kind: 'ceramic-extras',
        extras: page.extras,
        protection: page.protection,
        pricing: page.pricing,
      };
    }
    case 'maintenance-wash': {
      const page = text as MaintenanceWashPage;
      return {
        ...base,
        kind: 'maintenance-wash',
        steps: page.steps,
        forCoatingYears: COATING_YEARS,
      };
    }
    default: {
      const page = text as StandardPage;
      return {
        ...base,
        kind: 'standard',
        included: page.included,
        idealFor: page.idealFor,
        pairing: page.pairing,
        ...(page.addOn ? { addOn: page.addOn } : {}),
      };
    }
  }
}

/**
 * The content of every service detail page, by slug. A `Record` over the slug union, so a page
 * cannot be missing; `kind` says which layout the page uses.
 */
export const SERVICE_DETAILS: Readonly<Record<ServiceSlug, ServiceDetail>> = Object.fromEntries(
  SERVICE_SLUGS.map((slug) => [slug, detailOf(slug)]),
) as Record<ServiceSlug, ServiceDetail>;

function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

/** The detail page for a slug from a URL, or undefined for an unknown slug (a 404). */
export function serviceDetail(slug: string): ServiceDetail | undefined {
  return isServiceSlug(slug) ? SERVICE_DETAILS[slug] : undefined;
}

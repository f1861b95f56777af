import { SERVICE_DETAILS, type ServiceSlug } from '../../content/service-details';
import { ServiceDetailPage } from '../../features/service-detail/service-detail-page';
import type { PageModule } from './page-module';

/** A service's detail page; legacy URLs pass the canonical path of the service's own URL. */
export function servicePage(slug: ServiceSlug, canonicalPath?: string): PageModule {
  const detail = SERVICE_DETAILS[slug];
  return {
    Page: () => <ServiceDetailPage detail={detail} />,
    meta: {
      title: detail.seo.title,
      description: detail.seo.description,
      ogImage: detail.heroImageKey,
      ...(canonicalPath ? { canonicalPath } : {}),
    },
  };
}

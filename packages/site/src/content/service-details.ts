import { SERVICE_SLUGS, type ServiceSlug } from './image-keys';
import { annualMaintenanceWash, ceramicCoating, ceramicExtras } from './service-pages/ceramics';
import {
  completeInteriorDetail,
  decontaminationWash,
  inDepthInteriorDetail,
  leatherDeepClean,
  maintenanceDetailInOut,
} from './service-pages/maintenance';
import {
  headlightRestoration,
  leatherRestoration,
  paintCorrection,
} from './service-pages/restoration';
import type { ServiceDetail } from './service-pages/types';
import {
  brakeCaliperPainting,
  engineBayDetail,
  ppf,
  softTopCleanAndSeal,
  wheelRefurbishment,
} from './service-pages/wheels-and-add-ons';

export type * from './service-pages/types';
export { SERVICE_SLUGS, type ServiceSlug };

/**
 * The content of every service detail page, by slug. A `Record` over the slug union, so a page
 * cannot be missing; `kind` says which layout the page uses.
 */
export const SERVICE_DETAILS: Readonly<Record<ServiceSlug, ServiceDetail>> = {
  ppf,
  'brake-caliper-painting': brakeCaliperPainting,
  'wheel-refurbishment': wheelRefurbishment,
  'leather-restoration': leatherRestoration,
  'complete-interior-detail': completeInteriorDetail,
  'leather-deep-clean': leatherDeepClean,
  'in-depth-interior-detail': inDepthInteriorDetail,
  'headlight-restoration': headlightRestoration,
  'engine-bay-detail': engineBayDetail,
  'soft-top-clean-and-seal': softTopCleanAndSeal,
  'paint-correction': paintCorrection,
  'decontamination-wash': decontaminationWash,
  'maintenance-detail-in-out': maintenanceDetailInOut,
  'ceramic-coating': ceramicCoating,
  'ceramic-extras': ceramicExtras,
  'annual-ceramic-coating-maintenance-wash': annualMaintenanceWash,
};

function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

/** The detail page for a slug from a URL, or undefined for an unknown slug (a 404). */
export function serviceDetail(slug: string): ServiceDetail | undefined {
  return isServiceSlug(slug) ? SERVICE_DETAILS[slug] : undefined;
}

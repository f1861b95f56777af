import type { SiteContent } from '../schema';
import json from '../seed/business.json';

/** How customers reach the business, as this build serves it (see ./index.ts). */
export const business = json as SiteContent['business'];

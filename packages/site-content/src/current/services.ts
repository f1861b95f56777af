import type { SiteContent } from '../schema';
import json from '../seed/services.json';

/** The site's services as this build serves them (see ./index.ts). */
export const services = json as SiteContent['services'];

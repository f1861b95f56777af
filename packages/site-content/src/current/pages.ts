import type { SiteContent } from '../schema';
import json from '../seed/pages.json';

/** The site's pages as this build serves them (see ./index.ts). */
export const pages = json as SiteContent['pages'];

import type { SiteContent } from '../schema';
import json from '../seed/gallery.json';

/** The site's gallery as this build serves them (see ./index.ts). */
export const gallery = json as SiteContent['gallery'];

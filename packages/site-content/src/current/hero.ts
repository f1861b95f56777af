import type { SiteContent } from '../schema';
import json from '../seed/hero.json';

/** The site's hero as this build serves them (see ./index.ts). */
export const hero = json as SiteContent['hero'];

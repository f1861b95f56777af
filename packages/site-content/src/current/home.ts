import type { SiteContent } from '../schema';
import json from '../seed/home.json';

/** The home page's own texts as this build serves them (see ./index.ts). */
export const home = json as SiteContent['home'];

import type { SiteContent } from '../schema';
import json from '../seed/testimonials.json';

/** The site's testimonials as this build serves them (see ./index.ts). */
export const testimonials = json as SiteContent['testimonials'];

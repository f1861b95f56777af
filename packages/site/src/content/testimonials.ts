import { testimonials as fromContent } from '@detailing/site-content/current/testimonials';
import type { Testimonial } from '@detailing/site-content';

export type { Testimonial };

/**
 * The three testimonials (spec: "Testimonials (3 fixed entries)"), from the site's content:
 * the owner edits them; the seed holds today's.
 */
export const testimonials: readonly Testimonial[] = fromContent;

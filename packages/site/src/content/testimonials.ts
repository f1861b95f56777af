import { content } from '@detailing/site-content/current';
import type { Testimonial } from '@detailing/site-content';

export type { Testimonial };

/**
 * The three testimonials (spec: "Testimonials (3 fixed entries)"), from the site's content:
 * the owner edits them; the seed holds today's.
 */
export const testimonials: readonly Testimonial[] = content.testimonials;

import type { SitePart } from '@detailing/core';

/** The sections of the site as the owner finds them in the editor, and the parts each edits. */
export const SECTIONS = [
  { id: 'services', title: 'Services and prices', parts: ['services', 'pages', 'booking'] },
  { id: 'home', title: 'Home page', parts: ['home'] },
  { id: 'hero', title: 'Top of the home page', parts: ['hero'] },
  { id: 'testimonials', title: 'Testimonials', parts: ['testimonials'] },
  { id: 'gallery', title: 'Gallery', parts: ['gallery'] },
  { id: 'business', title: 'Business details', parts: ['business'] },
] as const satisfies readonly { id: string; title: string; parts: readonly SitePart[] }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

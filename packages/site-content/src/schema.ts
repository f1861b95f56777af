import * as v from 'valibot';
import { GALLERY_PHOTOS, HERO_SLIDES, SERVICE_SLUGS, TESTIMONIALS } from './slugs.js';

/**
 * Everything the owner can change on the site (OWNER-TOOLS.md 2), as one schema that the
 * console's editor, the build and the tests share. Each field has its limits and the message
 * the editor shows in the field; the build refuses content that fails them. The site's
 * structure (which services, slides and slots there are) is code; this is what fills it.
 */

/** A line or paragraph of text: trimmed, never empty, at most `max` characters. */
const text = (what: string, max: number, example = '') =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Please enter ${what}${example}.`),
    v.maxLength(max, `Please keep ${what} to ${max} characters.`),
  );

/**
 * A photo: one of the site's own (its image key, as `gallery-03`) or one the owner uploaded
 * (`sitePhotos/<id>`), which the publisher hands to the image pipeline under its slot's key.
 */
export const PhotoRefSchema = v.pipe(
  v.string(),
  v.regex(/^(?:[a-z0-9-]{1,64}|sitePhotos\/[A-Za-z0-9_-]{1,64})$/, 'Please choose a photo.'),
);

/** A photo with the words a screen reader says for it: no alt text, no publish. */
export const PhotoSchema = v.object({
  photo: PhotoRefSchema,
  alt: text('a description of the photo for people who cannot see it', 200),
});

/** What the owner writes about one service: its card on /services and its detail page's box. */
export const ServiceTextSchema = v.object({
  name: text('the service’s name', 80),
  /** Free text, as the spec's table: `£75`, `from £300`, `POA`, `Quote Required`. */
  price: text('a price', 40, ', e.g. £75, from £300 or POA'),
  /** Free text: `2-3 hours`, `1-5 days`, `Varies`. */
  duration: text('how long it takes', 40, ', e.g. 2-3 hours'),
  description: text('a description', 300),
  /** The "what's included" list; its collapsible appears on /services once it has items. */
  inclusions: v.pipe(
    v.array(text('the item', 120)),
    v.maxLength(20, 'Please keep the list to 20 items.'),
  ),
});

export const ServicesSchema = v.strictObject(
  Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, ServiceTextSchema])) as Record<
    (typeof SERVICE_SLUGS)[number],
    typeof ServiceTextSchema
  >,
);

export const TestimonialSchema = v.object({
  name: text('the customer’s name', 60),
  text: text('what they said', 600),
  location: v.optional(text('where they are from', 60)),
  vehicle: v.optional(text('their car', 60)),
});

export const HeroSchema = v.object({
  heading: text('a heading', 120),
  text: text('the text under the heading', 300),
  slides: v.pipe(
    v.array(PhotoSchema),
    v.length(HERO_SLIDES, `The hero has ${HERO_SLIDES} photos.`),
  ),
});

export const SiteContentSchema = v.object({
  services: ServicesSchema,
  hero: HeroSchema,
  testimonials: v.pipe(
    v.array(TestimonialSchema),
    v.length(TESTIMONIALS, `There are ${TESTIMONIALS} testimonials.`),
  ),
  gallery: v.pipe(
    v.array(PhotoSchema),
    v.length(GALLERY_PHOTOS, `The gallery has ${GALLERY_PHOTOS} photos.`),
  ),
});

export type SiteContent = v.InferOutput<typeof SiteContentSchema>;
export type ServiceText = v.InferOutput<typeof ServiceTextSchema>;
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type SitePhoto = v.InferOutput<typeof PhotoSchema>;

/** A problem with content: where (`services.ppf.price`) and the message for its field. */
export interface ContentProblem {
  readonly path: string;
  readonly message: string;
}

/** Checks content against the schema: the content as it will be used, or every problem. */
export function checkSiteContent(
  input: unknown,
): { ok: true; content: SiteContent } | { ok: false; problems: ContentProblem[] } {
  const result = v.safeParse(SiteContentSchema, input);
  if (result.success) return { ok: true, content: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => ({
      path: v.getDotPath(issue) ?? '',
      message: issue.message,
    })),
  };
}

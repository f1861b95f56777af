import * as v from 'valibot';
import {
  GALLERY_PHOTOS,
  HERO_SLIDES,
  pageKindOf,
  SERVICE_SLUGS,
  type SPECIAL_PAGES,
  TESTIMONIALS,
} from './slugs.js';
import { VEHICLE_SIZES } from './vehicles.js';

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

/** A whole number from `min` to `max`: a price in pounds, minutes, days. */
const whole = (what: string, min: number, max: number, unit = '') =>
  v.pipe(
    v.number(`Please enter ${what}.`),
    v.integer(`Please enter ${what} as a whole number.`),
    v.minValue(min, `Please enter at least ${min}${unit}.`),
    v.maxValue(max, `Please keep it to ${max}${unit}.`),
  );

const pounds = whole('a price in pounds', 0, 20_000);

/** How a service is booked: online at its prices, or by asking for a quote first. */
export const BOOKING_MODES = ['Book online', 'Quote required'] as const;
export const LENGTH_UNITS = ['minutes', 'days'] as const;

/**
 * What online booking needs of a service (BOOKING.md 1): how long it takes (minutes on one day,
 * or whole working days for coatings and correction), its price for each vehicle size, and the
 * add-ons that fit it. A "Quote required" service keeps its prices as a guide for quotes.
 */
export const BookingSchema = v.object({
  mode: v.picklist(BOOKING_MODES, 'Please choose how it is booked.'),
  length: v.pipe(
    v.object({
      amount: whole('how long it takes', 1, 600),
      unit: v.picklist(LENGTH_UNITS, 'Please choose minutes or days.'),
    }),
    v.forward(
      v.check(
        (l) => l.unit === 'days' || (l.amount >= 15 && l.amount % 15 === 0),
        'Please enter minutes in steps of 15, e.g. 150 for two and a half hours.',
      ),
      ['amount'],
    ),
    v.forward(
      v.check((l) => l.unit === 'minutes' || l.amount <= 10, 'Please keep it to 10 days.'),
      ['amount'],
    ),
  ),
  prices: v.object(
    Object.fromEntries(VEHICLE_SIZES.map((size) => [size, pounds])) as Record<
      (typeof VEHICLE_SIZES)[number],
      typeof pounds
    >,
  ),
  addOns: v.pipe(
    v.array(
      v.object({
        name: text('the add-on’s name', 60),
        price: pounds,
        /** Time it adds to a job in minutes; a job in days does it within its days. */
        minutes: whole('the minutes it adds', 0, 240),
      }),
    ),
    v.maxLength(6, 'Please keep it to 6 add-ons.'),
  ),
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

/** Online booking's catalogue: each service's (its own part: only the booking pages load it). */
export const BookingCatalogueSchema = v.strictObject(
  Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, BookingSchema])) as Record<
    (typeof SERVICE_SLUGS)[number],
    typeof BookingSchema
  >,
);

export const ServicesSchema = v.strictObject(
  Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, ServiceTextSchema])) as Record<
    (typeof SERVICE_SLUGS)[number],
    typeof ServiceTextSchema
  >,
);

/** A list of short lines: at most `max` of them. */
const lines = (what: string, max: number, length = 160) =>
  v.pipe(v.array(text(what, length)), v.maxLength(max, `Please keep the list to ${max} items.`));

/** A headed list on a detail page: "What's Included", "Exterior Includes", "Benefits". */
const ListSectionSchema = v.object({
  heading: text('a heading', 80),
  items: lines('the item', 20),
});

/** What every detail page has: its heading, intro, the quote button and how search shows it. */
const pageBase = {
  name: text('the page’s heading', 80),
  intro: text('an introduction', 600),
  /** How often, where a rhythm is recommended ("Every 4 to 12 weeks"). */
  recommended: v.optional(text('how often', 60)),
  ctaLabel: text('the button’s words', 40),
  /** Shown by search engines, with " | <business name>" after it. */
  seoTitle: text('a title for search engines', 40),
  seoDescription: v.pipe(
    text('a description for search engines', 160),
    v.minLength(70, 'Please write at least 70 characters for search engines.'),
  ),
};

/** Most pages: what's included, who it suits, what pairs well, and an optional add-on. */
export const StandardPageSchema = v.object({
  ...pageBase,
  included: v.pipe(v.array(ListSectionSchema), v.minLength(1, 'Please keep at least one list.')),
  idealFor: lines('who it suits', 10),
  pairing: text('what pairs well with it', 300),
  addOn: v.optional(
    v.object({ name: text('the add-on’s name', 80), description: text('what it is', 300) }),
  ),
});

const YEARS = v.picklist([1, 3, 5]);

/** /services/ceramic-coating: the preparation, the benefits and the 1, 3 and 5-year options. */
export const CeramicCoatingPageSchema = v.object({
  ...pageBase,
  title: text('the page’s title', 80),
  preparation: v.object({
    heading: text('a heading', 80),
    steps: v.pipe(
      v.array(v.object({ title: text('the step', 60), description: text('what it is', 300) })),
      v.minLength(1, 'Please keep at least one step.'),
      v.maxLength(10, 'Please keep it to 10 steps.'),
    ),
  }),
  benefits: ListSectionSchema,
  protectionOptions: v.pipe(
    v.array(
      v.object({
        years: YEARS,
        label: text('the option', 40),
        description: text('what it is', 200),
      }),
    ),
    v.length(3, 'There are 3 options: 1, 3 and 5 years.'),
  ),
});

/** /services/ceramic-extras: the wheel, trim and glass coatings and their prices. */
export const CeramicExtrasPageSchema = v.object({
  ...pageBase,
  extras: v.pipe(
    v.array(
      v.object({
        name: v.picklist(['Wheel Coating', 'Exterior Trim Coating', 'Glass Coating']),
        icon: v.picklist(['wheel', 'trim', 'glass']),
        description: text('what it does', 200),
        points: lines('the point', 6, 120),
      }),
    ),
    v.length(3, 'There are 3 extras: wheels, trim and glass.'),
  ),
  protection: text('how long they protect', 40),
  /** The pricing card's words: its prices as the page shows them ("£150 each"). */
  pricing: v.object({
    eachLabel: text('the price of one', 60),
    bundleLabel: text('the price of all three', 60),
    note: text('a note', 200),
  }),
});

/** /services/annual-ceramic-coating-maintenance-wash: its steps. */
export const MaintenanceWashPageSchema = v.object({
  ...pageBase,
  steps: v.pipe(
    v.array(v.object({ label: text('the step', 60), description: text('what it is', 300) })),
    v.minLength(1, 'Please keep at least one step.'),
    v.maxLength(10, 'Please keep it to 10 steps.'),
  ),
});

const PAGE_SCHEMAS = {
  standard: StandardPageSchema,
  'ceramic-coating': CeramicCoatingPageSchema,
  'ceramic-extras': CeramicExtrasPageSchema,
  'maintenance-wash': MaintenanceWashPageSchema,
} as const;

type SpecialPages = typeof SPECIAL_PAGES;
type PageSchemaOf<Slug extends (typeof SERVICE_SLUGS)[number]> = Slug extends keyof SpecialPages
  ? (typeof PAGE_SCHEMAS)[SpecialPages[Slug]]
  : typeof StandardPageSchema;

/** Every detail page's texts, each with its layout's fields. */
export const PagesSchema = v.strictObject(
  Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, PAGE_SCHEMAS[pageKindOf(slug)]])) as {
    [Slug in (typeof SERVICE_SLUGS)[number]]: PageSchemaOf<Slug>;
  },
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

/** A heading with the text under it. */
const section = () => v.object({ heading: text('a heading', 80), text: text('the text', 300) });

/** A card: its title and its text (its icon, photo and link are the page's). */
const cards = (count: number) =>
  v.pipe(
    v.array(v.object({ title: text('a title', 40), text: text('the text', 300) })),
    v.length(count, `There are ${count} cards.`),
  );

/** The home page's own texts (the hero is a part of its own); buttons keep the spec's words. */
export const HomeSchema = v.object({
  about: v.object({
    eyebrow: text('the small heading', 40),
    heading: text('a heading', 80),
    paragraphs: v.pipe(
      v.array(text('the paragraph', 600)),
      v.minLength(1, 'Please keep at least one paragraph.'),
      v.maxLength(4, 'Please keep it to 4 paragraphs.'),
    ),
    cards: cards(3),
  }),
  ceramics: v.object({ ...section().entries, cards: cards(3) }),
  detailing: section(),
  showcase: section(),
  testimonials: v.object({ heading: text('a heading', 80) }),
  coverage: v.object({ ...section().entries, chatText: text('the text by the chat button', 200) }),
  consultation: section(),
  popup: v.object({ title: text('a title', 80), text: text('the text', 300) }),
});

/**
 * How customers reach the business: the phone number as people read it and as phones dial it,
 * the e-mail address, where it is, and its social pages. Its name, and the opening hours (the
 * chat settings'), are not here.
 */
export const BusinessSchema = v.object({
  phone: v.object({
    display: v.pipe(
      text('the phone number', 20, ', e.g. 07700 900461'),
      v.regex(/^[0-9 +()]+$/, 'Please use digits, spaces and + ( ) only.'),
    ),
    /** The same number for `tel:` links and search engines: +44 and the digits. */
    e164: v.pipe(
      v.string(),
      v.regex(
        /^\+[1-9][0-9]{7,14}$/,
        'Please enter the number with its country code, e.g. +447700900461.',
      ),
    ),
  }),
  email: v.pipe(text('the e-mail address', 254), v.email('Please enter a valid e-mail address.')),
  address: v.object({
    locality: text('the town', 60),
    region: text('the county', 60),
    postcode: v.pipe(
      text('the postcode', 8),
      v.regex(
        /^[A-Z]{1,2}[0-9][0-9A-Z]?( [0-9][A-Z]{2})?$/,
        'Please enter a UK postcode, or its first half.',
      ),
    ),
  }),
  /**
   * Where mobile services go (BOOKING.md 2): postcode areas (`BH`, `DT`) or districts (`SO41`),
   * the first half of a postcode; a booking's postcode must start with one of them.
   */
  coverage: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.regex(
          /^[A-Z]{1,2}(?:[0-9][0-9A-Z]?)?$/,
          'Please enter a postcode’s letters, e.g. BH, or its first half, e.g. SO41.',
        ),
      ),
    ),
    v.minLength(1, 'Please keep at least one area.'),
    v.maxLength(40, 'Please keep it to 40 areas.'),
  ),
  social: v.pipe(
    v.array(
      v.object({
        // The networks the site has an icon for.
        network: v.picklist(['Facebook', 'Instagram', 'YouTube'], 'Please choose a network.'),
        url: v.pipe(
          v.string(),
          v.url('Please enter the page’s address, starting with https://.'),
          v.startsWith('https://', 'Please enter the page’s address, starting with https://.'),
        ),
      }),
    ),
    v.maxLength(3, 'Please keep it to 3 pages.'),
  ),
});

export const SiteContentSchema = v.object({
  business: BusinessSchema,
  home: HomeSchema,
  services: ServicesSchema,
  pages: PagesSchema,
  booking: BookingCatalogueSchema,
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
/** A part of the content: what one draft document (`siteDraft/{part}`) holds. */
export type SiteContentPart = keyof SiteContent;
/** Each part's schema, for the editor, which checks a part as the owner types. */
export const PART_SCHEMAS = SiteContentSchema.entries;
export type ServiceText = v.InferOutput<typeof ServiceTextSchema>;
export type ServiceBooking = v.InferOutput<typeof BookingSchema>;
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type HomeTexts = v.InferOutput<typeof HomeSchema>;
export type BusinessDetails = v.InferOutput<typeof BusinessSchema>;
export type StandardPage = v.InferOutput<typeof StandardPageSchema>;
export type CeramicCoatingPage = v.InferOutput<typeof CeramicCoatingPageSchema>;
export type CeramicExtrasPage = v.InferOutput<typeof CeramicExtrasPageSchema>;
export type MaintenanceWashPage = v.InferOutput<typeof MaintenanceWashPageSchema>;
export type SitePhoto = v.InferOutput<typeof PhotoSchema>;

/** A problem with content: where (`services.ppf.price`) and the message for its field. */
export interface ContentProblem {
  readonly path: string;
  readonly message: string;
}

/** A schema as the filler walks it (valibot's own shape: type, entries, item, wrapped). */
interface SchemaShape {
  readonly type: string;
  readonly entries?: Readonly<Record<string, SchemaShape>>;
  readonly item?: SchemaShape;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fill(schema: SchemaShape, value: unknown, seed: unknown): unknown {
  if (schema.type === 'array' && schema.item && Array.isArray(value)) {
    const items: unknown[] = Array.isArray(seed) ? seed : [];
    const item = schema.item;
    return value.map((entry, i) => fill(item, entry, items[i] ?? items[0]));
  }
  if ((schema.type === 'object' || schema.type === 'strict_object') && schema.entries) {
    if (!isRecord(value)) return value;
    const template = isRecord(seed) ? seed : {};
    const out: Record<string, unknown> = schema.type === 'object' ? { ...value } : {};
    for (const [key, entry] of Object.entries(schema.entries)) {
      if (key in value) out[key] = fill(entry, value[key], template[key]);
      // A field the schema requires that this content predates: the seed's, so that content
      // published before a field (or a service) was added still builds. An optional field
      // left out stays out: the owner may have emptied it.
      else if (entry.type !== 'optional' && key in template) out[key] = template[key];
    }
    return out;
  }
  return value;
}

/**
 * Content as the schema of today expects it: each required field (or service, or detail page)
 * it lacks taken from `seed`, and, where the schema lists its keys strictly (the services, the
 * pages), keys it no longer knows left out. Publishing, restoring and every deploy build an
 * owner's content through it, so a new field in the schema never stops them.
 */
export function withSeedDefaults(content: unknown, seed: unknown): unknown {
  return fill(SiteContentSchema as unknown as SchemaShape, content, seed);
}

const problemsOf = (issues: readonly v.BaseIssue<unknown>[]): ContentProblem[] =>
  issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));

/** Checks content against the schema: the content as it will be used, or every problem. */
export function checkSiteContent(
  input: unknown,
): { ok: true; content: SiteContent } | { ok: false; problems: ContentProblem[] } {
  const result = v.safeParse(SiteContentSchema, input);
  if (result.success) return { ok: true, content: result.output };
  return { ok: false, problems: problemsOf(result.issues) };
}

/** One part's problems, each path within the part (`paint-correction.price`); none when valid. */
export function partProblems(part: SiteContentPart, input: unknown): ContentProblem[] {
  const result = v.safeParse(PART_SCHEMAS[part], input);
  return result.success ? [] : problemsOf(result.issues);
}

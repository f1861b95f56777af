/**
 * The editor's words for the content's fields, by the field's key (the schema names them for
 * code), in the owner's words: what the field is on the site, never where in the code or on
 * which route. A key not here is shown as its own words ("seoTitle" would read "Seo title").
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  price: 'Price',
  duration: 'How long it takes',
  description: 'Description',
  inclusions: 'What’s included',
  intro: 'Introduction',
  recommended: 'How often (optional)',
  ctaLabel: 'Words on the button',
  seoTitle: 'Title in search results',
  seoDescription: 'Description in search results',
  included: 'Lists on the page',
  heading: 'Heading',
  items: 'Items',
  idealFor: 'Ideal for',
  pairing: 'Pairs well with',
  addOn: 'Add-on',
  title: 'Title',
  text: 'Text',
  preparation: 'Preparation',
  steps: 'Steps',
  benefits: 'Benefits',
  protectionOptions: 'Protection options',
  label: 'Name',
  extras: 'Extras',
  points: 'Points',
  protection: 'How long they protect',
  pricing: 'Pricing',
  eachLabel: 'Price of one',
  bundleLabel: 'Price of all three',
  note: 'Note',
  location: 'Where they are from (optional)',
  vehicle: 'Their car (optional)',
  slides: 'Photos',
  alt: 'Description for people who cannot see it (alt text)',
  photo: 'Photo',
  about: 'About us',
  eyebrow: 'Small heading',
  paragraphs: 'Paragraphs',
  cards: 'Cards',
  ceramics: 'Ceramic coatings',
  detailing: 'Car detailing',
  showcase: 'Gallery section',
  testimonials: 'Testimonials',
  gallery: 'Gallery',
  coverage: 'Where we cover',
  chatText: 'Text by the chat button',
  consultation: 'Call-back form',
  popup: 'Pop-up offer',
  phone: 'Phone',
  display: 'Number as people read it',
  e164: 'Number as phones dial it, with the country code',
  email: 'E-mail address',
  address: 'Address',
  locality: 'Town',
  region: 'County',
  postcode: 'Postcode',
  social: 'Social pages',
  network: 'Network',
  url: 'Page address',
  booking: 'Online booking',
  mode: 'How it is booked',
  length: 'Time it takes',
  amount: 'How many',
  unit: 'Minutes or days',
  prices: 'Price by vehicle size',
  small: 'Small (hatchback)',
  medium: 'Medium (saloon, estate)',
  large: 'Large (SUV, 4x4, MPV)',
  van: 'Van',
  addOns: 'Add-ons',
  minutes: 'Minutes it adds',
};

/**
 * The choices the owner makes (a picklist drawn as a select); the other picklists are the
 * site's structure (a page's extras, its icons, the years of protection) and are not shown.
 */
export const SHOWN_CHOICES: ReadonlySet<string> = new Set(['network', 'mode', 'unit']);

/** Numbers that are prices, in whole pounds: drawn with "£" before them. */
export const POUND_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'small',
  'medium',
  'large',
  'van',
]);

/** What one item of a list is called ("Step 2"), by the list's key. */
export const ITEM_LABELS: Readonly<Record<string, string>> = {
  inclusions: 'Item',
  items: 'Item',
  idealFor: 'Item',
  points: 'Point',
  included: 'List',
  steps: 'Step',
  protectionOptions: 'Option',
  extras: 'Extra',
  slides: 'Photo',
  paragraphs: 'Paragraph',
  cards: 'Card',
  social: 'Social page',
  testimonials: 'Testimonial',
  gallery: 'Photo',
  addOns: 'Add-on',
  coverage: 'Area',
};

/**
 * A detail page's own words for its fields, where the key's usual ones would mislead: its
 * `name` is the page's (its breadcrumb and heading), the ceramic coating's `title` its heading.
 */
export const PAGE_LABELS: Readonly<Record<string, string>> = {
  name: 'Name on its page',
  title: 'Heading',
};

/** `seoTitle` → "Seo title": a key's own words, for one not in FIELD_LABELS. */
export function labelOf(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

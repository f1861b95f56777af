import { serviceImageKey, type ImageKey, type ServiceSlug } from './image-keys';

/** Catalogue categories, shown on /services in CATEGORY_ORDER. */
export type ServiceCategory =
  'Maintenance' | 'Ceramics' | 'Restoration' | 'Wheels & Brakes' | 'Add-ons';

export const CATEGORY_ORDER: readonly ServiceCategory[] = [
  'Maintenance',
  'Ceramics',
  'Restoration',
  'Wheels & Brakes',
  'Add-ons',
];

/**
 * Where the work is done: maintenance services at the customer's home or workplace, ceramic
 * coatings at the dedicated setup in Christchurch, everything else at the unit.
 */
export type ServiceLocation = 'mobile' | 'ceramic-studio' | 'unit';

export const LOCATION_LABELS: Readonly<Record<ServiceLocation, string>> = {
  mobile: 'At your home or workplace',
  'ceramic-studio': 'At our dedicated ceramic coating setup in Christchurch',
  unit: 'At our unit in Christchurch',
};

/** One entry of the service catalogue (spec section 3). */
export interface CatalogueEntry {
  /** The slug of the entry's own detail page. */
  id: ServiceSlug;
  category: ServiceCategory;
  name: string;
  /** Free text, exactly as the spec's table: `£75`, `from £300`, `POA`, `Quote Required`. */
  price: string;
  /** Free text: `2-3 hours`, `1-5 days`, `Varies`. */
  duration: string;
  description: string;
  /** The "what's included" list on /services; all empty at present, so none is shown. */
  inclusions: readonly string[];
  isDetailPage: true;
  detailPageUrl: `/services/${ServiceSlug}`;
  imageKey: ImageKey;
  location: ServiceLocation;
  /** An external booking link; when present the home card shows "Book Now". None has one. */
  bookingUrl?: string;
}

type EntryInput = Pick<
  CatalogueEntry,
  'id' | 'category' | 'name' | 'price' | 'duration' | 'location' | 'description'
>;

function service(input: EntryInput): CatalogueEntry {
  return {
    ...input,
    inclusions: [],
    isDetailPage: true,
    detailPageUrl: `/services/${input.id}`,
    imageKey: serviceImageKey(input.id),
  };
}

/** The catalogue, in the spec's table order. Prices and durations are the spec's, verbatim. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  service({
    id: 'maintenance-detail-in-out',
    category: 'Maintenance',
    name: 'In & Out Maintenance Detail',
    price: '£75',
    duration: '2-3 hours',
    location: 'mobile',
    description:
      'A safe hand wash and interior refresh at your home or workplace, keeping a well-kept car looking its best between deeper details.',
  }),
  service({
    id: 'decontamination-wash',
    category: 'Maintenance',
    name: 'Decontamination Wash',
    price: '£100',
    duration: '3-4 hours',
    location: 'mobile',
    description:
      'A deep exterior clean that lifts iron fallout, tar and bonded grime, leaving the paint glass-smooth and ready for protection.',
  }),
  service({
    id: 'in-depth-interior-detail',
    category: 'Maintenance',
    name: 'In-Depth Interior Detail',
    price: '£175',
    duration: '4+ hours',
    location: 'mobile',
    description:
      'Every interior surface cleaned in detail: seats and carpets shampooed, plastics cleaned and protected, glass left streak-free.',
  }),
  service({
    id: 'complete-interior-detail',
    category: 'Maintenance',
    name: 'Complete Interior Detail',
    price: 'from £300',
    duration: '5+ hours',
    location: 'mobile',
    description:
      'Our most thorough interior service, with hot-water extraction, steam cleaning and odour treatment for cabins that need a full reset.',
  }),
  service({
    id: 'leather-deep-clean',
    category: 'Maintenance',
    name: 'Leather Deep Clean & Protection',
    price: '£125',
    duration: '3-4 hours',
    location: 'mobile',
    description:
      'Leather seats and trim gently deep-cleaned, then conditioned and protected so they stay supple and resist dye transfer and stains.',
  }),
  service({
    id: 'annual-ceramic-coating-maintenance-wash',
    category: 'Ceramics',
    name: 'Annual Ceramic Coating Maintenance Wash',
    price: '£150',
    duration: '3-4 hours',
    location: 'unit',
    description:
      'A yearly ceramic-safe decontamination and Ceramic Reload top-up that keeps your coating beading, glossy and easy to clean.',
  }),
  service({
    id: 'ceramic-coating',
    category: 'Ceramics',
    name: 'Ceramic Coating',
    price: 'POA',
    duration: '1-3 days',
    location: 'ceramic-studio',
    description:
      'Hard-wearing ceramic protection with 1, 3 or 5-year options, applied after careful paint preparation at our dedicated Christchurch setup.',
  }),
  service({
    id: 'ceramic-extras',
    category: 'Ceramics',
    name: 'Ceramic Coating Extras (wheels, trim, glass)',
    price: '£150 each or all 3 for £350',
    duration: '2-4 hours',
    location: 'unit',
    description:
      'Ceramic protection for wheels, exterior trim and glass, giving 1-5 years of easier cleaning, deeper colour and better visibility.',
  }),
  service({
    id: 'paint-correction',
    category: 'Restoration',
    name: 'Paint Correction',
    price: 'from £200',
    duration: '1-5 days',
    location: 'unit',
    description:
      'Machine polishing that removes swirls, light scratches and oxidation to bring back the depth, clarity and gloss of your paintwork.',
  }),
  service({
    id: 'headlight-restoration',
    category: 'Restoration',
    name: 'Headlight Restoration',
    price: '£100',
    duration: '1-2 hours',
    location: 'unit',
    description:
      'Cloudy, yellowed lenses wet-sanded, polished and sealed with UV protection for clearer light and a sharper front end.',
  }),
  service({
    id: 'leather-restoration',
    category: 'Restoration',
    name: 'Leather Recolour & Restoration',
    price: 'from £100',
    duration: '1-2 days',
    location: 'unit',
    description:
      'Worn, scuffed or faded leather repaired, colour-matched and refinished, then sealed for a durable, factory-fresh look and feel.',
  }),
  service({
    id: 'wheel-refurbishment',
    category: 'Wheels & Brakes',
    name: 'Wheel Refurbishment',
    price: 'from £100 per wheel',
    duration: '1-2 days',
    location: 'unit',
    description:
      'Kerb damage, corrosion and chips repaired and refinished, with your wheels returned in their original colour or a new one.',
  }),
  service({
    id: 'brake-caliper-painting',
    category: 'Wheels & Brakes',
    name: 'Brake Caliper Painting',
    price: 'from £300',
    duration: '1 day',
    location: 'unit',
    description:
      'Calipers stripped of dust, masked and painted in a heat-resistant colour of your choice, with optional OEM logo decals.',
  }),
  service({
    id: 'soft-top-clean-and-seal',
    category: 'Add-ons',
    name: 'Soft Top Clean & Seal',
    price: '£150',
    duration: '3-4 hours',
    location: 'unit',
    description:
      'Fabric and vinyl roofs deep-cleaned to lift dirt, moss and algae, then sealed to repel water and resist fading.',
  }),
  service({
    id: 'engine-bay-detail',
    category: 'Add-ons',
    name: 'Engine Bay Detail',
    price: '£150',
    duration: '1-2 hours',
    location: 'unit',
    description:
      'A careful, electrics-safe clean of the engine bay that removes grime and leaves plastics and rubbers dressed and protected.',
  }),
  service({
    id: 'ppf',
    category: 'Add-ons',
    name: 'PPF (Paint Protection Film)',
    price: 'Quote Required',
    duration: 'Varies',
    location: 'unit',
    description:
      'Virtually invisible, self-healing film that shields high-impact areas, or the whole car, from stone chips and scratches.',
  }),
];

export interface CategoryGroup {
  category: ServiceCategory;
  services: readonly CatalogueEntry[];
}

/** The catalogue grouped for /services, categories in CATEGORY_ORDER. */
export function servicesByCategory(): readonly CategoryGroup[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    services: CATALOGUE.filter((entry) => entry.category === category),
  }));
}

/** The home page's car detailing section: the first three Maintenance services. */
export function homeDetailingServices(): readonly CatalogueEntry[] {
  return CATALOGUE.filter((entry) => entry.category === 'Maintenance').slice(0, 3);
}

/** The catalogue entry whose detail page is `/services/{slug}`, if any. */
export function serviceBySlug(slug: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.id === slug);
}

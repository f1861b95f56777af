import { serviceImageKey } from '../image-keys';
import { cta, facts, seo } from './helpers';
import type { StandardDetail } from './types';

export const maintenanceDetailInOut: StandardDetail = {
  kind: 'standard',
  slug: 'maintenance-detail-in-out',
  name: 'In & Out Maintenance Detail',
  heroImageKey: serviceImageKey('maintenance-detail-in-out'),
  intro:
    'Our regular maintenance detail keeps a well-kept car at its best. We come to your home or workplace with our own water and power, and leave the car clean inside and out.',
  included: [
    {
      heading: 'Exterior Includes',
      items: [
        'Snow foam pre-wash and safe two-bucket hand wash',
        'Wheels, tyres and arches cleaned',
        'Door shuts wiped down',
        'Filtered-water rinse and soft microfibre dry',
        'Tyres dressed and glass cleaned',
        'Spray sealant top-up for gloss and water beading',
      ],
    },
    {
      heading: 'Interior Includes',
      items: [
        'Full vacuum of seats, carpets, mats and boot',
        'Dashboard, console and door cards cleaned',
        'Interior glass and mirrors cleaned streak-free',
        'Light stain spot-treatment',
        'Mats cleaned and refitted',
      ],
    },
  ],
  details: facts('maintenance-detail-in-out', 'Every 4 to 12 weeks'),
  idealFor: [
    'Daily drivers and family cars',
    'Cars that have already been detailed or coated',
    'Busy owners who would rather we came to them',
  ],
  pairing:
    'Book every 4 to 12 weeks to keep on top of road grime, and add a Decontamination Wash every 6 to 12 months.',
  cta: cta(),
  seo: seo(
    'Maintenance Detail in Dorset',
    'Mobile In & Out Maintenance Detail for £75 at your home or workplace across Dorset and West Hampshire. Recommended every 4 to 12 weeks.',
  ),
};

export const decontaminationWash: StandardDetail = {
  kind: 'standard',
  slug: 'decontamination-wash',
  name: 'Decontamination Wash',
  heroImageKey: serviceImageKey('decontamination-wash'),
  intro:
    'Washing alone leaves bonded contamination behind. Our decontamination wash removes it chemically and by hand, leaving paint that feels glass-smooth and is ready to take protection.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Snow foam pre-wash and two-bucket hand wash',
        'Iron fallout remover on paint and wheels',
        'Tar and glue spot removal',
        'Clay bar treatment to lift bonded contamination',
        'Wheels, tyres and arches deep-cleaned',
        'Spray sealant for months of protection',
      ],
    },
  ],
  details: facts('decontamination-wash', 'Every 6 to 12 months'),
  idealFor: [
    'Paint that feels rough to the touch',
    'Preparing a car for polishing or a ceramic coating',
    'A seasonal reset after winter or a summer of road trips',
  ],
  pairing:
    'Recommended every 6 to 12 months, with an In & Out Maintenance Detail every 4 to 12 weeks in between.',
  cta: cta(),
  seo: seo(
    'Decontamination Wash in Dorset',
    'A £100 decontamination wash in Dorset: iron fallout, tar and bonded grime removed for glass-smooth paint. Recommended every 6 to 12 months.',
  ),
};

export const inDepthInteriorDetail: StandardDetail = {
  kind: 'standard',
  slug: 'in-depth-interior-detail',
  name: 'In-Depth Interior Detail',
  heroImageKey: serviceImageKey('in-depth-interior-detail'),
  intro:
    'A detailed clean of every surface you touch. We take our time over seats, carpets and trim so the cabin looks, feels and smells fresh again.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Thorough vacuum including under seats and the boot',
        'Seats and carpets shampooed and extracted',
        'Dashboard, vents, console and door cards deep-cleaned',
        'Plastics and vinyl dressed with a UV-protective finish',
        'Leather cleaned and conditioned',
        'All glass cleaned inside',
      ],
    },
  ],
  details: facts('in-depth-interior-detail'),
  idealFor: [
    'Family cars and dog owners',
    'Cars being prepared for sale',
    'Interiors that a quick valet no longer refreshes',
  ],
  pairing:
    'Pair it with a Decontamination Wash for a complete inside-and-out refresh in a single visit.',
  cta: cta(),
  seo: seo(
    'In-Depth Interior Detail, Dorset',
    'In-depth interior detailing across Dorset: seats and carpets shampooed, trim cleaned and protected, glass streak-free. £175, at your home or work.',
  ),
};

export const completeInteriorDetail: StandardDetail = {
  kind: 'standard',
  slug: 'complete-interior-detail',
  name: 'Complete Interior Detail',
  heroImageKey: serviceImageKey('complete-interior-detail'),
  intro:
    'Our most thorough interior service, for cabins that need a full reset. Steam, hot-water extraction and patient hand work bring every surface back to its best.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Everything in our In-Depth Interior Detail',
        'Hot-water extraction of seats, carpets and mats',
        'Steam cleaning of vents, seams and hard-to-reach areas',
        'Headlining spot-cleaned',
        'Odour treatment and neutralising',
        'Fabric and leather protection applied',
      ],
    },
  ],
  details: facts('complete-interior-detail'),
  idealFor: [
    'Heavily used or neglected interiors',
    'Newly bought used cars',
    'Lingering smells from pets, smoke or spills',
  ],
  pairing:
    'Add Leather Deep Clean & Protection for cars with leather seats, or an Engine Bay Detail before a sale.',
  cta: cta(),
  seo: seo(
    'Complete Interior Detail',
    'Complete interior detailing from £300: hot-water extraction, steam cleaning and odour treatment for a full cabin reset in Dorset and West Hampshire.',
  ),
};

export const leatherDeepClean: StandardDetail = {
  kind: 'standard',
  slug: 'leather-deep-clean',
  name: 'Leather Deep Clean & Protection',
  heroImageKey: serviceImageKey('leather-deep-clean'),
  intro:
    'Leather collects body oils, dirt and dye transfer that dull it and wear it out early. We clean it deeply but gently, then condition and protect it.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Leather tested and pre-treated',
        'Deep clean with a pH-balanced leather cleaner and soft brushes',
        'Seams and perforations cleaned by hand',
        'Conditioner to keep the hide supple',
        'Protective coating against stains and dye transfer',
      ],
    },
  ],
  details: facts('leather-deep-clean'),
  idealFor: [
    'Light-coloured leather showing dye transfer',
    'Seats starting to feel dry or shiny',
    'Keeping new leather looking new',
  ],
  pairing:
    'Where leather is cracked or faded, Leather Recolour & Restoration brings back its colour first.',
  cta: cta(),
  seo: seo(
    'Leather Deep Clean in Dorset',
    'Leather deep clean and protection for £125: seats and trim gently cleaned, conditioned and protected against stains, at your home or workplace in Dorset.',
  ),
};

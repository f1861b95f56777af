import { serviceImageKey } from '../image-keys';
import { cta, facts, seo } from './helpers';
import type { CeramicCoatingDetail, CeramicExtrasDetail, MaintenanceWashDetail } from './types';

const ceramicCoatingName = 'Ceramic Coating';

export const ceramicCoating: CeramicCoatingDetail = {
  kind: 'ceramic-coating',
  slug: 'ceramic-coating',
  name: ceramicCoatingName,
  title: `${ceramicCoatingName} Services`,
  heroImageKey: serviceImageKey('ceramic-coating'),
  intro:
    'A ceramic coating bonds to your paint to form a hard, glossy, water-repellent layer. Applied at our dedicated setup in Christchurch after careful preparation, it keeps your car cleaner for longer and easier to wash.',
  preparation: {
    heading: 'Our Preparation Process',
    steps: [
      {
        title: 'Decontamination wash',
        description:
          'Snow foam, hand wash, iron fallout and tar removal, then a full clay treatment.',
      },
      {
        title: 'Paint inspection',
        description: 'Paint depth readings and a close look under specialist lighting.',
      },
      {
        title: 'Paint correction',
        description: 'Machine polishing to remove swirls and defects before they are sealed in.',
      },
      {
        title: 'Panel wipe',
        description: 'Polishing oils removed so the coating bonds directly to clean paint.',
      },
      {
        title: 'Coating and curing',
        description: 'Applied panel by panel in controlled conditions, then left to cure.',
      },
    ],
  },
  benefits: {
    heading: 'Benefits',
    items: [
      'Deep, lasting gloss',
      'Strong water beading that carries dirt away',
      'Resistance to bird droppings, tree sap and UV fading',
      'Quicker, safer washing',
      'Protection of 1, 3 or 5 years',
    ],
  },
  protectionYears: [1, 3, 5],
  protectionOptions: [
    {
      years: 1,
      label: '1 year',
      description: 'An entry-level coating for gloss and easy cleaning.',
    },
    {
      years: 3,
      label: '3 years',
      description: 'Our most popular balance of durability and value.',
    },
    {
      years: 5,
      label: '5 years',
      description: 'Maximum hardness and longevity for cars you keep.',
    },
  ],
  details: facts('ceramic-coating'),
  cta: cta(),
  seo: seo(
    'Ceramic Coating in Dorset',
    'Professional ceramic coating in Christchurch, Dorset, with 1, 3 or 5 years of protection, applied after full paint preparation. Price on application.',
  ),
};

export const ceramicExtras: CeramicExtrasDetail = {
  kind: 'ceramic-extras',
  slug: 'ceramic-extras',
  name: 'Ceramic Coating Extras',
  heroImageKey: serviceImageKey('ceramic-extras'),
  intro:
    'Take ceramic protection beyond the paintwork. Our extras coat your wheels, exterior trim and glass, giving 1-5 years of protection and making every wash easier.',
  extras: [
    {
      name: 'Wheel Coating',
      icon: 'wheel',
      description: 'A heat-resistant coating for wheel faces and barrels that repels brake dust.',
      points: [
        'Brake dust and grime rinse away easily',
        'Protects the finish from corrosion',
        'Adds a deep, glossy shine',
      ],
    },
    {
      name: 'Exterior Trim Coating',
      icon: 'trim',
      description: 'Restores and protects unpainted plastics and rubber against fading.',
      points: [
        'Brings back a rich, dark finish',
        'Guards against UV fading and greying',
        'No greasy dressing to wear off',
      ],
    },
    {
      name: 'Glass Coating',
      icon: 'glass',
      description: 'A hydrophobic coating for windscreens and windows.',
      points: [
        'Rain beads and clears at speed',
        'Better visibility in bad weather',
        'Easier removal of ice, bugs and grime',
      ],
    },
  ],
  protection: '1-5 years',
  pricing: {
    each: '£150',
    bundle: '£350',
    eachLabel: '£150 each',
    bundleLabel: '£350 for all three',
    note: 'Add to a ceramic coating or book on their own.',
  },
  details: facts('ceramic-extras'),
  cta: cta(),
  seo: seo(
    'Ceramic Coating Extras in Dorset',
    'Ceramic coatings for wheels, trim and glass, each giving 1-5 years of protection: £150 each or £350 for all three, in Christchurch, Dorset.',
  ),
};

export const annualMaintenanceWash: MaintenanceWashDetail = {
  kind: 'maintenance-wash',
  slug: 'annual-ceramic-coating-maintenance-wash',
  name: 'Annual Ceramic Coating Maintenance Wash',
  heroImageKey: serviceImageKey('annual-ceramic-coating-maintenance-wash'),
  intro:
    'Once a year, your coating deserves more than a wash. This service removes what everyday washing leaves behind and tops up the coating, so it keeps beading and shining.',
  steps: [
    {
      label: 'pH-neutral contact wash',
      description: 'A gentle hand wash that cleans without weakening the coating.',
    },
    {
      label: 'Iron fallout removal',
      description: 'Embedded brake dust and metal particles dissolved from paint and wheels.',
    },
    {
      label: 'Tar spot removal',
      description: 'Road tar lifted safely, without harsh scrubbing.',
    },
    {
      label: 'Ceramic-safe drying',
      description: 'Filtered air and plush microfibre, so nothing scratches or spots.',
    },
    {
      label: 'Ceramic Reload application',
      description: 'A ceramic top-up that restores slickness, gloss and water beading.',
    },
  ],
  forCoatingYears: [1, 3, 5],
  details: facts(
    'annual-ceramic-coating-maintenance-wash',
    'Annually, for 1-, 3- and 5-year coatings',
  ),
  cta: cta(),
  seo: seo(
    'Annual Ceramic Maintenance Wash',
    'An annual £150 maintenance wash for 1-, 3- and 5-year ceramic coatings: iron and tar removed, ceramic-safe drying and a Ceramic Reload top-up.',
  ),
};

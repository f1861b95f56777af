import { serviceImageKey } from '../image-keys';
import { cta, facts, seo } from './helpers';
import type { StandardDetail } from './types';

export const wheelRefurbishment: StandardDetail = {
  kind: 'standard',
  slug: 'wheel-refurbishment',
  name: 'Wheel Refurbishment',
  heroImageKey: serviceImageKey('wheel-refurbishment'),
  intro:
    'Kerbed, chipped or corroded wheels let down an otherwise immaculate car. We repair the damage and refinish each wheel in its original colour or a new one.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Wheels inspected for damage and buckles',
        'Kerb damage and corrosion repaired',
        'Surfaces prepared and primed',
        'Painted in the original or a new colour',
        'Lacquered for a durable, glossy finish',
        'Tyres refitted and balanced',
      ],
    },
  ],
  details: facts('wheel-refurbishment'),
  idealFor: [
    'Kerbed or scuffed alloy wheels',
    'Wheels with lifting lacquer or corrosion',
    'A change of wheel colour',
  ],
  pairing:
    'Protect the new finish with Ceramic Coating Extras for wheels, and consider Brake Caliper Painting while the wheels are off.',
  cta: cta('from £100 per wheel'),
  seo: seo(
    'Wheel Refurbishment in Dorset',
    'Alloy wheel refurbishment from £100 per wheel: kerb damage and corrosion repaired, painted and lacquered in any colour at our Christchurch unit.',
  ),
};

export const brakeCaliperPainting: StandardDetail = {
  kind: 'standard',
  slug: 'brake-caliper-painting',
  name: 'Brake Caliper Painting',
  heroImageKey: serviceImageKey('brake-caliper-painting'),
  intro:
    'Painted calipers add a confident finishing touch behind your wheels. We strip away brake dust, mask carefully and paint in a heat-resistant colour of your choice.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Wheels removed and calipers degreased',
        'Calipers and surroundings masked',
        'Heat-resistant paint in the colour of your choice',
        'Clear lacquer for a lasting gloss',
        'Wheels refitted and torqued',
      ],
    },
  ],
  details: facts('brake-caliper-painting'),
  idealFor: [
    'Adding a subtle or bold accent colour',
    'Calipers dulled by corrosion and brake dust',
    'Completing a wheel refurbishment',
  ],
  pairing: 'Best done together with Wheel Refurbishment, while the wheels are already off.',
  addOn: {
    name: 'OEM logo decals',
    description:
      'Optional heat-resistant manufacturer logo decals, applied under the lacquer for a factory look.',
  },
  cta: cta('Request a Quote from £300'),
  seo: seo(
    'Brake Caliper Painting in Dorset',
    'Brake caliper painting from £300 in a heat-resistant colour of your choice, with optional OEM logo decals. At our Christchurch unit in Dorset.',
  ),
};

export const softTopCleanAndSeal: StandardDetail = {
  kind: 'standard',
  slug: 'soft-top-clean-and-seal',
  name: 'Soft Top Clean & Seal',
  heroImageKey: serviceImageKey('soft-top-clean-and-seal'),
  intro:
    'Coastal air, trees and winter weather take a toll on fabric and vinyl roofs. We clean deep into the weave and seal it so the roof repels water and keeps its colour.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Roof inspected and paint and glass masked',
        'Moss, algae and dirt lifted with a dedicated soft-top cleaner',
        'Hand-agitated and thoroughly rinsed',
        'Dried before sealing',
        'Water-repellent, UV-protective sealant applied',
      ],
    },
  ],
  details: facts('soft-top-clean-and-seal'),
  idealFor: [
    'Convertibles kept outdoors',
    'Faded or green-tinged fabric roofs',
    'Preparing a convertible for summer',
  ],
  pairing: 'Add a Decontamination Wash so the paintwork matches the freshly cleaned roof.',
  cta: cta(),
  seo: seo(
    'Soft Top Clean & Seal in Dorset',
    'Convertible soft top cleaning and sealing for £150: moss, algae and grime removed, then sealed to repel water and resist fading. Christchurch, Dorset.',
  ),
};

export const engineBayDetail: StandardDetail = {
  kind: 'standard',
  slug: 'engine-bay-detail',
  name: 'Engine Bay Detail',
  heroImageKey: serviceImageKey('engine-bay-detail'),
  intro:
    'A clean engine bay shows a car that has been cared for and makes leaks easy to spot. We clean it safely, with electrics protected, and dress it to a natural finish.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Sensitive electrics and intakes covered',
        'Degreasing with a safe, engine-friendly cleaner',
        'Brushes and low-pressure rinse',
        'Air-dried to remove trapped water',
        'Plastics and rubbers dressed to a satin finish',
      ],
    },
  ],
  details: facts('engine-bay-detail'),
  idealFor: [
    'Cars being prepared for sale',
    'Classic and enthusiast cars',
    'Owners who like to lift the bonnet with pride',
  ],
  pairing: 'A natural partner for a Complete Interior Detail before selling a car.',
  cta: cta(),
  seo: seo(
    'Engine Bay Detailing in Dorset',
    'Engine bay detailing for £150: a careful, electrics-safe clean that removes grime and leaves plastics and rubbers dressed. Christchurch, Dorset.',
  ),
};

export const ppf: StandardDetail = {
  kind: 'standard',
  slug: 'ppf',
  name: 'PPF (Paint Protection Film)',
  heroImageKey: serviceImageKey('ppf'),
  intro:
    'Paint protection film is a clear, self-healing layer that takes the stone chips and scratches so your paint does not. Each fitment is planned around your car and how you drive it.',
  included: [
    {
      heading: 'Benefits',
      items: [
        'Guards against stone chips, scratches and road rash',
        'Self-healing top coat that lets light swirls disappear with warmth',
        'Virtually invisible, in gloss or satin finishes',
        'Protects against bird droppings and bug etching',
        'Can be coated with ceramic for easier cleaning',
      ],
    },
  ],
  details: facts('ppf'),
  idealFor: [
    'New cars and fresh paintwork',
    'Front ends that see motorway miles',
    'Performance and prestige cars',
  ],
  pairing:
    'Ask about Paint Correction before fitting, and a Ceramic Coating over the film and the rest of the car.',
  cta: cta('Request a Quote'),
  seo: seo(
    'Paint Protection Film in Dorset',
    'Self-healing paint protection film (PPF) fitted in Christchurch, Dorset, to guard against stone chips and scratches. Request a quote for your car.',
  ),
};

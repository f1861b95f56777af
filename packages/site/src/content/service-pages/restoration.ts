import { serviceImageKey } from '../image-keys';
import { cta, facts, seo } from './helpers';
import type { StandardDetail } from './types';

export const paintCorrection: StandardDetail = {
  kind: 'standard',
  slug: 'paint-correction',
  name: 'Paint Correction',
  heroImageKey: serviceImageKey('paint-correction'),
  intro:
    'Swirls, holograms and light scratches scatter light and dull even the best paint. We measure, then machine-polish in stages to remove them and bring back true depth and clarity.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Full decontamination wash and clay treatment',
        'Paint depth readings across every panel',
        'Trim and rubbers masked for protection',
        'Single or multi-stage machine polishing, to suit the paint',
        'Inspection under specialist lighting',
        'Finishing polish and a protective sealant',
      ],
    },
  ],
  details: facts('paint-correction'),
  idealFor: [
    'Dark paint showing swirl marks in sunlight',
    'Older cars with dull or oxidised paint',
    'Preparing paint before a ceramic coating or PPF',
  ],
  pairing:
    'Lock in the finish with a Ceramic Coating, which we can apply straight after correction.',
  cta: cta(),
  seo: seo(
    'Paint Correction in Dorset',
    'Machine paint correction in Dorset that removes swirls, scratches and oxidation to restore depth and gloss. From £200, with ceramic coating to follow.',
  ),
};

export const headlightRestoration: StandardDetail = {
  kind: 'standard',
  slug: 'headlight-restoration',
  name: 'Headlight Restoration',
  heroImageKey: serviceImageKey('headlight-restoration'),
  intro:
    'Yellowed, cloudy headlights spoil the look of a car and cut the light on the road. We remove the failed layer, polish the lenses clear and seal them against the sun.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Surrounding paint and trim masked',
        'Oxidised layer removed by staged wet-sanding',
        'Lenses machine-polished to clarity',
        'UV-resistant sealant to slow re-yellowing',
      ],
    },
  ],
  details: facts('headlight-restoration'),
  idealFor: [
    'Cloudy or yellowed plastic lenses',
    'Cars approaching an MOT',
    'Freshening up a car before sale',
  ],
  pairing: 'Pairs well with Paint Correction for a front end that looks years younger.',
  cta: cta(),
  seo: seo(
    'Headlight Restoration in Dorset',
    'Headlight restoration for £100: cloudy, yellowed lenses wet-sanded, polished and UV-sealed for clearer light and a sharper look. Dorset and Hampshire.',
  ),
};

export const leatherRestoration: StandardDetail = {
  kind: 'standard',
  slug: 'leather-restoration',
  name: 'Leather Recolour & Restoration',
  heroImageKey: serviceImageKey('leather-restoration'),
  intro:
    'Worn bolsters, scuffs and faded colour can be put right without replacing the seat. We repair, colour-match and refinish leather so it looks and feels as it should.',
  included: [
    {
      heading: "What's Included",
      items: [
        'Deep clean and preparation of the leather',
        'Scuffs, scratches and light cracks filled and smoothed',
        'Colour matched to the original finish',
        'Recolour applied in thin, even coats',
        'Sealed with a durable, factory-matched top coat',
      ],
    },
  ],
  details: facts('leather-restoration'),
  idealFor: [
    "Worn driver's seat bolsters",
    'Faded or scuffed leather in classic and prestige cars',
    'Steering wheels and gear knobs worn shiny',
  ],
  pairing:
    'Keep the result at its best with a Leather Deep Clean & Protection once or twice a year.',
  cta: cta('from £100'),
  seo: seo(
    'Leather Restoration in Dorset',
    'Leather recolour and restoration from £100: worn bolsters, scuffs and faded colour repaired, colour-matched and sealed, at our Christchurch unit.',
  ),
};

import type { ImageKey } from './image-keys';

/** One image of the showcase gallery. */
export interface GalleryImage {
  imageKey: ImageKey;
  alt: string;
}

/**
 * The showcase gallery's 20 images, in display order. Each alt text describes the photograph
 * its slot is meant for: when the owner drops a photo into packages/site/assets/photos/, the alt
 * text here should be updated to describe that photo.
 */
export const gallery: readonly GalleryImage[] = [
  {
    imageKey: 'gallery-01',
    alt: 'Grand tourer in the studio after a full detail, its paint reflecting the lights',
  },
  {
    imageKey: 'gallery-02',
    alt: 'Close-up of glossy black bodywork after a two-stage paint correction',
  },
  { imageKey: 'gallery-03', alt: 'Refurbished alloy wheel with a gold-painted brake caliper' },
  { imageKey: 'gallery-04', alt: 'Water beading on a freshly ceramic-coated bonnet' },
  {
    imageKey: 'gallery-05',
    alt: 'Silver saloon gleaming under studio lights after a decontamination wash',
  },
  { imageKey: 'gallery-06', alt: 'Oxblood quilted leather seat, deep-cleaned and conditioned' },
  {
    imageKey: 'gallery-07',
    alt: 'Midnight blue coupé with a mirror finish after paint correction',
  },
  { imageKey: 'gallery-08', alt: 'Swirl-free black paintwork reflecting the studio lights' },
  { imageKey: 'gallery-09', alt: 'Multi-spoke wheel refurbished and ceramic-coated' },
  { imageKey: 'gallery-10', alt: 'Rain beading on a ceramic-coated wing in British racing green' },
  { imageKey: 'gallery-11', alt: 'Silver coupé side profile after a maintenance detail' },
  { imageKey: 'gallery-12', alt: 'Quilted leather seat after an in-depth interior detail' },
  { imageKey: 'gallery-13', alt: 'Oxblood saloon with a gold pinstripe in the studio' },
  { imageKey: 'gallery-14', alt: 'Deep gloss on a dark bonnet after machine polishing' },
  {
    imageKey: 'gallery-15',
    alt: 'Wheel on a green sports car with freshly painted brake calipers',
  },
  { imageKey: 'gallery-16', alt: 'Ceramic-coated paint shedding water in tight, round beads' },
  { imageKey: 'gallery-17', alt: 'Grand tourer and its reflection on the polished studio floor' },
  { imageKey: 'gallery-18', alt: 'Quilted leather restored and recoloured to its original shade' },
  { imageKey: 'gallery-19', alt: 'Burgundy coupé finished with a five-year ceramic coating' },
  {
    imageKey: 'gallery-20',
    alt: 'Flawless curves of a freshly corrected bonnet under studio lighting',
  },
];

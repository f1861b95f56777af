import { gallery as photos } from '@detailing/site-content/current/gallery';
import { GALLERY_IMAGE_KEYS, type ImageKey } from './image-keys';

/** One image of the showcase gallery. */
export interface GalleryImage {
  imageKey: ImageKey;
  alt: string;
}

/**
 * The showcase gallery's 20 images, in display order: each slot's image (the owner's photo,
 * which a publish puts into the image pipeline under the slot's key) with its alt text, from
 * the site's content.
 */
export const gallery: readonly GalleryImage[] = GALLERY_IMAGE_KEYS.map((imageKey, index) => ({
  imageKey,
  alt: photos[index]?.alt ?? '',
}));

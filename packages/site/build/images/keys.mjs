// @ts-check
// Which images exist and at what size their source is prepared. The keys themselves come from
// the site's content (one list, shared), so a new gallery slot or service gets an image here.
import { IMAGE_KEYS } from '../../src/content/image-keys.js';

/** @typedef {import('../../src/content/image-keys.js').ImageKey} ImageKey */
/** @typedef {import('../../src/content/image-keys.js').ServiceSlug} ServiceSlug */

export { IMAGE_KEYS };

/**
 * The size a source is prepared at: owner photos are cropped to this aspect ratio (never
 * enlarged) and placeholders are drawn at it.
 * @param {string} key
 * @returns {{ width: number, height: number }}
 */
export function targetSize(key) {
  if (key.startsWith('service-')) return { width: 1200, height: 800 };
  if (key.startsWith('og-')) return { width: 1200, height: 630 };
  return { width: 1600, height: 1000 };
}

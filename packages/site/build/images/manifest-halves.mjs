// @ts-check
import { LATER_IMAGE_KEYS } from '../../src/content/image-keys.js';

/** The manifest's module, with the query that picks its half (src/lib/images/manifest.ts). */
const MANIFEST_HALF = /\/lib\/images\/generated\/manifest\.json\?images=(first|later)$/;

/**
 * Splits the image manifest in two modules: the entries a first paint may need, in every page's
 * first load, and the gallery's later slides (LATER_IMAGE_KEYS), which the carousel loads after
 * hydration. Their srcsets and placeholders were half of the manifest's weight on the home page.
 * Runs on the manifest's JSON, from disk or from a publish (content-plugin.mjs).
 * @returns {import('vite').Plugin}
 */
export function imageManifestHalves() {
  const later = new Set(/** @type {readonly string[]} */ (LATER_IMAGE_KEYS));
  return {
    name: 'detailing-image-manifest-halves',
    enforce: 'pre',
    transform(code, id) {
      const half = MANIFEST_HALF.exec(id)?.[1];
      if (!half) return null;
      /** @type {Record<string, unknown>} */
      const manifest = JSON.parse(code);
      const kept = Object.entries(manifest).filter(
        ([key]) => later.has(key) === (half === 'later'),
      );
      // A module of its own (JSON with a query is not read as JSON): one default export.
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(kept)))});`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}

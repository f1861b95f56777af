// @ts-check
// For the Vite dev server only: builds the images (fast when the cache is warm) before the
// server starts, so the manifest exists, and serves /images/* straight from the cache.
// Production builds call buildImages({ outDir }) instead (packages/site/build.mjs).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { buildImages, CACHE_DIR } from './build-images.mjs';
import { LATER_IMAGE_KEYS } from '../../src/content/image-keys.js';

/** @type {Record<string, string>} */
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** @returns {import('vite').Plugin} */
export function imagesDevServer() {
  return {
    name: 'detailing-images-dev',
    apply: 'serve',
    async configureServer(server) {
      await buildImages();
      const filesDir = path.join(CACHE_DIR, 'files');
      server.middlewares.use('/images', (req, res, next) => {
        const name = path.basename(decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        const type = TYPES[name.split('.').pop() ?? ''];
        if (!type) return next();
        const stream = createReadStream(path.join(filesDir, name));
        stream.on('error', () => {
          res.statusCode = 404;
          res.end();
        });
        stream.on('open', () => {
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-cache');
          stream.pipe(res);
        });
      });
    },
  };
}

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

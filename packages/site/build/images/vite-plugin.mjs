// @ts-check
// For the Vite dev server only: builds the images (fast when the cache is warm) before the
// server starts, so the manifest exists, and serves /images/* straight from the cache.
// Production builds call buildImages({ outDir }) instead (packages/site/build.mjs).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { buildImages, CACHE_DIR } from './build-images.mjs';

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

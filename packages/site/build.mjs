// @ts-check
// Builds the marketing site into <outDir>: its images (<outDir>/images/), the client bundle,
// then every public route prerendered to HTML with /404.html, /sitemap.xml and /robots.txt.
// Called by scripts/build.mjs, as packages/admin/build.mjs is for the console, and by the
// publisher (publisher/) as `@detailing/site/build`, with the rest a publish needs below.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { imageManifestPlugin, siteContentPlugin } from './build/content-plugin.mjs';
import { buildImages } from './build/images/build-images.mjs';
import { prerender } from './build/prerender.mjs';

// What a publish needs besides the build (publisher/src/release.ts): the repository's photos,
// the slots the owner fills and the placeholders of photos that have none, and the canned
// replies made from the content.
export { cannedReplySeeds } from './build/canned-replies.mjs';
export { PHOTOS_DIR, renderPlaceholder } from './build/images/generate-placeholders.mjs';
export { targetSize } from './build/images/keys.mjs';
export { GALLERY_IMAGE_KEYS, HERO_IMAGE_KEYS } from './src/content/image-keys.js';

const siteRoot = import.meta.dirname;

/**
 * Runs one named part of the build (the caller may time and report it).
 * @typedef {<T>(name: string, fn: () => Promise<T>) => Promise<T>} BuildStep
 */

/**
 * @param {{ outDir: string, ssrDir: string, step?: BuildStep,
 *   content?: Record<string, unknown>, photosDir?: string }} options  ssrDir: a scratch
 *   folder for the server bundle the prerender runs (deleted afterwards). content: the site's
 *   content, checked with site-content's schema (by the publisher), for a publish; the seed
 *   without it. photosDir: the photos, for a publish whose slots hold others than their own.
 * @returns {Promise<number>} the number of pages written
 */
export async function buildSite({
  outDir,
  ssrDir,
  step = (_name, fn) => fn(),
  content,
  photosDir,
}) {
  // Images first: the site's build reads their manifest (a publish with photos of its own is
  // given its manifest directly, leaving the shared one to the other builds).
  const images = await step('site images', () =>
    buildImages({ outDir, ...(photosDir ? { photosDir, shared: false } : {}) }),
  );
  const plugins = [
    ...(content ? [siteContentPlugin(content)] : []),
    ...(photosDir ? [imageManifestPlugin(images.manifest)] : []),
  ];
  await step('site client bundle', () =>
    build({ root: siteRoot, logLevel: 'warn', plugins, build: { outDir, emptyOutDir: false } }),
  );
  await step('site server bundle', () =>
    build({
      root: siteRoot,
      logLevel: 'warn',
      plugins,
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
      },
    }),
  );
  const pages = await step('site prerender', () =>
    prerender({ outDir, serverEntry: path.join(ssrDir, 'entry-server.js') }),
  );
  await rm(ssrDir, { recursive: true, force: true });
  return pages;
}

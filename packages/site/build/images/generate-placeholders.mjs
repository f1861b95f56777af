#!/usr/bin/env node
// @ts-check
// Placeholder artwork for every image key without an owner photo: moody studio scenes drawn as
// SVG and rendered by sharp. Deterministic per key, so the image cache keys on the SVG text (any
// change to the artwork re-encodes exactly the images it changes).
//
//   node packages/site/build/images/generate-placeholders.mjs [--out DIR] [--all] [KEY ...]
//
// writes PNG previews (default .cache/images/placeholders/) of the keys that have no photo
// (or of every key with --all, or of the KEYs named).
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_KEYS, targetSize } from './keys.mjs';
import { panelScene, profileScene, quiltScene, rngFor, wheelScene } from './placeholder-scenes.mjs';

const siteRoot = path.resolve(import.meta.dirname, '../..');
const root = path.resolve(siteRoot, '../..');
export const PHOTOS_DIR = path.join(siteRoot, 'assets/photos');

/** @typedef {'profile' | 'panel' | 'beads' | 'wheel' | 'quilt'} Scene */
/** @typedef {import('./keys.mjs').ServiceSlug} ServiceSlug */

/**
 * Services pictured by subject, one for each of the site's slugs (checked against its list);
 * heroes and the gallery cycle through every scene.
 * @type {Readonly<Record<string, Scene>>}
 */
const SERVICE_SCENES = /** @satisfies {Record<ServiceSlug, Scene>} */ ({
  ppf: 'panel',
  'brake-caliper-painting': 'wheel',
  'wheel-refurbishment': 'wheel',
  'leather-restoration': 'quilt',
  'complete-interior-detail': 'quilt',
  'leather-deep-clean': 'quilt',
  'in-depth-interior-detail': 'quilt',
  'headlight-restoration': 'profile',
  'engine-bay-detail': 'panel',
  'soft-top-clean-and-seal': 'profile',
  'paint-correction': 'panel',
  'decontamination-wash': 'beads',
  'maintenance-detail-in-out': 'profile',
  'ceramic-coating': 'beads',
  'ceramic-extras': 'wheel',
  'annual-ceramic-coating-maintenance-wash': 'beads',
});
/** @type {readonly Scene[]} */
const CYCLE = ['profile', 'panel', 'wheel', 'beads', 'profile', 'quilt'];

/** @param {string} key @returns {Scene} */
export function sceneFor(key) {
  if (key.startsWith('service-')) return SERVICE_SCENES[key.slice('service-'.length)] ?? 'panel';
  const n = Number(key.match(/\d+$/)?.[0] ?? 0);
  if (key.startsWith('hero-'))
    return /** @type {const} */ (['profile', 'beads', 'wheel'])[(n - 1) % 3] ?? 'profile';
  if (key.startsWith('gallery-')) return CYCLE[(n - 1) % CYCLE.length] ?? 'profile';
  return 'profile';
}

/**
 * The SVG for a key at its target size (or the size given).
 * @param {string} key
 * @param {{ width: number, height: number }} [size]
 */
export function placeholderSvg(key, size = targetSize(key)) {
  const { width: w, height: h } = size;
  const rng = rngFor(key);
  const scene = sceneFor(key);
  const body =
    scene === 'profile'
      ? profileScene(rng, w, h)
      : scene === 'wheel'
        ? wheelScene(rng, w, h)
        : scene === 'quilt'
          ? quiltScene(rng, w, h)
          : panelScene(rng, w, h, scene === 'beads');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** Renders the placeholder of a key to a lossless PNG. @param {string} key @param {{ width: number, height: number }} [size] */
export async function renderPlaceholder(key, size) {
  return sharp(Buffer.from(placeholderSvg(key, size)))
    .png()
    .toBuffer();
}

/** Keys that have an owner photo in `dir` (any of jpg, jpeg, png, webp, avif, tif, tiff). */
export async function photoKeys(dir = PHOTOS_DIR) {
  const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
  return new Set(
    names
      .filter((name) => /\.(jpe?g|png|webp|avif|tiff?)$/i.test(name))
      .map((name) => name.replace(/\.[^.]+$/, '')),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir =
    outIndex >= 0
      ? path.resolve(args[outIndex + 1] ?? '.')
      : path.join(root, '.cache/images/placeholders');
  const named = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--out');
  const photos = await photoKeys();
  const keys =
    named.length > 0
      ? named
      : IMAGE_KEYS.filter((key) => args.includes('--all') || !photos.has(key));
  await mkdir(outDir, { recursive: true });
  for (const key of keys) {
    await writeFile(path.join(outDir, `${key}.png`), await renderPlaceholder(key));
  }
  console.log(
    `Wrote ${keys.length} placeholder(s) to ${path.relative(process.cwd(), outDir) || '.'}/`,
  );
}

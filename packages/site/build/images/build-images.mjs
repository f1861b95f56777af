#!/usr/bin/env node
// @ts-check
// The image pipeline. For every image key it takes the owner's photo from
// packages/site/assets/photos/ (or, without one, the generated placeholder artwork), crops it to
// the key's aspect ratio and writes responsive AVIF and WebP variants named by content hash:
//
//   <outDir>/images/<key>-<width>.<hash>.<ext>      (immutable, cacheable for a year)
//
// plus a manifest the site imports at build time (src/lib/images/generated/manifest.json).
// Encoded variants are cached in .cache/images/, keyed by the source's content hash and the
// settings below, so a warm build only copies files.
//
//   node packages/site/build/images/build-images.mjs [OUT_DIR]     (default: dist)
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTOS_DIR, photoKeys, placeholderSvg } from './generate-placeholders.mjs';
import { IMAGE_KEYS, targetSize } from './keys.mjs';

const siteRoot = path.resolve(import.meta.dirname, '../..');
const root = path.resolve(siteRoot, '../..');
export const CACHE_DIR = path.join(root, '.cache/images');
export const SITE_MANIFEST = path.join(siteRoot, 'src/lib/images/generated/manifest.json');

/** Everything that changes the output; part of every cache key. */
export const SETTINGS = {
  pipeline: 1,
  widths: [480, 800, 1200, 1600],
  avif: { quality: 50, effort: 3 },
  webp: { quality: 70, effort: 4 },
  /** Link previews need a format every crawler reads. */
  jpeg: { quality: 78, mozjpeg: true, keys: ['og-default'] },
  lqip: { width: 16, quality: 40 },
  background: '#0c1117',
};

/**
 * @typedef {{ src: string, width: number }} Variant
 * @typedef {{
 *   width: number, height: number, avif: Variant[], webp: Variant[], jpeg?: Variant[],
 *   placeholder: string, color: string, source: 'photo' | 'placeholder',
 * }} ManifestEntry
 * @typedef {{ entry: ManifestEntry, files: string[] }} CacheRecord
 * @typedef {{
 *   outDir?: string | undefined,
 *   keys?: readonly string[],
 *   photosDir?: string,
 *   cacheDir?: string,
 *   manifestFile?: string | null,
 *   publicPath?: string,
 *   sizeOf?: (key: string) => { width: number, height: number },
 *   concurrency?: number,
 *   log?: (line: string) => void,
 *   shared?: boolean,
 * }} BuildOptions
 */

const sha256 = (/** @type {string | Buffer} */ data) =>
  createHash('sha256').update(data).digest('hex');
const exists = (/** @type {string} */ file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Writes a file so that a concurrent build never sees half of it. */
async function writeAtomic(/** @type {string} */ file, /** @type {string | Buffer} */ data) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** The widths to encode: the standard ones below the source width, plus the source width. */
export function widthsFor(/** @type {number} */ sourceWidth, widths = SETTINGS.widths) {
  const below = widths.filter((w) => w < sourceWidth);
  return sourceWidth <= Math.max(...widths) ? [...below, sourceWidth] : widths.slice();
}

/** The owner's photo for a key, if there is one: its file name in `dir`. */
async function photoFile(/** @type {string} */ dir, /** @type {string} */ key) {
  const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
  return names
    .filter(
      (name) =>
        name.replace(/\.[^.]+$/, '') === key && /\.(jpe?g|png|webp|avif|tiff?)$/i.test(name),
    )
    .sort()[0];
}

/**
 * Decodes the source, turns it upright, crops it to the target aspect ratio (never enlarging)
 * and flattens any transparency onto the site background. Returns raw pixels.
 * @param {Buffer} input @param {{ width: number, height: number }} target
 */
async function prepare(input, target) {
  const upright = await sharp(input, { limitInputPixels: 120_000_000 })
    .rotate()
    .flatten({ background: SETTINGS.background })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: sw, height: sh } = upright.info;
  const aspect = target.width / target.height;
  const cropWidth = sw / sh > aspect ? sh * aspect : sw;
  const width = Math.min(target.width, Math.floor(cropWidth));
  const height = Math.round(width / aspect);
  const { data, info } = await sharp(upright.data, { raw: upright.info })
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Encodes every variant of one key into the cache's files folder.
 * @param {string} key @param {Buffer} input @param {{ width: number, height: number }} target
 * @param {string} filesDir @param {string} publicPath @param {'photo' | 'placeholder'} source
 * @returns {Promise<CacheRecord>}
 */
async function encode(key, input, target, filesDir, publicPath, source) {
  const { data, raw } = await prepare(input, target);
  const image = () => sharp(data, { raw });
  /** @type {string[]} */
  const files = [];
  /** @param {Buffer} bytes @param {number} width @param {string} ext */
  const save = async (bytes, width, ext) => {
    const name = `${key}-${width}.${sha256(bytes).slice(0, 10)}.${ext}`;
    if (!(await exists(path.join(filesDir, name))))
      await writeAtomic(path.join(filesDir, name), bytes);
    files.push(name);
    return { src: `${publicPath}${name}`, width };
  };
  /** @type {ManifestEntry} */
  const entry = {
    width: raw.width,
    height: raw.height,
    avif: [],
    webp: [],
    placeholder: '',
    color: '',
    source,
  };
  for (const width of widthsFor(raw.width)) {
    entry.avif.push(
      await save(await image().resize(width).avif(SETTINGS.avif).toBuffer(), width, 'avif'),
    );
    entry.webp.push(
      await save(await image().resize(width).webp(SETTINGS.webp).toBuffer(), width, 'webp'),
    );
  }
  if (SETTINGS.jpeg.keys.includes(key)) {
    const { quality, mozjpeg } = SETTINGS.jpeg;
    entry.jpeg = [
      await save(await image().jpeg({ quality, mozjpeg }).toBuffer(), raw.width, 'jpg'),
    ];
  }
  const lqip = await image()
    .resize(SETTINGS.lqip.width)
    .webp({ quality: SETTINGS.lqip.quality })
    .toBuffer();
  entry.placeholder = `data:image/webp;base64,${lqip.toString('base64')}`;
  const { dominant } = await image().stats();
  entry.color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return { entry, files };
}

/**
 * Maps `items` through `task`, at most `limit` at a time, keeping their order.
 * @template T, R
 * @param {readonly T[]} items @param {number} limit @param {(item: T) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
async function mapLimited(items, limit, task) {
  /** @type {R[]} */
  const results = [];
  const queue = items.entries();
  const worker = async () => {
    // Workers share one iterator, so each item is taken exactly once.
    for (const [index, item] of queue) results[index] = await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The key a cached file belongs to (`hero-1-800.abc.webp` -> `hero-1`). */
const keyOfFile = (/** @type {string} */ name) => name.match(/^(.+)-\d+\.[0-9a-f]+\.\w+$/)?.[1];

/** How long a cached variant no build uses is kept before a build forgets it. */
export const UNUSED_KEPT_MS = 10 * 60 * 1000;

/**
 * Builds every image and its manifest. With `outDir`, also copies the variants into
 * `<outDir>/images/`. Returns the manifest and what it did.
 * @param {BuildOptions} [options]
 */
export async function buildImages({
  outDir,
  keys = IMAGE_KEYS,
  photosDir = PHOTOS_DIR,
  cacheDir = CACHE_DIR,
  manifestFile = SITE_MANIFEST,
  publicPath = '/images/',
  sizeOf = targetSize,
  concurrency = 2,
  log = (line) => console.log(line),
  // False for a publish whose slots hold other photos (its own photosDir): it adds to the cache
  // but never prunes it, and writes no shared manifest, so builds running at the same time
  // (a publish and a test build) never take each other's files away. Its manifest is returned.
  shared = true,
} = {}) {
  const started = performance.now();
  const filesDir = path.join(cacheDir, 'files');
  const entriesDir = path.join(cacheDir, 'entries');
  await mkdir(filesDir, { recursive: true });
  await mkdir(entriesDir, { recursive: true });
  const photos = await photoKeys(photosDir);
  /** @type {Set<string>} */
  const usedEntries = new Set();
  let built = 0;
  // Images finished (cached or encoded), for the progress lines.
  let done = 0;
  let announced = false;
  let lastProgress = performance.now();

  for (const name of photos) {
    if (!keys.includes(name))
      log(`Images: ignoring ${name} in ${photosDir}: no image has that name`);
  }

  const records = await mapLimited(keys, concurrency, async (key) => {
    const target = sizeOf(key);
    const photo = photos.has(key) ? await photoFile(photosDir, key) : undefined;
    const input = photo
      ? await readFile(path.join(photosDir, photo))
      : Buffer.from(placeholderSvg(key, target));
    const source = photo ? 'photo' : 'placeholder';
    const cacheKey = sha256(
      JSON.stringify({ SETTINGS, key, target, publicPath, source: sha256(input) }),
    ).slice(0, 16);
    const entryFile = path.join(entriesDir, `${key}.${cacheKey}.json`);
    usedEntries.add(path.basename(entryFile));
    /** @type {CacheRecord | undefined} */
    const cached = await readFile(entryFile, 'utf8').then(
      (text) => JSON.parse(text),
      () => undefined,
    );
    const complete =
      cached &&
      (await Promise.all(cached.files.map((f) => exists(path.join(filesDir, f))))).every(Boolean);
    if (cached && complete) {
      done++;
      return { key, record: cached };
    }
    if (!announced) {
      announced = true;
      log(`Images: encoding what the cache lacks (${keys.length} images in all)...`);
    }
    const record = await encode(key, input, target, filesDir, publicPath, source).catch(
      (/** @type {unknown} */ error) => {
        throw new Error(`Images: could not process ${photo ?? `the placeholder for ${key}`}`, {
          cause: error,
        });
      },
    );
    await writeAtomic(entryFile, JSON.stringify(record));
    built++;
    done++;
    // A cold build encodes for about a minute: say how far it is, at most every 2 s.
    const now = performance.now();
    if (now - lastProgress >= 2000) {
      lastProgress = now;
      log(`Images: ${done} of ${keys.length} (${((now - started) / 1000).toFixed(1)} s)`);
    }
    return { key, record };
  });

  /** @type {Record<string, ManifestEntry>} */
  const manifest = {};
  const used = new Set();
  for (const { key, record } of records) {
    manifest[key] = record.entry;
    for (const file of record.files) used.add(file);
  }

  // Forget what this run's keys no longer use (replaced photos, changed settings), once it has
  // been there a while: what is younger may be a build's beside this one, a publish whose
  // uploaded photo it has just encoded and is about to copy (a dev server starting meanwhile
  // once took those files away, and the publish failed).
  const keySet = new Set(shared ? keys : []);
  const unusedSince = Date.now() - UNUSED_KEPT_MS;
  const forget = async (/** @type {string} */ file) => {
    const old = await stat(file).then(
      (s) => s.mtimeMs < unusedSince,
      () => false,
    );
    if (old) await rm(file, { force: true });
  };
  for (const name of await readdir(entriesDir)) {
    if (keySet.has(name.replace(/\.[0-9a-f]{16}\.json$/, '')) && !usedEntries.has(name))
      await forget(path.join(entriesDir, name));
  }
  for (const name of await readdir(filesDir)) {
    const owner = keyOfFile(name);
    if (owner && keySet.has(owner) && !used.has(name)) await forget(path.join(filesDir, name));
  }

  let bytes = 0;
  if (outDir) {
    const imagesDir = path.join(outDir, 'images');
    await mkdir(imagesDir, { recursive: true });
    await mapLimited([...used], 8, async (name) => {
      await copyFile(path.join(filesDir, name), path.join(imagesDir, name));
    });
  }
  for (const name of used) bytes += (await stat(path.join(filesDir, name))).size;

  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  for (const file of [
    ...(shared ? [path.join(cacheDir, 'manifest.json')] : []),
    ...(manifestFile && shared ? [manifestFile] : []),
    // Served beside the site (never cached: a publish changes it), for the owner's editor to
    // show each slot's current photo.
    ...(outDir ? [path.join(outDir, 'site-images.json')] : []),
  ]) {
    if ((await readFile(file, 'utf8').catch(() => '')) === text) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomic(file, text);
  }

  const stats = {
    keys: keys.length,
    built,
    cached: keys.length - built,
    files: used.size,
    bytes,
    ms: Math.round(performance.now() - started),
  };
  log(
    `Images: ${stats.keys} keys (${built} encoded, ${stats.cached} from cache), ${stats.files} files, ` +
      `${(bytes / 1024 / 1024).toFixed(2)} MB in ${(stats.ms / 1000).toFixed(1)} s`,
  );
  return { manifest, stats };
}

// `node build-images.mjs [outDir]`, or `--cache-only`: fill the cache and nothing else (no
// variants copied, no shared manifest written, nothing pruned), as `npm test` does in the
// background while its first steps run.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--cache-only') await buildImages({ shared: false });
  else await buildImages({ outDir: path.resolve(process.argv[2] ?? path.join(root, 'dist')) });
}

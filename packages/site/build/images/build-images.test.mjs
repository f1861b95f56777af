// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages, UNUSED_KEPT_MS } from './build-images.mjs';
import { placeholderSvg } from './generate-placeholders.mjs';
import { IMAGE_KEYS, targetSize } from './keys.mjs';

/** A small, fast pipeline run in its own folders. */
async function sandbox() {
  const dir = await mkdtemp(path.join(tmpdir(), 'images-'));
  const options = {
    keys: ['tiny-a', 'tiny-b'],
    photosDir: path.join(dir, 'photos'),
    cacheDir: path.join(dir, 'cache'),
    manifestFile: path.join(dir, 'site', 'manifest.json'),
    outDir: path.join(dir, 'out'),
    sizeOf: () => ({ width: 600, height: 375 }),
    log: () => {},
  };
  return { dir, options, run: () => buildImages(options) };
}

/**
 * Makes everything in the sandbox's cache as old as if written `ms` ago.
 * @param {string} cacheDir
 * @param {number} ms
 */
async function age(cacheDir, ms) {
  const when = new Date(Date.now() - ms);
  for (const folder of ['files', 'entries']) {
    for (const name of await readdir(path.join(cacheDir, folder)))
      await utimes(path.join(cacheDir, folder, name), when, when);
  }
}

const sha = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('hex');

describe('the image pipeline', { timeout: 60_000 }, () => {
  /** @type {Awaited<ReturnType<typeof sandbox>>} */
  let box;
  /** @type {Awaited<ReturnType<typeof buildImages>>} */
  let first;

  beforeAll(async () => {
    box = await sandbox();
    first = await box.run();
  });
  afterAll(async () => {
    await rm(box.dir, { recursive: true, force: true });
  });

  it('writes AVIF and WebP at each standard width up to the source width, named by content hash', async () => {
    const entry = first.manifest['tiny-a'];
    expect(entry).toMatchObject({ width: 600, height: 375, source: 'placeholder' });
    expect(entry?.avif.map((v) => v.width)).toEqual([480, 600]);
    expect(entry?.webp.map((v) => v.width)).toEqual([480, 600]);
    for (const variant of [...(entry?.avif ?? []), ...(entry?.webp ?? [])]) {
      const match = /^\/images\/tiny-a-(\d+)\.([0-9a-f]{10})\.(avif|webp)$/.exec(variant.src);
      expect(match, variant.src).not.toBeNull();
      const bytes = await readFile(path.join(box.options.outDir, variant.src));
      expect(sha(bytes).startsWith(match?.[2] ?? '-')).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe(match?.[3] === 'avif' ? 'heif' : 'webp');
    }
  });

  it('gives each image a tiny blurred placeholder and its dominant colour', () => {
    const entry = first.manifest['tiny-a'];
    expect(entry?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(entry?.placeholder.length).toBeLessThan(600);
    expect(entry?.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('writes the same manifest for the site and into the cache', async () => {
    const site = await readFile(box.options.manifestFile, 'utf8');
    expect(JSON.parse(site)).toEqual(first.manifest);
    expect(await readFile(path.join(box.options.cacheDir, 'manifest.json'), 'utf8')).toBe(site);
  });

  it('serves a second run entirely from the cache, with identical output', async () => {
    const second = await box.run();
    expect(second.stats).toMatchObject({ built: 0, cached: 2 });
    expect(second.manifest).toEqual(first.manifest);
  });

  it('uses an owner photo dropped into the photos folder, cropped to shape, and re-encodes only it', async () => {
    await mkdir(box.options.photosDir, { recursive: true });
    const photo = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#b03a2e' },
    })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(box.options.photosDir, 'tiny-b.jpg'), photo);
    // The placeholder's variants were made a while ago (younger ones are kept: below).
    await age(box.options.cacheDir, UNUSED_KEPT_MS + 60_000);

    const third = await box.run();
    expect(third.stats).toMatchObject({ built: 1, cached: 1 });
    const entry = third.manifest['tiny-b'];
    expect(entry).toMatchObject({ width: 600, height: 375, source: 'photo' });
    expect(entry?.color).toMatch(/^#(a[0-9a-f]|b[0-9a-f])[0-9a-f]{4}$/);
    expect(third.manifest['tiny-a']).toEqual(first.manifest['tiny-a']);

    // The placeholder's variants are gone from the cache; the photo's are there.
    const cached = await readdir(path.join(box.options.cacheDir, 'files'));
    const oldNames = first.manifest['tiny-b']?.avif.map((v) => path.basename(v.src)) ?? [];
    for (const name of oldNames) expect(cached).not.toContain(name);
    for (const variant of entry?.avif ?? []) expect(cached).toContain(path.basename(variant.src));
  });

  it('keeps the variants another build made moments ago, and forgets them once old', async () => {
    // A publish beside this build encoded an uploaded photo for tiny-a and is about to copy it.
    const theirs = path.join(box.options.cacheDir, 'files', 'tiny-a-600.0123456789.avif');
    await writeFile(theirs, 'encoded moments ago');
    await box.run();
    expect(await readdir(path.join(box.options.cacheDir, 'files'))).toContain(
      path.basename(theirs),
    );
    await utimes(theirs, new Date(), new Date(Date.now() - UNUSED_KEPT_MS - 60_000));
    await box.run();
    expect(await readdir(path.join(box.options.cacheDir, 'files'))).not.toContain(
      path.basename(theirs),
    );
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#204060' },
    })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(box.options.photosDir, 'tiny-b.jpg'), small);
    const { manifest } = await box.run();
    expect(manifest['tiny-b']).toMatchObject({ width: 400, height: 250 });
    expect(manifest['tiny-b']?.webp.map((v) => v.width)).toEqual([400]);
  });
});

describe('placeholder artwork', () => {
  it('is the same for a key every time and different between keys', () => {
    expect(placeholderSvg('gallery-07')).toBe(placeholderSvg('gallery-07'));
    expect(placeholderSvg('gallery-07')).not.toBe(placeholderSvg('gallery-08'));
  });

  it('exists for every image key, at its size: heroes and gallery 1600x1000, services 1200x800', () => {
    expect(IMAGE_KEYS).toHaveLength(3 + 20 + 16 + 1);
    for (const key of IMAGE_KEYS) {
      const { width, height } = targetSize(key);
      expect(placeholderSvg(key)).toContain(`width="${width}" height="${height}"`);
    }
    expect(targetSize('hero-1')).toEqual({ width: 1600, height: 1000 });
    expect(targetSize('gallery-20')).toEqual({ width: 1600, height: 1000 });
    expect(targetSize('service-ppf')).toEqual({ width: 1200, height: 800 });
    expect(targetSize('og-default')).toEqual({ width: 1200, height: 630 });
  });
});

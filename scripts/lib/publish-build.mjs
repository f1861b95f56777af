// @ts-check
// The site built from published content (OWNER-TOOLS.md 2, docs/site-editor.md): the content
// is checked with site-content's schema, then the site is built with it in the seed's place.
// `npm test`'s build step runs checkPublishBuild, which publishes a changed price and a refused
// draft, on the warm image cache of the build it follows.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../packages/site/build.mjs';
import {
  checkedContent,
  ContentError,
  siteContentModule,
} from '../../packages/site/build/content-plugin.mjs';
import {
  PHOTOS_DIR,
  renderPlaceholder,
} from '../../packages/site/build/images/generate-placeholders.mjs';
import { targetSize } from '../../packages/site/build/images/keys.mjs';
import { GALLERY_IMAGE_KEYS, HERO_IMAGE_KEYS } from '../../packages/site/src/content/image-keys.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SEED_DIR = path.join(ROOT, 'packages/site-content/src/seed');

/**
 * The seed, whole: what a fresh clone serves, and where an owner's first draft starts.
 * @returns {Promise<Record<string, any>>}
 */
export async function readSeed() {
  const files = (await readdir(SEED_DIR)).filter((name) => name.endsWith('.json'));
  const parts = await Promise.all(
    files.map(async (name) => [
      path.basename(name, '.json'),
      JSON.parse(await readFile(path.join(SEED_DIR, name), 'utf8')),
    ]),
  );
  return Object.fromEntries(parts);
}

/**
 * The photo slots the owner fills: the hero's slides and the gallery's, each with the photo the
 * content puts there (an image key, or `sitePhotos/<id>`).
 * @param {import('../../packages/site-content/src/schema.ts').SiteContent} content
 * @returns {[slot: string, photo: string][]}
 */
const photoSlots = (content) => [
  ...content.hero.slides.map(
    (slide, i) => /** @type {[string, string]} */ ([HERO_IMAGE_KEYS[i], slide.photo]),
  ),
  ...content.gallery.map(
    (item, i) => /** @type {[string, string]} */ ([GALLERY_IMAGE_KEYS[i], item.photo]),
  ),
];

/**
 * The image pipeline's input for content whose slots hold other photos than their own (an
 * upload, or a slot moved in the gallery): the repository's photos, with each such slot's file
 * replaced by its photo. Null when every slot holds its own: the repository's folder serves.
 * @param {import('../../packages/site-content/src/schema.ts').SiteContent} content
 * @param {(id: string) => Promise<Buffer>} readPhoto  an uploaded photo's bytes (WebP or JPEG)
 * @param {string} dir  a scratch folder to fill
 */
async function photosFor(content, readPhoto, dir) {
  const moved = photoSlots(content).filter(([slot, photo]) => slot !== photo);
  if (moved.length === 0) return null;
  await cp(PHOTOS_DIR, dir, { recursive: true });
  const names = await readdir(dir);
  for (const [slot, photo] of moved) {
    for (const name of names.filter((n) => n.replace(/\.[^.]+$/, '') === slot)) {
      await rm(path.join(dir, name));
    }
    const upload = photo.match(/^sitePhotos\/(.+)$/)?.[1];
    const own = upload ? null : names.find((n) => n.replace(/\.[^.]+$/, '') === photo);
    const bytes = upload
      ? await readPhoto(upload)
      : own
        ? await readFile(path.join(PHOTOS_DIR, own))
        : await renderPlaceholder(photo, targetSize(slot));
    // sharp reads the format from the bytes; the name only has to be one the pipeline takes.
    await writeFile(path.join(dir, `${slot}.${upload ? 'webp' : 'png'}`), bytes);
  }
  return dir;
}

/**
 * Content as today's schema expects it: what it lacks that the schema now requires (a field or
 * a service added since it was published) taken from the seed (site-content's
 * withSeedDefaults). Older releases and drafts keep building.
 * @param {unknown} content
 * @returns {Promise<unknown>}
 */
export async function completedContent(content) {
  const { withSeedDefaults } = await siteContentModule();
  return withSeedDefaults(content, await readSeed());
}

/**
 * What a publish builds from, checked and ready for the build: the content (a ContentError
 * when it fails its checks) and, when its slots hold other photos than their own, the photos
 * folder prepared in `scratch`.
 * @param {{ content: unknown, readPhoto?: (id: string) => Promise<Buffer>, scratch: string }} options
 * @returns {Promise<{ content: Record<string, unknown>, photosDir?: string }>}
 */
export async function preparedRelease({ content, readPhoto = noUploads, scratch }) {
  const checked = await checkedContent(await completedContent(content));
  const photos = await photosFor(
    /** @type {import('../../packages/site-content/src/schema.ts').SiteContent} */ (checked),
    readPhoto,
    scratch,
  );
  return { content: checked, ...(photos ? { photosDir: photos } : {}) };
}

/** In a release's folder: the build marks every page as a preview (preview-banner.mjs). */
const PREVIEW_MARK = 'preview';

/**
 * A release written for another process's build (the production deploy's predeploy, which
 * `SITE_RELEASE_DIR` points at it): `content.json`, `photos/` when it has its own, and for a
 * preview its mark.
 * @param {{ content: unknown, readPhoto?: (id: string) => Promise<Buffer>, dir: string,
 *   preview?: boolean }} options
 */
export async function writeRelease({ content, readPhoto, dir, preview = false }) {
  const release = await preparedRelease({
    content,
    ...(readPhoto ? { readPhoto } : {}),
    scratch: path.join(dir, 'photos'),
  });
  await writeFile(path.join(dir, 'content.json'), JSON.stringify(release.content));
  if (preview) await writeFile(path.join(dir, PREVIEW_MARK), '');
}

/**
 * The release `SITE_RELEASE_DIR` names (writeRelease's folder), for the build; none without it.
 * @returns {Promise<{ content: Record<string, unknown>, photosDir?: string,
 *   preview: boolean } | undefined>}
 */
export async function releaseFromEnv() {
  const dir = process.env.SITE_RELEASE_DIR;
  if (!dir) return undefined;
  const content = await checkedContent(
    JSON.parse(await readFile(path.join(dir, 'content.json'), 'utf8')),
  );
  const photosDir = path.join(dir, 'photos');
  const hasPhotos = (await readdir(photosDir).catch(() => [])).length > 0;
  const preview = (await readdir(dir)).includes(PREVIEW_MARK);
  return { content, ...(hasPhotos ? { photosDir } : {}), preview };
}

/**
 * Builds the site from `content` into `outDir`: refused with a ContentError (and nothing
 * written) when the content fails its checks. The photos it uploaded come from `readPhoto`.
 * @param {{ content: unknown, outDir: string,
 *   readPhoto?: (id: string) => Promise<Buffer> }} options
 * @returns {Promise<number>} the pages written
 */
export async function buildSiteFrom({ content, outDir, readPhoto = noUploads }) {
  await mkdir(path.join(ROOT, '.build/ssr'), { recursive: true });
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'publish-photos-'));
  try {
    const release = await preparedRelease({ content, readPhoto, scratch });
    // Inside the repository, as the normal build's: its server bundle imports react from there.
    const ssrDir = await mkdtemp(path.join(ROOT, '.build/ssr/publish-'));
    try {
      return await buildSite({ outDir, ssrDir, ...release });
    } finally {
      await rm(ssrDir, { recursive: true, force: true });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** @param {string} id */
const noUploads = async (id) => {
  throw new Error(`There is no uploaded photo ${id} here.`);
};

/**
 * The check `npm test`'s build step runs: the owner's change of the Paint Correction price
 * reaches /services, its detail page and its JSON-LD; an empty price is refused by its field's
 * message, and nothing is built.
 */
export async function checkPublishBuild() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'publish-build-'));
  try {
    const content = await readSeed();
    content.services['paint-correction'].price = ' from £250 ';
    await buildSiteFrom({ content, outDir });
    const page = (/** @type {string} */ route) =>
      readFile(path.join(outDir, route, 'index.html'), 'utf8');
    const problems = [];
    if (!(await page('services')).includes('from £250')) problems.push('/services: no "from £250"');
    const detail = await page('services/paint-correction');
    if (!detail.includes('from £250')) problems.push('/services/paint-correction: no "from £250"');
    if (!detail.includes('"minPrice":"250"')) problems.push('/services/paint-correction: JSON-LD');
    if ((await page('services')).includes('from £200')) problems.push('/services: "from £200"');
    if (problems.length > 0)
      throw new Error(`The published price is missing:\n  ${problems.join('\n  ')}`);

    content.services['paint-correction'].price = '';
    const refusedDir = path.join(outDir, 'refused');
    const refused = await buildSiteFrom({ content, outDir: refusedDir }).then(
      () => null,
      (error) => error,
    );
    const expected =
      'services.paint-correction.price: Please enter a price, e.g. £75, from £300 or POA.';
    if (!(refused instanceof ContentError) || !refused.message.includes(expected)) {
      throw new Error(`An empty price was not refused as it should be: ${refused}`);
    }
    const written = await readdir(refusedDir).catch(() => []);
    if (written.length > 0) throw new Error(`A refused build wrote ${written.join(', ')}`);
    console.log('Publish build: a changed price reaches its pages; an empty one is refused.');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

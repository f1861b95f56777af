import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildSite,
  GALLERY_IMAGE_KEYS,
  HERO_IMAGE_KEYS,
  PHOTOS_DIR,
  renderPlaceholder,
  targetSize,
} from '@detailing/site/build';
import type { SiteContent } from '@detailing/site-content';
import { checkedContent, completedContent } from './content';
import { ROOT } from './paths';

/**
 * The site built from published content (OWNER-TOOLS.md 2, docs/site-editor.md): the content is
 * checked with site-content's schema, then the site's own build (`@detailing/site/build`) runs
 * with it in the seed's place, and with the owner's photos in their slots.
 */

/** An uploaded photo's bytes (WebP or JPEG), by its `sitePhotos` id. */
export type ReadPhoto = (id: string) => Promise<Buffer>;

const noUploads: ReadPhoto = async (id) => {
  throw new Error(`There is no uploaded photo ${id} here.`);
};

/** What a build takes: the checked content, and the photos folder when its slots hold others. */
export interface Release {
  readonly content: SiteContent;
  readonly photosDir?: string;
}

/**
 * The photo slots the owner fills: the hero's slides and the gallery's, each with the photo the
 * content puts there (an image key, or `sitePhotos/<id>`).
 */
const photoSlots = (content: SiteContent): (readonly [slot: string, photo: string])[] => [
  ...HERO_IMAGE_KEYS.map((slot, i) => [slot, content.hero.slides[i]?.photo ?? slot] as const),
  ...GALLERY_IMAGE_KEYS.map((slot, i) => [slot, content.gallery[i]?.photo ?? slot] as const),
];

/**
 * The image pipeline's input for content whose slots hold other photos than their own (an
 * upload, or a slot moved in the gallery): the repository's photos in `dir`, with each such
 * slot's file replaced by its photo. Null when every slot holds its own: the repository's
 * folder serves.
 */
async function photosFor(
  content: SiteContent,
  readPhoto: ReadPhoto,
  dir: string,
): Promise<string | null> {
  const moved = photoSlots(content).filter(([slot, photo]) => slot !== photo);
  if (moved.length === 0) return null;
  await cp(PHOTOS_DIR, dir, { recursive: true });
  const names = await readdir(dir);
  const keyOf = (name: string) => name.replace(/\.[^.]+$/, '');
  for (const [slot, photo] of moved) {
    for (const name of names.filter((n) => keyOf(n) === slot)) await rm(path.join(dir, name));
    const upload = /^sitePhotos\/(.+)$/.exec(photo)?.[1];
    const own = upload ? undefined : names.find((n) => keyOf(n) === photo);
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
 * What a publish builds from, checked and ready for the build: the content (a ContentError
 * when it fails its checks) and, when its slots hold other photos than their own, the photos
 * folder prepared in `scratch`.
 */
export async function preparedRelease({
  content,
  readPhoto = noUploads,
  scratch,
}: {
  content: unknown;
  readPhoto?: ReadPhoto;
  scratch: string;
}): Promise<Release> {
  const checked = checkedContent(completedContent(content));
  const photosDir = await photosFor(checked, readPhoto, scratch);
  return { content: checked, ...(photosDir ? { photosDir } : {}) };
}

/** In a release's folder: the build marks every page as a preview (preview-banner.ts). */
const PREVIEW_MARK = 'preview';

/**
 * A release written for another process's build (the production deploy's predeploy, which
 * `SITE_RELEASE_DIR` points at it): `content.json`, `photos/` when it has its own, and for a
 * preview its mark.
 */
export async function writeRelease({
  content,
  readPhoto,
  dir,
  preview = false,
}: {
  content: unknown;
  readPhoto?: ReadPhoto;
  dir: string;
  preview?: boolean;
}): Promise<void> {
  const release = await preparedRelease({
    content,
    ...(readPhoto ? { readPhoto } : {}),
    scratch: path.join(dir, 'photos'),
  });
  await writeFile(path.join(dir, 'content.json'), JSON.stringify(release.content));
  if (preview) await writeFile(path.join(dir, PREVIEW_MARK), '');
}

/**
 * The release `SITE_RELEASE_DIR` names (writeRelease's folder), for the build (scripts/build.mjs);
 * none without it.
 */
export async function releaseFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<(Release & { readonly preview: boolean }) | undefined> {
  const dir = env['SITE_RELEASE_DIR'];
  if (!dir) return undefined;
  const content = checkedContent(
    JSON.parse(await readFile(path.join(dir, 'content.json'), 'utf8')),
  );
  const photosDir = path.join(dir, 'photos');
  const hasPhotos = (await readdir(photosDir).catch(() => [])).length > 0;
  const preview = (await readdir(dir)).includes(PREVIEW_MARK);
  return { content, ...(hasPhotos ? { photosDir } : {}), preview };
}

/**
 * Builds the site from `content` into `outDir`: refused with a ContentError (and nothing
 * written) when the content fails its checks. The photos the owner uploaded come from
 * `readPhoto`. Resolves with the pages written.
 */
export async function buildSiteFrom({
  content,
  outDir,
  readPhoto = noUploads,
}: {
  content: unknown;
  outDir: string;
  readPhoto?: ReadPhoto;
}): Promise<number> {
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

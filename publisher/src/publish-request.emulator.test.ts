// The publisher against the Firestore emulator, building the real site into a served folder of
// the test's own (on the image cache the build step warmed).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentData, type Firestore, getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CANNED_REPLIES,
  SITE_DRAFT,
  SITE_PHOTOS,
  SITE_PUBLISHES,
  SITE_RELEASES,
} from '@detailing/core/collections';
import { ORIGINAL_SITE_RELEASE } from '@detailing/core/domain';
import { readSeed } from './content';
import {
  deployToHosting,
  type Preview,
  previewLocally,
  previewOnChannel,
  serveLocally,
} from './deliver';
import { PREVIEW_BANNER_TEXT } from './preview-banner';
import { publishRequest, writeLatestRelease } from './publish-request';
import { releaseFromEnv } from './release';

// Each test, and each retry of one, on a project and a served folder of its own: a retry
// starts from nothing the attempt before it left.
let app: App;
let db: Firestore;
let publicDir: string;

beforeEach(async () => {
  const id = Math.random().toString(36).slice(2, 10);
  app = initializeApp({ projectId: `demo-publish-${id}` }, `site-publisher-test-${id}`);
  db = getFirestore(app);
  publicDir = await mkdtemp(path.join(os.tmpdir(), 'served-site-'));
  await writeFile(path.join(publicDir, 'admin.txt'), 'the console, untouched');
});
afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true });
  await deleteApp(app);
});

/** An owner's request, published; its document afterwards. */
async function publish(
  fields: Record<string, unknown>,
  preview?: Preview,
): Promise<{ outcome: string; data: DocumentData }> {
  const request = db.collection(SITE_PUBLISHES).doc();
  await request.set({ status: 'requested', requestedBy: 'owner-1', ...fields });
  const outcome = await publishRequest({
    db,
    request,
    deliver: serveLocally(publicDir),
    ...(preview ? { preview } : {}),
  });
  return { outcome, data: (await request.get()).data() ?? {} };
}

const served = (route: string) => readFile(path.join(publicDir, route, 'index.html'), 'utf8');

describe('the publisher (OWNER-TOOLS.md 2)', () => {
  it('publishes the draft, refuses a bad one leaving the site as it was, and restores a release', async () => {
    // The seed as it is: the first release.
    const first = await publish({ kind: 'publish' });
    expect(first.outcome, first.data.reason).toBe('live');
    // No generated canned reply existed (as in production): the first publish makes them.
    const replies = await db.collection(CANNED_REPLIES).get();
    expect(replies.docs.map((d) => d.id)).toContain('site-reply-paint-correction');
    expect(await served('services/paint-correction')).toContain('from £200');

    // The owner's draft: a new price.
    const seed = readSeed();
    seed.services['paint-correction'].price = 'from £250';
    await db.collection(SITE_DRAFT).doc('services').set({ content: seed.services, rev: 1 });
    const second = await publish({ kind: 'publish' });
    expect(second.data).toMatchObject({ status: 'live', liveRelease: expect.any(String) });
    expect(await served('services')).toContain('from £250');
    expect(await served('services/paint-correction')).toContain('from £250');
    const release = await db.collection(SITE_RELEASES).doc(second.data.liveRelease).get();
    expect(release.get('content').services['paint-correction'].price).toBe('from £250');

    // An empty price: refused with its field's message; the site stays as it was.
    seed.services['paint-correction'].price = ' ';
    await db.collection(SITE_DRAFT).doc('services').set({ content: seed.services, rev: 2 });
    const refused = await publish({ kind: 'publish' });
    expect(refused.data).toMatchObject({
      status: 'failed',
      reason: 'services.paint-correction.price: Please enter a price, e.g. £75, from £300 or POA.',
    });
    expect(await served('services/paint-correction')).toContain('from £250');

    // A preview of a draft: served on a port of its own; the live site does not change.
    const previews = previewLocally();
    seed.services['paint-correction'].price = 'from £275';
    await db.collection(SITE_DRAFT).doc('services').set({ content: seed.services, rev: 3 });
    const previewed = await publish({ kind: 'preview' }, previews.preview);
    expect(previewed.outcome).toBe('ready');
    expect(previewed.data.previewUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const shown = await fetch(`${previewed.data.previewUrl}services/paint-correction`);
    const previewHtml = await shown.text();
    expect(previewHtml).toContain('from £275');
    // It says it is a preview, on every page; the live site does not.
    expect(previewHtml).toContain(`>${PREVIEW_BANNER_TEXT}</aside>`);
    expect(previewHtml).toContain('<meta name="robots" content="noindex" />');
    expect(await (await fetch(previewed.data.previewUrl)).text()).toContain(PREVIEW_BANNER_TEXT);
    expect(await served('services/paint-correction')).toContain('from £250');
    expect(await served('services/paint-correction')).not.toContain(PREVIEW_BANNER_TEXT);
    expect((await db.collection(SITE_RELEASES).get()).size).toBe(2);
    await previews.close();

    // An uploaded photo in the gallery's third slot: the pipeline makes it the slot's image.
    // (The home page's gallery shows its first photo in the HTML, the others from the
    // image manifest the build bundles: read here as served beside the site.)
    const gallery03 = async () => {
      const manifest = JSON.parse(await readFile(path.join(publicDir, 'site-images.json'), 'utf8'));
      const src = manifest['gallery-03'].webp.at(-1).src;
      await readFile(path.join(publicDir, src)); // served
      return src;
    };
    const before = await gallery03();
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' },
    })
      .webp()
      .toBuffer();
    await db.collection(SITE_PHOTOS).doc('upload-1').set({ bytes: photo, type: 'image/webp' });
    seed.services['paint-correction'].price = 'from £250';
    seed.gallery[2] = { photo: 'sitePhotos/upload-1', alt: 'A red car after its detail' };
    await db.collection(SITE_DRAFT).doc('services').set({ content: seed.services, rev: 3 });
    await db.collection(SITE_DRAFT).doc('gallery').set({ content: seed.gallery, rev: 1 });
    const withPhoto = await publish({ kind: 'publish' });
    expect(withPhoto.outcome, withPhoto.data.reason).toBe('live');
    expect(before).toBeDefined();
    const uploaded = await gallery03();
    expect(uploaded).not.toBe(before);
    // The site's own JavaScript shows it (the build's manifest, not the shared one).
    const assets = path.join(publicDir, 'assets');
    const bundles = await Promise.all(
      (await readdir(assets)).map((name) => readFile(path.join(assets, name), 'utf8')),
    );
    expect(bundles.some((code) => code.includes(uploaded))).toBe(true);

    // Restore the first release: the old price and photo are back.
    const restored = await publish({ kind: 'restore', release: first.data.liveRelease });
    expect(restored.outcome, restored.data.reason).toBe('live');
    expect(await served('services/paint-correction')).toContain('from £200');
    expect(await gallery03()).toBe(before);
    // The draft is now what is live, one revision on (the editor follows it).
    const draft = await db.collection(SITE_DRAFT).doc('services').get();
    expect(draft.get('content')['paint-correction'].price).toBe('from £200');
    expect(draft.get('rev')).toBe(4);
    expect((await db.collection(SITE_DRAFT).doc('gallery').get()).get('rev')).toBe(2);
    expect(await readFile(path.join(publicDir, 'admin.txt'), 'utf8')).toBe(
      'the console, untouched',
    );

    // Production's way: the release is written where the deploy's build reads it, and the
    // deploy runs with it; a deploy that fails leaves the request failed with its last lines.
    const deployed: string[] = [];
    const production = deployToHosting({
      run: async (args, env, onLine) => {
        const release = JSON.parse(
          await readFile(path.join(env.SITE_RELEASE_DIR ?? '', 'content.json'), 'utf8'),
        );
        deployed.push(`${args.join(' ')}: ${release.services['paint-correction'].price}`);
        onLine('i  hosting[harbour-heath]: beginning deploy...');
      },
    });
    seed.services['paint-correction'].price = 'from £210';
    await db.collection(SITE_DRAFT).doc('services').set({ content: seed.services, rev: 5 });
    const viaWorkflow = db.collection(SITE_PUBLISHES).doc();
    await viaWorkflow.set({ kind: 'publish', status: 'dispatched', requestedBy: 'owner-1' });
    expect(await publishRequest({ db, request: viaWorkflow, deliver: production })).toBe('live');
    expect(deployed).toEqual([
      'scripts/deploy.mjs --project production --only hosting --non-interactive: from £210',
    ]);
    // Production's preview: the release the channel's build reads is marked as a preview.
    let channelRelease: unknown;
    const channel = previewOnChannel({
      run: async (_args, env, onLine) => {
        channelRelease = await releaseFromEnv(env);
        onLine(
          '✔  hosting:channel: Channel URL (harbour-heath): https://x--owner-preview-1.web.app',
        );
      },
    });
    const onChannel = db.collection(SITE_PUBLISHES).doc();
    await onChannel.set({ kind: 'preview', status: 'dispatched', requestedBy: 'owner-1' });
    expect(
      await publishRequest({ db, request: onChannel, deliver: production, preview: channel }),
    ).toBe('ready');
    expect(channelRelease).toMatchObject({ preview: true });
    expect((await onChannel.get()).get('previewUrl')).toBe('https://x--owner-preview-1.web.app');
    const failing = deployToHosting({
      run: async () => {
        throw new Error('The deploy failed (exit 1):\nError: HTTP Error: 403, permission denied');
      },
    });
    const refusedDeploy = db.collection(SITE_PUBLISHES).doc();
    await refusedDeploy.set({ kind: 'publish', status: 'dispatched', requestedBy: 'owner-1' });
    expect(await publishRequest({ db, request: refusedDeploy, deliver: failing })).toBe('failed');
    expect((await refusedDeploy.get()).get('reason')).toContain('403, permission denied');

    // Every deploy builds the newest release, not the seed.
    const releaseDir = await mkdtemp(path.join(os.tmpdir(), 'latest-release-'));
    expect(await writeLatestRelease(db, releaseDir)).toBe(true);
    const latest = JSON.parse(await readFile(path.join(releaseDir, 'content.json'), 'utf8'));
    expect(latest.services['paint-correction'].price).toBe('from £210');
    await rm(releaseDir, { recursive: true, force: true });

    // A request already handled is not published again.
    const handled = db.collection(SITE_PUBLISHES).doc(restored.data.liveRelease);
    await handled.set({ kind: 'publish', status: 'live' });
    expect(await publishRequest({ db, request: handled, deliver: serveLocally(publicDir) })).toBe(
      'skipped',
    );
  }, 300_000); // A hang guard: each publish builds the site (15-60 s on a loaded 2-core machine).

  it('restores the original site, which has no release of its own, so the first publish can be undone', async () => {
    const seed = readSeed();
    seed.services['paint-correction'].price = 'from £260';
    const services = db.collection(SITE_DRAFT).doc('services');
    const rev = (await services.get()).get('rev') ?? 0;
    await services.set({ content: seed.services, rev: rev + 1 });
    const published = await publish({ kind: 'publish' });
    expect(published.outcome, published.data.reason).toBe('live');
    expect(await served('services/paint-correction')).toContain('from £260');

    const restored = await publish({ kind: 'restore', release: ORIGINAL_SITE_RELEASE });
    expect(restored.outcome, restored.data.reason).toBe('live');
    expect(await served('services/paint-correction')).toContain('from £200');
    const release = await db.collection(SITE_RELEASES).doc(restored.data.liveRelease).get();
    expect(release.get('kind')).toBe('restore');
    expect(release.get('content').services).toEqual(readSeed().services);
    // The draft is the original site again, one revision on.
    const draft = await services.get();
    expect(draft.get('content')['paint-correction'].price).toBe('from £200');
    expect(draft.get('rev')).toBe(rev + 2);
  }, 300_000); // A hang guard: each publish builds the site (15-60 s on a loaded 2-core machine).
});

// @ts-check
// The local publisher (OWNER-TOOLS.md 2, docs/site-editor.md): an owner's "Publish" or
// "Restore" request (`sitePublishes/{id}`) becomes the site the Hosting emulator serves. The
// content (the draft's parts over the seed, or an earlier release's) is checked and built into
// a folder of its own; only a build that succeeds is copied over the served site, so a failed
// one leaves it as it was. Each step is reported on the request, and a published version is
// kept as a release. The trigger runner runs it for the stack; production runs the deploy
// workflow instead (docs/site-editor.md).
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ContentError } from '../../packages/site/build/content-plugin.mjs';
import { loadCannedReplySeeds, refreshCannedReplies } from './canned-replies.mjs';
import { buildSiteFrom, readSeed } from './publish-build.mjs';

/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/** @typedef {import('firebase-admin/firestore').DocumentReference} DocumentReference */

/**
 * The content a request publishes: the draft's parts over the seed, or a release's content.
 * @param {Firestore} db
 * @param {FirebaseFirestore.DocumentData} request
 * @returns {Promise<unknown>}
 */
async function contentOf(db, request) {
  if (request.kind === 'restore') {
    const release = await db.collection('siteReleases').doc(String(request.release)).get();
    if (!release.exists) throw new Error(`There is no release ${request.release}.`);
    return release.get('content');
  }
  const content = await readSeed();
  for (const part of (await db.collection('siteDraft').get()).docs) {
    if (Object.hasOwn(content, part.id)) content[part.id] = part.get('content');
  }
  return content;
}

/**
 * An uploaded photo's bytes (`sitePhotos/{id}`), for the image pipeline.
 * @param {Firestore} db
 * @param {string} id
 * @returns {Promise<Buffer>}
 */
async function readPhoto(db, id) {
  const photo = await db.collection('sitePhotos').doc(id).get();
  const bytes = photo.get('bytes');
  if (!photo.exists || !(bytes instanceof Uint8Array)) {
    throw new Error(`The photo sitePhotos/${id} is missing: choose it again.`);
  }
  return Buffer.from(bytes);
}

/**
 * After a Restore the draft is the restored content, so that the editor shows what is live and
 * the next Publish starts from it. Each part's `rev` goes up by one, as an owner's save does: an
 * owner typing meanwhile gets the editor's conflict notice, not a silent overwrite.
 * @param {Firestore} db
 * @param {Record<string, unknown>} content
 * @param {string | null} by
 */
async function draftFrom(db, content, by) {
  for (const [part, value] of Object.entries(content)) {
    const ref = db.collection('siteDraft').doc(part);
    await db.runTransaction(async (transaction) => {
      const stored = await transaction.get(ref);
      transaction.set(ref, {
        content: value,
        rev: (stored.get('rev') ?? 0) + 1,
        updatedBy: by,
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
  }
}

/**
 * Publishes one request: `checking`, `building`, then `live` (with the release and `liveAt`)
 * or `failed` with the reason (every problem of content that fails its checks); `skipped` for a
 * request already taken (by another run, or handled).
 * @param {{ db: Firestore, request: DocumentReference, publicDir: string,
 *   log?: (message: string, details?: Record<string, unknown>) => void }} options
 * @returns {Promise<'live' | 'failed' | 'skipped'>}
 */
export async function publishRequest({ db, request, publicDir, log = () => undefined }) {
  const claimed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(request);
    if (snapshot.get('status') !== 'requested') return null;
    transaction.update(request, { status: 'checking', startedAt: FieldValue.serverTimestamp() });
    return snapshot.data() ?? null;
  });
  if (!claimed) return 'skipped';
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'site-publish-'));
  try {
    const content = await contentOf(db, claimed);
    await request.update({ status: 'building' });
    await buildSiteFrom({ content, outDir, readPhoto: (id) => readPhoto(db, id) });
    const release = db.collection('siteReleases').doc();
    await release.set({
      content: JSON.parse(JSON.stringify(content)),
      publishId: request.id,
      kind: claimed.kind,
      createdBy: claimed.requestedBy ?? null,
      createdAt: FieldValue.serverTimestamp(),
    });
    // Only now is the served site touched: every file of the new build over the old.
    for (const entry of await readdir(outDir)) {
      await cp(path.join(outDir, entry), path.join(publicDir, entry), {
        recursive: true,
        force: true,
      });
    }
    if (claimed.kind === 'restore') {
      await draftFrom(
        db,
        /** @type {Record<string, unknown>} */ (content),
        claimed.requestedBy ?? null,
      );
    }
    // Staff's canned replies made from the catalogue say what is now live.
    await refreshCannedReplies(db, await loadCannedReplySeeds(content));
    await request.update({ status: 'live', liveRelease: release.id, liveAt: Timestamp.now() });
    log('Published the site.', { publishId: request.id, release: release.id });
    return 'live';
  } catch (error) {
    const reason =
      error instanceof ContentError
        ? error.problems.map((p) => `${p.path}: ${p.message}`).join('\n')
        : error instanceof Error
          ? error.message
          : String(error);
    await request.update({ status: 'failed', reason, endedAt: FieldValue.serverTimestamp() });
    log('Publishing failed; the live site is as it was.', { publishId: request.id, reason });
    return 'failed';
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

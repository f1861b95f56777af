import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import {
  SITE_DRAFT,
  SITE_PHOTOS,
  SITE_PUBLISHES,
  SITE_RELEASES,
} from '@detailing/core/collections';
import {
  ORIGINAL_SITE_RELEASE,
  type SitePublish,
  type SitePublishStatus,
  canMove,
} from '@detailing/core/domain';
import { WAITING_PUBLISH_STATUSES } from '@detailing/core/publish-statuses';
import type { SiteContent } from '@detailing/site-content';
import { loadCannedReplySeeds, refreshCannedReplies } from './canned-replies';
import { checkedContent, completedContent, ContentError, readSeed } from './content';
import type { Deliver, Draft, Preview } from './deliver';
import { writeRelease } from './release';

/**
 * The publisher (OWNER-TOOLS.md 2, docs/site-editor.md): an owner's "Publish", "Preview" or
 * "Restore" request (`sitePublishes/{id}`) becomes the live site, or a preview. The content
 * (the draft's parts over the seed, or an earlier release's) is checked, then put live by a
 * `deliver` (serveLocally for the local stack, deployToHosting in the publish workflow) that
 * leaves the live site as it was when it fails. Each step is reported on the request, through
 * the one table of moves (statuses.ts), and a published version is kept as a release.
 */

export type Log = (message: string, details?: Record<string, unknown>) => void;

/** How a request ended for this run. */
export type PublishOutcome = Extract<SitePublishStatus, 'live' | 'ready' | 'failed' | 'skipped'>;

/** What the publisher reads of a request. */
interface RequestData {
  readonly kind: SitePublish['kind'];
  /** The release a Restore puts back. */
  readonly release: string | undefined;
  readonly requestedBy: string | null;
  /** Epoch ms. */
  readonly requestedAt: number | null;
}

const requestData = (request: DocumentSnapshot): RequestData => {
  const [kind, release, by, at]: unknown[] = ['kind', 'release', 'requestedBy', 'requestedAt'].map(
    (field) => request.get(field),
  );
  return {
    kind: kind === 'restore' || kind === 'preview' ? kind : 'publish',
    release: typeof release === 'string' ? release : undefined,
    requestedBy: typeof by === 'string' ? by : null,
    requestedAt: at instanceof Timestamp ? at.toMillis() : null,
  };
};

/**
 * Moves a request to `to`, with `fields`, in a transaction, when the table of moves allows it
 * from the status it has now; resolves with the request as it was, or null when it may not.
 */
async function move(
  db: Firestore,
  request: DocumentReference,
  to: SitePublishStatus,
  fields: Readonly<Record<string, unknown>> = {},
): Promise<DocumentSnapshot | null> {
  return db.runTransaction(async (transaction) => {
    const stored = await transaction.get(request);
    if (!stored.exists || !canMove(stored.get('status'), to)) return null;
    transaction.update(request, { ...fields, status: to });
    return stored;
  });
}

/** The content a request publishes: the draft's parts over the seed, a release's, or the seed's. */
async function contentOf(db: Firestore, request: RequestData): Promise<unknown> {
  if (request.kind === 'restore') {
    // The original site has no release of its own: the seed of the code that runs.
    if (request.release === ORIGINAL_SITE_RELEASE) return completedContent(readSeed());
    const release = request.release
      ? await db.collection(SITE_RELEASES).doc(request.release).get()
      : undefined;
    if (!release?.exists)
      throw new Error(`There is no release ${request.release ?? '(none named)'}.`);
    return completedContent(release.get('content'));
  }
  const content: Record<string, unknown> = readSeed();
  for (const part of (await db.collection(SITE_DRAFT).get()).docs) {
    if (Object.hasOwn(content, part.id)) content[part.id] = part.get('content');
  }
  return completedContent(content);
}

/** An uploaded photo's bytes (`sitePhotos/{id}`), for the image pipeline. */
async function readPhoto(db: Firestore, id: string): Promise<Buffer> {
  const photo = await db.collection(SITE_PHOTOS).doc(id).get();
  const bytes: unknown = photo.get('bytes');
  if (!photo.exists || !(bytes instanceof Uint8Array)) {
    throw new Error(`The photo ${SITE_PHOTOS}/${id} is missing: choose it again.`);
  }
  return Buffer.from(bytes);
}

/**
 * After a Restore the draft is the restored content, so that the editor shows what is live and
 * the next Publish starts from it. Each part's `rev` goes up by one, as an owner's save does: an
 * owner typing meanwhile gets the editor's conflict notice, not a silent overwrite.
 */
async function draftFrom(db: Firestore, content: SiteContent, by: string | null): Promise<void> {
  for (const [part, value] of Object.entries(content)) {
    const ref = db.collection(SITE_DRAFT).doc(part);
    await db.runTransaction(async (transaction) => {
      const stored = await transaction.get(ref);
      const rev: unknown = stored.get('rev');
      transaction.set(ref, {
        content: asStored(value),
        rev: (typeof rev === 'number' ? rev : 0) + 1,
        updatedBy: by,
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
  }
}

/**
 * The newest release, written for a deploy's build into `dir` (what every production deploy
 * serves, so a code deploy never takes the owner's content back to the seed); false when there
 * is none.
 */
export async function writeLatestRelease(db: Firestore, dir: string): Promise<boolean> {
  const latest = await db.collection(SITE_RELEASES).orderBy('createdAt', 'desc').limit(1).get();
  const release = latest.docs[0];
  if (!release) return false;
  await writeRelease({
    content: release.get('content'),
    readPhoto: (id) => readPhoto(db, id),
    dir,
  });
  return true;
}

/**
 * Publishes one request: `checking`, `building` (and `deploying` where the way has that step),
 * then `live` (with the release and `liveAt`) or `failed` with the reason (every problem of
 * content that fails its checks); `skipped` for a request already taken (by another run, or
 * handled). A Preview request is built the same way and shown by `preview`: `ready` with its
 * `previewUrl`; it keeps no release and changes nothing live.
 */
export async function publishRequest({
  db,
  request,
  deliver,
  preview,
  log = () => undefined,
}: {
  db: Firestore;
  request: DocumentReference;
  deliver: Deliver;
  preview?: Preview;
  log?: Log;
}): Promise<PublishOutcome> {
  const taken = await move(db, request, 'checking', { startedAt: FieldValue.serverTimestamp() });
  if (!taken) return 'skipped';
  const claimed = requestData(taken);
  await supersede(db, request, claimed);
  let content: SiteContent;
  try {
    content = checkedContent(await contentOf(db, claimed));
    const draft: Draft = {
      content,
      readPhoto: (id) => readPhoto(db, id),
      report: async (status) => {
        await move(db, request, status);
      },
    };
    if (claimed.kind === 'preview') {
      if (!preview) throw new Error('Previews are not set up here.');
      const previewUrl = await preview(draft);
      await move(db, request, 'ready', { previewUrl, readyAt: Timestamp.now() });
      log('Prepared a preview.', { publishId: request.id, previewUrl });
      return 'ready';
    }
    await deliver(draft);
  } catch (error) {
    const reason =
      error instanceof ContentError
        ? error.problems.map((p) => `${p.path}: ${p.message}`).join('\n')
        : messageOf(error);
    await move(db, request, 'failed', { reason, endedAt: FieldValue.serverTimestamp() });
    log('Publishing failed; the live site is as it was.', { publishId: request.id, reason });
    return 'failed';
  }
  // The site is live from here on: what follows is recorded as live, each step on its own, so a
  // failure is a warning on the request, never "failed" for a site that did change.
  const warnings: string[] = [];
  const release = db.collection(SITE_RELEASES).doc();
  const kept = await retried(() =>
    release.set({
      content: asStored(content),
      publishId: request.id,
      kind: claimed.kind,
      createdBy: claimed.requestedBy,
      createdAt: FieldValue.serverTimestamp(),
    }),
  ).then(
    () => true,
    (error: unknown) => {
      warnings.push(`The published version could not be kept: ${messageOf(error)}`);
      return false;
    },
  );
  if (claimed.kind === 'restore') {
    await draftFrom(db, content, claimed.requestedBy).catch((error: unknown) =>
      warnings.push(`The draft is not the restored site: ${messageOf(error)}`),
    );
  }
  // Staff's canned replies made from the catalogue say what is now live.
  await loadCannedReplySeeds(content)
    .then((seeds) => refreshCannedReplies(db, seeds))
    .catch((error: unknown) =>
      warnings.push(`The canned replies were not updated: ${messageOf(error)}`),
    );
  await retried(() =>
    move(db, request, 'live', {
      liveAt: Timestamp.now(),
      ...(kept ? { liveRelease: release.id } : {}),
      ...(warnings.length > 0 ? { warnings } : {}),
    }),
  );
  log('Published the site.', { publishId: request.id, release: release.id, warnings });
  return 'live';
}

/** Content as Firestore stores it: plain JSON data (Firestore refuses an `undefined`). */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A write that matters after the site changed: tried three times, a second apart. */
async function retried<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Requests older than the one just taken that are still waiting are superseded: a publish or
 * restore by the newest publish or restore (it carries their changes, or replaces them), a
 * preview by the newest preview. Production's workflow queue keeps one waiting run, so their
 * runs may never come; marked `skipped`, the console never shows them as under way. A request
 * without its time supersedes none, and is superseded by none.
 */
async function supersede(db: Firestore, taken: DocumentReference, data: RequestData) {
  const { requestedAt } = data;
  if (requestedAt === null) return;
  const waiting = await db
    .collection(SITE_PUBLISHES)
    .where('status', 'in', [...WAITING_PUBLISH_STATUSES])
    .get();
  for (const doc of waiting.docs) {
    const other = requestData(doc);
    if (doc.id === taken.id || (other.kind === 'preview') !== (data.kind === 'preview')) continue;
    if (other.requestedAt === null || other.requestedAt >= requestedAt) continue;
    await move(db, doc.ref, 'skipped', {
      reason: 'A later request took its place.',
      endedAt: FieldValue.serverTimestamp(),
    });
  }
}

// @ts-check
// The local publisher (OWNER-TOOLS.md 2, docs/site-editor.md): an owner's "Publish" or
// "Restore" request (`sitePublishes/{id}`) becomes the site the Hosting emulator serves. The
// content (the draft's parts over the seed, or an earlier release's) is checked and built into
// a folder of its own; only a build that succeeds is copied over the served site, so a failed
// one leaves it as it was. Each step is reported on the request, and a published version is
// kept as a release. The trigger runner runs it for the stack; production runs the deploy
// workflow instead (docs/site-editor.md).
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import http from 'node:http';
import sirv from 'sirv';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { checkedContent, ContentError } from '../../packages/site/build/content-plugin.mjs';
import { loadCannedReplySeeds, refreshCannedReplies } from './canned-replies.mjs';
import { markAsPreview } from './preview-banner.mjs';
import { buildSiteFrom, completedContent, readSeed, writeRelease } from './publish-build.mjs';
import {
  SITE_DRAFT,
  SITE_PHOTOS,
  SITE_PUBLISHES,
  SITE_RELEASES,
} from '@detailing/chat-core/collections';
import { WAITING_PUBLISH_STATUSES } from '@detailing/chat-core/publish-statuses';

/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/** @typedef {import('firebase-admin/firestore').DocumentReference} DocumentReference */

/**
 * The release a Restore names to put back the original site, the seed (chat-core's
 * ORIGINAL_SITE_RELEASE, which the emulator test restores by): it has no document, so the first
 * publish can be undone too.
 */
export const ORIGINAL_RELEASE = 'original';

/**
 * The content a request publishes: the draft's parts over the seed, a release's content, or the
 * seed itself for a Restore of the original site.
 * @param {Firestore} db
 * @param {FirebaseFirestore.DocumentData} request
 * @returns {Promise<unknown>}
 */
async function contentOf(db, request) {
  if (request.kind === 'restore' && request.release === ORIGINAL_RELEASE) {
    return completedContent(await readSeed());
  }
  if (request.kind === 'restore') {
    const release = await db.collection(SITE_RELEASES).doc(String(request.release)).get();
    if (!release.exists) throw new Error(`There is no release ${request.release}.`);
    return completedContent(release.get('content'));
  }
  const content = await readSeed();
  for (const part of (await db.collection(SITE_DRAFT).get()).docs) {
    if (Object.hasOwn(content, part.id)) content[part.id] = part.get('content');
  }
  return completedContent(content);
}

/**
 * An uploaded photo's bytes (`sitePhotos/{id}`), for the image pipeline.
 * @param {Firestore} db
 * @param {string} id
 * @returns {Promise<Buffer>}
 */
async function readPhoto(db, id) {
  const photo = await db.collection(SITE_PHOTOS).doc(id).get();
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
    const ref = db.collection(SITE_DRAFT).doc(part);
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
 * How a release is put live: given the content and its photos' bytes, and a way to report a
 * step, it resolves once the new site is served and rejects, leaving the live site as it was,
 * when it could not be.
 * @typedef {(release: { content: unknown, readPhoto: (id: string) => Promise<Buffer>,
 *   report: (status: 'building' | 'deploying') => Promise<void> }) => Promise<void>} Deliver
 */

/**
 * The local stack's way: the site is built into a folder of its own, then copied over the
 * folder the Hosting emulator serves, so a failed build never touches it.
 * @param {string} publicDir
 * @returns {Deliver}
 */
export function serveLocally(publicDir) {
  return async ({ content, readPhoto, report }) => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'site-publish-'));
    try {
      await report('building');
      await buildSiteFrom({ content, outDir, readPhoto });
      for (const entry of await readdir(outDir)) {
        await cp(path.join(outDir, entry), path.join(publicDir, entry), {
          recursive: true,
          force: true,
        });
      }
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  };
}

/**
 * How a draft is shown before it is published ("Preview"): built like a publish, served
 * somewhere of its own, never live; resolves with the address that shows it.
 * @typedef {(draft: { content: unknown, readPhoto: (id: string) => Promise<Buffer>,
 *   report: (status: 'building' | 'deploying') => Promise<void> }) => Promise<string>} Preview
 */

/**
 * The local stack's preview: each draft is built into a folder of its own and served by a
 * static server on a port of its own (the newest preview replaces the one before).
 * @returns {{ preview: Preview, close: () => Promise<void> }}
 */
export function previewLocally() {
  /** @type {import('node:http').Server | undefined} */
  let server;
  /** @type {{ dir: string, handle: ReturnType<typeof sirv> } | undefined} */
  let current;
  let url = '';
  const start = async () => {
    const created = http.createServer((req, res) => {
      if (!current) return void res.writeHead(404).end();
      current.handle(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not in this preview.');
      });
    });
    await new Promise((resolve) => created.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = /** @type {import('node:net').AddressInfo} */ (created.address());
    url = `http://127.0.0.1:${address.port}/`;
    return created;
  };
  return {
    preview: async ({ content, readPhoto, report }) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'site-preview-'));
      try {
        await report('building');
        await buildSiteFrom({ content, outDir: dir, readPhoto });
        await markAsPreview(dir);
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      const previous = current;
      current = { dir, handle: sirv(dir, { dev: true, extensions: ['html'] }) };
      if (previous) await rm(previous.dir, { recursive: true, force: true });
      server ??= await start();
      return url;
    },
    close: async () => {
      if (server) await new Promise((resolve) => server?.close(() => resolve(undefined)));
      if (current) await rm(current.dir, { recursive: true, force: true });
    },
  };
}

/**
 * Production's preview: the draft deployed to a Firebase Hosting preview channel
 * (`owner-preview`, kept 7 days), whose address firebase-tools reports.
 * @param {{ project?: string, run?: (args: string[], env: Record<string, string>,
 *   onLine: (line: string) => void) => Promise<void> }} [options]
 * @returns {Preview}
 */
export function previewOnChannel({ project = 'production', run = runNode } = {}) {
  return async ({ content, readPhoto, report }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-preview-'));
    try {
      // Marked as a preview: the build puts "Preview — not live" on every page.
      await writeRelease({ content, readPhoto, dir, preview: true });
      await report('building');
      let address = '';
      await run(
        [
          'node_modules/firebase-tools/lib/bin/firebase.js',
          'hosting:channel:deploy',
          'owner-preview',
          '--expires',
          '7d',
          '--project',
          project,
          '--non-interactive',
        ],
        { SITE_RELEASE_DIR: dir },
        (line) => {
          address ||= line.match(/Channel URL[^:]*:\s*(https:\/\/\S+)/)?.[1] ?? '';
        },
      );
      if (!address) throw new Error('The preview channel was deployed, but said no address.');
      return address;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Production's way, in the publish workflow: the release is written where the deploy's build
 * reads it (`SITE_RELEASE_DIR`, publish-build.mjs's writeRelease), then `npm run deploy -- --only
 * hosting` builds everything as every deploy does and uploads it; a failed build or upload
 * leaves the live site as it was. `deploying` is reported when firebase-tools starts uploading.
 * @param {{ project?: string, run?: (args: string[], env: Record<string, string>,
 *   onLine: (line: string) => void) => Promise<void> }} [options]
 * @returns {Deliver}
 */
export function deployToHosting({ project = 'production', run = runNode } = {}) {
  return async ({ content, readPhoto, report }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-release-'));
    try {
      await writeRelease({ content, readPhoto, dir });
      await report('building');
      let uploading = false;
      await run(
        ['scripts/deploy.mjs', '--project', project, '--only', 'hosting', '--non-interactive'],
        { SITE_RELEASE_DIR: dir },
        (line) => {
          if (!uploading && /hosting\[[^\]]*\]: beginning deploy/.test(line)) {
            uploading = true;
            void report('deploying');
          }
        },
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Runs a Node script of the repository, its output passed on line by line; rejects with the
 * last lines when it fails.
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {(line: string) => void} onLine
 * @returns {Promise<void>}
 */
function runNode(args, env, onLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {string[]} */
    const tail = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(line);
        onLine(line);
        tail.push(line);
        if (tail.length > 8) tail.shift();
      });
    }
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The deploy failed (exit ${code}):\n${tail.join('\n')}`)),
    );
  });
}

/**
 * The newest release, written for a deploy's build (what every production deploy serves, so a
 * code deploy never takes the owner's content back to the seed); false when there is none.
 * @param {Firestore} db
 * @param {string} dir
 * @returns {Promise<boolean>}
 */
export async function writeLatestRelease(db, dir) {
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
 * handled). `deliver` puts the release live: serveLocally for the stack, the deploy workflow's
 * Hosting deploy in production (scripts/publish-production.mjs).
 * A Preview request is built the same way and shown by `preview`: `ready` with its
 * `previewUrl`; it keeps no release and changes nothing live.
 * @param {{ db: Firestore, request: DocumentReference, deliver: Deliver, preview?: Preview,
 *   log?: (message: string, details?: Record<string, unknown>) => void }} options
 * @returns {Promise<'live' | 'ready' | 'failed' | 'skipped'>}
 */
export async function publishRequest({ db, request, deliver, preview, log = () => undefined }) {
  const claimed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(request);
    const status = snapshot.get('status');
    // 'dispatched': production's function started the deploy workflow for it.
    if (!WAITING_PUBLISH_STATUSES.includes(status)) return null;
    transaction.update(request, { status: 'checking', startedAt: FieldValue.serverTimestamp() });
    return snapshot.data() ?? null;
  });
  if (!claimed) return 'skipped';
  await supersede(db, request, claimed);
  /** @type {unknown} */
  let content;
  try {
    content = await contentOf(db, claimed);
    await checkedContent(content);
    const draft = {
      content,
      readPhoto: (/** @type {string} */ id) => readPhoto(db, id),
      report: async (/** @type {'building' | 'deploying'} */ status) => {
        await request.update({ status });
      },
    };
    if (claimed.kind === 'preview') {
      if (!preview) throw new Error('Previews are not set up here.');
      const previewUrl = await preview(draft);
      await request.update({ status: 'ready', previewUrl, readyAt: Timestamp.now() });
      log('Prepared a preview.', { publishId: request.id, previewUrl });
      return 'ready';
    }
    await deliver(draft);
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
  }
  // The site is live from here on: what follows is recorded as live, each step on its own, so a
  // failure is a warning on the request, never "failed" for a site that did change.
  /** @type {string[]} */
  const warnings = [];
  const release = db.collection(SITE_RELEASES).doc();
  const kept = await retried(() =>
    release.set({
      content: JSON.parse(JSON.stringify(content)),
      publishId: request.id,
      kind: claimed.kind,
      createdBy: claimed.requestedBy ?? null,
      createdAt: FieldValue.serverTimestamp(),
    }),
  ).then(
    () => true,
    (error) => {
      warnings.push(`The published version could not be kept: ${reason(error)}`);
      return false;
    },
  );
  if (claimed.kind === 'restore') {
    await draftFrom(
      db,
      /** @type {Record<string, unknown>} */ (content),
      claimed.requestedBy ?? null,
    ).catch((error) => warnings.push(`The draft is not the restored site: ${reason(error)}`));
  }
  // Staff's canned replies made from the catalogue say what is now live.
  await loadCannedReplySeeds(content)
    .then((seeds) => refreshCannedReplies(db, seeds))
    .catch((error) => warnings.push(`The canned replies were not updated: ${reason(error)}`));
  await retried(() =>
    request.update({
      status: 'live',
      liveAt: Timestamp.now(),
      ...(kept ? { liveRelease: release.id } : {}),
      ...(warnings.length > 0 ? { warnings } : {}),
    }),
  );
  log('Published the site.', { publishId: request.id, release: release.id, warnings });
  return 'live';
}

/** @param {unknown} error */
const reason = (error) => (error instanceof Error ? error.message : String(error));

/**
 * A write that matters after the site changed: tried three times, a second apart.
 * @template T
 * @param {() => Promise<T>} write
 * @returns {Promise<T>}
 */
async function retried(write) {
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
 * runs may never come; marked `skipped`, the console never shows them as under way.
 * @param {Firestore} db
 * @param {DocumentReference} taken
 * @param {FirebaseFirestore.DocumentData} data
 */
async function supersede(db, taken, data) {
  const previews = data.kind === 'preview';
  const waiting = await db
    .collection(SITE_PUBLISHES)
    .where('status', 'in', [...WAITING_PUBLISH_STATUSES])
    .get();
  for (const doc of waiting.docs) {
    if (doc.id === taken.id || (doc.get('kind') === 'preview') !== previews) continue;
    const at = doc.get('requestedAt');
    // Only those asked for before it (a request without its time is left alone).
    if (!data.requestedAt || !at || at.toMillis() >= data.requestedAt.toMillis()) continue;
    await db.runTransaction(async (transaction) => {
      const fresh = await transaction.get(doc.ref);
      if (!WAITING_PUBLISH_STATUSES.includes(fresh.get('status'))) return;
      transaction.update(doc.ref, {
        status: 'skipped',
        reason: 'A later request took its place.',
        endedAt: FieldValue.serverTimestamp(),
      });
    });
  }
}

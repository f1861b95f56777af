// @ts-check
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { checkedContent, siteContentPlugin } from '../../packages/site/build/content-plugin.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The site's content module that generates them (TypeScript: loaded through Vite's runner). */
const SEEDS_MODULE = path.join(ROOT, 'packages/site/src/content/canned-replies.ts');
const COLLECTION = 'cannedReplies';

/** @typedef {{ key: string, title: string, text: string }} CannedReplySeed */

/**
 * The canned replies generated from the site's content (catalogue, business profile, home and
 * booking content): packages/site/src/content/canned-replies.ts, in plain Node through Vite's
 * module runner (as scripts/bench/chat-core-node.mjs loads chat-core), so no string is copied.
 * From the seed, or from published `content` (the publish build's content plugin answers the
 * site's content imports, as it does for the pages).
 * @param {unknown} [content]
 * @returns {Promise<CannedReplySeed[]>}
 */
export async function loadCannedReplySeeds(content) {
  const { runnerImport } = await import('vite');
  const plugins = content === undefined ? [] : [siteContentPlugin(await checkedContent(content))];
  /** @type {{ module: { cannedReplySeeds(): CannedReplySeed[] } }} */
  const { module } = await runnerImport(SEEDS_MODULE, { logLevel: 'error', plugins });
  return module.cannedReplySeeds();
}

/** A generated reply's document: named by its key, so that a publish finds it again. */
export const replyId = (/** @type {string} */ key) => `site-reply-${key}`;

/**
 * Rewrites the generated replies that staff kept with what was published (a new price is in
 * the reply staff send): those staff deleted stay deleted, and staff's own replies are left as
 * they are. A reply staff edited is replaced by the published words (docs/site-editor.md).
 * Where none was ever made (a production project: only the local stack seeds them), the first
 * publish makes them all.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly CannedReplySeed[]} seeds
 * @returns {Promise<number>} the replies written
 */
export async function refreshCannedReplies(db, seeds) {
  const refs = seeds.map(({ key }) => db.collection(COLLECTION).doc(replyId(key)));
  const stored = refs.length > 0 ? await db.getAll(...refs) : [];
  const first = stored.every((snapshot) => !snapshot.exists);
  let written = 0;
  for (const [index, { title, text }] of seeds.entries()) {
    const snapshot = stored[index];
    if (!snapshot || (!first && !snapshot.exists)) continue;
    if (snapshot.exists && snapshot.get('title') === title && snapshot.get('text') === text) {
      continue;
    }
    await snapshot.ref.set({ title, text, updatedAt: FieldValue.serverTimestamp() });
    written += 1;
  }
  return written;
}

/**
 * Seeds `cannedReplies` on the Firestore emulator with the site's generated replies, only when
 * the collection is empty: replies that staff added, edited or deleted are left as they are.
 * Written with the Admin SDK (as the stack's other set-up), in the shape the rules ask of staff.
 * @param {{ projectId: string, firestoreHost: string }} options
 * @returns {Promise<{ seeded: number }>}
 */
export async function seedCannedReplies({ projectId, firestoreHost }) {
  const seeds = await loadCannedReplySeeds();
  const app = initializeApp({ projectId }, `canned-replies-seed-${randomUUID()}`);
  try {
    const db = getFirestore(app);
    db.settings({ host: firestoreHost, ssl: false });
    const collection = db.collection(COLLECTION);
    return await db.runTransaction(async (transaction) => {
      const existing = await transaction.get(collection.limit(1));
      if (!existing.empty) return { seeded: 0 };
      for (const { key, title, text } of seeds) {
        transaction.create(collection.doc(replyId(key)), {
          title,
          text,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      return { seeded: seeds.length };
    });
  } finally {
    await deleteApp(app);
  }
}

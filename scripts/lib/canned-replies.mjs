// @ts-check
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The site's content module that generates them (TypeScript: loaded through Vite's runner). */
const SEEDS_MODULE = path.join(ROOT, 'packages/site/src/content/canned-replies.ts');
const COLLECTION = 'cannedReplies';

/** @typedef {{ title: string, text: string }} CannedReplySeed */

/**
 * The canned replies generated from the site's content (catalogue, business profile, home and
 * booking content): packages/site/src/content/canned-replies.ts, in plain Node through Vite's
 * module runner (as scripts/bench/chat-core-node.mjs loads chat-core), so no string is copied.
 * @returns {Promise<CannedReplySeed[]>}
 */
export async function loadCannedReplySeeds() {
  const { runnerImport } = await import('vite');
  /** @type {{ module: { cannedReplySeeds(): CannedReplySeed[] } }} */
  const { module } = await runnerImport(SEEDS_MODULE, { logLevel: 'error' });
  return module.cannedReplySeeds();
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
      for (const { title, text } of seeds) {
        transaction.create(collection.doc(randomUUID()), {
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

import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { CANNED_REPLIES } from '@detailing/core/collections';
import { cannedReplySeeds } from '@detailing/site/build';
import { checkedContent } from './content';

/**
 * Staff's canned replies made from the site's content (docs/site-editor.md, "Canned replies"):
 * one per service, the opening hours, the area covered and how booking works, each under an id
 * named by its key, so that a publish finds and rewrites them, and `npm start` seeds them.
 */

/** A generated reply, with the key that names it for good (a service's slug, `opening-hours`). */
export interface CannedReplySeed {
  readonly key: string;
  readonly title: string;
  readonly text: string;
}

/**
 * The replies generated from the seed, or from published `content` (checked here): the site's
 * own module makes them (`cannedReplySeeds` of `@detailing/site/build`), so no string is copied.
 */
export const loadCannedReplySeeds = (content?: unknown): Promise<CannedReplySeed[]> =>
  cannedReplySeeds(content === undefined ? undefined : checkedContent(content));

/** A generated reply's document: named by its key, so that a publish finds it again. */
export const replyId = (key: string): string => `site-reply-${key}`;

/**
 * Rewrites the generated replies that staff kept with what was published (a new price is in
 * the reply staff send): those staff deleted stay deleted, and staff's own replies are left as
 * they are. A reply staff edited is replaced by the published words. Where none was ever made
 * (a production project: only the local stack seeds them), the first publish makes them all.
 * Resolves with the replies written.
 */
export async function refreshCannedReplies(
  db: Firestore,
  seeds: readonly CannedReplySeed[],
): Promise<number> {
  const refs = seeds.map(({ key }) => db.collection(CANNED_REPLIES).doc(replyId(key)));
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
 * Seeds `cannedReplies` on the Firestore emulator with the seed's generated replies, only when
 * the collection is empty: replies that staff added, edited or deleted are left as they are.
 * Written with the Admin SDK (as the stack's other set-up), in the shape the rules ask of staff.
 */
export async function seedCannedReplies({
  projectId,
  firestoreHost,
}: {
  projectId: string;
  firestoreHost: string;
}): Promise<{ seeded: number }> {
  const seeds = await loadCannedReplySeeds();
  const app = initializeApp({ projectId }, `canned-replies-seed-${randomUUID()}`);
  try {
    const db = getFirestore(app);
    db.settings({ host: firestoreHost, ssl: false });
    const collection = db.collection(CANNED_REPLIES);
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

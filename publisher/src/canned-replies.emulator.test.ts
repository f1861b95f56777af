// The canned replies made from the site's content, against the Firestore emulator: the local
// stack's seed, then a publish's refresh.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { CANNED_REPLIES } from '@detailing/core/collections';
import { loadCannedReplySeeds, refreshCannedReplies, seedCannedReplies } from './canned-replies';
import { readSeed } from './content';

const projectId = `demo-canned-${Math.random().toString(36).slice(2, 10)}`;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const app = initializeApp({ projectId }, `canned-test-${projectId}`);
const db = getFirestore(app);

afterAll(async () => {
  await deleteApp(app);
});

const stored = async () =>
  (await db.collection(CANNED_REPLIES).get()).docs.map((d) => ({
    id: d.id,
    title: String(d.get('title')),
    text: String(d.get('text')),
    updatedAt: d.get('updatedAt'),
  }));

describe('seedCannedReplies', () => {
  it('seeds the site’s generated replies into an empty collection, then never again', async () => {
    expect(firestoreHost, 'run through npm test -- emulator').not.toBe('');
    const seeds = await loadCannedReplySeeds();
    expect(seeds.map((s) => s.title)).toContain('Paint Correction');

    expect(await seedCannedReplies({ projectId, firestoreHost })).toEqual({
      seeded: seeds.length,
    });
    const first = await stored();
    expect(first.map((r) => [r.title, r.text]).sort()).toEqual(
      seeds.map((s) => [s.title, s.text]).sort(),
    );
    for (const reply of first) expect(reply.updatedAt).toBeInstanceOf(Timestamp);

    // Staff edit one reply and delete another; a restart seeds nothing and keeps both changes.
    const [edited, deleted] = first;
    if (!edited || !deleted) throw new Error('expected at least two replies');
    await db.doc(`${CANNED_REPLIES}/${edited.id}`).update({ text: 'Edited by staff.' });
    await db.doc(`${CANNED_REPLIES}/${deleted.id}`).delete();
    expect(await seedCannedReplies({ projectId, firestoreHost })).toEqual({ seeded: 0 });
    const after = await stored();
    expect(after).toHaveLength(seeds.length - 1);
    expect(after.find((r) => r.id === edited.id)?.text).toBe('Edited by staff.');
    expect(after.find((r) => r.id === deleted.id)).toBeUndefined();

    // The owner publishes a new Paint Correction price: its reply says it; the edited reply
    // takes the published words again; the deleted one stays deleted.
    const content = readSeed();
    content.services['paint-correction'].price = 'from £250';
    const published = await loadCannedReplySeeds(content);
    expect(await refreshCannedReplies(db, published)).toBe(2);
    const refreshed = await stored();
    expect(refreshed).toHaveLength(seeds.length - 1);
    expect(refreshed.find((r) => r.title === 'Paint Correction')?.text).toContain(
      'Price: from £250\n',
    );
    expect(refreshed.find((r) => r.id === edited.id)?.text).toBe(edited.text);
    expect(refreshed.find((r) => r.id === deleted.id)).toBeUndefined();
  }, 30_000);
});

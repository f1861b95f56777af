import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Bytes,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { newId, rulesEnvironmentForFile, type TestFirestore } from '../../testing/rules-fixtures';

// The owner's site editor (OWNER-TOOLS.md 2): only owners read or write its drafts and photos
// (its publish requests and releases: firestore-rules-site-publish.emulator.test.ts).

const rules = rulesEnvironmentForFile('rules-site');
const { owner, notOwners } = rules;

const draft = (db: TestFirestore, part: string, rev: number, uid = 'owner-1', extra = {}) =>
  setDoc(doc(db, 'siteDraft', part), {
    content: { intro: 'Mobile detailing across Dorset' },
    rev,
    updatedBy: uid,
    updatedAt: serverTimestamp(),
    ...extra,
  });

const photo = (
  db: TestFirestore,
  id: string,
  uid = 'owner-1',
  change: Record<string, unknown> = {},
) =>
  setDoc(doc(db, 'sitePhotos', id), {
    bytes: Bytes.fromUint8Array(new Uint8Array(1000)),
    type: 'image/webp',
    width: 2400,
    height: 1600,
    uploadedBy: uid,
    createdAt: serverTimestamp(),
    ...change,
  });

describe('siteDraft', () => {
  it('lets an owner write a part of the draft, one rev at a time; a stale rev is refused', async () => {
    await assertSucceeds(draft(owner(), 'home', 1));
    await assertSucceeds(draft(owner(), 'home', 2));
    // A second owner who loaded rev 1 and writes rev 2 again: refused, nothing overwritten.
    await assertFails(draft(owner('owner-2'), 'home', 2, 'owner-2'));
    await assertSucceeds(draft(owner('owner-2'), 'home', 3, 'owner-2'));
    await assertSucceeds(getDoc(doc(owner(), 'siteDraft', 'home')));
    await assertFails(deleteDoc(doc(owner(), 'siteDraft', 'home')));
  });

  it('refuses another part, other fields, another author, a chosen time or a skipped rev', async () => {
    await assertFails(draft(owner(), 'secrets', 1));
    await assertFails(draft(owner(), 'services', 1, 'owner-1', { published: true }));
    await assertFails(draft(owner(), 'services', 1, 'owner-2'));
    await assertFails(draft(owner(), 'services', 1, 'owner-1', { updatedAt: Timestamp.now() }));
    await assertFails(draft(owner(), 'services', 1, 'owner-1', { content: 'text' }));
    await assertFails(draft(owner(), 'services', 2));
  });

  it('is closed to everyone who is not an owner', async () => {
    await assertSucceeds(draft(owner(), 'business', 1));
    for (const db of notOwners()) {
      await assertFails(getDoc(doc(db, 'siteDraft', 'business')));
      await assertFails(updateDoc(doc(db, 'siteDraft', 'business'), { rev: 2 }));
      await assertFails(draft(db, 'gallery', 1, 'staff-only'));
    }
  });
});

describe('sitePhotos', () => {
  it('lets an owner add a prepared photo, never change or delete it (releases use it)', async () => {
    const id = newId('photo');
    await assertSucceeds(photo(owner(), id));
    await assertSucceeds(getDoc(doc(owner(), 'sitePhotos', id)));
    await assertFails(updateDoc(doc(owner(), 'sitePhotos', id), { width: 10 }));
    await assertFails(deleteDoc(doc(owner(), 'sitePhotos', id)));
  });

  it('refuses photos too large, of another type or size, or of someone else', async () => {
    for (const change of [
      { bytes: Bytes.fromUint8Array(new Uint8Array(1_000_001)) },
      { bytes: Bytes.fromUint8Array(new Uint8Array(0)) },
      { type: 'image/svg+xml' },
      { width: 2401 },
      { height: 0 },
      { createdAt: Timestamp.now() },
      { exif: 'GPS' },
    ]) {
      await assertFails(photo(owner(), newId('photo'), 'owner-1', change));
    }
    await assertFails(photo(owner(), newId('photo'), 'owner-2'));
  });

  it('is closed to everyone who is not an owner', async () => {
    const id = newId('photo');
    await assertSucceeds(photo(owner(), id));
    for (const db of notOwners()) {
      await assertFails(getDoc(doc(db, 'sitePhotos', id)));
      await assertFails(deleteDoc(doc(db, 'sitePhotos', id)));
      await assertFails(photo(db, newId('photo'), 'staff-only'));
    }
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { newId, seedDoc, rulesEnvironmentForFile } from '../../testing/rules-fixtures';
import { CANNED_REPLIES } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules-canned');
const { staff, nobody } = rules;

/** What the widget signs in as: an anonymous Firebase user. */
const visitor = () => rules.signedIn('visitor-1', { firebase: { sign_in_provider: 'anonymous' } });
/** A former member of staff: the claim removed (npm run staff:revoke), still signed in. */
const revoked = () => rules.signedIn('staff-2', { staff: false });
/** An e-mail account that never had the claim. */
const signedInNotStaff = () => rules.signedIn('eve', {});

const outsiders: readonly [string, () => ReturnType<typeof nobody>][] = [
  ['a visitor (anonymous user)', visitor],
  ['a signed-out request', nobody],
  ['a revoked member of staff', revoked],
  ['a signed-in account without the staff claim', signedInNotStaff],
];

const fields = (overrides: DocumentData = {}): DocumentData => ({
  title: 'Prices',
  text: 'In & Out Maintenance Detail: £75, 2-3 hours.',
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** A reply stored directly (rules off); returns its id. */
async function seedReply(): Promise<string> {
  const id = newId('reply');
  await seedDoc(rules.env, `cannedReplies/${id}`, {
    title: 'Hours',
    text: 'Monday to Friday, 08:00 to 18:00.',
    updatedAt: Timestamp.fromMillis(Date.now() - 60_000),
  });
  return id;
}

describe('firestore.rules: canned replies', () => {
  it('lets staff add, list, read, edit and delete replies', async () => {
    const db = staff();
    const id = newId('reply');
    const ref = doc(db, 'cannedReplies', id);
    await assertSucceeds(setDoc(ref, fields()));
    await assertSucceeds(getDocs(collection(db, CANNED_REPLIES)));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(setDoc(ref, fields({ title: 'Prices 2026', text: 'From £80.' })));
    await assertSucceeds(updateDoc(ref, { text: 'From £85.', updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref));
  });

  it('accepts a title of 80 characters and a text of 2,000', async () => {
    const ref = doc(staff(), 'cannedReplies', newId('reply'));
    await assertSucceeds(setDoc(ref, fields({ title: 'x'.repeat(80), text: 'y'.repeat(2000) })));
  });

  describe.each(outsiders)('keeps out %s', (_name, db) => {
    it('from listing and reading replies', async () => {
      const id = await seedReply();
      await assertFails(getDocs(collection(db(), CANNED_REPLIES)));
      await assertFails(getDoc(doc(db(), 'cannedReplies', id)));
    });

    it('from adding, editing and deleting replies', async () => {
      const id = await seedReply();
      await assertFails(setDoc(doc(db(), 'cannedReplies', newId('reply')), fields()));
      await assertFails(setDoc(doc(db(), 'cannedReplies', id), fields({ text: 'Free today!' })));
      await assertFails(updateDoc(doc(db(), 'cannedReplies', id), { text: 'Free today!' }));
      await assertFails(deleteDoc(doc(db(), 'cannedReplies', id)));
    });
  });

  it.each([
    ['an empty title', fields({ title: '' })],
    ['a title of 81 characters', fields({ title: 'x'.repeat(81) })],
    ['an untrimmed title', fields({ title: ' Prices' })],
    ['a title of two lines', fields({ title: 'Two\nlines' })],
    ['a title that is not text', fields({ title: 42 })],
    ['an empty text', fields({ text: '' })],
    ['a text of 2,001 characters', fields({ text: 'y'.repeat(2001) })],
    ['an untrimmed text', fields({ text: 'From £75.\n' })],
    ['a text with a control character', fields({ text: 'Bell \u0007' })],
    ['a text that is a list', fields({ text: ['From £75.'] })],
    ['a client-chosen time', fields({ updatedAt: Timestamp.fromMillis(0) })],
    ['no time', { title: 'Prices', text: 'From £75.' }],
    ['an extra field', fields({ author: 'staff-1' })],
    ['no title', { text: 'From £75.', updatedAt: serverTimestamp() }],
  ])('refuses a reply with %s, from staff too', async (_name, data) => {
    await assertFails(setDoc(doc(staff(), 'cannedReplies', newId('reply')), data));
  });

  it('refuses an edit that breaks the shape, and an id that is not a client id', async () => {
    const id = await seedReply();
    await assertFails(updateDoc(doc(staff(), 'cannedReplies', id), { title: 'x'.repeat(81) }));
    await assertFails(
      updateDoc(doc(staff(), 'cannedReplies', id), { text: 'New', updatedAt: Timestamp.now() }),
    );
    await assertFails(setDoc(doc(staff(), 'cannedReplies', 'short'), fields()));
    await assertFails(setDoc(doc(staff(), 'cannedReplies', 'has space in it'), fields()));
  });
});

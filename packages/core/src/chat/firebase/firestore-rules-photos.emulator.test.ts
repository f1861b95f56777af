import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '../domain/photos';
import {
  bytesOf,
  messageBatch,
  newId,
  type PhotoFixture,
  rulesEnvironmentForFile,
  seededSession,
  startBatch,
} from '../../testing/rules-fixtures';
import { PHOTOS, SESSIONS } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules-photos');
const { visitor, staff, nobody } = rules;

const aliceSession = (data: { status?: 'open' | 'closed'; photoCount?: number } = {}) =>
  seededSession(rules.env, { visitorUid: 'alice', ...data });

/** Sends one message with these photos into the session, as `sender` (the visitor by default). */
const sendPhotos = (
  db: ReturnType<typeof visitor>,
  sessionId: string,
  photos: readonly PhotoFixture[],
  options: { sender?: 'user' | 'admin'; content?: string; messageId?: string } = {},
) =>
  messageBatch(db, sessionId, options.messageId ?? newId('m'), {
    photos,
    ...(options.sender ? { sender: options.sender } : {}),
    ...(options.content !== undefined ? { content: options.content } : {}),
  });

/** A photo stored by the rules' own path: alice sends it, in a session of hers. */
async function storedPhoto(status: 'open' | 'closed' = 'open') {
  const sessionId = await aliceSession();
  const photoId = newId('p');
  await sendPhotos(visitor(), sessionId, [{ id: photoId }]);
  if (status === 'closed') {
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'chatSessions', sessionId), { status: 'closed' });
    });
  }
  return { sessionId, photoId };
}

const photoDoc = (db: ReturnType<typeof visitor>, sessionId: string, photoId: string) =>
  doc(db, 'chatSessions', sessionId, 'photos', photoId);

describe('firestore.rules: photos, sent', () => {
  it('lets a visitor send two photos and text, or photos alone, into their open session', async () => {
    const id = await aliceSession();
    await assertSucceeds(sendPhotos(visitor(), id, [{}, {}], { content: 'The bonnet' }));
    // A visitor's next message waits out the flood interval; staff send the photo-only one.
    await assertSucceeds(sendPhotos(staff(), id, [{}], { sender: 'admin', content: '' }));
  });

  it('lets a conversation start with photos', async () => {
    await assertSucceeds(startBatch(visitor('carol'), 'carol', newId('s'), { photos: [{}, {}] }));
  });

  it('lets staff send photos into any open conversation, up to four at once', async () => {
    const id = await aliceSession();
    await assertSucceeds(sendPhotos(staff(), id, [{}, {}, {}, {}], { sender: 'admin' }));
  });

  it("refuses photos into another visitor's conversation", async () => {
    const id = await aliceSession();
    await assertFails(sendPhotos(visitor('bob'), id, [{}]));
  });

  it('refuses photos into a closed conversation, from anyone', async () => {
    const id = await aliceSession({ status: 'closed' });
    await assertFails(sendPhotos(visitor(), id, [{}]));
    await assertFails(sendPhotos(staff(), id, [{}], { sender: 'admin' }));
  });

  it('refuses a forged sender on the photo', async () => {
    const id = await aliceSession();
    await assertFails(sendPhotos(visitor(), id, [{ fields: { sender: 'admin' } }]));
    await assertFails(
      sendPhotos(staff(), id, [{ fields: { sender: 'user' } }], { sender: 'admin' }),
    );
  });

  it('holds a conversation to 20 photos: the 21st is refused', async () => {
    const full = await aliceSession({ photoCount: PHOTO_LIMITS.perConversation - 2 });
    await assertSucceeds(sendPhotos(visitor(), full, [{}, {}]));
    const over = await aliceSession({ photoCount: PHOTO_LIMITS.perConversation - 1 });
    await assertFails(sendPhotos(visitor(), over, [{}, {}]));
  });

  it('refuses a count that does not go up by the photos sent', async () => {
    const id = await aliceSession({ photoCount: 19 });
    await assertFails(
      messageBatch(visitor(), id, newId('m'), { photos: [{}, {}], session: { photoCount: 19 } }),
    );
    await assertFails(
      startBatch(visitor('dave'), 'dave', newId('s'), { photos: [{}], session: { photoCount: 0 } }),
    );
  });

  it('refuses a fifth photo in one message, and one photo named twice', async () => {
    const id = await aliceSession();
    await assertFails(sendPhotos(staff(), id, [{}, {}, {}, {}, {}], { sender: 'admin' }));
    const photoId = newId('p');
    const twice = [{ id: photoId }, { id: photoId, unwritten: true }];
    await assertFails(sendPhotos(staff(), id, twice, { sender: 'admin' }));
  });

  it('takes an image of exactly 600,000 bytes and a thumbnail of 40,000, and no more', async () => {
    const id = await aliceSession();
    const largest = {
      image: bytesOf(PHOTO_LIMITS.imageBytes),
      thumb: bytesOf(PHOTO_LIMITS.thumbBytes),
    };
    await assertSucceeds(sendPhotos(staff(), id, [{ fields: largest }], { sender: 'admin' }));
    const image = { image: bytesOf(PHOTO_LIMITS.imageBytes + 1) };
    await assertFails(sendPhotos(staff(), id, [{ fields: image }], { sender: 'admin' }));
    const thumb = { thumb: bytesOf(PHOTO_LIMITS.thumbBytes + 1) };
    await assertFails(sendPhotos(staff(), id, [{ fields: thumb }], { sender: 'admin' }));
    const empty = { image: bytesOf(0) };
    await assertFails(sendPhotos(staff(), id, [{ fields: empty }], { sender: 'admin' }));
  });

  it('refuses another type (SVG included), text for bytes, and a missing or wrong dimension', async () => {
    const id = await aliceSession();
    const refused: PhotoFixture[] = [
      { fields: { type: 'image/svg+xml' } },
      { fields: { type: 'image/png' } },
      { fields: { image: '<svg xmlns="http://www.w3.org/2000/svg"/>' } },
      { omit: ['width'] },
      { omit: ['messageId'] },
      { width: PHOTO_LIMITS.edge + 1 },
      { height: 0 },
      { fields: { width: 1599.5 } },
      { fields: { exif: 'GPS 50.73N 1.78W' } },
    ];
    for (const photo of refused) {
      await assertFails(sendPhotos(staff(), id, [photo], { sender: 'admin' }));
    }
  });

  it('refuses a photo without its message, or beside a message that does not name it', async () => {
    const id = await aliceSession();
    const photoId = newId('p');
    await assertFails(
      setDoc(photoDoc(visitor(), id, photoId), {
        image: bytesOf(10),
        thumb: bytesOf(10),
        type: 'image/jpeg',
        width: 10,
        height: 10,
        sender: 'user',
        createdAt: serverTimestamp(),
        messageId: newId('m'),
      }),
    );
    await assertFails(sendPhotos(staff(), id, [{}, { unnamed: true }], { sender: 'admin' }));
  });

  it("refuses a message naming a photo it does not carry, or another conversation's", async () => {
    const id = await aliceSession();
    await assertFails(sendPhotos(staff(), id, [{ unwritten: true }], { sender: 'admin' }));
    const other = await aliceSession();
    await assertFails(sendPhotos(staff(), id, [{ sessionId: other }], { sender: 'admin' }));
    // A photo stored earlier, for an earlier message, cannot be named again.
    const earlier = await storedPhoto();
    await assertFails(
      sendPhotos(staff(), earlier.sessionId, [{ id: earlier.photoId, unwritten: true }], {
        sender: 'admin',
      }),
    );
  });

  it("refuses a size in the message that is not the photo's", async () => {
    const id = await aliceSession();
    const turned = { width: 800, height: 600, fields: { width: 600, height: 800 } };
    await assertFails(sendPhotos(staff(), id, [turned], { sender: 'admin' }));
  });

  it('refuses an empty message without photos', async () => {
    const id = await aliceSession();
    await assertFails(messageBatch(staff(), id, newId('m'), { sender: 'admin', content: '' }));
  });
});

describe('firestore.rules: photos, stored', () => {
  it('are read one at a time by the visitor whose conversation it is, and by staff', async () => {
    const { sessionId, photoId } = await storedPhoto();
    const read = await assertSucceeds(getDoc(photoDoc(visitor(), sessionId, photoId)));
    expect(read.get('messageId')).toEqual(expect.any(String));
    await assertSucceeds(getDoc(photoDoc(staff(), sessionId, photoId)));
  });

  it('are not read by another visitor, by someone signed out, or by a list', async () => {
    const { sessionId, photoId } = await storedPhoto();
    await assertFails(getDoc(photoDoc(visitor('bob'), sessionId, photoId)));
    await assertFails(getDoc(photoDoc(nobody(), sessionId, photoId)));
    await assertFails(getDocs(collection(staff(), SESSIONS, sessionId, PHOTOS)));
    await assertFails(getDocs(collection(visitor(), SESSIONS, sessionId, PHOTOS)));
  });

  it('are never changed, by anyone', async () => {
    const { sessionId, photoId } = await storedPhoto();
    const change = { image: bytesOf(20) };
    await assertFails(updateDoc(photoDoc(visitor(), sessionId, photoId), change));
    await assertFails(updateDoc(photoDoc(staff(), sessionId, photoId), change));
    await assertFails(
      setDoc(photoDoc(visitor(), sessionId, photoId), { ...change, messageId: newId('m') }),
    );
  });

  it('are deleted only by staff, and only with the closed conversation', async () => {
    const open = await storedPhoto();
    await assertFails(deleteDoc(photoDoc(staff(), open.sessionId, open.photoId)));
    const closed = await storedPhoto('closed');
    await assertFails(deleteDoc(photoDoc(visitor(), closed.sessionId, closed.photoId)));
    await assertSucceeds(deleteDoc(photoDoc(staff(), closed.sessionId, closed.photoId)));
  });
});

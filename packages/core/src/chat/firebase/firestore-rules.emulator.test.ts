import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  messageBatch,
  newId,
  newSessionFields,
  seededSession,
  rulesEnvironmentForFile,
} from '../../testing/rules-fixtures';
import { MESSAGES, SESSIONS } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules');
const { visitor, staff, nobody: anonymous } = rules;

describe('firestore.rules: deny by default', () => {
  it('refuses an unauthenticated read of an arbitrary document', async () => {
    await assertFails(getDoc(doc(anonymous(), 'anything/at-all')));
  });

  it('refuses a signed-in write to an unlisted collection', async () => {
    await assertFails(setDoc(doc(visitor('someone'), 'secrets/one'), { value: 1 }));
  });

  it("refuses visitors and staff the push function's throttle documents", async () => {
    for (const db of [visitor('alice'), staff()]) {
      await assertFails(getDoc(doc(db, 'pushThrottle/some-session-id')));
      await assertFails(setDoc(doc(db, 'pushThrottle/some-session-id'), { held: 0 }));
    }
  });

  it('refuses every chat read and write to an unauthenticated client', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    const db = anonymous();
    await assertFails(getDoc(doc(db, 'chatSessions', id)));
    await assertFails(getDocs(query(collection(db, SESSIONS), where('status', '==', 'open'))));
    await assertFails(setDoc(doc(db, 'chatSessions', newId('s')), newSessionFields('')));
    await assertFails(getDocs(collection(db, SESSIONS, id, MESSAGES)));
    await assertFails(messageBatch(db, id, newId('m')));
    await assertFails(getDoc(doc(db, 'staffDevices', 'x'.repeat(64))));
  });
});

// Creating a session (with its first message) and the flood limits: firestore-rules-visitors.

describe('firestore.rules: reading sessions', () => {
  it('lets a visitor read their own session and look up an id that does not exist yet', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    await assertSucceeds(getDoc(doc(visitor(), 'chatSessions', id)));
    await assertSucceeds(getDoc(doc(visitor(), 'chatSessions', newId('missing'))));
  });

  it("refuses a visitor another visitor's session", async () => {
    const id = await seededSession(rules.env, { visitorUid: 'bob' });
    await assertFails(getDoc(doc(visitor(), 'chatSessions', id)));
  });

  it('refuses a visitor any query of sessions, even of their own', async () => {
    const sessions = collection(visitor(), SESSIONS);
    await assertFails(getDocs(query(sessions, where('status', '==', 'open'))));
    await assertFails(getDocs(query(sessions, where('visitorUid', '==', 'alice'))));
  });

  it('lets staff read any session and list the open ones, newest activity first', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'bob' });
    await assertSucceeds(getDoc(doc(staff(), 'chatSessions', id)));
    const open = query(
      collection(staff(), SESSIONS),
      where('status', '==', 'open'),
      orderBy('updatedAt', 'desc'),
    );
    await assertSucceeds(getDocs(open));
  });
});

describe("firestore.rules: a visitor's history (the console's visitor panel)", () => {
  const history = (db: ReturnType<typeof visitor>, uid: string) => {
    const theirs = query(
      collection(db, SESSIONS),
      where('visitorUid', '==', uid),
      orderBy('createdAt', 'asc'),
    );
    // Thunks: each read starts when the test awaits it, so no refusal goes unhandled meanwhile.
    const reads: (() => Promise<unknown>)[] = [
      () => getDocs(query(theirs, limit(1))),
      () => getCountFromServer(query(theirs, where('createdAt', '<', Timestamp.now()))),
    ];
    return reads;
  };

  it('lets staff read when a visitor was first seen and count their conversations', async () => {
    await seededSession(rules.env, { visitorUid: 'carol', status: 'closed' });
    for (const read of history(staff(), 'carol')) await assertSucceeds(read());
  });

  it("refuses a visitor both reads, of another visitor's conversations or their own", async () => {
    for (const read of [
      ...history(visitor('alice'), 'carol'),
      ...history(visitor('carol'), 'carol'),
    ]) {
      await assertFails(read());
    }
  });

  it('refuses a signed-in user without the staff claim (revoked staff)', async () => {
    const revoked = rules.signedIn('staff-2', { staff: false });
    for (const read of history(revoked, 'carol')) await assertFails(read());
  });
});

describe('firestore.rules: changing a session', () => {
  it.each([
    ['closes it', { status: 'closed', updatedAt: serverTimestamp() }],
    ['hands it to another visitor', { visitorUid: 'mallory' }],
    ['only bumps its activity', { updatedAt: serverTimestamp() }],
  ])('refuses a visitor who %s', async (_label, change) => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    await assertFails(updateDoc(doc(visitor(), 'chatSessions', id), change));
  });

  it("refuses a visitor any change to another visitor's session", async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    const ref = doc(visitor('bob'), 'chatSessions', id);
    await assertFails(updateDoc(ref, { status: 'closed', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { visitorUid: 'bob' }));
    await assertFails(deleteDoc(ref));
  });

  it('refuses a visitor a preview that points at no new message', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    const change = {
      updatedAt: serverTimestamp(),
      lastMessage: { id: newId('m'), content: 'Fake preview', sender: 'user' },
      lastSender: 'user',
    };
    await assertFails(updateDoc(doc(visitor(), 'chatSessions', id), change));
  });

  it('refuses anyone reopening a closed session', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice', status: 'closed' });
    const reopen = { status: 'open', updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(visitor(), 'chatSessions', id), reopen));
    await assertFails(updateDoc(doc(staff(), 'chatSessions', id), reopen));
  });

  it('lets staff close an open session with the server time', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    const close = { status: 'closed', updatedAt: serverTimestamp() };
    await assertSucceeds(updateDoc(doc(staff(), 'chatSessions', id), close));
  });

  it.each([
    ['with a client-chosen time', { status: 'closed', updatedAt: Timestamp.now() }],
    [
      'while changing another field',
      { status: 'closed', updatedAt: serverTimestamp(), visitorUid: 'x' },
    ],
    ['to an unknown status', { status: 'archived', updatedAt: serverTimestamp() }],
  ])('refuses staff a close %s', async (_label, change) => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    await assertFails(updateDoc(doc(staff(), 'chatSessions', id), change));
  });

  it('refuses closing a session that is already closed', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice', status: 'closed' });
    const close = { status: 'closed', updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(staff(), 'chatSessions', id), close));
  });

  it('refuses a close by a signed-in user without the staff claim', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    const notStaff = rules.signedIn('eve', { staff: false });
    const close = { status: 'closed', updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(notStaff, 'chatSessions', id), close));
  });

  it('refuses everyone deleting an open session (staff delete only closed ones)', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    await assertFails(deleteDoc(doc(visitor(), 'chatSessions', id)));
    await assertFails(deleteDoc(doc(staff(), 'chatSessions', id)));
  });
});

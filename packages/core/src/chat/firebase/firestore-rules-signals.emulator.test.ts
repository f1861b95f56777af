import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  deleteDoc,
  doc,
  type DocumentData,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { TYPING_MIN_INTERVAL_MS } from '../domain/signals';
import {
  messageBatch,
  newId,
  seedDoc,
  startBatch,
  rulesEnvironmentForFile,
} from '../../testing/rules-fixtures';
import { TYPING } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules-signals');
const { visitor, staff } = rules;

const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);

/** An open session of alice's with these counters (none: a session older than them). */
async function session(
  fields: DocumentData = {},
  status: 'open' | 'closed' = 'open',
): Promise<string> {
  const id = newId('s');
  await seedDoc(rules.env, `chatSessions/${id}`, {
    status,
    visitorUid: 'alice',
    createdAt: ago(60_000),
    updatedAt: ago(60_000),
    ...fields,
  });
  return id;
}

async function seedTyping(sessionId: string, role: 'visitor' | 'staff', fields: DocumentData) {
  await seedDoc(rules.env, `chatSessions/${sessionId}/typing/${role}`, {
    role,
    active: true,
    ...fields,
  });
}

const sessionRef = (db: ReturnType<typeof visitor>, id: string) => doc(db, 'chatSessions', id);
const typingRef = (db: ReturnType<typeof visitor>, id: string, role: string) =>
  doc(db, 'chatSessions', id, 'typing', role);
const typing = (role: string) => ({ role, at: serverTimestamp(), active: true });

describe('firestore.rules: message counters', () => {
  it('counts a message in its batch: +1 on the sender’s count, from 0 on an older session', async () => {
    const id = await session();
    await assertSucceeds(messageBatch(visitor(), id, newId('m')));
    await assertSucceeds(messageBatch(staff(), id, newId('m'), { sender: 'admin' }));
    await assertSucceeds(messageBatch(staff(), id, newId('m'), { sender: 'admin' }));
  });

  it('starts a conversation with a count of exactly one visitor message', async () => {
    await assertSucceeds(startBatch(visitor('carol'), 'carol', newId('s')));
    await assertFails(
      startBatch(visitor('dave'), 'dave', newId('s'), { session: { userMessages: 5 } }),
    );
    await assertFails(
      startBatch(visitor('erin'), 'erin', newId('s'), { session: { adminMessages: 1 } }),
    );
  });

  it('refuses forged counters: skipped, +2, set outright, or the other sender’s', async () => {
    const id = await session({ userMessages: 3, adminMessages: 1 });
    const forged: DocumentData[] = [
      { userMessages: 3 },
      { userMessages: increment(2) },
      { userMessages: 10 },
      { adminMessages: increment(1) },
      { userMessages: increment(1), adminMessages: increment(1) },
    ];
    for (const change of forged) {
      await assertFails(messageBatch(visitor(), id, newId('m'), { session: change }));
    }
    await assertFails(
      messageBatch(staff(), id, newId('m'), {
        sender: 'admin',
        session: { adminMessages: increment(1), userMessages: increment(1) },
      }),
    );
    // A counter without a message.
    await assertFails(updateDoc(sessionRef(visitor(), id), { userMessages: increment(1) }));
    await assertFails(updateDoc(sessionRef(staff(), id), { adminMessages: increment(1) }));
  });
});

describe('firestore.rules: read markers', () => {
  it('lets staff mark visitor messages read, forwards and up to the count, nothing else', async () => {
    const id = await session({ userMessages: 3, adminMessages: 2 });
    const ref = sessionRef(staff(), id);
    await assertSucceeds(updateDoc(ref, { readByStaff: 2 }));
    await assertFails(updateDoc(ref, { readByStaff: 4 }));
    await assertFails(updateDoc(ref, { readByStaff: 2 }));
    await assertFails(updateDoc(ref, { readByStaff: 1 }));
    await assertFails(updateDoc(ref, { readByStaff: 2.5 }));
    await assertFails(updateDoc(ref, { readByStaff: '3' }));
    await assertFails(updateDoc(ref, { readByStaff: 3, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { readByStaff: 3 }));
  });

  it('refuses staff writing the visitor’s marker, and a visitor writing staff’s', async () => {
    const id = await session({ userMessages: 3, adminMessages: 2 });
    await assertFails(updateDoc(sessionRef(staff(), id), { readByVisitor: 1 }));
    await assertFails(updateDoc(sessionRef(visitor(), id), { readByStaff: 1 }));
  });

  it('lets the visitor mark staff messages read in their own open session only', async () => {
    const id = await session({ userMessages: 1, adminMessages: 2 });
    await assertFails(updateDoc(sessionRef(visitor('mallory'), id), { readByVisitor: 1 }));
    await assertFails(updateDoc(sessionRef(visitor(), id), { readByVisitor: 3 }));
    await assertSucceeds(updateDoc(sessionRef(visitor(), id), { readByVisitor: 1 }));
    await assertFails(updateDoc(sessionRef(visitor(), id), { readByVisitor: 0 }));
    const closed = await session({ adminMessages: 2 }, 'closed');
    await assertFails(updateDoc(sessionRef(visitor(), closed), { readByVisitor: 1 }));
  });

  it('refuses a marker on a session older than the counters (nothing counted to read)', async () => {
    const id = await session();
    await assertFails(updateDoc(sessionRef(staff(), id), { readByStaff: 1 }));
    await assertFails(updateDoc(sessionRef(visitor(), id), { readByVisitor: 1 }));
  });

  it('keeps the visitor’s 10 s details throttle: a marker is not a details write', async () => {
    const id = await session({ adminMessages: 2, detailsAt: ago(2_000) });
    await assertSucceeds(updateDoc(sessionRef(visitor(), id), { readByVisitor: 1 }));
    const details = { visitor: { name: 'Alice' }, detailsAt: serverTimestamp() };
    await assertFails(updateDoc(sessionRef(visitor(), id), details));
    await assertFails(
      updateDoc(sessionRef(visitor(), id), { readByVisitor: 2, visitor: { name: 'Alice' } }),
    );
  });
});

describe('firestore.rules: typing signals', () => {
  it('lets each side write only its own signal, in an open session', async () => {
    const id = await session();
    await assertSucceeds(setDoc(typingRef(visitor(), id, 'visitor'), typing('visitor')));
    await assertSucceeds(setDoc(typingRef(staff(), id, 'staff'), typing('staff')));
    const other = await session();
    await assertFails(setDoc(typingRef(visitor(), other, 'staff'), typing('staff')));
    await assertFails(setDoc(typingRef(staff(), other, 'visitor'), typing('visitor')));
    await assertFails(setDoc(typingRef(visitor('mallory'), other, 'visitor'), typing('visitor')));
    await assertFails(setDoc(typingRef(visitor(), other, 'guest'), typing('guest')));
  });

  it('refuses typing in a closed or missing session', async () => {
    const closed = await session({}, 'closed');
    await assertFails(setDoc(typingRef(visitor(), closed, 'visitor'), typing('visitor')));
    await assertFails(setDoc(typingRef(staff(), closed, 'staff'), typing('staff')));
    await assertFails(setDoc(typingRef(visitor(), newId('s'), 'visitor'), typing('visitor')));
  });

  it('refuses a signal with a chosen time, another role, or extra fields', async () => {
    const id = await session();
    const ref = typingRef(visitor(), id, 'visitor');
    await assertFails(setDoc(ref, { ...typing('visitor'), at: ago(0) }));
    await assertFails(setDoc(ref, { ...typing('visitor'), role: 'staff' }));
    await assertFails(setDoc(ref, { ...typing('visitor'), active: false }));
    await assertFails(setDoc(ref, { ...typing('visitor'), text: 'half a sentence' }));
  });

  it('refuses a typing flood: one signal per interval, also across a clear', async () => {
    const id = await session();
    const ref = typingRef(visitor(), id, 'visitor');
    await assertSucceeds(setDoc(ref, typing('visitor')));
    await assertFails(setDoc(ref, typing('visitor')));
    await assertSucceeds(updateDoc(ref, { active: false }));
    await assertFails(updateDoc(ref, { active: false }));
    await assertFails(setDoc(ref, typing('visitor')));
    await assertFails(updateDoc(ref, { active: true }));
    // Deleting to start again is not allowed either.
    await assertFails(deleteDoc(ref));
  });

  it('accepts the next signal once the interval has passed', async () => {
    const id = await session();
    await seedTyping(id, 'visitor', { at: ago(TYPING_MIN_INTERVAL_MS + 500) });
    await assertSucceeds(setDoc(typingRef(visitor(), id, 'visitor'), typing('visitor')));
    await seedTyping(id, 'staff', { at: ago(TYPING_MIN_INTERVAL_MS - 1000) });
    await assertFails(setDoc(typingRef(staff(), id, 'staff'), typing('staff')));
  });

  it('lets the visitor read the signals of their own session only; staff list every visitor’s', async () => {
    const id = await session();
    await seedTyping(id, 'staff', { at: ago(1000) });
    await assertSucceeds(getDoc(typingRef(visitor(), id, 'staff')));
    await assertFails(getDoc(typingRef(visitor('mallory'), id, 'staff')));
    await assertFails(getDoc(typingRef(visitor('mallory'), id, 'visitor')));
    const visitorsTyping = (db: ReturnType<typeof visitor>) =>
      getDocs(
        query(
          collectionGroup(db, TYPING),
          where('role', '==', 'visitor'),
          where('at', '>=', ago(60_000)),
        ),
      );
    await assertSucceeds(visitorsTyping(staff()));
    await assertFails(visitorsTyping(visitor()));
  });

  it('lets only staff delete the signals, and only with the closed conversation', async () => {
    const id = await session();
    await seedTyping(id, 'visitor', { at: ago(1000) });
    await assertFails(deleteDoc(typingRef(staff(), id, 'visitor')));
    const closed = await session({}, 'closed');
    await seedTyping(closed, 'visitor', { at: ago(1000) });
    await assertFails(deleteDoc(typingRef(visitor(), closed, 'visitor')));
    await assertSucceeds(deleteDoc(typingRef(staff(), closed, 'visitor')));
  });
});

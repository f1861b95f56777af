import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { TRANSCRIPT_LIMITS } from '../../mail/domain/reply-mail';
import {
  newId,
  rulesEnvironmentForFile,
  seedDoc,
  seedSession,
  type TestFirestore,
} from '../../testing/rules-fixtures';

// "Email me this chat" (CHAT-PRODUCT.md 7): who may ask for a transcript, and how often.

const rules = rulesEnvironmentForFile('rules-transcripts');

const ask = (db: TestFirestore, sessionId: string) =>
  setDoc(
    doc(db, 'chatTranscripts', sessionId),
    { requestedAt: serverTimestamp(), count: increment(1) },
    { merge: true },
  );

/** A conversation of a new visitor: closed, with an address and consent, unless told. */
async function conversation(
  change: Record<string, unknown> = {},
  status: 'open' | 'closed' = 'closed',
) {
  const uid = newId('v');
  const sessionId = newId('s');
  await seedSession(rules.env, sessionId, { visitorUid: uid, status });
  await rules.env.withSecurityRulesDisabled(async (context) => {
    await updateDoc(doc(context.firestore(), 'chatSessions', sessionId), {
      visitor: { email: 'sam@example.com' },
      emailConsentAt: Timestamp.fromMillis(Date.now() - 60_000),
      ...change,
    });
  });
  return { uid, sessionId, db: rules.signedIn(uid) };
}

describe('chatTranscripts', () => {
  it('lets the visitor of a closed conversation with an address ask, and nobody read it', async () => {
    const { sessionId, db } = await conversation();
    await assertSucceeds(ask(db, sessionId));
    await assertFails(getDoc(doc(db, 'chatTranscripts', sessionId)));
  });

  it('refuses another visitor, staff, the signed-out and a forged count or time', async () => {
    const { sessionId, db } = await conversation();
    await assertFails(ask(rules.signedIn(newId('eve')), sessionId));
    await assertFails(ask(rules.staff(), sessionId));
    await assertFails(ask(rules.nobody(), sessionId));
    const ref = doc(db, 'chatTranscripts', sessionId);
    await assertFails(setDoc(ref, { requestedAt: serverTimestamp(), count: 0 }));
    await assertFails(setDoc(ref, { requestedAt: Timestamp.now(), count: 1 }));
    await assertFails(setDoc(ref, { requestedAt: serverTimestamp(), count: 1, to: 'x@y.z' }));
  });

  it('refuses an open conversation, one without an address or consent, and stopped e-mails', async () => {
    for (const [change, status] of [
      [{}, 'open'],
      [{ visitor: { name: 'Sam' } }, 'closed'],
      [{ emailConsentAt: deleteField() }, 'closed'],
      [{ emailStopped: true }, 'closed'],
    ] as const) {
      const { sessionId, db } = await conversation(change, status);
      await assertFails(ask(db, sessionId));
    }
  });

  it(`allows ${TRANSCRIPT_LIMITS.perConversation} per conversation, 15 minutes apart`, async () => {
    const { sessionId, db } = await conversation();
    await assertSucceeds(ask(db, sessionId));
    // At once again: too soon.
    await assertFails(ask(db, sessionId));
    const earlier = (count: number) =>
      seedDoc(rules.env, `chatTranscripts/${sessionId}`, {
        count,
        requestedAt: Timestamp.fromMillis(Date.now() - TRANSCRIPT_LIMITS.intervalMs - 1_000),
      });
    await earlier(1);
    await assertSucceeds(ask(db, sessionId));
    await earlier(TRANSCRIPT_LIMITS.perConversation);
    await assertFails(ask(db, sessionId));
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { HOSTILE_EMAILS, HOSTILE_ORIGINS } from '../../testing/hostile.js';
import {
  MAX_OPEN_SESSIONS_PER_VISITOR,
  NEW_SESSION_INTERVAL_MS,
} from '../../shared/domain/constants';
import {
  newId,
  newSessionFields,
  seedCounters,
  seedDoc,
  seededSession,
  startBatch,
  rulesEnvironmentForFile,
  type TestFirestore,
} from '../../testing/rules-fixtures';
import { VISITORS } from '../../shared/domain/collections';

// Starting a conversation (the session with its first message, and the visitor's counters),
// the per-visitor flood limits, and staff closing against those counters.

const rules = rulesEnvironmentForFile('rules-visitors');
const { staff } = rules;

/** Each test its own visitor, so counters never carry over between tests. */
const newVisitor = () => {
  const uid = newId('v');
  return { uid, db: rules.signedIn(uid) };
};

const counters = async (uid: string) => {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), 'chatVisitors', uid))).data();
  });
  return data;
};

/** The staff close batch: the session, and the visitor's counters one lower. */
function closeBatch(
  db: TestFirestore,
  sessionId: string,
  visitorUid: string,
  countersChange: Record<string, unknown> | null = {},
): Promise<void> {
  const batch = writeBatch(doc(db, 'chatSessions', sessionId).firestore);
  batch.update(doc(db, 'chatSessions', sessionId), {
    status: 'closed',
    updatedAt: serverTimestamp(),
  });
  if (countersChange !== null) {
    batch.update(doc(db, 'chatVisitors', visitorUid), {
      openSessions: increment(-1),
      lastClosedId: sessionId,
      ...countersChange,
    });
  }
  return batch.commit();
}

describe('firestore.rules: starting a conversation', () => {
  it('lets a visitor start one: the session, its first message and their counters in one batch', async () => {
    const { uid, db } = newVisitor();
    const id = newId('s');
    await assertSucceeds(startBatch(db, uid, id));
    expect(await counters(uid)).toMatchObject({ openSessions: 1, lastSessionId: id });
  });

  it('refuses an empty session, a session without its counters, and counters without a session', async () => {
    const { uid, db } = newVisitor();
    await assertFails(setDoc(doc(db, 'chatSessions', newId('s')), newSessionFields(uid)));
    await assertFails(startBatch(db, uid, newId('s'), { withoutMessage: true }));
    await assertFails(startBatch(db, uid, newId('s'), { counters: null }));
    await assertFails(
      setDoc(doc(db, 'chatVisitors', uid), {
        openSessions: 1,
        lastSessionId: newId('s'),
        lastSessionAt: serverTimestamp(),
      }),
    );
  });

  it.each([
    ['bound to another visitor', { visitorUid: 'bob' }],
    ['already closed', { status: 'closed' }],
    ['with a client-chosen createdAt', { createdAt: Timestamp.now() }],
    ['with a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
    ['with an extra field', { priority: 'high' }],
    [
      'whose preview is not the message',
      { lastMessage: { id: 'x'.repeat(9), content: 'Hello there', sender: 'user' } },
    ],
    ['sent as staff', { lastSender: 'admin' }],
  ])('refuses a session %s', async (_label, change) => {
    const { uid, db } = newVisitor();
    await assertFails(startBatch(db, uid, newId('s'), { session: change }));
  });

  it.each([
    ['sent as staff', { sender: 'admin' }],
    ['with a client-chosen time', { createdAt: Timestamp.now() }],
    ['with other content than the preview', { content: 'Something else' }],
  ])('refuses a first message %s', async (_label, change) => {
    const { uid, db } = newVisitor();
    await assertFails(startBatch(db, uid, newId('s'), { message: change }));
  });

  it.each([
    ['that start at 2', { openSessions: 2 }],
    ['that start at 0', { openSessions: 0 }],
    ['with a client-chosen time', { lastSessionAt: Timestamp.now() }],
    ['naming another session', { lastSessionId: newId('other') }],
    ['with an extra field', { trusted: true }],
  ])('refuses counters %s', async (_label, change) => {
    const { uid, db } = newVisitor();
    await assertFails(startBatch(db, uid, newId('s'), { counters: change }));
  });

  it("refuses a visitor writing another visitor's counters", async () => {
    const { uid, db } = newVisitor();
    await assertFails(startBatch(db, uid, newId('s'), { countersUid: 'bob' }));
  });

  it("refuses taking over an existing session, even one's own", async () => {
    const { uid, db } = newVisitor();
    const id = await seededSession(rules.env, { visitorUid: uid, ageMs: 3_600_000 });
    await assertFails(startBatch(db, uid, id));
  });

  it('refuses a session id that is not a plausible client id', async () => {
    const { uid, db } = newVisitor();
    await assertFails(startBatch(db, uid, 'abc'));
  });

  it('lets a visitor read their own counters only; staff read any; nobody lists them', async () => {
    const { uid, db } = newVisitor();
    await seedCounters(rules.env, uid, { openSessions: 1, ageMs: 0 });
    await assertSucceeds(getDoc(doc(db, 'chatVisitors', uid)));
    await assertFails(getDoc(doc(newVisitor().db, 'chatVisitors', uid)));
    await assertSucceeds(getDoc(doc(staff(), 'chatVisitors', uid)));
    await assertFails(getDocs(collection(staff(), VISITORS)));
  });
});

describe('firestore.rules: flood limits per visitor', () => {
  // Seeded times rather than real waiting; a margin either side of the boundary keeps the
  // outcome independent of the emulator's speed and of clock skew between it and this process.
  const margin = 2_000;

  it(`refuses a new conversation ${(NEW_SESSION_INTERVAL_MS - margin) / 1000} s after the last one`, async () => {
    const { uid, db } = newVisitor();
    await seedCounters(rules.env, uid, {
      openSessions: 1,
      ageMs: NEW_SESSION_INTERVAL_MS - margin,
    });
    await assertFails(startBatch(db, uid, newId('s')));
  });

  it(`accepts one ${(NEW_SESSION_INTERVAL_MS + margin) / 1000} s after the last one`, async () => {
    const { uid, db } = newVisitor();
    await seedCounters(rules.env, uid, {
      openSessions: 1,
      ageMs: NEW_SESSION_INTERVAL_MS + margin,
    });
    await assertSucceeds(startBatch(db, uid, newId('s')));
    expect(await counters(uid)).toMatchObject({ openSessions: 2 });
  });

  it(`accepts open conversation number ${MAX_OPEN_SESSIONS_PER_VISITOR} and refuses one more, however late`, async () => {
    const { uid, db } = newVisitor();
    const open = MAX_OPEN_SESSIONS_PER_VISITOR - 1;
    await seedCounters(rules.env, uid, { openSessions: open, ageMs: 3_600_000 });
    await assertSucceeds(startBatch(db, uid, newId('s')));
    await seedCounters(rules.env, uid, {
      openSessions: MAX_OPEN_SESSIONS_PER_VISITOR,
      ageMs: 86_400_000,
    });
    await assertFails(startBatch(db, uid, newId('s')));
  });

  it('refuses a visitor lowering or resetting their own counters', async () => {
    const { uid, db } = newVisitor();
    await seedCounters(rules.env, uid, {
      openSessions: MAX_OPEN_SESSIONS_PER_VISITOR,
      ageMs: 3_600_000,
    });
    const ref = doc(db, 'chatVisitors', uid);
    await assertFails(updateDoc(ref, { openSessions: 0 }));
    await assertFails(updateDoc(ref, { lastSessionAt: Timestamp.fromMillis(0) }));
    await assertFails(startBatch(db, uid, newId('s'), { counters: { openSessions: 1 } }));
  });
});

describe('firestore.rules: staff closing, and the open count', () => {
  async function openConversation(openSessions: number) {
    const { uid } = newVisitor();
    const id = await seededSession(rules.env, { visitorUid: uid });
    await seedCounters(rules.env, uid, { openSessions, ageMs: 3_600_000, lastSessionId: id });
    return { uid, id };
  }

  it("lets staff close a conversation with the visitor's open count one lower", async () => {
    const { uid, id } = await openConversation(2);
    await assertSucceeds(closeBatch(staff(), id, uid));
    expect(await counters(uid)).toMatchObject({ openSessions: 1, lastClosedId: id });
  });

  it('keeps the count at zero when it is already zero', async () => {
    const { uid, id } = await openConversation(0);
    await assertFails(closeBatch(staff(), id, uid));
    await assertSucceeds(closeBatch(staff(), id, uid, { openSessions: 0 }));
  });

  it('lets staff close a conversation of a visitor who has no counters (it predates them)', async () => {
    const id = await seededSession(rules.env, { visitorUid: newId('v') });
    await assertSucceeds(closeBatch(staff(), id, 'unused', null));
  });

  it('refuses a close that leaves the counters alone', async () => {
    const { uid, id } = await openConversation(1);
    await assertFails(closeBatch(staff(), id, uid, null));
  });

  it.each([
    ['by two', { openSessions: increment(-2) }],
    ['to zero from two', { openSessions: 0 }],
    ['with another field changed', { lastSessionAt: serverTimestamp() }],
  ])('refuses staff lowering the count %s', async (_label, change) => {
    const { uid, id } = await openConversation(2);
    await assertFails(closeBatch(staff(), id, uid, change));
  });

  it('refuses lowering the count without closing that visitor’s open conversation', async () => {
    const { uid, id } = await openConversation(2);
    const ref = doc(staff(), 'chatVisitors', uid);
    await assertFails(updateDoc(ref, { openSessions: increment(-1), lastClosedId: id }));
    const other = await openConversation(1);
    await assertFails(closeBatch(staff(), other.id, uid, { lastClosedId: other.id }));
  });

  it('refuses a visitor closing their own conversation, counters and all', async () => {
    const { uid, id } = await openConversation(1);
    const db = rules.signedIn(uid);
    await assertFails(closeBatch(db, id, uid));
  });
});

describe("firestore.rules: the visitor's details (identify, pages, device)", () => {
  const page = { path: '/services/ceramic-coating', title: 'Ceramic Coating' };
  const context = {
    startPage: page,
    currentPage: { path: '/book-online', title: 'Book Online', origin: 'https://partner.example' },
    referrer: 'https://www.google.com',
    device: 'phone',
    browser: 'Safari',
    language: 'en-GB',
    timeZone: 'Europe/London',
  };
  const details = (change: Record<string, unknown> = {}) => ({
    visitor: { name: 'Sam Jones', email: 'sam@example.com', phone: '+44 1202 123456' },
    context,
    detailsAt: serverTimestamp(),
    ...change,
  });

  /** An open session of a new visitor, its details last written `ageMs` ago (or never). */
  async function sessionWithDetails(ageMs?: number) {
    const { uid, db } = newVisitor();
    const id = await seededSession(rules.env, { visitorUid: uid });
    if (ageMs !== undefined) {
      await rules.env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), 'chatSessions', id), {
          detailsAt: Timestamp.fromMillis(Date.now() - ageMs),
        });
      });
    }
    return { uid, db, ref: doc(db, 'chatSessions', id) };
  }

  it('accepts them with the first message, stamped with the request time', async () => {
    const { uid, db } = newVisitor();
    await assertSucceeds(startBatch(db, uid, newId('s'), { session: details() }));
  });

  it.each([
    ['a client-chosen stamp', { detailsAt: Timestamp.now() }],
    ['no stamp', { detailsAt: undefined }],
    ['an extra identity field', { visitor: { name: 'Sam', age: 40 } }],
    ['a name of 81 characters', { visitor: { name: 'x'.repeat(81) } }],
    ['an empty name', { visitor: { name: '' } }],
    ['an e-mail without @', { visitor: { email: 'sam.example.com' } }],
    ['letters in a phone number', { visitor: { phone: 'call me' } }],
    ['a control character in a name', { visitor: { name: 'Sam\u0007' } }],
    ['an IP address in the context', { context: { ...context, ip: '203.0.113.9' } }],
    ['a context without a device', { context: { ...context, device: undefined } }],
    ['an unknown device', { context: { ...context, device: 'watch' } }],
    [
      'a path without a leading slash',
      { context: { ...context, startPage: { path: 'x', title: '' } } },
    ],
    [
      'a title of 201 characters',
      { context: { ...context, startPage: { path: '/', title: 'x'.repeat(201) } } },
    ],
    [
      'a referrer with a path',
      { context: { ...context, referrer: 'https://www.google.com/search?q=me' } },
    ],
  ])('refuses details with %s', async (_label, change: Record<string, unknown>) => {
    const { uid, db } = newVisitor();
    // `undefined` in a change means "leave the field out" (Firestore refuses undefined values).
    const defined = (fields: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const session = defined(details(change));
    if (typeof session.context === 'object' && session.context !== null) {
      session.context = defined(session.context as Record<string, unknown>);
    }
    await assertFails(startBatch(db, uid, newId('s'), { session }));
  });

  /** The values among `values` whose write was accepted (each should have been refused). */
  async function acceptedOf<T>(values: readonly T[], write: (value: T) => Promise<unknown>) {
    const accepted: T[] = [];
    for (const value of values) {
      try {
        await assertFails(write(value));
      } catch {
        accepted.push(value);
      }
    }
    return accepted;
  }

  /** Where an origin sits in the context: the referrer, or either page's site. */
  const placements = {
    referrer: (origin: string) => ({ referrer: origin }),
    currentPage: (origin: string) => ({ currentPage: { path: '/', title: 'Home', origin } }),
    startPage: (origin: string) => ({ startPage: { path: '/', title: 'Home', origin } }),
  };

  /** For each placement, the hostile origins `write` got accepted there (none, rightly). */
  async function acceptedOrigins(write: (change: Record<string, unknown>) => Promise<unknown>) {
    const accepted: Record<string, string[]> = {};
    for (const [name, place] of Object.entries(placements)) {
      accepted[name] = await acceptedOf(HOSTILE_ORIGINS, (origin) => write(place(origin)));
    }
    return accepted;
  }
  const noneAccepted = { referrer: [], currentPage: [], startPage: [] };

  it('refuses, with the first message, every origin that is not one (as referrer and page)', async () => {
    const accepted = await acceptedOrigins((change) => {
      const { uid, db } = newVisitor();
      return startBatch(db, uid, newId('s'), {
        session: details({ context: { ...context, ...change } }),
      });
    });
    expect(accepted).toEqual(noneAccepted);
  });

  it('refuses them in a details update too, and e-mail addresses that would rewrite mailto:', async () => {
    const { ref } = await sessionWithDetails();
    const accepted = await acceptedOrigins((change) =>
      updateDoc(ref, details({ context: { ...context, ...change } })),
    );
    expect(accepted).toEqual(noneAccepted);
    expect(
      await acceptedOf(HOSTILE_EMAILS, (email) =>
        updateDoc(ref, details({ visitor: { name: 'Sam', email } })),
      ),
    ).toEqual([]);
    // A path a browser reads as another host would put that host in the reply e-mail's link.
    const hostilePaths = ['//evil.example/refund', '/\\evil.example', '\\/evil.example', 'evil'];
    expect(
      await acceptedOf(hostilePaths, (path) =>
        updateDoc(
          ref,
          details({ context: { ...context, currentPage: { path, title: 'Refund' } } }),
        ),
      ),
    ).toEqual([]);
    // What a real visitor sends still passes.
    await assertSucceeds(
      updateDoc(ref, details({ visitor: { email: "o'neil+quote@mail.example.co.uk" } })),
    );
  });

  it('lets the visitor update them on their open session, once per 10 s', async () => {
    const fresh = await sessionWithDetails();
    await assertSucceeds(updateDoc(fresh.ref, details()));
    const recent = await sessionWithDetails(8_000);
    await assertFails(updateDoc(recent.ref, details()));
    const earlier = await sessionWithDetails(12_000);
    await assertSucceeds(
      updateDoc(earlier.ref, { visitor: { name: 'Sam' }, detailsAt: serverTimestamp() }),
    );
  });

  it('takes the first address for replies by e-mail at once, with its consent, and only once', async () => {
    const { ref } = await sessionWithDetails(1_000);
    const address = (email: string) => ({
      visitor: { email },
      detailsAt: serverTimestamp(),
      emailConsentAt: serverTimestamp(),
    });
    // Without the consent stamp it waits its turn, like any details write.
    await assertFails(
      updateDoc(ref, { visitor: { email: 'sam@example.com' }, detailsAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(ref, address('sam@example.com')));
    // A second address (or any other change) right after: spaced as before.
    await assertFails(updateDoc(ref, address('sam@elsewhere.example')));
    await assertFails(
      updateDoc(ref, {
        visitor: { email: 'sam@example.com', name: 'Sam' },
        detailsAt: serverTimestamp(),
      }),
    );
  });

  it('refuses another visitor, staff, a closed session, and other fields in the same write', async () => {
    const { ref } = await sessionWithDetails();
    const other = newVisitor();
    await assertFails(updateDoc(doc(other.db, ref.path), details()));
    await assertFails(updateDoc(doc(staff(), ref.path), details()));
    await assertFails(updateDoc(ref, { ...details(), status: 'closed' }));
    await assertFails(updateDoc(ref, { ...details(), updatedAt: serverTimestamp() }));
    const closed = newVisitor();
    const closedId = await seededSession(rules.env, { visitorUid: closed.uid, status: 'closed' });
    await assertFails(updateDoc(doc(closed.db, 'chatSessions', closedId), details()));
  });
  describe('consent to replies by e-mail (CHAT-PRODUCT.md 7)', () => {
    const withConsent = (change: Record<string, unknown> = {}) =>
      details({ emailConsentAt: serverTimestamp(), ...change });

    it('accepts consent stamped with the request time and an address, with the first message or later', async () => {
      const { uid, db } = newVisitor();
      await assertSucceeds(startBatch(db, uid, newId('s'), { session: withConsent() }));
      const { ref } = await sessionWithDetails(60_000);
      await assertSucceeds(updateDoc(ref, withConsent()));
    });

    it('refuses a chosen time, consent without an address, and staff-only fields', async () => {
      for (const change of [
        { emailConsentAt: Timestamp.now() },
        { visitor: { name: 'Sam' } },
        { emailStopped: false },
      ]) {
        const { ref } = await sessionWithDetails(60_000);
        await assertFails(updateDoc(ref, withConsent(change)));
      }
      const { uid, db } = newVisitor();
      await assertFails(
        startBatch(db, uid, newId('s'), {
          session: withConsent({ emailConsentAt: Timestamp.now() }),
        }),
      );
    });

    it('takes a new address only with consent stamped anew, or withdrawn; withdrawal is always allowed', async () => {
      const { ref } = await sessionWithDetails(60_000);
      await rules.env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), ref.path), {
          visitor: { email: 'sam@example.com' },
          emailConsentAt: Timestamp.fromMillis(Date.now() - 60_000),
          detailsAt: Timestamp.fromMillis(Date.now() - 60_000),
        });
      });
      // Another address under the old consent: refused.
      await assertFails(updateDoc(ref, details({ visitor: { email: 'eve@example.com' } })));
      // The same address, other details: the consent stays as it was.
      await assertSucceeds(
        updateDoc(ref, details({ visitor: { email: 'sam@example.com', name: 'Sam' } })),
      );
      await rules.env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), ref.path), {
          detailsAt: Timestamp.fromMillis(Date.now() - 60_000),
        });
      });
      await assertSucceeds(
        updateDoc(ref, withConsent({ visitor: { email: 'sam.jones@example.com' } })),
      );
      await rules.env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), ref.path), {
          detailsAt: Timestamp.fromMillis(Date.now() - 60_000),
        });
      });
      await assertSucceeds(updateDoc(ref, details({ emailConsentAt: deleteField() })));
    });
  });
});

describe('firestore.rules: erasure leaves nothing naming the deleted conversation', () => {
  /** A closed conversation, named by its visitor's counters and with a push throttle. */
  async function closedConversation() {
    const { uid } = newVisitor();
    const id = await seededSession(rules.env, { visitorUid: uid, status: 'closed' });
    await seedDoc(rules.env, `chatVisitors/${uid}`, {
      openSessions: 0,
      lastSessionId: id,
      lastSessionAt: Timestamp.now(),
      lastClosedId: id,
    });
    await seedDoc(rules.env, `pushThrottle/${id}`, { lastSentAt: Timestamp.now(), held: 2 });
    return { uid, id };
  }

  /** The delete's last batch: the session, its push throttle, and the counters' references. */
  function eraseBatch(
    db: TestFirestore,
    id: string,
    uid: string,
    counters: Record<string, unknown> = forget,
  ) {
    const batch = writeBatch(doc(db, 'chatSessions', id).firestore);
    batch.delete(doc(db, 'chatSessions', id));
    batch.delete(doc(db, 'pushThrottle', id));
    if (counters) batch.update(doc(db, 'chatVisitors', uid), counters);
    return batch.commit();
  }
  const forget = { lastSessionId: deleteField(), lastClosedId: deleteField() };

  it('lets staff delete the session, its push throttle and the references in one batch', async () => {
    const { uid, id } = await closedConversation();
    await assertSucceeds(eraseBatch(staff(), id, uid));
    expect(await counters(uid)).toEqual({ openSessions: 0, lastSessionAt: expect.anything() });
    await rules.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      expect((await getDoc(doc(db, 'pushThrottle', id))).exists()).toBe(false);
      expect((await getDoc(doc(db, 'chatSessions', id))).exists()).toBe(false);
    });
  });

  it('refuses forgetting a conversation that still exists, or the throttle of one', async () => {
    const { uid, id } = await closedConversation();
    await assertFails(updateDoc(doc(staff(), 'chatVisitors', uid), forget));
    await assertFails(deleteDoc(doc(staff(), 'pushThrottle', id)));
  });

  it('refuses rewriting the references or the counts in the same batch', async () => {
    const { uid, id } = await closedConversation();
    await assertFails(eraseBatch(staff(), id, uid, { lastSessionId: newId('s') }));
    await assertFails(eraseBatch(staff(), id, uid, { ...forget, openSessions: 5 }));
    await assertFails(eraseBatch(staff(), id, uid, { ...forget, lastSessionAt: deleteField() }));
  });

  it('refuses the visitor, anyone without the staff claim, and reading the throttle', async () => {
    const { uid, id } = await closedConversation();
    await assertFails(eraseBatch(rules.signedIn(uid), id, uid));
    await assertFails(eraseBatch(rules.signedIn('former-staff'), id, uid));
    await assertFails(getDoc(doc(staff(), 'pushThrottle', id)));
    await assertFails(setDoc(doc(staff(), 'pushThrottle', id), { held: 0 }));
  });

  it("refuses every client the functions' push budget (a minute's claims and summary)", async () => {
    const minute = String(Math.floor(Date.now() / 60_000));
    await seedDoc(rules.env, `pushBudget/${minute}/claims/c-1`, { at: Timestamp.now() });
    const visitor = rules.signedIn(newId('v'));
    for (const db of [visitor, staff()]) {
      await assertFails(getDoc(doc(db, 'pushBudget', minute, 'claims', 'c-1')));
      await assertFails(setDoc(doc(db, 'pushBudget', minute, 'claims', 'c-2'), { at: 1 }));
      await assertFails(deleteDoc(doc(db, 'pushBudget', minute, 'claims', 'c-1')));
      await assertFails(setDoc(doc(db, 'pushBudget', minute), { summarizedAt: 1 }));
    }
  });
});

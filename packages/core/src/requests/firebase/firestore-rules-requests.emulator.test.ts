import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { REQUEST_LIMITS, REQUEST_STATUSES } from '../domain/requests';
import { newId, rulesEnvironmentForFile, seedDoc } from '../../testing/rules-fixtures';
import { MAIL, REQUESTS } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules-requests');
const { visitor, staff, nobody } = rules;

const lead = {
  source: 'callback',
  name: 'Sam Carter',
  phone: '07700 900123',
  page: '/contact',
  status: 'new',
};

/** A request as the form endpoint stores it (Admin SDK, past the rules). */
async function storedRequest(): Promise<string> {
  const id = newId('r');
  await seedDoc(rules.env, `requests/${id}`, { ...lead, createdAt: Timestamp.now() });
  return id;
}

const requestDoc = (db: ReturnType<typeof staff>, id: string) => doc(db, 'requests', id);

describe('firestore.rules: requests (OWNER-TOOLS.md 1)', () => {
  it('lets staff read and list them, move the status, write notes, and delete one', async () => {
    const id = await storedRequest();
    await assertSucceeds(getDoc(requestDoc(staff(), id)));
    await assertSucceeds(getDocs(collection(staff(), REQUESTS)));
    for (const status of REQUEST_STATUSES) {
      await assertSucceeds(
        updateDoc(requestDoc(staff(), id), { status, updatedAt: serverTimestamp() }),
      );
    }
    const notes = 'n'.repeat(REQUEST_LIMITS.notes);
    await assertSucceeds(
      updateDoc(requestDoc(staff(), id), { notes, updatedAt: serverTimestamp() }),
    );
    // Notes of several lines, in any script, with a tab.
    const lines = 'Called 10:15.\r\nNo answer,\tleft a message.\nمرحبا — 你好';
    await assertSucceeds(
      updateDoc(requestDoc(staff(), id), { notes: lines, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(requestDoc(staff(), id)));
  });

  it('refuses staff any other change: the lead itself, an unknown status, long notes, a chosen time', async () => {
    const id = await storedRequest();
    const now = serverTimestamp();
    for (const change of [
      { name: 'Someone else', updatedAt: now },
      { source: 'booking', updatedAt: now },
      { createdAt: now, updatedAt: now },
      { status: 'won', updatedAt: now },
      { notes: 'n'.repeat(REQUEST_LIMITS.notes + 1), updatedAt: now },
      { notes: 42, updatedAt: now },
      // Hidden characters: NUL, ESC, a right-to-left override.
      { notes: 'Called\u0000', updatedAt: now },
      { notes: 'Called \u001b[2J back', updatedAt: now },
      { notes: 'Paid \u202e05£', updatedAt: now },
      { status: 'contacted', updatedAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { status: 'contacted' },
    ]) {
      await assertFails(updateDoc(requestDoc(staff(), id), change));
    }
  });

  it('lets no client create one, staff included: only the endpoint does', async () => {
    for (const db of [staff(), visitor(), nobody()]) {
      await assertFails(
        addDoc(collection(db, REQUESTS), { ...lead, createdAt: serverTimestamp() }),
      );
      await assertFails(setDoc(doc(db, 'requests', newId('r')), lead));
    }
  });

  it('keeps visitors and the signed-out away from every request', async () => {
    const id = await storedRequest();
    for (const db of [visitor(), nobody()]) {
      await assertFails(getDoc(requestDoc(db, id)));
      await assertFails(getDocs(collection(db, REQUESTS)));
      await assertFails(
        updateDoc(requestDoc(db, id), { status: 'closed', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(requestDoc(db, id)));
    }
  });

  it('keeps the rate-limit counters the endpoint’s alone', async () => {
    await seedDoc(rules.env, 'requestLimits/some-hash', { count: 1 });
    for (const db of [staff(), visitor(), nobody()]) {
      await assertFails(getDoc(doc(db, 'requestLimits', 'some-hash')));
      await assertFails(setDoc(doc(db, 'requestLimits', 'some-hash'), { count: 0 }));
    }
  });

  it('keeps outgoing mail the functions’ alone: nobody reads, writes or lists it', async () => {
    // An e-mail holds a visitor's details and goes wherever `to` says.
    await seedDoc(rules.env, 'mail/request-r1', {
      to: 'owner@example.com',
      message: { subject: 'Callback request: Sam', text: 'Sam', html: '<p>Sam</p>' },
    });
    for (const db of [staff(), visitor(), nobody()]) {
      await assertFails(getDoc(doc(db, 'mail', 'request-r1')));
      await assertFails(getDocs(collection(db, MAIL)));
      await assertFails(
        addDoc(collection(db, MAIL), {
          to: 'anyone@example.com',
          message: { subject: 'Hi', text: 'Spam' },
        }),
      );
      await assertFails(updateDoc(doc(db, 'mail', 'request-r1'), { to: 'me@example.com' }));
      await assertFails(deleteDoc(doc(db, 'mail', 'request-r1')));
    }
  });

  it('keeps the pending reply e-mails the functions’ alone (a visitor cannot make one due)', async () => {
    await seedDoc(rules.env, 'replyMail/conversation01', { sent: 1 });
    for (const db of [staff(), visitor(), nobody()]) {
      await assertFails(getDoc(doc(db, 'replyMail', 'conversation01')));
      await assertFails(setDoc(doc(db, 'replyMail', 'conversation01'), { dueAt: Timestamp.now() }));
      await assertFails(setDoc(doc(db, 'replyMail', 'mine'), { dueAt: Timestamp.now(), sent: 0 }));
      // Nor prove their address, mint a continue code, or reset an address's e-mail quota.
      await assertFails(
        setDoc(doc(db, 'replyMail', 'conversation01'), { provenEmail: 'me@example.com' }),
      );
      await assertFails(getDoc(doc(db, 'continueLinks', 'a'.repeat(64))));
      await assertFails(
        setDoc(doc(db, 'continueLinks', 'b'.repeat(64)), {
          sessionId: 'conversation01',
          email: 'me@example.com',
        }),
      );
      await assertFails(setDoc(doc(db, 'mailQuota', 'c'.repeat(64)), { lastAt: Timestamp.now() }));
      // Nor spend a reply-by-e-mail's hour or token (issue #42).
      await assertFails(getDoc(doc(db, 'inboundMail', 'conversation01')));
      await assertFails(setDoc(doc(db, 'inboundMail', 'conversation01'), { recent: [] }));
      await assertFails(
        setDoc(doc(db, 'inboundMailTokens', 'd'.repeat(64)), { expireAt: Timestamp.now() }),
      );
    }
  });
});

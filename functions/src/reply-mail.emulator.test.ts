import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAppPerTest } from './testing/admin-app.js';
import { MAIL, MESSAGES, REPLY_MAIL, SESSIONS } from '@detailing/core/domain';
import { CONTINUE_LINK_TTL_MS, firestoreContinueLinks } from './continue-links.js';
import { handleContinue } from './reply-mail-continue.js';
import { scheduleReplyMail, sendDueReplyMails, sendTranscript } from './reply-mail.js';
import { type ReplyMailDependencies, UNPROVEN_ADDRESS_INTERVAL_MS } from './reply-mail-model.js';
import { firestoreReplyMail } from './reply-mail-store.js';
import { CONTINUE_LINKS } from '@detailing/core/collections';

/** The reply e-mails against the Firestore emulator: real queries, transactions, the index's shape. */

let db: Firestore;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);

adminAppPerTest('reply-mail', (app) => {
  db = getFirestore(app);
});

async function conversation(id: string, session: Record<string, unknown>, staff: string[]) {
  const ref = db.collection(SESSIONS).doc(id);
  await ref.set({
    status: 'open',
    visitorUid: `visitor-${id}`,
    visitor: { name: 'Sam', email: 'sam@example.com' },
    emailConsentAt: Timestamp.fromMillis(T0),
    context: { currentPage: { path: '/services', title: 'Services' } },
    userMessages: 1,
    adminMessages: staff.length,
    readByVisitor: 0,
    createdAt: Timestamp.fromMillis(T0),
    updatedAt: Timestamp.fromMillis(T0),
    ...session,
  });
  await ref
    .collection(MESSAGES)
    .doc('m0')
    .set({ sender: 'user', content: 'Hello?', createdAt: Timestamp.fromMillis(T0), seq: 0 });
  for (const [i, content] of staff.entries()) {
    await ref
      .collection(MESSAGES)
      .doc(`s${i}`)
      .set({
        sender: 'admin',
        content,
        createdAt: Timestamp.fromMillis(T0 + (i + 1) * 1000),
        seq: i + 1,
      });
  }
}

function dependencies(): ReplyMailDependencies {
  return {
    store: firestoreReplyMail(db),
    config: { delayMs: 2 * MINUTE, intervalMs: 15 * MINUTE },
    businessName: 'Harbour & Heath Detailing',
    siteOrigin: 'https://www.example.co.uk',
    continueLink: async ({ continueUrl: url }) =>
      `https://auth.example/link?continueUrl=${encodeURIComponent(url)}`,
    stopLink: (id) => `https://www.example.co.uk/api/chat-mail/stop?session=${id}`,
  };
}

const staffMessage = (sessionId: string) => ({
  sessionId,
  messageId: 'x',
  data: { sender: 'admin', content: 'Reply' },
});

describe('reply e-mails on Firestore (emulator)', () => {
  it('sends one mail document with the unseen staff messages, once, then waits for the next reply', async () => {
    await conversation('c1', { readByVisitor: 1 }, [
      'Seen already',
      'Yes, Saturday works.',
      'See you then!',
    ]);
    const deps = dependencies();
    await scheduleReplyMail(staffMessage('c1'), deps, T0);
    // A second reply does not push the time back.
    await scheduleReplyMail(staffMessage('c1'), deps, T0 + MINUTE);
    expect(await sendDueReplyMails(deps, T0 + MINUTE)).toMatchObject({ sent: 0 });
    expect(await sendDueReplyMails(deps, T0 + 2 * MINUTE)).toMatchObject({ sent: 1 });
    const mail = await db.collection(MAIL).doc('reply-c1-1').get();
    expect(mail.get('to')).toBe('sam@example.com');
    const text: string = mail.get('message.text');
    expect(text).toContain('Yes, Saturday works.\n\nSee you then!');
    expect(text).not.toContain('Seen already');
    expect(text).toContain(encodeURIComponent('https://www.example.co.uk/services?chat=c1'));
    // Nothing is due any more: the next run sends nothing.
    expect(await sendDueReplyMails(deps, T0 + 10 * MINUTE)).toMatchObject({ sent: 0 });
    const pending = await db.collection(REPLY_MAIL).doc('c1').get();
    expect(pending.get('sent')).toBe(1);
    expect(pending.get('dueAt')).toBeUndefined();
  });

  it('cancels when the visitor saw the replies first, or gave no consent', async () => {
    await conversation('seen', { readByVisitor: 2 }, ['One', 'Two']);
    await conversation('no-consent', { emailConsentAt: null }, ['One']);
    const deps = dependencies();
    await scheduleReplyMail(staffMessage('seen'), deps, T0);
    await scheduleReplyMail(staffMessage('no-consent'), deps, T0);
    expect(await sendDueReplyMails(deps, T0 + 3 * MINUTE)).toMatchObject({
      sent: 0,
      cancelled: 2,
    });
    expect((await db.collection(MAIL).get()).size).toBe(0);
  });

  it('a continue code opens its conversation once, before it expires, and proves the address', async () => {
    await conversation('conversation-c2', {}, ['Yes.']);
    const links = firestoreContinueLinks(db);
    const store = firestoreReplyMail(db);
    const code = await links.issue('conversation-c2', 'sam@example.com', T0);
    const expired = await links.issue(
      'conversation-c2',
      'sam@example.com',
      T0 - CONTINUE_LINK_TTL_MS,
    );
    // Only a hash of the code is stored.
    const stored = await db.collection(CONTINUE_LINKS).get();
    expect(stored.docs.map((doc) => doc.id).join()).not.toContain(code);
    const deps = {
      session: (id: string) => store.session(id),
      links,
      customToken: async (uid: string) => `token-for-${uid}`,
      sendNewLink: async () => 'sent' as const,
      now: () => T0 + MINUTE,
    };
    const open = (session: string, oobCode: string) =>
      handleContinue({ method: 'POST', body: JSON.stringify({ session, oobCode }) }, deps);
    expect((await open('conversation-c2', expired)).status).toBe(410);
    expect((await open('conversation-c1', code)).status).toBe(410);
    expect(await store.session('conversation-c2')).toMatchObject({ proven: false });
    const answer = await open('conversation-c2', code);
    expect(JSON.parse(answer.body)).toEqual({ token: 'token-for-visitor-conversation-c2' });
    expect((await open('conversation-c2', code)).status).toBe(410);
    expect(await store.session('conversation-c2')).toMatchObject({ proven: true });
    // Used, it may ask for one new link (once per code, three a day per conversation).
    expect(await links.claimResend('conversation-c2', code, T0 + 2 * MINUTE)).toBe('ok');
    expect(await links.claimResend('conversation-c2', code, T0 + 3 * MINUTE)).toBe('limited');
    expect(await links.claimResend('conversation-c2', 'made-up', T0)).toBe('unknown');
    expect(await links.claimResend('conversation-c1', expired, T0)).toBe('unknown');
    // A new address is not proven by the old one's link.
    await db
      .collection(SESSIONS)
      .doc('conversation-c2')
      .update({ 'visitor.email': 'sam@new.example' });
    expect(await store.session('conversation-c2')).toMatchObject({ proven: false });
  });

  it('an address nobody proved gets one transcript a day, across conversations', async () => {
    for (const id of ['t1', 't2', 't3']) await conversation(id, { status: 'closed' }, ['Yes.']);
    const deps = dependencies();
    const results: string[] = [];
    for (const sessionId of ['t1', 't2', 't3']) {
      results.push(await sendTranscript({ sessionId, count: 1 }, deps, T0));
    }
    expect(results.filter((result) => result === 'sent')).toHaveLength(1);
    expect((await db.collection(MAIL).get()).size).toBe(1);
    const dayLater = T0 + UNPROVEN_ADDRESS_INTERVAL_MS;
    expect(await sendTranscript({ sessionId: 't2', count: 2 }, deps, dayLater)).toBe('sent');
  });
});

import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL, MESSAGES, REPLY_MAIL, SESSIONS } from '@detailing/chat-core/domain';
import { scheduleReplyMail, sendDueReplyMails, type ReplyMailDependencies } from './reply-mail.js';
import { firestoreReplyMail } from './reply-mail-store.js';

/** The reply e-mails against the Firestore emulator: real queries, transactions, the index's shape. */

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('The Firestore emulator is not set: run this through `npm test -- emulator`.');
}

const apps: App[] = [];
let db: Firestore;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);

beforeEach(() => {
  const projectId = `demo-reply-mail-${Math.random().toString(36).slice(2, 10)}`;
  const app = initializeApp({ projectId }, projectId);
  apps.push(app);
  db = getFirestore(app);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
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
});

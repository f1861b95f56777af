import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAppPerTest } from './testing/admin-app.js';
import {
  INBOUND_MAIL,
  INBOUND_MAIL_TOKENS,
  MESSAGES,
  REPLY_MAIL,
  SESSIONS,
} from '@detailing/core/domain';
import { mailgunReplyForm } from './testing/mailgun.js';
import { handleInbound, type InboundDependencies } from './mail-inbound.js';
import { firestoreInbound, inboundDependenciesFrom } from './mail-inbound-store.js';
import { replyAddressFor } from './reply-address.js';

/** Replies by e-mail against the Firestore emulator: the transaction, and what it writes. */

const SIGNING_KEY = 'test-mailgun-signing-key';
const ADDRESS_KEY = 'test-mail-link-key';
const DOMAIN = 'reply.example.co.uk';
const SESSION = '0b7c2a64-5d1e-4f7a-9c3b-2e8d6f1a0c95';
let db: Firestore;

adminAppPerTest('inbound', (app) => {
  db = getFirestore(app);
});

/** A conversation as the chat leaves it: a question, a staff reply, the visitor's address. */
async function conversation(status: 'open' | 'closed' = 'open') {
  const session = db.collection(SESSIONS).doc(SESSION);
  const earlier = Timestamp.fromMillis(Date.now() - 60_000);
  await session.set({
    status,
    visitorUid: 'visitor-1',
    visitor: { email: 'Sam@Example.com' },
    emailConsentAt: earlier,
    userMessages: 1,
    adminMessages: 1,
    readByVisitor: 0,
    photoCount: 0,
    lastSender: 'admin',
    lastMessage: { id: 'm1', content: 'Yes, Saturday works.', sender: 'admin' },
    createdAt: earlier,
    updatedAt: earlier,
  });
  await session.collection(MESSAGES).doc('m0').set({
    content: 'Saturday?',
    sender: 'user',
    createdAt: earlier,
    seq: 1,
  });
  await session.collection(MESSAGES).doc('m1').set({
    content: 'Yes, Saturday works.',
    sender: 'admin',
    createdAt: earlier,
    seq: 2,
  });
  return session;
}

function dependencies(): InboundDependencies {
  return {
    signingKey: SIGNING_KEY,
    addressKey: ADDRESS_KEY,
    domain: DOMAIN,
    store: firestoreInbound(db),
  };
}

function reply(text: string, token?: string) {
  const form = mailgunReplyForm({
    recipient: replyAddressFor(ADDRESS_KEY, DOMAIN, SESSION, 'sam@example.com') ?? '',
    from: 'Sam <sam@example.com>',
    text,
    signingKey: SIGNING_KEY,
    ...(token ? { token } : {}),
  });
  return {
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded',
    body: Buffer.from(form.toString()),
  };
}

describe('a reply by e-mail, written to Firestore', () => {
  it('is the visitor’s message in exactly the shape of their own chat write, and proves the address', async () => {
    const session = await conversation();
    const answer = await handleInbound(reply('Perfect, see you at 9.'), dependencies());
    expect(answer.status).toBe(200);

    const messages = await session.collection(MESSAGES).orderBy('createdAt').get();
    const added = messages.docs.find((doc) => doc.id.startsWith('email-'));
    // The fields the rules allow a visitor's message, no more (validMessage('user')).
    expect(Object.keys(added?.data() ?? {}).sort()).toEqual([
      'content',
      'createdAt',
      'sender',
      'seq',
    ]);
    expect(added?.data()).toMatchObject({
      content: 'Perfect, see you at 9.',
      sender: 'user',
      seq: 3,
    });

    const after = (await session.get()).data() ?? {};
    const createdAt = added?.get('createdAt');
    expect(createdAt).toBeInstanceOf(Timestamp);
    // followsNewMessage('user'): the same server time, the preview, the sender, one more.
    expect(after['updatedAt']).toEqual(createdAt);
    expect(after['lastMessage']).toEqual({
      id: added?.id,
      content: 'Perfect, see you at 9.',
      sender: 'user',
    });
    expect(after).toMatchObject({ lastSender: 'user', userMessages: 2, status: 'open' });
    expect(after['adminMessages']).toBe(1);
    expect((await db.collection(REPLY_MAIL).doc(SESSION).get()).get('provenEmail')).toBe(
      'Sam@Example.com',
    );
    expect((await db.collection(INBOUND_MAIL).doc(SESSION).get()).get('recent')).toHaveLength(1);
  });

  it('takes a delivery once, and two replies at once are both counted', async () => {
    const session = await conversation();
    const token = 'a'.repeat(50);
    expect((await handleInbound(reply('Once.', token), dependencies())).status).toBe(200);
    expect((await handleInbound(reply('Again.', token), dependencies())).body).toBe(
      'Refused: replayed.',
    );
    const both = await Promise.all([
      handleInbound(reply('First of two.'), dependencies()),
      handleInbound(reply('Second of two.'), dependencies()),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect((await session.get()).get('userMessages')).toBe(4);
    const contents = (await session.collection(MESSAGES).get()).docs.map((d) => d.get('content'));
    expect(contents.filter((c) => c === 'Once.')).toHaveLength(1);
    expect((await db.collection(INBOUND_MAIL_TOKENS).get()).size).toBe(3);
  });

  it('adds nothing to a closed conversation, which stays closed; the delivery is still spent', async () => {
    const session = await conversation('closed');
    const token = 'b'.repeat(50);
    expect((await handleInbound(reply('Hello again?', token), dependencies())).body).toBe(
      'Refused: closed.',
    );
    expect((await session.get()).data()).toMatchObject({ status: 'closed', userMessages: 1 });
    expect((await session.collection(MESSAGES).get()).size).toBe(2);
    expect((await db.collection(REPLY_MAIL).doc(SESSION).get()).exists).toBe(false);
    expect((await handleInbound(reply('Hello again?', token), dependencies())).body).toBe(
      'Refused: replayed.',
    );
  });

  it('keeps its hourly count in Firestore: the eleventh reply of the hour is refused', async () => {
    await conversation();
    for (let i = 0; i < 10; i += 1) {
      expect((await handleInbound(reply(`Reply ${i}`), dependencies())).status).toBe(200);
    }
    expect((await handleInbound(reply('Eleventh'), dependencies())).body).toBe(
      'Refused: rate-limited.',
    );
  });
});

describe('the inbound endpoint’s settings', () => {
  it('is off without INBOUND_MAIL_DOMAIN, and names what is missing or wrong with it', () => {
    const log = () => undefined;
    expect(inboundDependenciesFrom(db, {}, log)).toBeNull();
    expect(() => inboundDependenciesFrom(db, { INBOUND_MAIL_DOMAIN: DOMAIN }, log)).toThrow(
      'Replies by e-mail need MAILGUN_SIGNING_KEY and MAIL_LINK_KEY.',
    );
    expect(() =>
      inboundDependenciesFrom(
        db,
        { INBOUND_MAIL_DOMAIN: 'reply@example', MAIL_LINK_KEY: 'k' },
        log,
      ),
    ).toThrow('INBOUND_MAIL_DOMAIN must be a domain');
    const on = inboundDependenciesFrom(
      db,
      { INBOUND_MAIL_DOMAIN: DOMAIN, MAILGUN_SIGNING_KEY: 's', MAIL_LINK_KEY: 'k' },
      log,
    );
    expect(on).toMatchObject({ domain: DOMAIN, signingKey: 's', addressKey: 'k' });
  });
});

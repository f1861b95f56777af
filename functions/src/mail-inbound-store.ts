import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  INBOUND_MAIL,
  INBOUND_MAIL_TOKENS,
  lastMessageOf,
  MESSAGES,
  REPLY_MAIL,
  SESSIONS,
} from '@detailing/core/domain';
import { provenFields } from './continue-links.js';
import { type Environment, settingsFor } from './environment.js';
import {
  INBOUND_LIMITS,
  type InboundDependencies,
  type InboundState,
  type InboundStore,
} from './mail-inbound.js';
import { inTransaction } from './transactions.js';

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

/**
 * The visitors' answers by e-mail on Firestore (Admin SDK). The message is written in exactly
 * the shape the rules demand of the visitor's own message (firestore.rules, `validMessage('user')`
 * and `followsNewMessage('user')`): the message with `content`, `sender: 'user'`, `createdAt`
 * (server time) and `seq`, and on the session `updatedAt` (the same time), `lastMessage`,
 * `lastSender` and `userMessages` one higher; so the console, the unread counts, the push to
 * staff and the away reply treat it as any chat message.
 */
export function firestoreInbound(db: Firestore): InboundStore {
  return {
    take(reply, judge) {
      const session = db.collection(SESSIONS).doc(reply.sessionId);
      const token = db.collection(INBOUND_MAIL_TOKENS).doc(reply.tokenId);
      const counter = db.collection(INBOUND_MAIL).doc(reply.sessionId);
      const latest = session.collection(MESSAGES).orderBy('createdAt', 'desc').limit(1);
      return inTransaction(db, async (transaction) => {
        const [used, conversation, taken, last] = await Promise.all([
          transaction.get(token),
          transaction.get(session),
          transaction.get(counter),
          transaction.get(latest),
        ]);
        const email: unknown = conversation.get('visitor.email');
        const recent: unknown = taken.get('recent');
        const state: InboundState = {
          tokenUsed: used.exists,
          session: conversation.exists
            ? {
                status: conversation.get('status') === 'open' ? 'open' : 'closed',
                ...(typeof email === 'string' ? { email } : {}),
              }
            : null,
          recent: Array.isArray(recent) ? recent.flatMap((at) => millis(at) ?? []) : [],
        };
        const verdict = judge(state);
        if (verdict === 'replayed') return verdict;
        // Every delivery judged is kept, so replaying a refused one is refused as a replay.
        transaction.create(token, {
          expireAt: Timestamp.fromMillis(reply.now + INBOUND_LIMITS.tokenTtlMs),
        });
        if (verdict !== 'appended' || typeof email !== 'string') return verdict;

        const lastSeq: unknown = last.docs[0]?.get('seq');
        transaction.create(session.collection(MESSAGES).doc(reply.messageId), {
          content: reply.content,
          sender: 'user',
          createdAt: FieldValue.serverTimestamp(),
          // After every message there is: it orders messages stored in the same instant.
          seq: typeof lastSeq === 'number' ? lastSeq + 1 : 0,
        });
        transaction.update(session, {
          updatedAt: FieldValue.serverTimestamp(),
          lastMessage: lastMessageOf({ id: reply.messageId, content: reply.content }, 'user'),
          lastSender: 'user',
          userMessages: FieldValue.increment(1),
        });
        const hourAgo = reply.now - INBOUND_LIMITS.hourMs;
        transaction.set(counter, {
          recent: [...state.recent.filter((at) => at > hourAgo), reply.now].map((at) =>
            Timestamp.fromMillis(at),
          ),
          expireAt: Timestamp.fromMillis(reply.now + INBOUND_LIMITS.hourMs),
        });
        // The reply came from the address the e-mail went to, through the address only that
        // e-mail carried: it is the visitor's (as opening a continue link proves it).
        transaction.set(db.collection(REPLY_MAIL).doc(reply.sessionId), provenFields(email), {
          merge: true,
        });
        return verdict;
      });
    },
  };
}

/**
 * The inbound endpoint's wiring from the environment: INBOUND_MAIL_DOMAIN (none: the feature is
 * off, null), MAILGUN_SIGNING_KEY (Mailgun's HTTP webhook signing key) and MAIL_LINK_KEY (the
 * reply addresses' secret). Throws naming what is missing or wrong.
 */
export function inboundDependenciesFrom(
  db: Firestore,
  env: Environment,
  log: NonNullable<InboundDependencies['log']>,
): InboundDependencies | null {
  const needs = 'Replies by e-mail need';
  const domain = settingsFor(env, [], needs, ['INBOUND_MAIL_DOMAIN']).INBOUND_MAIL_DOMAIN;
  if (!domain) return null;
  const keys = settingsFor(env, ['MAILGUN_SIGNING_KEY', 'MAIL_LINK_KEY'], needs);
  return {
    signingKey: keys.MAILGUN_SIGNING_KEY,
    addressKey: keys.MAIL_LINK_KEY,
    domain,
    store: firestoreInbound(db),
    log,
  };
}

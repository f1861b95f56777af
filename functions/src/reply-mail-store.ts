import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { sha256Hex } from './digest.js';
import { MAIL, MAIL_QUOTA, MESSAGES, REPLY_MAIL, SESSIONS } from '@detailing/core/domain';
import type {
  PendingReplyMail,
  ReplyMailSession,
  ReplyMailStore,
  UnseenMessage,
} from './reply-mail-model.js';
import { inTransaction } from './transactions.js';

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);
const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The reply e-mails on Firestore (Admin SDK): `replyMail/{sessionId}` holds when the
 * conversation's e-mail is due, when the last one went and how many went; the e-mail itself is
 * a `mail` document written in the same transaction as the record of its sending.
 */
export function firestoreReplyMail(db: Firestore): ReplyMailStore {
  const pendingRef = (sessionId: string) => db.collection(REPLY_MAIL).doc(sessionId);
  /** The conversation's last `n` messages of one sender, oldest first, as an e-mail shows them. */
  async function latestBy(sessionId: string, sender: 'user' | 'admin', n: number) {
    const snapshot = await db
      .collection(SESSIONS)
      .doc(sessionId)
      .collection(MESSAGES)
      .where('sender', '==', sender)
      .orderBy('createdAt', 'desc')
      .limit(n)
      .get();
    return snapshot.docs.reverse().map((doc): UnseenMessage => ({
      content: typeof doc.get('content') === 'string' ? doc.get('content') : '',
      photos: Array.isArray(doc.get('photos')) ? doc.get('photos').length : 0,
      automatic: doc.get('automatic') === true,
    }));
  }
  return {
    schedule(sessionId, dueAt) {
      const ref = pendingRef(sessionId);
      return inTransaction(db, async (transaction) => {
        const current = millis((await transaction.get(ref)).get('dueAt'));
        if (current !== undefined && current <= dueAt) return;
        transaction.set(ref, { dueAt: Timestamp.fromMillis(dueAt), attempts: 0 }, { merge: true });
      });
    },

    async due(now, limit) {
      const snapshot = await db
        .collection(REPLY_MAIL)
        .where('dueAt', '<=', Timestamp.fromMillis(now))
        .orderBy('dueAt')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc): PendingReplyMail => ({
        sessionId: doc.id,
        dueAt: millis(doc.get('dueAt')) ?? now,
        lastSentAt: millis(doc.get('lastSentAt')),
        sent: count(doc.get('sent')),
        attempts: count(doc.get('attempts')),
      }));
    },

    async session(sessionId) {
      const [snapshot, pending] = await Promise.all([
        db.collection(SESSIONS).doc(sessionId).get(),
        pendingRef(sessionId).get(),
      ]);
      if (!snapshot.exists) return null;
      const visitor = record(snapshot.get('visitor'));
      const page = record(record(snapshot.get('context'))['currentPage']);
      const email = typeof visitor['email'] === 'string' ? visitor['email'] : undefined;
      const path = typeof page['path'] === 'string' ? page['path'] : undefined;
      const origin = typeof page['origin'] === 'string' ? page['origin'] : undefined;
      const uid: unknown = snapshot.get('visitorUid');
      const session: ReplyMailSession = {
        visitorUid: typeof uid === 'string' ? uid : undefined,
        email,
        status: snapshot.get('status') === 'closed' ? 'closed' : 'open',
        consented: snapshot.get('emailConsentAt') instanceof Timestamp,
        stopped: snapshot.get('emailStopped') === true,
        // Proven for this address only: a new address must be proven anew.
        proven: email !== undefined && pending.get('provenEmail') === email,
        adminMessages: count(snapshot.get('adminMessages')),
        readByVisitor: count(snapshot.get('readByVisitor')),
        page: path ? { path, origin } : undefined,
      };
      return session;
    },

    async lastVisitorMessage(sessionId) {
      const [question] = await latestBy(sessionId, 'user', 1);
      return question ?? null;
    },

    lastStaffMessages: (sessionId, n) => latestBy(sessionId, 'admin', n),

    async conversation(sessionId, limit) {
      const snapshot = await db
        .collection(SESSIONS)
        .doc(sessionId)
        .collection(MESSAGES)
        .orderBy('createdAt')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => ({
        sender: doc.get('sender') === 'admin' ? 'admin' : 'user',
        content: typeof doc.get('content') === 'string' ? doc.get('content') : '',
        photos: Array.isArray(doc.get('photos')) ? doc.get('photos').length : 0,
        createdAt: millis(doc.get('createdAt')) ?? 0,
      }));
    },

    async writeMail(mailId, mail) {
      await db
        .collection(MAIL)
        .doc(mailId)
        .create(mail)
        .catch((error: unknown) => {
          // ALREADY_EXISTS: a retried trigger after the mail was written.
          if ((error as { code?: unknown }).code !== 6) throw error;
        });
    },

    claimUnprovenAddress(email, mailId, now, intervalMs) {
      // Keyed by a hash: the quota needs no address, and one address is one key in any case.
      const key = sha256Hex(email.trim().toLowerCase());
      const ref = db.collection(MAIL_QUOTA).doc(key);
      return inTransaction(db, async (transaction) => {
        const quota = await transaction.get(ref);
        if (quota.get('mailId') === mailId) return true;
        const last = millis(quota.get('lastAt'));
        if (last !== undefined && now - last < intervalMs) return false;
        transaction.set(ref, {
          mailId,
          lastAt: Timestamp.fromMillis(now),
          // A TTL policy deletes it once it no longer counts (docs/deploy.md).
          expireAt: Timestamp.fromMillis(now + intervalMs),
        });
        return true;
      });
    },

    async cancel(sessionId) {
      await pendingRef(sessionId).set({ dueAt: FieldValue.delete(), attempts: 0 }, { merge: true });
    },

    async postpone(sessionId, dueAt, attempts) {
      await pendingRef(sessionId).set(
        { dueAt: Timestamp.fromMillis(dueAt), attempts },
        { merge: true },
      );
    },

    send(sessionId, mailId, mail, now) {
      const mailRef = db.collection(MAIL).doc(mailId);
      return inTransaction(db, async (transaction) => {
        const written = await transaction.get(mailRef);
        if (!written.exists) transaction.create(mailRef, mail);
        transaction.set(
          pendingRef(sessionId),
          {
            dueAt: FieldValue.delete(),
            attempts: 0,
            lastSentAt: Timestamp.fromMillis(now),
            sent: FieldValue.increment(1),
          },
          { merge: true },
        );
      });
    },
  };
}

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CHAT_SETTINGS_ID, MESSAGES, SESSIONS, SETTINGS } from '@detailing/core/domain';
import { AWAY_REPLY_ID, type AwayReplyDependencies, settingsFrom } from './away-reply.js';
import { inTransaction } from './transactions.js';

/**
 * The away reply's reads and writes on Firestore (Admin SDK). The reply and the session's count
 * of staff messages are one transaction, as a staff message is one batch. The preview
 * (`lastMessage`, `lastSender`, `updatedAt`) stays the visitor's: an automatic reply is not an
 * answer, so the console's list keeps showing what the visitor asked, and "Awaiting reply".
 */
export function firestoreAwayReplies(db: Firestore): AwayReplyDependencies {
  return {
    async readSettings() {
      const snapshot = await db.collection(SETTINGS).doc(CHAT_SETTINGS_ID).get();
      return snapshot.exists ? settingsFrom(snapshot.data()) : null;
    },
    writeReply(sessionId, { content, seq }) {
      const session = db.collection(SESSIONS).doc(sessionId);
      const reply = session.collection(MESSAGES).doc(AWAY_REPLY_ID);
      return inTransaction(db, async (transaction) => {
        const [sessionSnapshot, replySnapshot] = await Promise.all([
          transaction.get(session),
          transaction.get(reply),
        ]);
        if (replySnapshot.exists) return 'exists';
        if (sessionSnapshot.get('status') !== 'open') return 'closed';
        const now = FieldValue.serverTimestamp();
        transaction.create(reply, {
          content,
          sender: 'admin',
          createdAt: now,
          seq,
          automatic: true,
        });
        transaction.update(session, {
          // Counted like every staff message (docs/chat-data-model.md, "Signals"): the widget's
          // unread count and "Seen" read it.
          adminMessages: FieldValue.increment(1),
        });
        return 'written';
      });
    },
  };
}

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { AWAY_REPLY_ID, type AwayReplyDependencies, settingsFrom } from './away-reply.js';

/** `settings/chat` (public read, staff write: firestore.rules). */
export const SETTINGS_DOCUMENT = 'settings/chat';

/**
 * The away reply's reads and writes on Firestore (Admin SDK). The reply and the session's
 * preview are one transaction, as a staff message is one batch: the staff list re-orders and
 * shows the reply, and a visitor's flood control starts afresh after it.
 */
export function firestoreAwayReplies(db: Firestore): AwayReplyDependencies {
  return {
    async readSettings() {
      const snapshot = await db.doc(SETTINGS_DOCUMENT).get();
      return snapshot.exists ? settingsFrom(snapshot.data()) : null;
    },
    writeReply(sessionId, { content, seq }) {
      const session = db.collection('chatSessions').doc(sessionId);
      const reply = session.collection('messages').doc(AWAY_REPLY_ID);
      return db.runTransaction(async (transaction) => {
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
          updatedAt: now,
          lastMessage: { id: AWAY_REPLY_ID, content, sender: 'admin' },
          lastSender: 'admin',
          // Counted like every staff message (docs/chat-data-model.md, "Signals").
          adminMessages: FieldValue.increment(1),
        });
        return 'written';
      });
    },
  };
}

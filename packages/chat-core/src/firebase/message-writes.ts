import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { OutgoingMessage, Sender } from '../model';
import { MESSAGES, SESSIONS } from './query-shapes';

/**
 * One message is one batched write: the message (create with a client-chosen id) and the
 * session's activity fields, which the staff list orders by. Both server timestamps resolve to
 * the commit time, which the rules require.
 */
export async function writeMessage(
  db: Firestore,
  message: OutgoingMessage,
  sender: Sender,
): Promise<void> {
  const sessionRef = doc(db, SESSIONS, message.sessionId);
  const batch = writeBatch(db);
  batch.set(doc(sessionRef, MESSAGES, message.id), {
    content: message.content,
    sender,
    createdAt: serverTimestamp(),
    seq: message.seq,
  });
  batch.update(sessionRef, {
    updatedAt: serverTimestamp(),
    lastMessage: { id: message.id, content: message.content, sender },
    lastSender: sender,
  });
  await batch.commit();
}

/** Whether this exact message is already saved (a retried send that succeeded before). */
export async function isMessageSaved(
  db: Firestore,
  message: OutgoingMessage,
  sender: Sender,
): Promise<boolean> {
  try {
    const saved = await getDoc(doc(db, SESSIONS, message.sessionId, MESSAGES, message.id));
    return saved.get('content') === message.content && saved.get('sender') === sender;
  } catch {
    return false;
  }
}

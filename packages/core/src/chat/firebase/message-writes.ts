import {
  Bytes,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { OutgoingMessage, Sender, SessionDetails } from '../domain/model';
import { lastMessageOf, photoRef } from '../domain/photos';
import {
  MESSAGES,
  PHOTOS,
  PUSH_THROTTLE,
  QUOTES,
  SESSIONS,
  VISITORS,
} from '../../shared/domain/collections';
import { ChatBackendError } from '../../shared/domain/errors';
import { COUNT_FIELDS, deleteTyping } from './signals';

const messageFields = (message: OutgoingMessage, sender: Sender) => ({
  content: message.content,
  sender,
  createdAt: serverTimestamp(),
  seq: message.seq,
  ...(message.photos?.length ? { photos: message.photos.map(photoRef) } : {}),
  ...(message.quote ? { quoteId: message.id } : {}),
});

const previewFields = (message: OutgoingMessage, sender: Sender) => {
  const photos = message.photos?.length ?? 0;
  return {
    updatedAt: serverTimestamp(),
    lastMessage: lastMessageOf(message, sender),
    lastSender: sender,
    // One more message of this sender (the rules require exactly +1 in the message's batch);
    // an increment, so the other side's message at the same moment is counted too.
    [COUNT_FIELDS[sender]]: increment(1),
    // The conversation's photos (the rules hold at most 20), raised the same way.
    ...(photos > 0 ? { photoCount: increment(photos) } : {}),
  };
};

/**
 * The message's photos, one document each, in the message's batch: the rules accept a photo
 * only beside the message that names it, and a message only with every photo it names.
 */
function setPhotos(
  batch: WriteBatch,
  sessionRef: DocumentReference,
  message: OutgoingMessage,
  sender: Sender,
): void {
  for (const photo of message.photos ?? []) {
    batch.set(doc(sessionRef, PHOTOS, photo.id), {
      image: Bytes.fromUint8Array(photo.image),
      thumb: Bytes.fromUint8Array(photo.thumb),
      type: photo.type,
      width: photo.width,
      height: photo.height,
      sender,
      createdAt: serverTimestamp(),
      messageId: message.id,
    });
  }
}

/**
 * The visitor's details as stored, stamped for the rules' 10 s spacing; nothing if none. An
 * e-mail address given is the visitor's consent to replies by e-mail, stamped with the server's
 * time (CHAT-PRODUCT.md 7; the rules ask for it with every write that carries the address).
 */
export function detailsFields(details: SessionDetails): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (details.visitor) fields.visitor = { ...details.visitor };
  if (details.visitor?.email) fields.emailConsentAt = serverTimestamp();
  // A plain copy without undefined fields, which Firestore refuses (callers may pass any shape).
  if (details.context) fields.context = JSON.parse(JSON.stringify(details.context)) as unknown;
  if (Object.keys(fields).length > 0) fields.detailsAt = serverTimestamp();
  return fields;
}

/**
 * A conversation's first message is one batched write: the session (created open, for this
 * visitor), the message, and the visitor's flood counters (`chatVisitors/{uid}`: one more open
 * conversation, started now), against which the rules check the per-visitor limits.
 */
export async function writeFirstMessage(
  db: Firestore,
  message: OutgoingMessage,
  visitorUid: string,
  details: SessionDetails = {},
): Promise<void> {
  const sessionRef = doc(db, SESSIONS, message.sessionId);
  const batch = writeBatch(db);
  batch.set(sessionRef, {
    status: 'open',
    visitorUid,
    createdAt: serverTimestamp(),
    ...previewFields(message, 'user'),
    ...detailsFields(details),
  });
  batch.set(doc(sessionRef, MESSAGES, message.id), messageFields(message, 'user'));
  setPhotos(batch, sessionRef, message, 'user');
  batch.set(
    doc(db, VISITORS, visitorUid),
    {
      openSessions: increment(1),
      lastSessionId: message.sessionId,
      lastSessionAt: serverTimestamp(),
    },
    { merge: true },
  );
  await batch.commit();
}

/**
 * One message is one batched write: the message (create with a client-chosen id) and the
 * session's activity fields, which the staff list orders by. Both server timestamps resolve to
 * the commit time, which the rules require.
 */
export async function writeMessage(
  db: Firestore,
  message: OutgoingMessage,
  sender: Sender,
  /** Staff's uid: a quote names who sent it (the rules require their own). */
  author?: string,
): Promise<void> {
  const sessionRef = doc(db, SESSIONS, message.sessionId);
  const batch = writeBatch(db);
  batch.set(doc(sessionRef, MESSAGES, message.id), messageFields(message, sender));
  setPhotos(batch, sessionRef, message, sender);
  if (message.quote) {
    if (sender !== 'admin' || !author) {
      throw new ChatBackendError('permission-denied', 'Only staff send quotes.');
    }
    // Under the message's id, in its batch: the rules tie the two together.
    batch.set(doc(sessionRef, QUOTES, message.id), {
      ...message.quote,
      createdAt: serverTimestamp(),
      createdBy: author,
    });
  }
  batch.update(sessionRef, previewFields(message, sender));
  await batch.commit();
}

/**
 * Staff close a conversation in one batch: the session (open -> closed) and, when the visitor
 * has flood counters, one open conversation fewer (never below zero), which the rules require.
 */
export async function writeClose(db: Firestore, sessionId: string): Promise<void> {
  const sessionRef = doc(db, SESSIONS, sessionId);
  const session = await getDoc(sessionRef);
  const visitorUid: unknown = session.get('visitorUid');
  const batch = writeBatch(db);
  batch.update(sessionRef, { status: 'closed', updatedAt: serverTimestamp() });
  if (typeof visitorUid === 'string') {
    const visitorRef = doc(db, VISITORS, visitorUid);
    const visitor = await getDoc(visitorRef);
    if (visitor.exists()) {
      const open: unknown = visitor.get('openSessions');
      batch.update(visitorRef, {
        // An increment, so a conversation the visitor starts meanwhile is still counted.
        openSessions: typeof open === 'number' && open > 0 ? increment(-1) : 0,
        lastClosedId: sessionId,
      });
    }
  }
  await batch.commit();
}

const photoIdOf = (photo: unknown): string | null =>
  typeof photo === 'object' && photo !== null && 'id' in photo && typeof photo.id === 'string'
    ? photo.id
    : null;

/** Messages deleted per batch (Firestore allows 500 writes in one). */
const DELETE_BATCH_SIZE = 400;

/** The fields of a visitor's counters that name the conversation `sessionId`. */
const REFERENCES = ['lastSessionId', 'lastClosedId'] as const;

/**
 * Deletes a closed conversation (an erasure request): its messages in batches, each with the
 * photos it names (at most 20 in a conversation, so a batch stays under 500 writes), its signals,
 * then in one last batch the session, the functions' push throttle for it, and the visitor's
 * counters' references to it, so nothing names it afterwards. An interrupted delete leaves a
 * closed session that can be deleted again, never messages without a session.
 */
export async function deleteConversation(db: Firestore, sessionId: string): Promise<void> {
  const sessionRef = doc(db, SESSIONS, sessionId);
  for (;;) {
    const page = await getDocs(query(collection(sessionRef, MESSAGES), limit(DELETE_BATCH_SIZE)));
    if (page.empty) break;
    const batch = writeBatch(db);
    for (const message of page.docs) {
      // Photos are never listed (each may hold 600 kB): their messages name them.
      const photos: unknown = message.get('photos');
      for (const id of Array.isArray(photos) ? photos.map(photoIdOf) : []) {
        if (id) batch.delete(doc(sessionRef, PHOTOS, id));
      }
      // A quote lives under its message's id.
      if (typeof message.get('quoteId') === 'string') {
        batch.delete(doc(sessionRef, QUOTES, message.id));
      }
      batch.delete(message.ref);
    }
    await batch.commit();
    if (page.size < DELETE_BATCH_SIZE) break;
  }
  await deleteTyping(db, sessionId);
  const session = await getDoc(sessionRef);
  const batch = writeBatch(db);
  batch.delete(sessionRef);
  batch.delete(doc(db, PUSH_THROTTLE, sessionId));
  const visitorUid: unknown = session.get('visitorUid');
  if (typeof visitorUid === 'string') {
    const visitorRef = doc(db, VISITORS, visitorUid);
    const visitor = await getDoc(visitorRef);
    const naming = REFERENCES.filter((field) => visitor.get(field) === sessionId);
    if (naming.length > 0) {
      batch.update(visitorRef, Object.fromEntries(naming.map((field) => [field, deleteField()])));
    }
  }
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

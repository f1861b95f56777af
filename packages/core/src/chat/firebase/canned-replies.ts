import {
  collection,
  deleteDoc,
  doc,
  type DocumentSnapshot,
  type Firestore,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore';
import type { CannedRepliesListener } from '../backend';
import type { ErrorListener, Unsubscribe } from '../../shared/backend';
import {
  assertCannedReply,
  assertCannedReplyId,
  type CannedReply,
  type CannedReplyDraft,
  sortCannedReplies,
} from '../domain/canned-replies';
import type { ConnectionMonitor } from '../../shared/connection';
import { CANNED_REPLIES } from '../../shared/domain/collections';
import { convertAll } from '../../shared/firebase/convert';
import { withMappedErrors } from '../../shared/firebase/map-error';
import { listenQuery } from '../../shared/firebase/watch';

const READ = { serverTimestamps: 'estimate' } as const;

/** A stored reply, or null for a malformed one (the rules make it impossible; skip, not crash). */
function toCannedReply(snapshot: DocumentSnapshot): CannedReply | null {
  const data: Record<string, unknown> | undefined = snapshot.data(READ);
  if (!data) return null;
  const { title, text, updatedAt } = data;
  if (typeof title !== 'string' || typeof text !== 'string') return null;
  if (!(updatedAt instanceof Timestamp)) return null;
  return { id: snapshot.id, title, text, updatedAt: updatedAt.toMillis() };
}

/** The whole collection, live (a few dozen documents at most: no query, no index). */
export function listenCannedReplies(
  db: Firestore,
  onChange: CannedRepliesListener,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  return listenQuery(
    collection(db, CANNED_REPLIES),
    (snapshot) => sortCannedReplies(convertAll(snapshot.docs, toCannedReply)),
    onChange,
    onError,
    connection,
  );
}

/** Adds or replaces (edit) one reply; the same call again is harmless. */
export async function writeCannedReply(db: Firestore, reply: CannedReplyDraft): Promise<void> {
  assertCannedReply(reply);
  await withMappedErrors(
    setDoc(doc(db, CANNED_REPLIES, reply.id), {
      title: reply.title,
      text: reply.text,
      updatedAt: serverTimestamp(),
    }),
  );
}

export async function removeCannedReply(db: Firestore, id: string): Promise<void> {
  assertCannedReplyId(id);
  await withMappedErrors(deleteDoc(doc(db, CANNED_REPLIES, id)));
}

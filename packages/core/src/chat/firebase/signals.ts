import {
  collectionGroup,
  type DocumentSnapshot,
  doc,
  type Firestore,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { ErrorListener, Unsubscribe } from '../../shared/backend';
import type { TypingListener } from '../backend';
import type { ConnectionMonitor } from '../../shared/connection';
import { ChatBackendError } from '../../shared/domain/errors';
import type { Sender, SessionCounts } from '../domain/model';
import type { SignalRole, TypingSignal } from '../domain/signals';
import { withMappedErrors } from '../../shared/firebase/map-error';
import { constraintsOf, QUERY_SHAPES } from '../../shared/firebase/query-shapes';
import { SESSIONS, TYPING } from '../../shared/domain/collections';
import { listenDocument, listenQuery } from '../../shared/firebase/watch';

/**
 * Conversation signals on Firestore (docs/chat-data-model.md, "Signals"): per-sender message
 * counters and read markers on the session, typing in `chatSessions/{id}/typing/{role}`.
 */

/** The session's counter of each sender's messages, raised by one in the message's batch. */
export const COUNT_FIELDS = {
  user: 'userMessages',
  admin: 'adminMessages',
} as const satisfies Record<Sender, string>;
/** The read markers: each side writes only its own. */
const READ_FIELDS = {
  staff: 'readByStaff',
  visitor: 'readByVisitor',
} as const satisfies Record<SignalRole, string>;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** The counters of a session document, 0 for any missing (sessions older than them). */
export function countsFrom(data: Record<string, unknown>): SessionCounts {
  return {
    user: count(data[COUNT_FIELDS.user]),
    admin: count(data[COUNT_FIELDS.admin]),
    readByStaff: count(data[READ_FIELDS.staff]),
    readByVisitor: count(data[READ_FIELDS.visitor]),
  };
}

const typingRef = (db: Firestore, sessionId: string, role: SignalRole) =>
  doc(db, SESSIONS, sessionId, TYPING, role);

/**
 * Typing: `{ role, at, active: true }` with `at` the server time (the rules space these by
 * typingInterval()); clearing keeps `at` and sets `active: false`, so the spacing holds across a
 * clear (a deleted or nulled time would let a client alternate write and clear without limit).
 */
export async function writeTyping(
  db: Firestore,
  sessionId: string,
  role: SignalRole,
  active: boolean,
): Promise<void> {
  const ref = typingRef(db, sessionId, role);
  await withMappedErrors(
    active
      ? setDoc(ref, { role, at: serverTimestamp(), active: true })
      : updateDoc(ref, { active: false }),
  );
}

/** A read marker: the side has read the first `value` messages of the other side. */
export async function writeReadMarker(
  db: Firestore,
  sessionId: string,
  role: SignalRole,
  value: number,
): Promise<void> {
  if (!Number.isInteger(value) || value < 1) {
    throw new ChatBackendError('invalid-argument', 'A read marker is a count of at least 1.');
  }
  await withMappedErrors(updateDoc(doc(db, SESSIONS, sessionId), { [READ_FIELDS[role]]: value }));
}

/** Deletes a conversation's typing documents (with the closed conversation, before it). */
export async function deleteTyping(db: Firestore, sessionId: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(typingRef(db, sessionId, 'visitor'));
  batch.delete(typingRef(db, sessionId, 'staff'));
  await batch.commit();
}

function toTyping(snapshot: DocumentSnapshot): TypingSignal | null {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const sessionId = snapshot.ref.parent.parent?.id;
  if (!data || !sessionId) return null;
  const { role, at, active } = data;
  if ((role !== 'visitor' && role !== 'staff') || !(at instanceof Timestamp)) return null;
  return { sessionId, role, at: at.toMillis(), active: active === true };
}

/** The visitor's widget: staff's typing document in their session. */
export function listenStaffTyping(
  db: Firestore,
  sessionId: string,
  onChange: TypingListener,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  return listenDocument(
    typingRef(db, sessionId, 'staff'),
    (snapshot) => {
      const signal = toTyping(snapshot);
      return signal ? [signal] : [];
    },
    onChange,
    onError,
    connection,
  );
}

/** The console: every visitor's typing written since `sinceMs`, one collection-group watch. */
export function listenVisitorTyping(
  db: Firestore,
  sinceMs: number,
  onChange: TypingListener,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  return listenQuery(
    query(
      collectionGroup(db, TYPING),
      ...constraintsOf(QUERY_SHAPES.visitorTyping),
      where('at', '>=', Timestamp.fromMillis(sinceMs)),
    ),
    (snapshot) =>
      snapshot.docs.flatMap((d) => {
        const signal = toTyping(d);
        return signal ? [signal] : [];
      }),
    onChange,
    onError,
    connection,
  );
}

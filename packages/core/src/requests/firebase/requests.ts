import {
  collection,
  deleteDoc,
  doc,
  type DocumentSnapshot,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { ErrorListener, Unsubscribe } from '../../shared/backend';
import type { PeopleSearchResult, RequestsListener } from '../backend';
import type { SessionsListener } from '../../chat/backend';
import type { ConnectionMonitor } from '../../shared/connection';
import { REQUESTS, SESSIONS } from '../../shared/domain/collections';
import { ChatBackendError } from '../../shared/domain/errors';
import {
  type LeadRequest,
  matchesSearch,
  REQUEST_FILTERS,
  REQUEST_SOURCES,
  REQUEST_STATUSES,
  type RequestChange,
  type RequestFilter,
  SEARCH_SCAN,
  validateRequestChange,
} from '../domain/requests';
import { convertAll, toSession } from '../../shared/firebase/convert';
import { withMappedErrors } from '../../shared/firebase/map-error';
import { constraintsOf, CONSOLE_QUERY_SHAPES } from '../../shared/firebase/query-shapes';
import { listenQuery } from '../../shared/firebase/watch';

const READ = { serverTimestamps: 'estimate' } as const;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A stored request, or null for a malformed one (only the function writes them: skip, not crash). */
export function toRequest(snapshot: DocumentSnapshot): LeadRequest | null {
  const data: Record<string, unknown> | undefined = snapshot.data(READ);
  if (!data) return null;
  const source = REQUEST_SOURCES.find((s) => s === data.source);
  const status = REQUEST_STATUSES.find((s) => s === data.status);
  const { name, phone, createdAt, updatedAt } = data;
  if (!source || !status || typeof name !== 'string' || typeof phone !== 'string') return null;
  if (!(createdAt instanceof Timestamp)) return null;
  const optional = {
    email: text(data.email),
    service: text(data.service),
    message: text(data.message),
    page: text(data.page),
    sessionId: text(data.sessionId),
    bookingId: text(data.bookingId),
    notes: text(data.notes),
    updatedAt: updatedAt instanceof Timestamp ? updatedAt.toMillis() : undefined,
  };
  return {
    id: snapshot.id,
    source,
    name,
    phone,
    status,
    createdAt: createdAt.toMillis(),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** The filter's requests, newest first, at most `count`, live. */
export function listenRequests(
  db: Firestore,
  filter: RequestFilter,
  count: number,
  onChange: RequestsListener,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  const statuses = REQUEST_FILTERS[filter];
  const requests = collection(db, REQUESTS);
  return listenQuery(
    statuses === null
      ? query(requests, orderBy('createdAt', 'desc'), limit(count))
      : query(
          requests,
          // The shape's index (status, createdAt desc) serves `in` as it serves equality.
          where('status', 'in', [...statuses]),
          orderBy('createdAt', 'desc'),
          limit(count),
        ),
    (snapshot) => convertAll(snapshot.docs, toRequest),
    onChange,
    onError,
    connection,
  );
}

/** How many requests are new, up to `cap` (the navigation's count), live. */
export function listenNewRequestCount(
  db: Firestore,
  cap: number,
  onChange: (count: number) => void,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  return listenQuery(
    query(collection(db, REQUESTS), where('status', '==', 'new'), limit(cap)),
    (snapshot) => snapshot.size,
    onChange,
    onError,
    connection,
  );
}

/** Closed conversations, last active first, at most `count`, live. */
export function listenClosedSessions(
  db: Firestore,
  count: number,
  onChange: SessionsListener,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  return listenQuery(
    query(
      collection(db, SESSIONS),
      ...constraintsOf(CONSOLE_QUERY_SHAPES.closedSessions),
      limit(count),
    ),
    (snapshot) => convertAll(snapshot.docs, toSession),
    onChange,
    onError,
    connection,
  );
}

export async function writeRequestChange(
  db: Firestore,
  id: string,
  change: RequestChange,
): Promise<void> {
  const checked = validateRequestChange(change);
  if (!checked.ok) throw new ChatBackendError('invalid-argument', checked.problem);
  await withMappedErrors(
    updateDoc(doc(db, REQUESTS, id), {
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.notes === undefined ? {} : { notes: change.notes }),
      updatedAt: serverTimestamp(),
    }),
  );
}

export async function removeRequest(db: Firestore, id: string): Promise<void> {
  await withMappedErrors(deleteDoc(doc(db, REQUESTS, id)));
}

/**
 * The newest SEARCH_SCAN requests and conversations, read once, kept where the person matches:
 * the request's name, phone or e-mail, or what the visitor told about themselves.
 */
export async function searchPeople(db: Firestore, term: string): Promise<PeopleSearchResult> {
  if (term.trim() === '') return { requests: [], sessions: [] };
  const [requests, sessions] = await withMappedErrors(
    Promise.all([
      getDocs(query(collection(db, REQUESTS), orderBy('createdAt', 'desc'), limit(SEARCH_SCAN))),
      getDocs(query(collection(db, SESSIONS), orderBy('updatedAt', 'desc'), limit(SEARCH_SCAN))),
    ]),
  );
  return {
    requests: convertAll(requests.docs, toRequest).filter((r) => matchesSearch(r, term)),
    sessions: convertAll(sessions.docs, toSession).filter(
      (s) => s.visitor !== undefined && matchesSearch(s.visitor, term),
    ),
  };
}

import {
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  onSnapshot,
  type Query,
  type QuerySnapshot,
  type SnapshotMetadata,
} from 'firebase/firestore';
import type { ErrorListener, Unsubscribe } from '../backend';
import type { ConnectionMonitor, ConnectionReport } from '../connection';
import { persistentDatabases } from './firebase-services';
import { mapFirebaseError } from './map-error';

/**
 * Starts a listener once `ready` resolves (the user is signed in), and returns an unsubscribe
 * that works before and after that. Errors of `ready` and of the listener reach `onError`.
 */
export function deferredWatch(
  ready: () => Promise<unknown>,
  listen: () => Unsubscribe,
  onError: ErrorListener,
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe | undefined;
  ready().then(
    () => {
      if (!stopped) stop = listen();
    },
    (error: unknown) => {
      if (!stopped) onError(mapFirebaseError(error));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * A snapshot handler that
 * - waits for the first snapshot the server confirmed: an empty cache would otherwise pass for
 *   "no session" or "no messages" (which would make old messages look new once they arrive).
 *   With a persistent cache (`cached`: the console), what the cache holds is what this client
 *   last saw, so it is delivered at once, and offline it is all there is; the connection is
 *   reported only from the first server snapshot on;
 * - follows metadata changes (so `pending` flips when the server acknowledges a write);
 * - reports, once synced, whether each snapshot came from the server: `fromCache` turns true
 *   when the watch stream loses the server, and false again once the query is current anew;
 * - passes a converted value on only when it differs from the previous one.
 */
function changedValues<S extends { metadata: SnapshotMetadata }, T>(
  convert: (snapshot: S) => T,
  onChange: (value: T) => void,
  connection: ConnectionReport,
  cached: boolean,
): (snapshot: S) => void {
  let synced = false;
  let lastKey: string | undefined;
  return (snapshot) => {
    if (!synced && snapshot.metadata.fromCache) {
      if (!cached) return;
    } else {
      synced = true;
      connection.report(!snapshot.metadata.fromCache);
    }
    const value = convert(snapshot);
    const key = JSON.stringify(value);
    if (key === lastKey) return;
    lastKey = key;
    onChange(value);
  };
}

const METADATA = { includeMetadataChanges: true } as const;

/** A listener's snapshot and error handlers, its part in `connection`, and its unsubscribe. */
function tracked<S extends { metadata: SnapshotMetadata }, T>(
  cached: boolean,
  connection: ConnectionMonitor,
  convert: (snapshot: S) => T,
  onChange: (value: T) => void,
  onError: ErrorListener,
  listen: (next: (snapshot: S) => void, error: (error: FirestoreError) => void) => Unsubscribe,
): Unsubscribe {
  const report = connection.track();
  const stop = listen(changedValues(convert, onChange, report, cached), (error) => {
    // A failed listener is over: it no longer says anything about the connection.
    report.stop();
    onError(mapFirebaseError(error));
  });
  return () => {
    stop();
    report.stop();
  };
}

export function listenQuery<T>(
  query: Query,
  convert: (snapshot: QuerySnapshot) => T,
  onChange: (value: T) => void,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  const cached = persistentDatabases.has(query.firestore);
  return tracked(cached, connection, convert, onChange, onError, (next, error) =>
    onSnapshot(query, METADATA, next, error),
  );
}

export function listenDocument<T>(
  ref: DocumentReference,
  convert: (snapshot: DocumentSnapshot) => T,
  onChange: (value: T) => void,
  onError: ErrorListener,
  connection: ConnectionMonitor,
): Unsubscribe {
  const cached = persistentDatabases.has(ref.firestore);
  return tracked(cached, connection, convert, onChange, onError, (next, error) =>
    onSnapshot(ref, METADATA, next, error),
  );
}

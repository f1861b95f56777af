import { collection, type Firestore, query } from 'firebase/firestore';
import type { MessagesListener } from '../backend';
import type { ErrorListener, Unsubscribe } from '../../shared/backend';
import type { ConnectionMonitor } from '../../shared/connection';
import { MESSAGES, SESSIONS } from '../../shared/domain/collections';
import { sortMessages } from '../../shared/domain/order';
import { convertAll, toMessage } from '../../shared/firebase/convert';
import { constraintsOf, QUERY_SHAPES } from '../../shared/firebase/query-shapes';
import { deferredWatch, listenQuery } from '../../shared/firebase/watch';

/**
 * One conversation's messages, oldest first, once `ready` resolves (the visitor or the member
 * of staff is signed in): `watchMessages` of both backends.
 */
export function watchConversation(
  db: () => Firestore,
  ready: () => Promise<unknown>,
  connection: ConnectionMonitor,
  sessionId: string,
  onChange: MessagesListener,
  onError: ErrorListener,
): Unsubscribe {
  return deferredWatch(
    ready,
    () =>
      listenQuery(
        query(
          collection(db(), SESSIONS, sessionId, MESSAGES),
          ...constraintsOf(QUERY_SHAPES.conversation),
        ),
        (snapshot) => sortMessages(convertAll(snapshot.docs, (d) => toMessage(d, sessionId))),
        onChange,
        onError,
        connection,
      ),
    onError,
  );
}

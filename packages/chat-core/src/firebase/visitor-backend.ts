import { signInAnonymously, type User } from 'firebase/auth';
import { collection, doc, getDoc, query, serverTimestamp, setDoc } from 'firebase/firestore';
import type { VisitorChatBackend } from '../backend';
import { createConnectionMonitor } from '../connection';
import { MESSAGE_MIN_INTERVAL_MS } from '../constants';
import { ChatBackendError } from '../errors';
import type { ChatSession } from '../model';
import { sortMessages } from '../order';
import { assertSendable, assertSessionId } from '../outgoing';
import { sendWithRecovery } from '../send-recovery';
import { createSendSpacer, sleep } from '../send-spacing';
import { convertAll, toMessage, toSession } from './convert';
import type { FirebaseServices } from './firebase-services';
import { mapFirebaseError, withMappedErrors } from './map-error';
import { isMessageSaved, writeMessage } from './message-writes';
import { constraintsOf, MESSAGES, QUERY_SHAPES, SESSIONS } from './query-shapes';
import { deferredWatch, listenDocument, listenQuery } from './watch';

/** Extra wait on top of the flood-control interval, for timer and network jitter. */
const SPACING_MARGIN_MS = 50;

/**
 * The visitor's side on Firestore. The visitor is signed in anonymously on first use (or keeps
 * the anonymous user Auth restored from the browser), and every session is bound to that uid.
 */
export function createVisitorBackend(services: () => FirebaseServices): VisitorChatBackend {
  let signingIn: Promise<User> | undefined;
  const signedIn = async (): Promise<User> => {
    const { auth } = services();
    await auth.authStateReady();
    if (auth.currentUser) return auth.currentUser;
    signingIn ??= signInAnonymously(auth)
      .then((credential) => credential.user)
      .finally(() => {
        signingIn = undefined;
      });
    return signingIn;
  };
  /** Fed by this visitor's watches (the session and its messages). */
  const connection = createConnectionMonitor();
  const spacer = createSendSpacer({
    intervalMs: MESSAGE_MIN_INTERVAL_MS,
    marginMs: SPACING_MARGIN_MS,
  });

  async function readSession(sessionId: string): Promise<ChatSession | null> {
    const snapshot = await getDoc(doc(services().db, SESSIONS, sessionId));
    if (!snapshot.exists()) return null;
    const session = toSession(snapshot);
    if (!session) throw new ChatBackendError('unknown', `Session ${sessionId} is malformed.`);
    return session;
  }

  return {
    async ensureSession(sessionId) {
      assertSessionId(sessionId);
      try {
        const user = await signedIn();
        const existing = await readSession(sessionId);
        if (existing) return existing;
        const { db } = services();
        try {
          await setDoc(doc(db, SESSIONS, sessionId), {
            status: 'open',
            visitorUid: user.uid,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
        } catch (error) {
          // Another tab of the same visitor may have created it in the meantime.
          const created = await readSession(sessionId).catch(() => null);
          if (created?.visitorUid === user.uid) return created;
          throw error;
        }
        const created = await readSession(sessionId);
        if (!created) throw new ChatBackendError('unknown', 'The new session was not found.');
        return created;
      } catch (error) {
        throw mapFirebaseError(error);
      }
    },

    async sendMessage(message) {
      assertSendable(message);
      await withMappedErrors(signedIn());
      const { db } = services();
      await spacer.run(() =>
        sendWithRecovery({
          write: () => withMappedErrors(writeMessage(db, message, 'user')),
          alreadySaved: () => isMessageSaved(db, message, 'user'),
          retryAfterMs: MESSAGE_MIN_INTERVAL_MS + SPACING_MARGIN_MS,
          sleep,
        }),
      );
    },

    watchMessages(sessionId, onChange, onError) {
      return deferredWatch(
        signedIn,
        () =>
          listenQuery(
            query(
              collection(services().db, SESSIONS, sessionId, MESSAGES),
              ...constraintsOf(QUERY_SHAPES.conversation),
            ),
            (snapshot) => sortMessages(convertAll(snapshot.docs, (d) => toMessage(d, sessionId))),
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    watchSession(sessionId, onChange, onError) {
      return deferredWatch(
        signedIn,
        () =>
          listenDocument(
            doc(services().db, SESSIONS, sessionId),
            toSession,
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    watchConnection: (onChange) => connection.watch(onChange),
  };
}

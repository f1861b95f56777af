import { signInAnonymously, signInWithCustomToken, type User } from 'firebase/auth';
import {
  doc,
  type Firestore,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import type { VisitorChatBackend } from '../backend';
import { createConnectionMonitor } from '../../shared/connection';
import {
  MAX_OPEN_SESSIONS_PER_VISITOR,
  MESSAGE_MIN_INTERVAL_MS,
  NEW_SESSION_INTERVAL_MS,
} from '../../shared/domain/constants';
import { ChatBackendError } from '../../shared/domain/errors';
import type { ChatSession, OutgoingMessage, SessionDetails } from '../domain/model';
import { lastMessageOf } from '../domain/photos';
import { assertSendable, assertSessionId } from '../outgoing';
import { sendWithRecovery } from '../send-recovery';
import { createSendSpacer, sleep } from '../send-spacing';
import { watchConversation } from './conversation';
import { toSession } from '../../shared/firebase/convert';
import type { FirebaseServices } from '../../shared/firebase/firebase-services';
import { mapFirebaseError, withMappedErrors } from '../../shared/firebase/map-error';
import { readPhoto } from './photos';
import { readQuote } from '../../quotes/firebase/quotes';
import { detailsFields, isMessageSaved, writeFirstMessage, writeMessage } from './message-writes';
import { SESSIONS, TRANSCRIPTS, VISITORS } from '../../shared/domain/collections';
import { watchSettingsDocument } from './settings';
import { listenStaffTyping, writeReadMarker, writeTyping } from './signals';
import { deferredWatch, listenDocument } from '../../shared/firebase/watch';

/** Extra wait on top of the flood-control interval, for timer and network jitter. */
const SPACING_MARGIN_MS = 50;

/**
 * Why the rules refused a new conversation: the visitor's counters say whether a flood limit did
 * (`resource-exhausted`, which the widget explains), or something else did.
 */
async function explainRefusedStart(
  db: Firestore,
  uid: string,
  refused: ChatBackendError,
): Promise<ChatBackendError> {
  const counters = await getDoc(doc(db, VISITORS, uid)).catch(() => null);
  if (!counters?.exists()) return refused;
  const open: unknown = counters.get('openSessions');
  const last: unknown = counters.get('lastSessionAt');
  const lastMs = last instanceof Timestamp ? last.toMillis() : 0;
  if (typeof open === 'number' && open >= MAX_OPEN_SESSIONS_PER_VISITOR) {
    return new ChatBackendError('resource-exhausted', 'Too many open conversations.', {
      cause: refused,
    });
  }
  // The device clock may be off; a refusal right after a start is the interval either way.
  if (Date.now() - lastMs < NEW_SESSION_INTERVAL_MS + 5_000) {
    return new ChatBackendError('resource-exhausted', 'A conversation was started just now.', {
      cause: refused,
    });
  }
  return refused;
}

/**
 * The session as the first message's batch wrote it, its times the client's estimate (the
 * model's `createdAt` allows it while a write is pending): the server's follow on watchSession.
 */
function sessionAsWritten(
  message: OutgoingMessage,
  visitorUid: string,
  { visitor, context }: SessionDetails,
): ChatSession {
  const at = Date.now();
  return {
    id: message.sessionId,
    status: 'open',
    visitorUid,
    createdAt: at,
    updatedAt: at,
    lastMessage: lastMessageOf(message, 'user'),
    counts: { user: 1, admin: 0, readByStaff: 0, readByVisitor: 0 },
    ...(message.photos?.length ? { photoCount: message.photos.length } : {}),
    ...(visitor ? { visitor } : {}),
    ...(context ? { context } : {}),
  };
}

/**
 * The visitor's side on Firestore. The visitor is signed in anonymously on first use (or keeps
 * the anonymous user Auth restored from the browser), and every session is bound to that uid.
 */
export function createVisitorBackend(
  services: () => FirebaseServices,
  {
    continueEndpoint,
  }: {
    /** Where a "Continue the chat" link is checked (`/api/chat-mail/continue` on our site). */
    readonly continueEndpoint?: string | undefined;
  } = {},
): VisitorChatBackend {
  let signingIn: Promise<User> | undefined;
  const signedIn = async (): Promise<User> => {
    const { auth, ready } = services();
    await ready;
    await auth.authStateReady();
    // Signed in long since: Firestore knows this user.
    if (!signingIn && auth.currentUser) return auth.currentUser;
    // A sign-in under way (the warm-up's) is awaited even once `currentUser` is set: Auth sets
    // it, saves it, and only then tells its listeners, Firestore among them. A write queued
    // before Firestore switched users stays queued under the signed-out user for good (seen: a
    // first message "Sending..." forever when Enter came right as the warm-up's sign-in ended).
    const user = await (signingIn ??= signInAnonymously(auth)
      .then((credential) => credential.user)
      .finally(() => {
        signingIn = undefined;
      }));
    await userSwitched();
    return user;
  };
  // The listeners run in microtasks queued before this continuation; one macrotask more, and
  // Firestore has queued its switch of user ahead of the write for certain. Only after a
  // sign-in: every later write skips it.
  const userSwitched = () => new Promise((resolve) => setTimeout(resolve, 0));
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
    async prepare() {
      await withMappedErrors(signedIn());
    },

    async startSession(message, details = {}) {
      assertSendable(message);
      const user = await withMappedErrors(signedIn());
      const { db } = services();
      return spacer.run(async () => {
        try {
          await writeFirstMessage(db, message, user.uid, details);
          // Not read back: that was one more round trip after Enter (0.55 s on slow 4G).
          return sessionAsWritten(message, user.uid, details);
        } catch (error) {
          const refused = mapFirebaseError(error);
          // Another tab of this visitor started it, or an earlier attempt did: carry on in it.
          const existing = await readSession(message.sessionId).catch(() => null);
          if (existing?.visitorUid !== user.uid) {
            throw refused.code === 'permission-denied'
              ? await explainRefusedStart(db, user.uid, refused)
              : refused;
          }
          await sendWithRecovery({
            write: () => withMappedErrors(writeMessage(db, message, 'user')),
            alreadySaved: () => isMessageSaved(db, message, 'user'),
            retryAfterMs: MESSAGE_MIN_INTERVAL_MS + SPACING_MARGIN_MS,
            sleep,
          });
        }
        const session = await withMappedErrors(readSession(message.sessionId));
        if (!session) throw new ChatBackendError('unknown', 'The new session was not found.');
        return session;
      });
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

    async readPhoto(sessionId, photoId) {
      await withMappedErrors(signedIn());
      return readPhoto(services().db, sessionId, photoId);
    },

    async readQuote(sessionId, quoteId) {
      await withMappedErrors(signedIn());
      return readQuote(services().db, sessionId, quoteId);
    },

    async updateSessionDetails(sessionId, details) {
      assertSessionId(sessionId);
      await withMappedErrors(signedIn());
      const fields = detailsFields(details);
      if (Object.keys(fields).length === 0) return;
      await withMappedErrors(updateDoc(doc(services().db, SESSIONS, sessionId), fields));
    },

    watchMessages(sessionId, onChange, onError) {
      const db = () => services().db;
      return watchConversation(db, signedIn, connection, sessionId, onChange, onError);
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

    watchSettings: (onChange, onError) =>
      watchSettingsDocument(
        () => services().db,
        () => services().ready,
        connection,
        onChange,
        onError,
      ),

    async setTyping(sessionId, active) {
      assertSessionId(sessionId);
      await withMappedErrors(signedIn());
      await writeTyping(services().db, sessionId, 'visitor', active);
    },

    watchTyping(sessionId, onChange, onError) {
      return deferredWatch(
        signedIn,
        () => listenStaffTyping(services().db, sessionId, onChange, onError, connection),
        onError,
      );
    },

    async markRead(sessionId, count) {
      assertSessionId(sessionId);
      await withMappedErrors(signedIn());
      await writeReadMarker(services().db, sessionId, 'visitor', count);
    },

    async requestTranscript(sessionId) {
      assertSessionId(sessionId);
      await withMappedErrors(signedIn());
      // The rules see the count after the increment: one more, within TRANSCRIPT_LIMITS.
      const request = { requestedAt: serverTimestamp(), count: increment(1) };
      await withMappedErrors(
        setDoc(doc(services().db, TRANSCRIPTS, sessionId), request, { merge: true }),
      );
    },

    async continueWithLink(sessionId, link) {
      assertSessionId(sessionId);
      const oobCode = new URL(link).searchParams.get('oobCode');
      if (!continueEndpoint || !oobCode) {
        throw new ChatBackendError('not-found', 'This link does not sign in.');
      }
      const { auth, ready } = services();
      await ready;
      // The functions check the link for the conversation's address and visitor, and answer
      // with a custom token (functions/src/reply-mail-continue.ts says why not the SDK's).
      const response = await fetch(continueEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ session: sessionId, oobCode }),
      }).catch((error: unknown) => {
        throw new ChatBackendError('unavailable', 'The chat could not be reached.', {
          cause: error,
        });
      });
      if (response.status === 410) throw new ChatBackendError('not-found', 'The link is gone.');
      const { token } = response.ok ? ((await response.json()) as { token?: unknown }) : {};
      if (typeof token !== 'string') {
        throw new ChatBackendError('unavailable', `The link was not checked (${response.status}).`);
      }
      await withMappedErrors(signInWithCustomToken(auth, token));
      await userSwitched();
    },
  };
}

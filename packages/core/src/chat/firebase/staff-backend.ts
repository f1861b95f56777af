import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { StaffChatBackend } from '../backend';
import { createConnectionMonitor } from '../../shared/connection';
import { deviceIdForToken } from '../device-id';
import { ChatBackendError } from '../../shared/domain/errors';
import { assertSendable, assertSessionId } from '../outgoing';
import { sendWithRecovery } from '../send-recovery';
import { sleep } from '../send-spacing';
import { listenCannedReplies, removeCannedReply, writeCannedReply } from './canned-replies';
import { watchConversation } from './conversation';
import { pastSession } from '../../shared/domain/order';
import { convertAll, toSession } from '../../shared/firebase/convert';
import type { FirebaseServices } from '../../shared/firebase/firebase-services';
import { withMappedErrors } from '../../shared/firebase/map-error';
import { deleteConversation, isMessageSaved, writeClose, writeMessage } from './message-writes';
import { readPhoto } from './photos';
import { readQuote } from '../../quotes/firebase/quotes';
import {
  listenClosedSessions,
  listenNewRequestCount,
  listenRequests,
  removeRequest,
  searchPeople,
  writeRequestChange,
} from '../../requests/firebase/requests';
import { constraintsOf, QUERY_SHAPES } from '../../shared/firebase/query-shapes';
import { SESSIONS, STAFF_DEVICES } from '../../shared/domain/collections';
import { saveSettingsDocument, watchSettingsDocument } from './settings';
import { listenVisitorTyping, writeReadMarker, writeTyping } from './signals';
import { deferredWatch, listenQuery } from '../../shared/firebase/watch';

const MAX_USER_AGENT_LENGTH = 512;

const defaultUserAgent = (): string =>
  typeof navigator === 'undefined' ? '' : navigator.userAgent;

/**
 * The staff side on Firestore. It signs nobody in: it acts as whoever is signed in on the app's
 * Auth (see signInStaff), and the rules refuse everything unless that user has the staff claim.
 */
export function createStaffBackend(services: () => FirebaseServices): StaffChatBackend {
  /** Waits until Auth has restored a persisted user, so the first request carries it. */
  const authReady = async () => {
    await services().ready;
    await services().auth.authStateReady();
  };
  /** Fed by the console's watches (the open sessions and the selected conversation). */
  const connection = createConnectionMonitor();

  const currentUid = (): string => {
    const uid = services().auth.currentUser?.uid;
    if (!uid) throw new ChatBackendError('unauthenticated', 'Sign in as staff first.');
    return uid;
  };

  return {
    watchOpenSessions(count, onChange, onError) {
      return deferredWatch(
        authReady,
        () =>
          listenQuery(
            query(
              collection(services().db, SESSIONS),
              ...constraintsOf(QUERY_SHAPES.openSessions),
              limit(count),
            ),
            (snapshot) => convertAll(snapshot.docs, toSession),
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    watchClosedSessions(count, onChange, onError) {
      return deferredWatch(
        authReady,
        () => listenClosedSessions(services().db, count, onChange, onError, connection),
        onError,
      );
    },

    watchRequests(filter, count, onChange, onError) {
      return deferredWatch(
        authReady,
        () => listenRequests(services().db, filter, count, onChange, onError, connection),
        onError,
      );
    },

    watchNewRequestCount(cap, onChange, onError) {
      return deferredWatch(
        authReady,
        () => listenNewRequestCount(services().db, cap, onChange, onError, connection),
        onError,
      );
    },

    async updateRequest(id, change) {
      await authReady();
      await writeRequestChange(services().db, id, change);
    },

    async deleteRequest(id) {
      await authReady();
      await removeRequest(services().db, id);
    },

    async searchPeople(term) {
      await authReady();
      return searchPeople(services().db, term);
    },

    async readPhoto(sessionId, photoId) {
      await authReady();
      return readPhoto(services().db, sessionId, photoId);
    },

    async readQuote(sessionId, quoteId) {
      await authReady();
      return readQuote(services().db, sessionId, quoteId);
    },

    watchMessages(sessionId, onChange, onError) {
      const db = () => services().db;
      return watchConversation(db, authReady, connection, sessionId, onChange, onError);
    },

    async sendMessage(message) {
      assertSendable(message);
      await authReady();
      const { db } = services();
      await sendWithRecovery({
        // A quote names who sent it (the rules hold it to the signed-in member of staff).
        write: () =>
          withMappedErrors(
            writeMessage(db, message, 'admin', message.quote ? currentUid() : undefined),
          ),
        alreadySaved: () => isMessageSaved(db, message, 'admin'),
        sleep,
      });
    },

    async closeSession(sessionId) {
      assertSessionId(sessionId);
      await authReady();
      await withMappedErrors(writeClose(services().db, sessionId));
    },

    async deleteSession(sessionId) {
      assertSessionId(sessionId);
      await authReady();
      await withMappedErrors(deleteConversation(services().db, sessionId));
    },

    async visitorHistory(visitorUid, before) {
      await authReady();
      const theirs = query(
        collection(services().db, SESSIONS),
        ...constraintsOf(QUERY_SHAPES.visitorSessions, { visitorUid }),
      );
      const beforeThis = where('createdAt', '<', Timestamp.fromMillis(before));
      const latest = query(
        collection(services().db, SESSIONS),
        ...constraintsOf(QUERY_SHAPES.visitorLatestSessions, { visitorUid }),
        beforeThis,
        limit(1),
      );
      const [first, earlier, last] = await withMappedErrors(
        Promise.all([
          getDocs(query(theirs, limit(1))),
          getCountFromServer(query(theirs, beforeThis)),
          getDocs(latest),
        ]),
      );
      const firstSession = first.docs[0] ? toSession(first.docs[0]) : null;
      if (!firstSession) throw new ChatBackendError('not-found', 'No such visitor.');
      const previous = last.docs[0] ? toSession(last.docs[0]) : null;
      return {
        firstSeenAt: firstSession.createdAt,
        earlierConversations: earlier.data().count,
        ...(previous ? { previous: pastSession(previous) } : {}),
      };
    },

    async registerDevice({ token, userAgent = defaultUserAgent() }) {
      await authReady();
      const uid = currentUid();
      const ref = doc(services().db, STAFF_DEVICES, await deviceIdForToken(token));
      const agent = userAgent.slice(0, MAX_USER_AGENT_LENGTH);
      const existing = await withMappedErrors(getDoc(ref));
      if (existing.exists()) {
        await withMappedErrors(updateDoc(ref, { updatedAt: serverTimestamp(), userAgent: agent }));
        return;
      }
      await withMappedErrors(
        setDoc(ref, {
          token,
          uid,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
          userAgent: agent,
        }),
      );
    },

    async unregisterDevice(token) {
      await authReady();
      const ref = doc(services().db, STAFF_DEVICES, await deviceIdForToken(token));
      await withMappedErrors(deleteDoc(ref));
    },

    watchCannedReplies(onChange, onError) {
      return deferredWatch(
        authReady,
        () => listenCannedReplies(services().db, onChange, onError, connection),
        onError,
      );
    },

    async saveCannedReply(reply) {
      await authReady();
      await writeCannedReply(services().db, reply);
    },

    async deleteCannedReply(id) {
      await authReady();
      await removeCannedReply(services().db, id);
    },

    watchConnection: (onChange) => connection.watch(onChange),

    watchSettings: (onChange, onError) =>
      watchSettingsDocument(() => services().db, authReady, connection, onChange, onError),

    async setTyping(sessionId, active) {
      assertSessionId(sessionId);
      await authReady();
      await writeTyping(services().db, sessionId, 'staff', active);
    },

    watchVisitorTyping(sinceMs, onChange, onError) {
      return deferredWatch(
        authReady,
        () => listenVisitorTyping(services().db, sinceMs, onChange, onError, connection),
        onError,
      );
    },

    async markRead(sessionId, count) {
      assertSessionId(sessionId);
      await authReady();
      await writeReadMarker(services().db, sessionId, 'staff', count);
    },

    async saveSettings(settings) {
      await authReady();
      await saveSettingsDocument(services().db, settings);
    },
  };
}

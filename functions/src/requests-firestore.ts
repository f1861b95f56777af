import { createHmac } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  MAIL,
  type NewRequest,
  REQUEST_LIMITS,
  REQUEST_LIMITS_COLLECTION,
  REQUESTS,
  SESSIONS,
} from '@detailing/chat-core/domain';
import type { ChatCallbackStore } from './chat-callback.js';
import type { MailQueue } from './request-notice.js';
import type { LimitVerdict, RequestDependencies } from './requests.js';

const HOUR_MS = 60 * 60 * 1000;
/** The counter every client shares (no IP hash is 4 characters long). */
const ALL = '_all';

/**
 * The client's key: an HMAC-SHA256 of its IP with a secret, so the counters never hold an
 * address and cannot be turned back into one without the secret.
 */
export const keyedIpHash = (secret: string) => (ip: string) =>
  createHmac('sha256', secret).update(ip).digest('hex');

/**
 * The rate limits in Firestore (`requestLimits/{key}`): a fixed window of an hour per client
 * and one for everyone, counted in one transaction, so a burst cannot slip past either. A
 * refused request is not counted. Old windows are overwritten, never read again.
 */
export function firestoreRequestLimiter(
  db: Firestore,
  {
    perClient = REQUEST_LIMITS.perClientPerHour,
    perHour = REQUEST_LIMITS.perHour,
    now = Date.now,
  }: { perClient?: number; perHour?: number; now?: () => number } = {},
): RequestDependencies['limiter'] {
  return {
    take(clientKey) {
      const window = Math.floor(now() / HOUR_MS);
      const client = db.collection(REQUEST_LIMITS_COLLECTION).doc(clientKey);
      const all = db.collection(REQUEST_LIMITS_COLLECTION).doc(ALL);
      return db.runTransaction(async (transaction): Promise<LimitVerdict> => {
        const [mine, everyone] = await Promise.all([transaction.get(client), transaction.get(all)]);
        const count = (snapshot: typeof mine) =>
          snapshot.get('window') === window ? Number(snapshot.get('count')) || 0 : 0;
        if (count(mine) >= perClient) return 'client';
        if (count(everyone) >= perHour) return 'global';
        const at = Timestamp.fromMillis(now());
        transaction.set(client, { window, count: count(mine) + 1, at });
        transaction.set(all, { window, count: count(everyone) + 1, at });
        return 'ok';
      });
    },
  };
}

/** Stores a new request: `status: 'new'`, at the server's time (the Admin SDK, past the rules). */
export function firestoreRequestStore(db: Firestore): RequestDependencies['store'] {
  return {
    async create(request: NewRequest) {
      await db
        .collection(REQUESTS)
        .add({ ...request, status: 'new', createdAt: FieldValue.serverTimestamp() });
    },
  };
}

/** The page a conversation is on (its visitor context), as a request's `page`. */
function pageOf(context: unknown): string | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const page = (context as Record<string, unknown>)['currentPage'];
  if (typeof page !== 'object' || page === null) return undefined;
  const { path, origin } = page as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
  return `${typeof origin === 'string' ? origin : ''}${path}`.slice(0, REQUEST_LIMITS.page);
}

/**
 * Chat callbacks as requests: created once under their id, with the page the conversation is on,
 * in a transaction (two deliveries of the trigger cannot both create it).
 */
export function firestoreChatCallbacks(db: Firestore): ChatCallbackStore {
  return {
    createOnce(id, request) {
      const ref = db.collection(REQUESTS).doc(id);
      const session = db.collection(SESSIONS).doc(request.sessionId);
      return db.runTransaction(async (transaction) => {
        const [existing, conversation] = await Promise.all([
          transaction.get(ref),
          transaction.get(session),
        ]);
        if (existing.exists) return 'exists';
        const page = pageOf(conversation.get('context'));
        transaction.create(ref, {
          ...request,
          ...(page ? { page } : {}),
          status: 'new',
          createdAt: FieldValue.serverTimestamp(),
        });
        return 'created';
      });
    },
  };
}

/** The `mail` collection: one document per e-mail, written once under its id. */
export function firestoreMailQueue(db: Firestore): MailQueue {
  return {
    async queue(id, mail) {
      try {
        await db.collection(MAIL).doc(id).create(mail);
        return 'queued';
      } catch (error) {
        // ALREADY_EXISTS: a retried trigger; the first one queued it.
        if ((error as { code?: unknown }).code === 6) return 'exists';
        throw error;
      }
    },
  };
}

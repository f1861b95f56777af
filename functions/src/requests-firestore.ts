import { createHmac } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  MAIL,
  type NewRequest,
  REQUEST_LIMITS,
  REQUEST_LIMITS_COLLECTION,
  REQUESTS,
  SESSIONS,
} from '@detailing/core/domain';
import type { ChatCallbackStore } from './chat-callback.js';
import type { MailQueue } from './request-notice.js';
import type {
  ConfirmVerdict,
  LimitVerdict,
  RequestDependencies,
  RequestLimiter,
} from './requests.js';
import { inTransaction } from './transactions.js';

const HOUR_MS = 60 * 60 * 1000;
/** The counter every client shares (no IP hash is 4 characters long). */
const ALL = '_all';

/**
 * The client's key: an HMAC-SHA256 of its address (or, for a chat callback, its visitor) with a
 * secret, so the counters never hold an address and cannot be turned back into one without it.
 */
export const keyedIpHash = (secret: string) => (ip: string) =>
  createHmac('sha256', secret).update(ip).digest('hex');

/** A challenge token taken, kept on its client's counter until it expires (`used`). */
interface UsedToken {
  readonly id: string;
  readonly until: number;
}

/** The tokens a counter holds that have not expired yet. */
function usedTokens(value: unknown, now: number): UsedToken[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: unknown): entry is UsedToken =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Record<string, unknown>)['id'] === 'string' &&
      Number((entry as Record<string, unknown>)['until']) > now,
  );
}

/**
 * The rate limits in Firestore (`requestLimits/{key}`): a fixed window of an hour per client
 * and one for everyone, counted in one transaction, so a burst cannot slip past either. A
 * refused request is not counted. Old windows are overwritten, never read again. A post
 * confirmed through the challenge counts against its client only, and its token is kept on
 * the client's counter (`used`, dropped once expired) so that it is taken once.
 */
export function firestoreRequestLimiter(
  db: Firestore,
  {
    perClient = REQUEST_LIMITS.perClientPerHour,
    perHour = REQUEST_LIMITS.perHour,
    now = Date.now,
  }: { perClient?: number; perHour?: number; now?: () => number } = {},
): RequestLimiter {
  const counter = (key: string) => db.collection(REQUEST_LIMITS_COLLECTION).doc(key);
  const count = (snapshot: { get(field: string): unknown }, window: number) =>
    snapshot.get('window') === window ? Number(snapshot.get('count')) || 0 : 0;
  return {
    take(clientKey) {
      const window = Math.floor(now() / HOUR_MS);
      const client = counter(clientKey);
      const all = counter(ALL);
      return inTransaction(db, async (transaction): Promise<LimitVerdict> => {
        const [mine, everyone] = await Promise.all([transaction.get(client), transaction.get(all)]);
        if (count(mine, window) >= perClient) return 'client';
        if (count(everyone, window) >= perHour) return 'global';
        const at = Timestamp.fromMillis(now());
        // Merged: the client's used tokens stay.
        transaction.set(client, { window, count: count(mine, window) + 1, at }, { merge: true });
        transaction.set(all, { window, count: count(everyone, window) + 1, at });
        return 'ok';
      });
    },
    confirm(clientKey, token) {
      const time = now();
      const window = Math.floor(time / HOUR_MS);
      const client = counter(clientKey);
      return inTransaction(db, async (transaction): Promise<ConfirmVerdict> => {
        const mine = await transaction.get(client);
        const used = usedTokens(mine.get('used'), time);
        if (used.some(({ id }) => id === token.id)) return 'used';
        if (count(mine, window) >= perClient) return 'client';
        transaction.set(client, {
          window,
          count: count(mine, window) + 1,
          at: Timestamp.fromMillis(time),
          used: [...used, { id: token.id, until: token.expiresAt }],
        });
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
    async find(id, sessionId) {
      const [existing, conversation] = await Promise.all([
        db.collection(REQUESTS).doc(id).get(),
        db.collection(SESSIONS).doc(sessionId).get(),
      ]);
      const visitorUid: unknown = conversation.get('visitorUid');
      return {
        exists: existing.exists,
        visitorUid: typeof visitorUid === 'string' ? visitorUid : undefined,
      };
    },
    createOnce(id, request) {
      const ref = db.collection(REQUESTS).doc(id);
      const session = db.collection(SESSIONS).doc(request.sessionId);
      return inTransaction(db, async (transaction) => {
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

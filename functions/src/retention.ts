import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { DAY_MS, PUSH_THROTTLE, SESSIONS, VISITORS } from '@detailing/core/domain';
import { eachLimited, groupBy } from './batches.js';
import { DEFAULT_REQUESTS_DELETE_AFTER_MONTHS } from './environment.js';
import { checkDays, type RetentionConfig, RetentionConfigError } from './retention-config.js';
import { deleteClosedRequests, deleteOldBookings } from './retention-leads.js';
import { deleteForgottenVisitors, deleteStaleDevices } from './retention-sweep.js';
import { inTransaction } from './transactions.js';

/**
 * Retention (spec section 5): conversations idle for `closeAfterDays` are closed, and closed ones
 * untouched for `deleteAfterDays` are deleted with everything kept about them. Plain functions
 * with the database and the clock passed in; `index.ts` runs them once a day, and the local
 * stack's trigger runner (`scripts/lib/trigger-runner.mjs`) runs the same code on the emulator.
 */

/**
 * Collections holding a document per session, keyed by the session id, outside the session's
 * own subtree (which `recursiveDelete` removes whole: messages and any other subcollection).
 * A conversation's deletion removes its document in each; add a new one here.
 */
const SESSION_KEYED_COLLECTIONS: readonly string[] = [PUSH_THROTTLE];

/** Sessions read per query: a big backlog is worked through in pages of this many. */
const RETENTION_PAGE_SIZE = 200;
/** Closes or deletions running at once within a page. */
const CONCURRENCY = 10;

export type RetentionLog = (message: string, details?: Record<string, unknown>) => void;

export interface RetentionOptions extends RetentionConfig {
  readonly db: Firestore;
  /** The time the periods are counted back from. */
  readonly now: Date;
  readonly log?: RetentionLog;
  /**
   * When given, anonymous visitors unused for `closeAfterDays` with no conversation left are
   * deleted, account and counters (retention-sweep.ts).
   */
  readonly auth?: Auth;
  readonly pageSize?: number;
  /** Stops the run between sessions (a time budget): the rest waits for the next run. */
  readonly signal?: AbortSignal;
}

export interface RetentionResult {
  /** Open conversations idle past `closeAfterDays`, now closed. */
  readonly closed: number;
  /** Closed conversations past `deleteAfterDays`, now deleted with their messages. */
  readonly deleted: number;
  /** Found by the query but no longer due when their transaction ran (a visitor wrote). */
  readonly skipped: number;
  /** Sessions whose close or deletion failed (logged each; retried by the next run). */
  readonly failed: number;
  /** Staff devices not refreshed in 60 days, deleted. */
  readonly devices: number;
  /** Anonymous visitors with no conversation left, deleted (only with `auth`). */
  readonly visitors: number;
  /** Counters of accounts that no longer exist, with no conversation, deleted. */
  readonly counters: number;
  /** Closed requests past `requestsDeleteAfterMonths`, deleted. */
  readonly requests: number;
  /** Bookings whose job was more than `requestsDeleteAfterMonths` ago, deleted. */
  readonly bookings: number;
  /** False when `signal` stopped the run before the backlog was done. */
  readonly complete: boolean;
}

/**
 * Sessions with `status` whose `updatedAt` is before `cutoff`, a page at a time, newest first
 * (the staff list's index, `status` + `updatedAt` desc, serves it). The cursor moves past every
 * session handled, so one that cannot be handled is not read again in this run.
 */
async function eachPage(
  db: Firestore,
  status: 'open' | 'closed',
  cutoff: Timestamp,
  pageSize: number,
  signal: AbortSignal | undefined,
  handle: (page: readonly QueryDocumentSnapshot[]) => Promise<void>,
): Promise<boolean> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    if (signal?.aborted) return false;
    let query = db
      .collection(SESSIONS)
      .where('status', '==', status)
      .where('updatedAt', '<', cutoff)
      .orderBy('updatedAt', 'desc')
      .limit(pageSize);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    await handle(page.docs);
    if (page.size < pageSize) return true;
    cursor = page.docs.at(-1);
  }
}

/**
 * Closes one session in one transaction, as staff's close does plus the visitor's counter:
 * `status: 'closed'` and `updatedAt` = server time; the visitor's `chatVisitors` document (when
 * there is one) gets `openSessions` one lower (never below 0) and `lastClosedId`. A session that
 * is no longer open, or was written to since the query, is left alone.
 */
export function closeSession(
  db: Firestore,
  session: DocumentReference,
  cutoff: Timestamp,
): Promise<boolean> {
  return inTransaction(db, async (transaction) => {
    const current = await transaction.get(session);
    const updatedAt: unknown = current.get('updatedAt');
    if (current.get('status') !== 'open') return false;
    if (!(updatedAt instanceof Timestamp) || updatedAt.toMillis() >= cutoff.toMillis()) {
      return false;
    }
    const visitorUid: unknown = current.get('visitorUid');
    const visitor =
      typeof visitorUid === 'string' && visitorUid !== ''
        ? await transaction.get(db.collection(VISITORS).doc(visitorUid))
        : undefined;
    // Every read before the first write, as a transaction requires.
    transaction.update(session, { status: 'closed', updatedAt: FieldValue.serverTimestamp() });
    if (visitor?.exists) {
      const open: unknown = visitor.get('openSessions');
      const openSessions = typeof open === 'number' && Number.isInteger(open) ? open : 0;
      transaction.update(visitor.ref, {
        openSessions: Math.max(0, openSessions - 1),
        lastClosedId: session.id,
      });
    }
    return true;
  });
}

/**
 * Deletes one conversation: first its documents in SESSION_KEYED_COLLECTIONS, then the session
 * with its whole subtree (messages and any other subcollection). In that order, so a run that
 * fails halfway leaves the session to be found, and finished, by the next run.
 */
export async function deleteConversation(db: Firestore, sessionId: string): Promise<void> {
  for (const collection of SESSION_KEYED_COLLECTIONS) {
    await db.recursiveDelete(db.collection(collection).doc(sessionId));
  }
  await db.recursiveDelete(db.collection(SESSIONS).doc(sessionId));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One retention pass: close what has been idle `closeAfterDays`, then delete what has been
 * closed `deleteAfterDays` (counted from `updatedAt`, which the close sets: a conversation
 * closed today is kept `deleteAfterDays` from today). Throws RetentionConfigError, before
 * reading anything, when a period is not a whole number of days in range.
 */
export async function runRetention({
  db,
  now,
  closeAfterDays,
  deleteAfterDays,
  requestsDeleteAfterMonths = DEFAULT_REQUESTS_DELETE_AFTER_MONTHS,
  log = () => undefined,
  auth,
  pageSize = RETENTION_PAGE_SIZE,
  signal,
}: RetentionOptions): Promise<RetentionResult> {
  const problems = [
    checkDays('closeAfterDays', closeAfterDays),
    checkDays('deleteAfterDays', deleteAfterDays),
  ].filter((p) => p !== undefined);
  if (problems.length > 0) {
    throw new RetentionConfigError(`Retention is misconfigured: ${problems.join('; ')}.`);
  }
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RetentionConfigError(`pageSize must be a whole number >= 1, got ${pageSize}`);
  }
  const counts = { closed: 0, deleted: 0, skipped: 0, failed: 0 };
  const cutoff = (days: number) => Timestamp.fromMillis(now.getTime() - days * DAY_MS);

  const closeCutoff = cutoff(closeAfterDays);
  const closeDone = await eachPage(db, 'open', closeCutoff, pageSize, signal, async (page) => {
    // Sessions of one visitor one after another: each close updates the visitor's document.
    const byVisitor = groupBy(page, (doc): unknown => doc.get('visitorUid'));
    await eachLimited(byVisitor, CONCURRENCY, async (sessions) => {
      for (const doc of sessions) {
        if (signal?.aborted) return;
        try {
          if (await closeSession(db, doc.ref, closeCutoff)) counts.closed += 1;
          else counts.skipped += 1;
        } catch (error) {
          counts.failed += 1;
          log('Could not close an idle conversation.', {
            sessionId: doc.id,
            error: messageOf(error),
          });
        }
      }
    });
    if (page.length > 0)
      log('Retention: a page of idle conversations.', { size: page.length, ...counts });
  });

  const deleteCutoff = cutoff(deleteAfterDays);
  const deleteDone =
    closeDone &&
    (await eachPage(db, 'closed', deleteCutoff, pageSize, signal, async (page) => {
      await eachLimited(page, CONCURRENCY, async (doc) => {
        if (signal?.aborted) return;
        try {
          await deleteConversation(db, doc.id);
          counts.deleted += 1;
        } catch (error) {
          counts.failed += 1;
          log('Could not delete an old conversation.', {
            sessionId: doc.id,
            error: messageOf(error),
          });
        }
      });
      if (page.length > 0)
        log('Retention: a page of old conversations.', { size: page.length, ...counts });
    }));

  const devices = await deleteStaleDevices(db, now);
  const requests = signal?.aborted
    ? 0
    : await deleteClosedRequests(db, monthsBefore(now, requestsDeleteAfterMonths), pageSize);
  const bookings = signal?.aborted
    ? 0
    : await deleteOldBookings(db, monthsBefore(now, requestsDeleteAfterMonths), pageSize);
  const forgotten =
    auth && deleteDone && !signal?.aborted
      ? await deleteForgottenVisitors({ db, auth, now, idleDays: closeAfterDays, log, signal })
      : { visitors: 0, counters: 0 };
  const result = {
    ...counts,
    devices,
    ...forgotten,
    requests,
    bookings,
    complete: closeDone && deleteDone && !signal?.aborted,
  };
  log('Retention done.', {
    ...result,
    closeAfterDays,
    deleteAfterDays,
    requestsDeleteAfterMonths,
  });
  return result;
}

/** `now` less whole calendar months (24 months before 29 Feb is 28 Feb). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

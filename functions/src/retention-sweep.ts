import type { Auth, UserRecord } from 'firebase-admin/auth';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { DAY_MS, SESSIONS, STAFF_DEVICES, VISITORS } from '@detailing/core/domain';

/**
 * What retention removes besides conversations (issue #21): the visitors and staff devices the
 * chat no longer needs. Nothing here would otherwise ever go: an anonymous account per visitor,
 * its `chatVisitors` counters, and the registration of a phone that stopped opening the console.
 */

/**
 * A staff device not refreshed for this long is deleted. The console refreshes its registration
 * (`updatedAt`) each time it opens with push on, so only a phone nobody opens the console on
 * any more, whose token FCM may long have dropped, goes.
 */
const DEVICE_STALE_DAYS = 60;

/** Auth lists and deletes at most 1,000 users per call. */
const AUTH_PAGE = 1000;
/** Documents deleted per batch. */
const WRITE_PAGE = 400;

export type SweepLog = (message: string, details?: Record<string, unknown>) => void;

export interface SweepResult {
  /** Staff devices not refreshed in DEVICE_STALE_DAYS, deleted. */
  readonly devices: number;
  /** Anonymous visitors with no conversation left, their accounts and counters deleted. */
  readonly visitors: number;
  /** `chatVisitors` documents of an account that no longer exists, with no conversation. */
  readonly counters: number;
}

/** Deletes the staff devices whose registration was last refreshed before the cutoff. */
export async function deleteStaleDevices(db: Firestore, now: Date): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - DEVICE_STALE_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const page = await db
      .collection(STAFF_DEVICES)
      .where('updatedAt', '<', cutoff)
      .limit(WRITE_PAGE)
      .get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const device of page.docs) batch.delete(device.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < WRITE_PAGE) return deleted;
  }
}

/** A visitor's account: anonymous (no provider, no e-mail), no claim of staff or owner. */
const isAnonymousVisitor = (user: UserRecord) =>
  user.providerData.length === 0 &&
  !user.email &&
  user.customClaims?.['staff'] !== true &&
  user.customClaims?.['owner'] !== true;

/** When the account was last used: its last token refresh, sign-in, or its creation. */
const lastActive = (user: UserRecord) =>
  Date.parse(
    user.metadata.lastRefreshTime ?? user.metadata.lastSignInTime ?? user.metadata.creationTime,
  );

const hasConversation = async (db: Firestore, uid: string) =>
  !(await db.collection(SESSIONS).where('visitorUid', '==', uid).limit(1).get()).empty;

/**
 * Deletes the anonymous accounts unused for `idleDays` that have no conversation left (never
 * started one, or retention deleted their last), with their `chatVisitors` counters; then the
 * counters of accounts that no longer exist and have no conversation. A visitor who comes back
 * later simply gets a new anonymous account.
 */
export async function deleteForgottenVisitors({
  db,
  auth,
  now,
  idleDays,
  log = () => undefined,
  signal,
}: {
  db: Firestore;
  auth: Auth;
  now: Date;
  idleDays: number;
  log?: SweepLog;
  signal?: AbortSignal | undefined;
}): Promise<Pick<SweepResult, 'visitors' | 'counters'>> {
  const cutoff = now.getTime() - idleDays * DAY_MS;
  let visitors = 0;
  let pageToken: string | undefined;
  do {
    if (signal?.aborted) break;
    const page = await auth.listUsers(AUTH_PAGE, pageToken);
    const forgotten: string[] = [];
    for (const user of page.users) {
      if (!isAnonymousVisitor(user) || lastActive(user) >= cutoff) continue;
      if (await hasConversation(db, user.uid)) continue;
      forgotten.push(user.uid);
    }
    if (forgotten.length > 0) {
      const result = await auth.deleteUsers(forgotten);
      for (const failure of result.errors) {
        log('Could not delete a visitor account.', {
          uid: forgotten[failure.index],
          error: failure.error.message,
        });
      }
      const failedIndexes = new Set(result.errors.map((failure) => failure.index));
      const deleted = forgotten.filter((_, index) => !failedIndexes.has(index));
      await deleteDocuments(
        db,
        deleted.map((uid) => db.collection(VISITORS).doc(uid).path),
      );
      visitors += deleted.length;
    }
    pageToken = page.pageToken;
  } while (pageToken);

  // Counters left behind by an account deleted elsewhere (the Auth console, say).
  let counters = 0;
  const stale = await db
    .collection(VISITORS)
    .where('lastSessionAt', '<', Timestamp.fromMillis(cutoff))
    .get();
  const orphans: string[] = [];
  for (const counter of stale.docs) {
    if (signal?.aborted) break;
    if (await hasConversation(db, counter.id)) continue;
    const exists = await auth.getUser(counter.id).then(
      () => true,
      (error: unknown) => {
        // Only a missing account counts as gone; Auth being unreachable leaves the counters.
        if (isUserNotFound(error)) return false;
        throw error;
      },
    );
    if (!exists) orphans.push(counter.ref.path);
  }
  await deleteDocuments(db, orphans);
  counters += orphans.length;
  return { visitors, counters };
}

const isUserNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'auth/user-not-found';

async function deleteDocuments(db: Firestore, paths: readonly string[]) {
  for (let i = 0; i < paths.length; i += WRITE_PAGE) {
    const batch = db.batch();
    for (const path of paths.slice(i, i + WRITE_PAGE)) batch.delete(db.doc(path));
    await batch.commit();
  }
}

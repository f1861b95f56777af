import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * How often a transaction is tried before it fails: the Admin SDK's 5 ran out with contention
 * (two inbound replies to one conversation, eight posts at once on the request limiter's
 * counter, with a CPU hog beside the emulator: issue #43), and a visitor's write then failed for
 * another's. The SDK backs off between attempts; an uncontended transaction takes one.
 */
export const TRANSACTION_ATTEMPTS = 15;

/** `db.runTransaction` with the functions' one retry policy (TRANSACTION_ATTEMPTS). */
export function inTransaction<T>(
  db: Firestore,
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  return db.runTransaction(update, { maxAttempts: TRANSACTION_ATTEMPTS });
}

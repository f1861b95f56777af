import { toChatBackendError } from '../shared/domain/errors';

export interface SendRecovery {
  /** One attempt at the write. */
  readonly write: () => Promise<void>;
  /** After a refusal: is the message already saved with this content (an earlier attempt)? */
  readonly alreadySaved: () => Promise<boolean>;
  /** When set, a refused write is tried once more after this delay (flood control refusals). */
  readonly retryAfterMs?: number;
  readonly sleep: (ms: number) => Promise<void>;
}

/**
 * Makes a message write idempotent and robust against the flood-control refusal: a refusal of a
 * message that is already saved (a retried send) counts as success, and a visitor's refused write
 * gets one more try after the interval (another tab of the same visitor may have just sent).
 * Other errors, and a second refusal, reach the caller.
 */
export async function sendWithRecovery(recovery: SendRecovery): Promise<void> {
  try {
    await recovery.write();
    return;
  } catch (error) {
    const failure = toChatBackendError(error);
    if (failure.code !== 'permission-denied') throw failure;
    if (await recovery.alreadySaved()) return;
    if (recovery.retryAfterMs === undefined) throw failure;
  }
  await recovery.sleep(recovery.retryAfterMs);
  try {
    await recovery.write();
  } catch (error) {
    throw toChatBackendError(error);
  }
}

import type { PhotoProblem } from '../domain/photos';
import type { MessageProblem } from '../domain/validation';

/** Why a send was refused before anything was written. */
export type SendRefusal = MessageProblem | PhotoProblem | 'closed' | 'no-session';

/**
 * What `send` answers at once: refused (with a message to show beside the input), or accepted,
 * in which case the message is already in the list as pending and `saved` settles later: true
 * once the server has it, false when the write failed (the message was removed again, or, with
 * photos, kept as failed for a retry).
 */
export type SendResult =
  | { readonly ok: true; readonly messageId: string; readonly saved: Promise<boolean> }
  | { readonly ok: false; readonly reason: SendRefusal; readonly message: string };

export const refused = (reason: SendRefusal, message: string): SendResult => ({
  ok: false,
  reason,
  message,
});

import type { MessageProblem } from '../domain/validation';

/** Why a send was refused before anything was written. */
export type SendRefusal = MessageProblem | 'closed' | 'no-session';

/**
 * What `send` answers at once: refused (with a message to show beside the input), or accepted,
 * in which case the message is already in the list as pending and `saved` settles later: true
 * once the server has it, false when the write failed and the message was removed again.
 */
export type SendResult =
  | { readonly ok: true; readonly messageId: string; readonly saved: Promise<boolean> }
  | { readonly ok: false; readonly reason: SendRefusal; readonly message: string };

export const refused = (reason: SendRefusal, message: string): SendResult => ({
  ok: false,
  reason,
  message,
});

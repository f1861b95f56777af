/**
 * What went wrong, in the few kinds a UI treats differently. Adapters map their SDK's errors to
 * these codes so the stores and the UIs never see Firebase types.
 */
export type ChatErrorCode =
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'unavailable'
  | 'unauthenticated'
  | 'invalid-credentials'
  | 'resource-exhausted'
  | 'unknown';

export class ChatBackendError extends Error {
  override readonly name = 'ChatBackendError';
  readonly code: ChatErrorCode;

  constructor(code: ChatErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isChatBackendError(error: unknown): error is ChatBackendError {
  return error instanceof ChatBackendError;
}

/** Any thrown value as a ChatBackendError (unknown errors keep their message and cause). */
export function toChatBackendError(error: unknown): ChatBackendError {
  if (error instanceof ChatBackendError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChatBackendError('unknown', message, { cause: error });
}

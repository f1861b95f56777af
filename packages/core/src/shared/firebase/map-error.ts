import { ChatBackendError, type ChatErrorCode } from '../domain/errors';

/** Firestore and Auth error codes, as the chat's few kinds of failure. */
const CODES: Readonly<Record<string, ChatErrorCode>> = {
  'permission-denied': 'permission-denied',
  'invalid-argument': 'invalid-argument',
  'not-found': 'not-found',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  unauthenticated: 'unauthenticated',
  'resource-exhausted': 'resource-exhausted',
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/invalid-email': 'invalid-credentials',
  'auth/user-disabled': 'invalid-credentials',
  'auth/missing-password': 'invalid-credentials',
  'auth/too-many-requests': 'resource-exhausted',
  // An e-mail sign-in link already used or past its time.
  'auth/invalid-action-code': 'not-found',
  'auth/expired-action-code': 'not-found',
  'auth/network-request-failed': 'unavailable',
  'auth/admin-restricted-operation': 'permission-denied',
  'auth/operation-not-allowed': 'permission-denied',
};

export function mapFirebaseError(error: unknown): ChatBackendError {
  if (error instanceof ChatBackendError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : '';
  const message = error instanceof Error ? error.message : String(error);
  return new ChatBackendError(CODES[code] ?? 'unknown', message, { cause: error });
}

/** The same promise, rejecting with a ChatBackendError instead of a Firebase error. */
export function withMappedErrors<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => Promise.reject(mapFirebaseError(error)));
}

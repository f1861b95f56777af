import { isChatBackendError } from '@detailing/core';

/** What the sign-in form says when signing in fails. */
export function signInErrorMessage(error: unknown): string {
  const code = isChatBackendError(error) ? error.code : 'unknown';
  switch (code) {
    case 'invalid-credentials':
      return 'That e-mail address and password do not match a staff account.';
    case 'resource-exhausted':
      return 'Too many attempts. Please wait a few minutes and try again.';
    case 'unavailable':
      return 'The sign-in service cannot be reached. Check your connection and try again.';
    case 'permission-denied':
      return 'E-mail and password sign-in is not enabled for this project.';
    default:
      return 'Could not sign in. Please try again.';
  }
}

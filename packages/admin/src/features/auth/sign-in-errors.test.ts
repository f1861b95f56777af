import { ChatBackendError } from '@detailing/core';
import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-errors';

describe('signInErrorMessage', () => {
  it('tells a person what went wrong in plain words', () => {
    expect(signInErrorMessage(new ChatBackendError('invalid-credentials', 'x'))).toBe(
      'That e-mail address and password do not match a staff account.',
    );
    expect(signInErrorMessage(new ChatBackendError('unavailable', 'x'))).toMatch(/connection/);
    expect(signInErrorMessage(new Error('boom'))).toBe('Could not sign in. Please try again.');
  });
});

import type { StaffAuth } from '@detailing/core';
import { type FormEvent, useState } from 'react';
import { signInErrorMessage } from './sign-in-errors';

/** The sign-in form's state: submitting, and the error to show beside it. */
export function useSignIn(auth: StaffAuth) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError('Enter your e-mail address and password.');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      // On success the auth listener moves the app on to the console.
      await auth.signInStaff(email, password);
    } catch (caught) {
      setError(signInErrorMessage(caught));
      setSubmitting(false);
    }
  }

  return { submitting, error, onSubmit };
}

import {
  createMemoryChat,
  createMemoryBookings,
  createMemorySiteEditor,
} from '@detailing/core/testing';
import { toastStore } from '@detailing/ui';
import { Toaster } from '@detailing/ui/toaster';
import '@detailing/ui/toaster.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ConsoleClient, PushClient } from '../lib/console-client';
import { useSignOut } from './use-sign-out';

afterEach(() => toastStore.setState({ toasts: [] }));

/** A member of staff signed in on the memory backend, with this device's push as given. */
async function signedIn(push: Partial<PushClient>) {
  const memory = createMemoryChat();
  memory.staffAuth.addAccount({ email: 'sam@example.com', password: 'a-long-password' });
  await memory.staffAuth.signInStaff('sam@example.com', 'a-long-password');
  const calls: string[] = [];
  const client: ConsoleClient = {
    auth: memory.staffAuth,
    chat: memory.staff(),
    loadSiteEditor: async () => createMemorySiteEditor().backend,
    loadBookings: async () => createMemoryBookings([]).backend,
    push: {
      support: () => 'supported',
      isSubscribed: async () => true,
      enable: async () => undefined,
      disable: async () => void calls.push('disable'),
      refresh: async () => undefined,
      ...push,
    },
  };
  function SignOutButton() {
    const signOut = useSignOut(client);
    return (
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    );
  }
  await render(
    <>
      <SignOutButton />
      <Toaster store={toastStore} />
    </>,
  );
  return { memory, calls };
}

const signedOut = (memory: ReturnType<typeof createMemoryChat>) =>
  expect.poll(() => memory.staffAuth.currentUser).toBeNull();

describe('signing out of the console', () => {
  it('switches this device’s push off first, then signs out, and says nothing more', async () => {
    const { memory, calls } = await signedIn({});
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signedOut(memory);
    expect(calls).toEqual(['disable']);
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('signs out even when push cannot be switched off, and says this device may still notify', async () => {
    const { memory } = await signedIn({
      disable: () => Promise.reject(new Error('The service worker is gone.')),
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signedOut(memory);
    const toast = page.getByRole('status').filter({ hasText: 'Signed out' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast).toHaveTextContent('This device may still show chat notifications.');
  });
});

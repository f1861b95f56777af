import type { StaffChatBackend } from '@detailing/chat-core';
import { createMemoryChat, createMemorySiteEditor } from '@detailing/chat-core/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { PushClient, StaffClient } from '../lib/console-client';
import { StaffConsole } from './staff-console';

const push: PushClient = {
  support: () => 'unsupported',
  isSubscribed: async () => false,
  enable: async () => undefined,
  disable: async () => undefined,
  refresh: async () => undefined,
};

/** A member of staff on the memory backend, whose chat backend loads as `loads` says, in turn. */
async function staffClient(loads: Array<'fail' | 'load'>) {
  const memory = createMemoryChat();
  memory.staffAuth.addAccount({ email: 'sam@example.com', password: 'a-long-password' });
  const user = await memory.staffAuth.signInStaff('sam@example.com', 'a-long-password');
  const chat = memory.staff();
  const calls: string[] = [];
  const client: StaffClient = {
    auth: memory.staffAuth,
    push,
    loadSiteEditor: async () => createMemorySiteEditor().backend,
    loadChat: async (): Promise<StaffChatBackend> => {
      const next = loads.shift() ?? 'load';
      calls.push(next);
      if (next === 'fail') throw new TypeError('Failed to fetch dynamically imported module');
      return chat;
    },
  };
  return { client, user, calls };
}

describe('the console while its chat backend loads', () => {
  it('shows the conversations once the backend has loaded', async () => {
    const { client, user } = await staffClient(['load']);
    await render(<StaffConsole client={client} user={user} onSignOut={() => undefined} />);
    await expect.element(page.getByRole('heading', { name: /Open conversations/ })).toBeVisible();
  });

  it('says when the conversations could not load, and loads them on "Try again"', async () => {
    const { client, user, calls } = await staffClient(['fail', 'load']);
    await render(<StaffConsole client={client} user={user} onSignOut={() => undefined} />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('The conversations could not load');
    await expect
      .element(alert)
      .toHaveTextContent('Check this device’s connection, then try again.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: /Open conversations/ })).toBeVisible();
    expect(calls).toEqual(['fail', 'load']);
  });
});

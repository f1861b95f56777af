import type { StaffChatBackend } from '@detailing/core';
import {
  createMemoryChat,
  createMemoryBookings,
  createMemorySiteEditor,
} from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
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
async function staffClient(loads: Array<'fail' | 'load'>, { isOwner = false } = {}) {
  const memory = createMemoryChat();
  memory.staffAuth.addAccount({ email: 'sam@example.com', password: 'a-long-password', isOwner });
  const user = await memory.staffAuth.signInStaff('sam@example.com', 'a-long-password');
  const chat = memory.staff();
  const calls: string[] = [];
  const client: StaffClient = {
    auth: memory.staffAuth,
    push,
    loadSiteEditor: async () => createMemorySiteEditor().backend,
    loadBookings: async () => createMemoryBookings([]).backend,
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

describe('the site editor’s way in (OWNER-TOOLS.md 2)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows "Site" to an owner, and opens the editor', async () => {
    const { client, user } = await staffClient(['load'], { isOwner: true });
    await render(<StaffConsole client={client} user={user} onSignOut={() => undefined} />);
    await page.getByRole('link', { name: 'Site' }).click();
    await expect.element(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe('/admin/chat/site');
  });

  it('shows no "Site" to staff without the owner claim, and no editor at its address', async () => {
    const { client, user } = await staffClient(['load']);
    await render(<StaffConsole client={client} user={user} onSignOut={() => undefined} />);
    await expect.element(page.getByRole('heading', { name: /Open conversations/ })).toBeVisible();
    expect(page.getByRole('link', { name: 'Site' }).all()).toHaveLength(0);
    window.history.pushState(null, '', '/admin/chat/site');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Only owners edit the site');
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect.element(page.getByRole('heading', { name: /Open conversations/ })).toBeVisible();
  });
});

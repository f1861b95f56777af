import type { ChatSettings, StaffChatBackend } from '@detailing/core';
import {
  createMemoryChat,
  createMemoryBookings,
  createMemorySiteEditor,
} from '@detailing/core/testing';
import { alwaysOpenSettings } from '@detailing/core/testing/settings';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { PushClient, StaffClient } from '../lib/console-client';
import { StaffConsole } from './staff-console';
import '../styles/global.css';

const push: PushClient = {
  support: () => 'unsupported',
  isSubscribed: async () => false,
  enable: async () => undefined,
  disable: async () => undefined,
  refresh: async () => undefined,
};

/** Closed every day: out of hours whatever the time of the test. */
const OUT_OF_HOURS = alwaysOpenSettings({
  hours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
});

/** The console of an owner (the most links in the header) with these chat settings. */
async function renderConsole(settings: ChatSettings, width: number) {
  await page.viewport(width, 700);
  const memory = createMemoryChat();
  memory.seedSettings(settings);
  memory.staffAuth.addAccount({
    email: 'sam@example.com',
    password: 'a-long-password',
    isOwner: true,
  });
  const user = await memory.staffAuth.signInStaff('sam@example.com', 'a-long-password');
  const chat = memory.staff();
  const client: StaffClient = {
    auth: memory.staffAuth,
    push,
    loadSiteEditor: async () => createMemorySiteEditor().backend,
    loadBookings: async () => createMemoryBookings([]).backend,
    loadChat: async (): Promise<StaffChatBackend> => chat,
  };
  await render(<StaffConsole client={client} user={user} onSignOut={() => undefined} />);
}

const banner = () => page.getByRole('banner');
const state = () => banner().getByRole('button', { name: /^Chat: / });
const panelSwitch = () => page.getByRole('switch', { name: 'Away' });

/** The header's mark and controls, left to right, as boxes. */
function headerBoxes(): { name: string; left: number; right: number }[] {
  const header = banner().element();
  const mark = header.querySelector('svg');
  const controls = [...header.querySelectorAll<HTMLElement>('button, a, [role="status"]')].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[popover]'),
  );
  return [mark, ...controls].flatMap((element) => {
    if (!element) return [];
    const box = element.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return [{ name, left: box.left, right: box.right }];
  });
}

describe('the console header on a phone', () => {
  for (const width of [320, 375]) {
    it(`at ${width} px out of hours, says "Away (out of hours)" with the switch off, over nothing`, async () => {
      await renderConsole(OUT_OF_HOURS, width);
      await expect.element(state()).toHaveTextContent('Away (out of hours)');
      // Every control whole, side by side, inside the screen: none over the logo.
      const boxes = headerBoxes();
      expect(boxes.map((b) => b.name)).toEqual([
        '',
        'Chat: Away (out of hours)',
        'Requests',
        'Site',
        'Settings',
        'Live',
        'Sign out',
      ]);
      let previousRight = 0;
      for (const box of boxes) {
        expect(box.left, box.name).toBeGreaterThanOrEqual(previousRight);
        expect(box.right, box.name).toBeLessThanOrEqual(width);
        previousRight = box.right;
      }
      // Its words are shown, not only named: "Away" over "(out of hours)".
      const words = state().element().getBoundingClientRect();
      expect(words.width).toBeGreaterThan(40);

      // A tap says what visitors get, with the switch (off: it is the hours).
      await state().click();
      const panel = page.getByText('Outside opening hours: visitors see “We’re away right now”');
      await expect.element(panel).toBeVisible();
      await expect.element(panelSwitch()).toHaveAttribute('aria-checked', 'false');
      const switchBox = panelSwitch().element().getBoundingClientRect();
      expect(switchBox.right).toBeLessThanOrEqual(width);
    });
  }

  it('in hours says "Online"; Away switched on in its panel says "Away"', async () => {
    await renderConsole(alwaysOpenSettings(), 375);
    await expect.element(state()).toHaveTextContent('Online');
    await state().click();
    await expect.element(page.getByText('Visitors can chat with you now.')).toBeVisible();
    await panelSwitch().click();
    await expect.element(state()).toHaveTextContent(/^Chat: Away$/);
    // Saved: the header follows the stored settings.
    await expect.element(panelSwitch()).toHaveAttribute('aria-checked', 'true');
  });
});

describe('the console header on a desktop', () => {
  it('keeps the switch in the header, with what visitors see beside it', async () => {
    await renderConsole(OUT_OF_HOURS, 1280);
    const away = banner().getByRole('switch', { name: 'Away' });
    await expect.element(away).toHaveAttribute('aria-checked', 'false');
    await expect.element(away).toHaveAccessibleDescription('Away (out of hours)');
    await away.click();
    await expect.element(away).toHaveAccessibleDescription('Away');
    expect(state().elements()).toHaveLength(0);
  });
});

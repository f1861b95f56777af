import { type ChatSettings, DEFAULT_AWAY_MESSAGE, type StaffChatBackend } from '@detailing/core';
import { createMemoryChat } from '@detailing/core/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { HoursSettings } from './hours-settings';
import SettingsScreen from './settings-screen';

const checkbox = (day: string) => page.getByRole('checkbox', { name: day });
const opens = (day: string) => page.getByLabelText(`${day} opens`);
const closes = (day: string) => page.getByLabelText(`${day} closes`);
const awaySwitch = () => page.getByRole('switch', { name: 'Away' });
const message = () => page.getByRole('textbox', { name: 'Away message' });
const save = () => page.getByRole('button', { name: 'Save hours and message' });

/** What `settings/chat` holds now, read through another staff client. */
function stored(backend: StaffChatBackend): Promise<ChatSettings | null> {
  return new Promise((resolve, reject) => {
    const stop = backend.watchSettings((settings) => {
      queueMicrotask(() => stop());
      resolve(settings);
    }, reject);
  });
}

async function renderHours() {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const staff = memory.staff();
  await render(<HoursSettings backend={staff} />);
  return { memory, staff, reader: memory.staff() };
}

describe('settings: business hours and away', () => {
  it("with nothing saved, shows the business profile's hours, Sunday closed, and the default message", async () => {
    await renderHours();
    await expect.element(checkbox('Monday')).toBeChecked();
    await expect.element(opens('Monday')).toHaveValue('08:00');
    await expect.element(closes('Monday')).toHaveValue('18:00');
    await expect.element(opens('Saturday')).toHaveValue('09:00');
    await expect.element(closes('Saturday')).toHaveValue('16:00');
    await expect.element(checkbox('Sunday')).not.toBeChecked();
    await expect.element(page.getByText('Closed')).toBeVisible();
    await expect.element(message()).toHaveValue(DEFAULT_AWAY_MESSAGE);
    await expect.element(awaySwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('saves new hours and the away message, opening a closed day', async () => {
    const { reader } = await renderHours();
    await checkbox('Sunday').click();
    await opens('Sunday').fill('10:00');
    await closes('Sunday').fill('14:00');
    await message().fill('Out on a job until 2pm. We will call you back.');
    await save().click();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Settings saved.' }))
      .toBeVisible();
    const settings = await stored(reader);
    expect(settings?.hours.sun).toEqual({ open: '10:00', close: '14:00' });
    expect(settings?.hours.mon).toEqual({ open: '08:00', close: '18:00' });
    expect(settings?.awayMessage).toBe('Out on a job until 2pm. We will call you back.');
    expect(settings?.away).toBe(false);
  });

  it('given a closing time before the opening time, says which day and saves nothing', async () => {
    const { reader } = await renderHours();
    await closes('Tuesday').fill('07:00');
    await save().click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Tuesday: the opening time must be before the closing time.');
    await expect(stored(reader)).resolves.toBeNull();
    await expect.element(closes('Tuesday')).toHaveValue('07:00');
  });

  it('given an empty away message, asks for one', async () => {
    await renderHours();
    await message().fill('   ');
    await save().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Write an away message.');
  });

  it('given the save fails, says so and keeps what was typed', async () => {
    const { memory, reader } = await renderHours();
    await message().fill('Back at eight.');
    memory.failNextWrite('unavailable');
    await save().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Could not save the settings/);
    await expect.element(message()).toHaveValue('Back at eight.');
    await expect(stored(reader)).resolves.toBeNull();
  });

  it('the Away switch saves at once, and saving hours afterwards keeps it on', async () => {
    const { reader } = await renderHours();
    await awaySwitch().click();
    await expect.element(awaySwitch()).toHaveAttribute('aria-checked', 'true');
    expect((await stored(reader))?.away).toBe(true);
    await message().fill('Away today.');
    await userEvent.click(save());
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Settings saved.' }))
      .toBeVisible();
    expect(await stored(reader)).toMatchObject({ away: true, awayMessage: 'Away today.' });
  });
});

describe('settings screen', () => {
  it('has the hours and canned replies sections, and a way back to the conversations', async () => {
    const memory = createMemoryChat({ minMessageIntervalMs: 0 });
    let back = 0;
    await render(<SettingsScreen backend={memory.staff()} onBack={() => (back += 1)} />);
    await expect.element(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: 'Business hours and away' }))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Canned replies' })).toBeVisible();
    await page.getByRole('link', { name: '← Conversations' }).click();
    expect(back).toBe(1);
  });
});

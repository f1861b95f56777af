import { addDays, catalogueOf, londonDate, londonTime } from '@detailing/core/booking';
import { createMemoryBookings } from '@detailing/core/testing';
import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css';
import BookingsScreen from './bookings-screen';

const later = addDays(londonDate(Date.now()), 3);

async function open(newBooking: string | null) {
  const memory = createMemoryBookings([], catalogueOf(services, booking));
  memory.setCustomers({
    'request:r1': {
      name: 'Jo Bloggs',
      phone: '07700 900555',
      service: 'Headlight Restoration, both sides',
      notes: 'Evenings are best',
    },
  });
  memory.setFreeTimes([
    { date: later, starts: [londonTime(later, '09:00'), londonTime(later, '13:30')] },
  ]);
  await render(
    <BookingsScreen
      load={async () => memory.backend}
      onBack={() => undefined}
      newBooking={newBooking}
    />,
  );
  return memory;
}

describe('a booking staff make for a customer (BOOKING.md 4)', () => {
  it('fills in the request’s details, finds the free times and books into the diary, linked', async () => {
    const memory = await open('request:r1');
    const form = page.getByRole('region', { name: 'New booking' });
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Jo Bloggs');
    await expect.element(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('07700 900555');
    // The service they named, chosen; what they wrote kept in the notes.
    await expect
      .element(form.getByRole('combobox', { name: 'Service' }))
      .toHaveValue('headlight-restoration');
    await expect
      .element(form.getByRole('textbox', { name: 'Notes' }))
      .toHaveValue('Headlight Restoration, both sides\nEvenings are best');
    // No size yet: the endpoint's words.
    await form.getByRole('button', { name: 'Find free times' }).click();
    await expect.element(form.getByRole('alert')).toBeVisible();
    await form.getByRole('radio', { name: /^Small/ }).click();
    await form.getByRole('button', { name: 'Find free times' }).click();
    await form.getByRole('radio', { name: '13:30' }).click();
    await form.getByRole('button', { name: /^Book .*, 13:30$/ }).click();

    await expect.element(page.getByRole('region', { name: 'New booking' })).not.toBeInTheDocument();
    const card = page.getByRole('listitem').filter({ hasText: 'Jo Bloggs' });
    await expect
      .element(card.getByRole('link', { name: 'Its request' }))
      .toHaveAttribute('href', '/admin/chat/requests?request=r1');
    expect(memory.created()[0]).toMatchObject({
      service: 'headlight-restoration',
      size: 'small',
      start: londonTime(later, '13:30'),
      email: '',
      from: { kind: 'request', id: 'r1' },
    });
  });

  it('books for a caller from "New booking", and names a wrong field', async () => {
    const memory = await open(null);
    await page.getByRole('button', { name: '+ New booking' }).click();
    const form = page.getByRole('region', { name: 'New booking' });
    await expect
      .element(form.getByText('For a customer on the phone: it goes straight into the diary.'))
      .toBeVisible();
    await form.getByRole('combobox', { name: 'Service' }).selectOptions('headlight-restoration');
    await form.getByRole('radio', { name: /^Medium/ }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Sam Caller');
    await form.getByRole('textbox', { name: 'Phone' }).fill('call me');
    await form.getByRole('button', { name: 'Find free times' }).click();
    await form.getByRole('radio', { name: '09:00' }).click();
    await form.getByRole('button', { name: /^Book .*, 09:00$/ }).click();
    await expect
      .element(form.getByText('Please enter a phone number we can call, e.g. 07700 900461.'))
      .toBeVisible();
    expect(memory.created()).toEqual([]);
    // Put right, the chosen time still chosen.
    await form.getByRole('textbox', { name: 'Phone' }).fill('07700 900999');
    await form.getByRole('button', { name: /^Book .*, 09:00$/ }).click();
    await expect.element(page.getByText('Sam Caller')).toBeVisible();
    expect(memory.created()).toHaveLength(1);
  });
});

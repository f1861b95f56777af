import type { APIRequestContext } from '@playwright/test';
import { storeBooking } from '../booking';
import { signInConsole } from '../chat-test-project';
import { expect, test, testClientIp } from '../fixtures';
import { mailsTo } from '../maildev';
import { uniqueAddress } from '../reply-mail';
import { uniqueName } from '../requests';

/**
 * The diary on the owner's phone (BOOKING.md 4): a booking made on the site waits on top; the
 * owner confirms it with a tap, through the booking endpoint with their ID token, and moves it
 * to another day; the customer gets "Booked", "New time", then the reminder (the test stack
 * reminds every confirmed booking at once); a job under way today is marked done.
 */
test.describe.configure({ timeout: 120_000 });

/** A visitor's booking of an engine bay detail, as the page posts it, on a free slot. */
async function bookOnSite(request: APIRequestContext, name: string, email: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const slots = await (
      await request.get('/api/bookings/slots?service=engine-bay-detail&size=small')
    ).json();
    // Tests share the diary: a day at random among the first free ones.
    const day = slots.days[Math.floor(Math.random() * Math.min(8, slots.days.length))];
    const response = await request.post('/api/bookings', {
      headers: { 'x-forwarded-for': testClientIp() },
      data: {
        service: 'engine-bay-detail',
        size: 'small',
        start: day.starts[0],
        name,
        phone: '07700 900777',
        email,
      },
    });
    if (response.status() === 201) return;
    // Taken by another test meanwhile: the next free times.
    expect(response.status()).toBe(409);
  }
  throw new Error('No free slot after three tries.');
}

test('the owner confirms a booking with a tap; the customer hears; a job under way is marked done', async ({
  page,
  request,
}) => {
  const name = uniqueName('Diary Customer');
  const email = uniqueAddress();
  await bookOnSite(request, name, email);
  // Under way since an hour ago: no visitor can book a time past, so it is stored directly.
  const started = Date.now() - 60 * 60_000;
  const underWay = uniqueName('Under Way');
  await storeBooking({ status: 'confirmed', start: started, name: underWay });

  await signInConsole(page, '/admin/chat/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const waiting = page.getByRole('region', { name: /Waiting for you/ });
  const card = waiting.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('heading', { name: 'Engine Bay Detail' })).toBeVisible();
  await card.getByRole('button', { name: 'Confirm' }).tap();
  // Into the diary, under its day.
  const inDiary = page
    .getByRole('region', { name: 'The diary' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(inDiary).toBeVisible();
  await expect(inDiary.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

  // Moved to another day from its free times: the card shows it there, the customer is told.
  await inDiary.getByRole('button', { name: 'Move' }).tap();
  const dayPicker = inDiary.getByRole('combobox', { name: 'Day' });
  const options = dayPicker.getByRole('option');
  await expect(options.nth(1)).toBeAttached();
  const pick = 1 + Math.floor(Math.random() * Math.min(6, (await options.count()) - 1));
  const newDay = await options.nth(pick).innerText();
  await dayPicker.selectOption({ index: pick });
  const firstTime = inDiary.getByRole('radio').first();
  await firstTime.tap();
  const newTime = (await firstTime.locator('xpath=..').innerText()).trim();
  await inDiary.getByRole('button', { name: `Move to ${newDay}, ${newTime}` }).tap();
  await expect(inDiary.getByRole('combobox', { name: 'Day' })).toHaveCount(0);
  await expect(inDiary.getByText(new RegExp(`^${newTime}`))).toBeVisible();

  // The customer: requested, then booked, then the reminder.
  const subjects = async () => (await mailsTo(email)).map((mail) => mail.subject.split(':')[0]);
  await expect
    .poll(subjects, { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['Booking requested', 'Booked', 'New time', 'Reminder']));

  const today = page.getByRole('region', { name: 'Today' }).getByRole('listitem').filter({
    hasText: underWay,
  });
  await today.getByRole('button', { name: 'Mark done' }).tap();
  await expect(today.getByText('Done', { exact: true })).toBeVisible();
});

test('a callback request becomes a booking from its card: details carried over, linked both ways', async ({
  page,
  request,
}) => {
  const name = uniqueName('Request To Book');
  const posted = await request.post('/api/requests', {
    form: {
      name,
      phone: '07700 900444',
      service: 'Headlight Restoration',
      _subject: 'New Callback Request from your website!',
    },
    headers: { 'x-forwarded-for': testClientIp() },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);

  await signInConsole(page, '/admin/chat/requests');
  const card = page.getByRole('article', { name });
  await card.getByRole('link', { name: 'Book a time →' }).tap();
  const form = page.getByRole('region', { name: 'New booking' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(form.getByRole('combobox', { name: 'Service' })).toHaveValue(
    'headlight-restoration',
  );
  await form.getByRole('radio', { name: /^Large/ }).tap();
  await form.getByRole('button', { name: 'Find free times' }).tap();
  const days = form.getByRole('combobox', { name: 'Day' });
  const options = days.getByRole('option');
  await expect(options.nth(1)).toBeAttached();
  // Tests share the diary: a day at random among the first free ones.
  await days.selectOption({
    index: Math.floor(Math.random() * Math.min(8, await options.count())),
  });
  const time = form.getByRole('radio').last();
  await time.tap();
  const timeText = (await time.locator('xpath=..').innerText()).trim();
  await form.getByRole('button', { name: new RegExp(`^Book .*, ${timeText}$`) }).tap();

  // In the diary at once (staff agreed it), marked, with the way back to its request.
  const booked = page.getByRole('listitem').filter({ hasText: name });
  await expect(booked).toBeInViewport();
  await expect(booked.getByText(new RegExp(`${timeText}–`))).toBeVisible();
  await booked.getByRole('link', { name: 'Its request' }).tap();
  await expect(page).toHaveURL(/\/admin\/chat\/requests\?request=/);
  await page.getByRole('button', { name: 'All' }).tap();
  const linked = page.getByRole('article', { name });
  await expect(linked.getByRole('radio', { name: 'Booked' })).toBeChecked();
  await expect(linked.getByRole('link', { name: 'See the booking →' })).toBeVisible();
});

import { BOOKING_TEXTS } from '@detailing/core/booking';
import { BOOKINGS, PHOTOS } from '@detailing/core/collections';
import { DEMO_PROJECT_ID } from '@detailing/core/testing/emulator-config';
import { containsBytes, GPS_LATITUDE_BYTES } from '@detailing/core/testing/photo-files';
import { devices } from '@playwright/test';
import { freeDays, someFreeDay } from '../booking';
import { adminDb } from '../chat-test-project';
import { phonePhoto } from '../photo-files';
import { expect, skipConsultationPopup, test } from '../fixtures';
import { linkIn, mailsTo } from '../maildev';
import { uniqueAddress } from '../reply-mail';
import { visit } from './phone';

/**
 * Online booking on a phone (BOOKING.md 3, issue #44): from a service page to a booked slot,
 * the confirmation e-mail with its calendar file and manage link, where the customer changes
 * the time; and a postcode outside the area told so before any slot is shown.
 */
test.use({ ownClientAddress: true });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('a Ceramic Coating for a Large car, booked from its page with taps; rescheduled from the e-mail’s link', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress();
  await visit(page, '/services/ceramic-coating');
  await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).first().tap();
  await expect(page).toHaveURL(/\/book-online\/ceramic-coating$/);
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('ceramic-coating');
  await page.getByRole('radio', { name: /^Large/ }).tap();
  await page.getByRole('checkbox', { name: /Glass Coating/ }).tap();
  await expect(page.getByText('Total: £800')).toBeVisible();
  // A workshop service: no postcode to give.
  await expect(page.getByLabel('Your postcode')).toHaveCount(0);

  const day = someFreeDay(await freeDays(page));
  await day.tap();
  const dayName = await day.locator('xpath=..').innerText();
  const time = page
    .getByRole('group', { name: /^Start time/ })
    .getByRole('radio')
    .first();
  await time.tap();
  const timeText = await time.locator('xpath=..').innerText();

  // Tapped, then filled: Chromium's touch emulation sometimes drops the text of keys typed
  // after a tap on a field it scrolled to (the key events fire, no input follows).
  for (const [label, value] of [
    ['Full name', 'Sam Carter'],
    ['Phone number', '07700 900123'],
    ['E-mail', email],
  ] as const) {
    await page.getByLabel(label).tap();
    await page.getByLabel(label).fill(value);
  }
  // A photo straight from the phone's camera: prepared on the phone before it is sent.
  await page.getByLabel('Photos of your vehicle').setInputFiles(await phonePhoto());
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).tap();
  const result = page.getByRole('heading', { name: 'Requested: we’ll confirm by e-mail' });
  await expect(result).toBeInViewport();
  await expect(result).toBeFocused();

  // Kept with the booking: upright, 1600 px on its long edge, its location gone.
  const [stored] = (
    await adminDb(DEMO_PROJECT_ID).collection(BOOKINGS).where('email', '==', email).get()
  ).docs;
  expect(stored?.get('photos')).toEqual([{ id: expect.any(String), width: 1200, height: 1600 }]);
  const photo = await stored?.ref.collection(PHOTOS).doc(stored.get('photos')[0].id).get();
  expect(containsBytes(new Uint8Array(photo?.get('image')), GPS_LATITUDE_BYTES)).toBe(false);

  // The confirmation: what and when in the subject, the calendar file, the manage link.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe(`Booking requested: Ceramic Coating on ${dayName} at ${timeText}`);
  expect(mail?.attachments?.map((file) => file.filename)).toEqual(['booking.ics']);
  const manage = linkIn(mail?.text, 'Manage your booking');

  // Opened on another phone, the link is the key: no account.
  const other = await browser.newContext({ ...devices['Pixel 7'] });
  const phone = await other.newPage();
  await phone.goto(manage);
  await expect(
    phone.getByRole('heading', { name: 'Requested: we’ll confirm by e-mail' }),
  ).toBeVisible();
  await expect(
    phone.getByText(`${dayName}, from ${timeText}, at our unit in Christchurch.`),
  ).toBeVisible();

  // The customer changes the time there: the free days on the next page, a tap, and back.
  await phone.getByRole('button', { name: 'Change the time' }).tap();
  await expect(phone.getByRole('heading', { name: 'Choose a day and a time' })).toBeVisible();
  const days = phone.getByRole('group');
  const newDay = days.nth(1 + Math.floor(Math.random() * Math.min(4, (await days.count()) - 1)));
  const newDayName = await newDay.locator('legend').innerText();
  const newTime = newDay.getByRole('radio').first();
  await newTime.tap();
  const newTimeText = (await newTime.locator('xpath=..').innerText()).trim();
  await phone.getByRole('button', { name: 'Book this time' }).tap();
  await expect(
    phone.getByText(`${newDayName}, from ${newTimeText}, at our unit in Christchurch.`),
  ).toBeVisible();
  await expect(
    phone.getByRole('heading', { name: 'Requested: we’ll confirm by e-mail' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 30_000 })
    .toContain(`New time requested: Ceramic Coating on ${newDayName} at ${newTimeText}`);
  await other.close();
});

test('a postcode outside the area is told so, with the phone number, before any slot', async ({
  page,
}) => {
  await visit(page, '/book-online');
  await page.getByRole('radio', { name: /^Medium/ }).tap();
  await page.getByLabel('Your postcode').tap();
  await page.getByLabel('Your postcode').fill('so40 1aa');
  const told = page.getByText(BOOKING_TEXTS.outsideArea('SO40 1AA', '07700 900461'));
  await expect(told).toBeVisible();
  await expect(page.getByRole('group', { name: 'Day', exact: true })).toHaveCount(0);
  await expect(page.getByText('Enter your postcode to see the free times.')).toBeVisible();
  // Inside the area, the free days come.
  await page.getByLabel('Your postcode').fill('BH23 1AA');
  await freeDays(page);
  await expect(told).toHaveCount(0);
});

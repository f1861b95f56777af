import { DEFAULT_BOOKING_SETTINGS, londonTime } from '@detailing/core/booking';
import { BOOKING_SETTINGS_ID, SETTINGS } from '@detailing/core/collections';
import { DEMO_PROJECT_ID } from '@detailing/core/testing/emulator-config';
import type { Page } from '@playwright/test';
import { adminDb } from '../chat-test-project';
import { freeDays } from '../booking';
import { expect, skipConsultationPopup, test } from '../fixtures';
import { attachmentText, mailsTo } from '../maildev';
import { uniqueAddress } from '../reply-mail';
import { visit } from './phone';

/**
 * The diary's calendar through the browser (BOOKING.md 2, 7): a day the clocks change, opened
 * by the owner as a date that differs from the week (so also an exception day), and a two-day
 * job over a weekend (Saturday's morning, then Monday: Sunday is closed). The stack's clock is real, so these are the next ones: Sunday 28 March
 * 2027 (the clocks go forward) and 31 October 2027 (back), with the booking window at its
 * longest. The 2026 days are covered by the slot arithmetic's and the endpoint's tests.
 */
test.use({ ownClientAddress: true });
test.describe.configure({ timeout: 120_000 });

const SPRING = '2027-03-28';
const AUTUMN = '2027-10-31';

test.beforeAll(async () => {
  // Sundays are closed: the owner opens the two, and takes bookings a year ahead.
  await adminDb(DEMO_PROJECT_ID)
    .collection(SETTINGS)
    .doc(BOOKING_SETTINGS_ID)
    .set({
      ...DEFAULT_BOOKING_SETTINGS,
      windowDays: 365,
      exceptions: {
        [SPRING]: { open: '09:00', close: '13:00' },
        [AUTUMN]: { open: '09:00', close: '13:00' },
      },
    });
});

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

/** Taps "More days" until the day named `name` is among the chips, and taps it. */
async function tapDay(page: Page, name: string | RegExp) {
  await freeDays(page);
  const day = page.getByRole('radio', { name });
  while ((await day.count()) === 0) {
    await page.getByRole('button', { name: 'More days' }).tap();
  }
  await day.first().tap();
  return (await day.first().locator('xpath=..').innerText()).trim();
}

/** Fills the details, confirms, and returns the confirmation's calendar file. */
async function bookAndReadCalendar(page: Page) {
  const email = uniqueAddress();
  for (const [label, value] of [
    ['Full name', 'Alex Morgan'],
    ['Phone number', '07700 900321'],
    ['E-mail', email],
  ] as const) {
    await page.getByLabel(label).tap();
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole('button', { name: 'Confirm booking' }).tap();
  await expect(
    page.getByRole('heading', { name: 'Requested: we’ll confirm by e-mail' }),
  ).toBeFocused();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  if (!mail) throw new Error('No confirmation e-mail.');
  return attachmentText(mail, 'booking.ics');
}

const icsTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d+/g, '');

test('the day the clocks go forward, opened as an exception: times in UK time, stored in UTC', async ({
  page,
}) => {
  await visit(page, '/book-online/headlight-restoration');
  await page.getByRole('radio', { name: /^Small/ }).tap();
  await tapDay(page, 'Sunday 28 March');
  const times = page.getByRole('group', { name: /^Start time/ }).getByRole('radio');
  // 09:00 to 13:00 for a 90-minute job: from 09:00 to 11:30, on the half hour (a retry may
  // find its first attempt's time taken).
  const offered = (await times.evaluateAll((inputs) =>
    inputs.map((input) => input.parentElement?.textContent?.trim()),
  )) as string[];
  expect(offered.length).toBeGreaterThan(0);
  for (const time of offered) {
    expect(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']).toContain(time);
  }
  const pick = times.nth(Math.floor(Math.random() * offered.length));
  await pick.tap();
  const time = (await pick.locator('xpath=..').innerText()).trim();
  const ics = await bookAndReadCalendar(page);
  // British Summer Time: 09:00 in London is 08:00 UTC.
  const start = londonTime(SPRING, time);
  expect(start).toBe(Date.parse(`${SPRING}T${time}:00+01:00`));
  expect(ics).toContain(`DTSTART:${icsTime(start)}`);
});

test('a two-day Ceramic Coating from a Saturday holds Saturday and Monday, not Sunday', async ({
  page,
}) => {
  await visit(page, '/book-online/ceramic-coating');
  await page.getByRole('radio', { name: /^Medium/ }).tap();
  // A Saturday some weeks ahead, where other tests' bookings do not reach.
  const saturday = await tapDay(page, /^Saturday \d+ (January|February)$/);
  await page
    .getByRole('group', { name: /^Start time/ })
    .getByRole('radio')
    .first()
    .tap();
  const ics = await bookAndReadCalendar(page);
  const date = new Date(`${saturday.replace('Saturday ', '')} 2027 12:00 UTC`);
  const day = date.toISOString().slice(0, 10);
  const monday = new Date(date.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  // Winter: UK time is UTC. From Saturday's opening to Monday's close.
  expect(ics).toContain(`DTSTART:${icsTime(londonTime(day, '09:00'))}`);
  expect(ics).toContain(`DTEND:${icsTime(londonTime(monday, '17:30'))}`);
});

test('the day the clocks go back: the endpoint offers 09:00 in GMT', async ({ request }) => {
  const slots = await (
    await request.get('/api/bookings/slots?service=headlight-restoration&size=small')
  ).json();
  const autumn = slots.days.find((day: { date: string }) => day.date === AUTUMN);
  expect(autumn.starts[0]).toBe(Date.parse(`${AUTUMN}T09:00:00Z`));
  expect(autumn.starts).toHaveLength(6);
});

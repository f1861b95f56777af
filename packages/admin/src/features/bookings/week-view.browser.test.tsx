import {
  addDays,
  type DiaryBooking,
  formatDay,
  londonDate,
  londonTime,
  weekOf,
} from '@detailing/core/booking';
import {
  buildCoatingBooking,
  buildDiaryBooking,
  createMemoryBookings,
} from '@detailing/core/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css';
import BookingsScreen from './bookings-screen';
import { WEEK_TEXTS } from './week-view';

const today = londonDate(Date.now());
const thisMonday = weekOf(today)[0] ?? today;
const nextMonday = addDays(thisMonday, 7);
/** Next week's Wednesday and Thursday: a job of two days, in one week whatever today is. */
const [coatingFirst, coatingSecond] = [addDays(nextMonday, 2), addDays(nextMonday, 3)];

/** "Mon 30 Nov", as a column names its day. */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(Date.parse(`${date}T12:00:00Z`));

/** A booking of 3½ hours in the diary on `date` at `time` (London), for "Customer `id`". */
const booking = (id: string, date: string, time: string, overrides: Partial<DiaryBooking> = {}) =>
  buildDiaryBooking(id, date, time, { status: 'confirmed', ...overrides });

/** A ceramic coating over next Wednesday and Thursday, 09:00 to 17:30 on each. */
const coating = buildCoatingBooking('coating', [coatingFirst, coatingSecond]);

async function open(bookings: DiaryBooking[], width = 1280, highlight: string | null = null) {
  await page.viewport(width, 800);
  const memory = createMemoryBookings(bookings);
  await render(
    <BookingsScreen
      load={async () => memory.backend}
      onBack={() => undefined}
      highlight={highlight}
    />,
  );
  await expect.element(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  return memory;
}

const column = (date: string) => page.getByRole('region', { name: shortDay(date), exact: true });

describe('the diary as a week on a desktop (BOOKING.md 4)', () => {
  it('shows this week Monday to Sunday, today marked, each booking in its day; requests stay on top', async () => {
    await open([
      booking('now', today, '00:00'),
      booking('asked', today, '15:00', { status: 'requested' }),
    ]);
    await expect
      .element(page.getByRole('heading', { name: WEEK_TEXTS.heading(thisMonday) }))
      .toHaveTextContent(`Week of ${formatDay(thisMonday)}`);
    for (const date of weekOf(today)) await expect.element(column(date)).toBeVisible();
    await expect.element(column(today)).toHaveAttribute('aria-current', 'date');
    await expect.element(column(today).getByText('Today')).toBeVisible();
    await expect
      .element(
        column(today).getByRole('button', { name: '00:00 Decontamination Wash Customer now' }),
      )
      .toBeVisible();
    // The request waits for an answer above the week, with its card, not in the week.
    const waiting = page.getByRole('region', { name: /Waiting for you/ });
    await expect.element(waiting.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect
      .element(column(today).getByRole('button', { name: /Customer asked/ }))
      .not.toBeInTheDocument();
    // The agenda's cards are not drawn: the week's entries are.
    await expect.element(page.getByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
  });

  it('shows the next week’s bookings, a job of two days on both; Previous week stops at this week', async () => {
    await open([booking('now', today, '00:00'), coating]);
    const previous = page.getByRole('button', { name: WEEK_TEXTS.previous });
    await expect.element(previous).toBeDisabled();
    await expect.element(page.getByRole('button', { name: WEEK_TEXTS.current })).toBeDisabled();

    await page.getByRole('button', { name: WEEK_TEXTS.next }).click();
    await expect
      .element(page.getByRole('heading', { name: WEEK_TEXTS.heading(nextMonday) }))
      .toBeVisible();
    for (const date of [coatingFirst, coatingSecond]) {
      await expect
        .element(
          column(date).getByRole('button', { name: 'all day Ceramic Coating Customer coating' }),
        )
        .toBeVisible();
    }
    // Not on the days around it, nor today's booking in this week.
    await expect
      .element(column(addDays(coatingFirst, -1)).getByRole('button'))
      .not.toBeInTheDocument();
    await expect
      .element(column(addDays(coatingSecond, 1)).getByRole('button'))
      .not.toBeInTheDocument();
    await expect.element(page.getByText('Customer now')).not.toBeInTheDocument();

    await expect.element(previous).toBeEnabled();
    await previous.click();
    await expect
      .element(page.getByRole('heading', { name: WEEK_TEXTS.heading(thisMonday) }))
      .toBeVisible();
    await expect.element(previous).toBeDisabled();
    // The button pressed is disabled now: the keyboard's place moves on to Next week.
    await expect.element(page.getByRole('button', { name: WEEK_TEXTS.next })).toHaveFocus();
  });

  it('opens a chosen entry’s card under the week, one at a time; Mark done works from it; Escape and Close close it', async () => {
    const memory = await open([booking('now', today, '00:00'), booking('later', today, '19:00')]);
    const chosen = page.getByRole('region', { name: WEEK_TEXTS.chosen });
    const now = column(today).getByRole('button', { name: /Customer now/ });
    await now.click();
    await expect.element(now).toHaveAttribute('aria-expanded', 'true');
    await expect.element(chosen).toHaveFocus();
    await expect.element(chosen.getByText('Customer now')).toBeVisible();
    await expect.element(chosen.getByText(/^Today, 00:00–/)).toBeVisible();

    // One at a time: choosing another replaces it.
    await column(today)
      .getByRole('button', { name: /Customer later/ })
      .click();
    await expect.element(chosen.getByText('Customer later')).toBeVisible();
    await expect.element(chosen.getByText('Customer now')).not.toBeInTheDocument();
    await expect.element(now).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect.element(chosen).not.toBeInTheDocument();
    await expect
      .element(column(today).getByRole('button', { name: /Customer later/ }))
      .toHaveFocus();

    // The started job is marked done from its card; it stays in the day, done.
    await now.click();
    await chosen.getByRole('button', { name: 'Mark done' }).click();
    await expect.element(chosen.getByText('Done', { exact: true })).toBeVisible();
    expect(memory.bookings().find((b) => b.id === 'now')?.status).toBe('done');
    await expect.element(now).toBeVisible();
    await chosen.getByRole('button', { name: WEEK_TEXTS.close }).click();
    await expect.element(chosen).not.toBeInTheDocument();
    await expect.element(now).toHaveFocus();
  });

  it('moves a booking from its card to a day of next week, where the week then shows it', async () => {
    const memory = await open([booking('now', today, '00:00')]);
    const target = addDays(nextMonday, 4);
    memory.setFreeTimes([{ date: target, starts: [londonTime(target, '10:00')] }]);
    await column(today)
      .getByRole('button', { name: /Customer now/ })
      .click();
    const chosen = page.getByRole('region', { name: WEEK_TEXTS.chosen });
    await chosen.getByRole('button', { name: 'Move' }).click();
    await chosen.getByRole('radio', { name: '10:00' }).click();
    await chosen.getByRole('button', { name: /^Move to .*, 10:00$/ }).click();
    // The card stays open with its new time; today's column is empty.
    await expect.element(chosen.getByText(`${formatDay(target)}, 10:00–13:30`)).toBeVisible();
    await expect.element(column(today).getByRole('button')).not.toBeInTheDocument();
    await page.getByRole('button', { name: WEEK_TEXTS.next }).click();
    await expect
      .element(
        column(target).getByRole('button', { name: '10:00 Decontamination Wash Customer now' }),
      )
      .toBeVisible();
  });

  it('shows a linked booking’s week with its card open', async () => {
    await open([booking('now', today, '00:00'), coating], 1280, 'coating');
    await expect
      .element(page.getByRole('heading', { name: WEEK_TEXTS.heading(nextMonday) }))
      .toBeVisible();
    const chosen = page.getByRole('region', { name: WEEK_TEXTS.chosen });
    await expect
      .element(chosen.getByText(`${formatDay(coatingFirst)}, 09:00 · 2 days`))
      .toBeVisible();
    await expect
      .element(column(coatingSecond).getByRole('button', { name: /Customer coating/ }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the agenda by day on a phone (412 px): no week, each card with its actions', async () => {
    await open([booking('now', today, '00:00'), coating], 412);
    await expect
      .element(page.getByRole('button', { name: WEEK_TEXTS.next }))
      .not.toBeInTheDocument();
    const todays = page.getByRole('region', { name: 'Today' });
    await expect
      .element(todays.getByRole('heading', { name: 'Decontamination Wash' }))
      .toBeVisible();
    await expect.element(todays.getByRole('button', { name: 'Mark done' })).toBeVisible();
    // A job of days shows once, on its first day, as the agenda always has.
    await expect
      .element(page.getByRole('region', { name: formatDay(coatingFirst) }))
      .toHaveTextContent(/Ceramic Coating/);
    await expect.element(page.getByText('Customer coating')).toBeVisible();
  });
});

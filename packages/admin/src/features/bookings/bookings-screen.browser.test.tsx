import { addDays, type DiaryBooking, londonDate, londonTime } from '@detailing/core/booking';
import { buildDiaryBooking, createMemoryBookings } from '@detailing/core/testing';
import { testJpeg } from '@detailing/core/testing/photo-files';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css';
import BookingsScreen from './bookings-screen';

const today = londonDate(Date.now());
const tomorrow = addDays(today, 1);

const booking = buildDiaryBooking;

async function open(
  bookings: DiaryBooking[],
  isOwner = false,
  setUp: (memory: ReturnType<typeof createMemoryBookings>) => Promise<void> = async () => {},
) {
  const memory = createMemoryBookings(bookings);
  await setUp(memory);
  await render(
    <BookingsScreen load={async () => memory.backend} onBack={() => undefined} isOwner={isOwner} />,
  );
  await expect.element(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  return memory;
}

describe('the bookings’ diary (BOOKING.md 4)', () => {
  it('puts requested bookings on top; Confirm moves one into its day', async () => {
    await open([
      booking('early', today, '00:00', { status: 'confirmed' }),
      booking('asked', tomorrow, '10:30'),
      booking('gone', tomorrow, '14:00', { status: 'cancelled' }),
    ]);
    const waiting = page.getByRole('region', { name: /Waiting for you/ });
    await expect
      .element(waiting.getByRole('heading', { name: 'Decontamination Wash' }))
      .toBeVisible();
    await expect.element(waiting.getByText('Tomorrow, 10:30–14:00')).toBeVisible();
    await expect
      .element(waiting.getByRole('link', { name: '07700 900123' }))
      .toHaveAttribute('href', 'tel:07700900123');
    // Cancelled ones are not in the diary.
    await expect.element(page.getByText('Customer gone')).not.toBeInTheDocument();
    await waiting.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(page.getByRole('region', { name: /Waiting for you/ }))
      .not.toBeInTheDocument();
    const day = page.getByRole('region', { name: 'Tomorrow' });
    await expect.element(day.getByText('Customer asked')).toBeVisible();
    // Not started yet: no Done, but it can be cancelled.
    await expect.element(day.getByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    await expect.element(day.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

    // Today's started job can be marked done.
    const todays = page.getByRole('region', { name: 'Today' });
    await todays.getByRole('button', { name: 'Mark done' }).click();
    await expect.element(todays.getByText('Done', { exact: true })).toBeVisible();
  });

  it('says why an action failed on its card, and leaves the booking as it was', async () => {
    const memory = await open([booking('asked', tomorrow, '09:00')]);
    memory.failNext('This booking cannot be confirmed now: someone changed it.');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This booking cannot be confirmed now: someone changed it.');
    expect(memory.bookings()[0]?.status).toBe('requested');
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('suggests another time for a request, and moves a booking in the diary, from its free times', async () => {
    const memory = await open([
      booking('asked', tomorrow, '09:00'),
      booking('kept', tomorrow, '14:00', { status: 'confirmed' }),
    ]);
    const later = addDays(today, 3);
    memory.setFreeTimes([
      { date: tomorrow, starts: [londonTime(tomorrow, '09:00')] },
      { date: later, starts: [londonTime(later, '10:00'), londonTime(later, '11:30')] },
    ]);
    const waiting = page.getByRole('region', { name: /Waiting for you/ });
    // A request offers no Move: suggesting asks the customer.
    await expect.element(waiting.getByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    await waiting.getByRole('button', { name: 'Suggest another time' }).click();
    await waiting.getByRole('combobox', { name: 'Day' }).selectOptions(later);
    await waiting.getByRole('radio', { name: '11:30' }).click();
    await waiting.getByRole('button', { name: /^Suggest .*, 11:30$/ }).click();
    await expect
      .element(waiting.getByText('New time suggested: waiting for the customer'))
      .toBeVisible();
    expect(memory.bookings()[0]).toMatchObject({
      status: 'requested',
      suggested: true,
      start: londonTime(later, '11:30'),
    });

    // A failed move says why on its card; the picker stays open with the choice.
    const diary = page.getByRole('region', { name: 'Tomorrow' });
    await diary.getByRole('button', { name: 'Move' }).click();
    await diary.getByRole('radio', { name: '09:00' }).click();
    memory.failNext('That time was taken just now. Please choose another.');
    await diary.getByRole('button', { name: /^Move to .*, 09:00$/ }).click();
    await expect
      .element(diary.getByRole('alert'))
      .toHaveTextContent('That time was taken just now. Please choose another.');
    await diary.getByRole('button', { name: /^Move to .*, 09:00$/ }).click();
    await expect.element(diary.getByText('09:00–12:30')).toBeVisible();
    await expect.element(diary.getByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
    expect(memory.bookings()[1]).toMatchObject({ status: 'confirmed', suggested: false });
  });

  it('shows the photos sent with a booking; one opens at full size', async () => {
    const photo = { id: 'photo00000000000001', width: 1200, height: 900 };
    await open([booking('pics', tomorrow, '09:00', { photos: [photo] })], false, async (memory) => {
      const jpeg = new Uint8Array(
        await (await testJpeg({ width: 1200, height: 900 })).arrayBuffer(),
      );
      memory.setPhoto('pics', photo.id, { type: 'image/jpeg', image: jpeg, thumb: jpeg });
    });
    const thumb = page.getByRole('button', { name: 'Photo from Customer pics' });
    // The thumbnail from the stored bytes (decorative: the button names it).
    await expect.poll(() => thumb.element().querySelector('img')?.src).toMatch(/^blob:/);
    await thumb.click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('names every service of a booking from a quote, its quoted total, and links to the conversation', async () => {
    await open([
      booking('quoted', tomorrow, '09:00', {
        status: 'confirmed',
        sessionId: 'session-with-quote',
        job: {
          service: 'paint-correction',
          serviceName: 'Paint Correction',
          size: 'medium',
          addOns: [{ name: 'Wet sand', price: 80 }],
          extras: [
            {
              service: 'headlight-restoration',
              serviceName: 'Headlight Restoration',
              addOns: [],
              price: 100,
            },
          ],
          total: 380,
          length: { days: 2 },
          mobile: false,
          quoteId: 'quote-message-1',
        },
      }),
    ]);
    const day = page.getByRole('region', { name: 'Tomorrow' });
    await expect
      .element(
        day.getByRole('heading', {
          name: 'Paint Correction + Headlight Restoration with Wet sand',
        }),
      )
      .toBeVisible();
    await expect.element(day.getByText(/^Medium · £380 as quoted ·/)).toBeVisible();
    await expect
      .element(day.getByRole('link', { name: 'From a quote in its conversation' }))
      .toHaveAttribute('href', '/admin/chat?session=session-with-quote');
  });

  it('says so when there are no bookings', async () => {
    await open([]);
    await expect
      .element(page.getByText('No bookings yet. New ones appear here as soon as they are made.'))
      .toBeVisible();
  });

  it('lets the owner set the hours, a day off and the limits; a wrong value is named, nothing saved', async () => {
    const memory = await open([], true);
    const form = page.getByRole('region', { name: 'Online booking: when we take jobs' });
    // Saturdays off, Monday from 10.
    await form.getByRole('checkbox', { name: 'Saturday' }).click();
    await form.getByRole('textbox', { name: 'Monday: opens' }).fill('10:00');
    // A holiday.
    await form.getByRole('button', { name: 'Add a date' }).click();
    await form.getByLabelText('Date 1', { exact: true }).fill('2026-12-25');
    // A new date is a day off until given hours.
    await expect.element(form.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Jobs at the same time' }).fill('0');
    await form.getByRole('button', { name: 'Save booking settings' }).click();
    await expect.element(form.getByRole('alert')).toHaveTextContent('Please enter at least 1.');
    expect(memory.settings().capacity).toBe(1);

    await form.getByRole('textbox', { name: 'Jobs at the same time' }).fill('2');
    await form.getByRole('checkbox', { name: /Book straight into the diary/ }).click();
    await form.getByRole('button', { name: 'Save booking settings' }).click();
    await expect.element(form.getByText('Booking settings saved.')).toBeVisible();
    expect(memory.settings()).toMatchObject({
      hours: { mon: { open: '10:00', close: '17:30' }, sat: null },
      exceptions: { '2026-12-25': null },
      capacity: 2,
      minNoticeMinutes: 24 * 60,
      instant: true,
    });
  });

  it('shows the settings to owners only', async () => {
    await open([]);
    await expect.element(page.getByText('No bookings yet.', { exact: false })).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Online booking: when we take jobs' }))
      .not.toBeInTheDocument();
  });
});

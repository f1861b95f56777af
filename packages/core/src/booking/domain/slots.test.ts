import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_DEFAULTS,
  type BookingAvailability,
  freeDays,
  freeStarts,
  type HeldTime,
  jobSpans,
  londonDate,
  londonTime,
  weekdayOf,
} from './slots';

const nine = { open: '09:00', close: '17:00' };

/** Monday to Friday 9 to 5, Saturday 9 to 1, Sunday off, unless a test says otherwise. */
const AVAILABILITY: BookingAvailability = {
  hours: {
    mon: nine,
    tue: nine,
    wed: nine,
    thu: nine,
    fri: nine,
    sat: { open: '09:00', close: '13:00' },
    sun: null,
  },
  exceptions: {},
  ...BOOKING_DEFAULTS,
};

const utc = (iso: string) => Date.parse(`${iso}Z`);
const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
/** A time on a London wall clock, in UTC `HH:MM` (what the tests compare). */
const at = (date: string, time: string) => londonTime(date, time);
/** Two days before `date`: the notice and the window never get in the way unless a test wants. */
const before = (date: string) => at(addDays(date, -2), '08:00');

describe('London calendar arithmetic', () => {
  it('puts a wall-clock time on the right instant either side of both daylight-saving changes', () => {
    // Summer time starts 29 March 2026 at 01:00 UTC; it ends 25 October 2026 at 01:00 UTC.
    expect(londonTime('2026-03-28', '09:00')).toBe(utc('2026-03-28T09:00'));
    expect(londonTime('2026-03-29', '09:00')).toBe(utc('2026-03-29T08:00'));
    expect(londonTime('2026-10-24', '09:00')).toBe(utc('2026-10-24T08:00'));
    expect(londonTime('2026-10-25', '09:00')).toBe(utc('2026-10-25T09:00'));
    expect(londonDate(utc('2026-06-30T23:30'))).toBe('2026-07-01');
    expect(londonDate(utc('2026-12-31T23:30'))).toBe('2026-12-31');
  });

  it('counts days and weekdays on the calendar, months and years included', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-03-29')).toBe('sun');
    expect(weekdayOf('2026-11-30')).toBe('mon');
  });
});

describe('free start times', () => {
  const hour = { minutes: 60 };

  it('offers the day on the step grid, the job ending by closing time, on a daylight-saving Sunday too', () => {
    const open = { ...AVAILABILITY, hours: { ...AVAILABILITY.hours, sun: nine }, stepMinutes: 60 };
    for (const date of ['2026-03-29', '2026-10-25', '2026-03-22']) {
      const starts = freeStarts(open, [], hour, date, before(date));
      expect(starts, date).toHaveLength(8);
      expect(starts[0], date).toBe(at(date, '09:00'));
      expect(starts.at(-1), date).toBe(at(date, '16:00'));
    }
    expect(hm(freeStarts(open, [], hour, '2026-03-29', before('2026-03-29'))[0] ?? 0)).toBe(
      '08:00',
    );
    expect(hm(freeStarts(open, [], hour, '2026-10-25', before('2026-10-25'))[0] ?? 0)).toBe(
      '09:00',
    );
  });

  it('offers nothing on a day off, and follows an exception day: off, or other hours', () => {
    expect(freeStarts(AVAILABILITY, [], hour, '2026-12-06', before('2026-12-06'))).toEqual([]);
    const exceptions = {
      '2026-12-25': null,
      '2026-12-06': { open: '10:00', close: '12:00' },
    };
    const withExceptions = { ...AVAILABILITY, exceptions };
    expect(freeStarts(withExceptions, [], hour, '2026-12-25', before('2026-12-25'))).toEqual([]);
    const sunday = freeStarts(withExceptions, [], hour, '2026-12-06', before('2026-12-06'));
    expect(sunday).toEqual([
      at('2026-12-06', '10:00'),
      at('2026-12-06', '10:30'),
      at('2026-12-06', '11:00'),
    ]);
  });

  it('keeps the travel buffer either side of a job already held', () => {
    const held: HeldTime[] = [{ start: at('2026-12-01', '11:00'), end: at('2026-12-01', '13:00') }];
    const starts = freeStarts(AVAILABILITY, held, hour, '2026-12-01', before('2026-12-01')).map(hm);
    // 09:30 would end at 10:30, exactly the buffer before 11:00; 13:30 starts after it.
    expect(starts).toEqual([
      '09:00',
      '09:30',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it('takes a second job at once with a capacity of two, and no third', () => {
    const twice = { ...AVAILABILITY, capacity: 2 };
    const one: HeldTime = { start: at('2026-12-01', '09:00'), end: at('2026-12-01', '17:00') };
    expect(freeStarts(twice, [one], hour, '2026-12-01', before('2026-12-01'))).toHaveLength(15);
    expect(freeStarts(twice, [one, one], hour, '2026-12-01', before('2026-12-01'))).toEqual([]);
    // Two held jobs that never overlap leave room beside each of them.
    const morning: HeldTime = { start: at('2026-12-01', '09:00'), end: at('2026-12-01', '12:00') };
    const afternoon: HeldTime = {
      start: at('2026-12-01', '13:00'),
      end: at('2026-12-01', '17:00'),
    };
    expect(
      freeStarts(twice, [one, morning], hour, '2026-12-01', before('2026-12-01')).map(hm),
    ).toEqual(
      ['12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'].map((t) =>
        hm(at('2026-12-01', t)),
      ),
    );
    expect(
      freeStarts(twice, [morning, afternoon], hour, '2026-12-01', before('2026-12-01')),
    ).toHaveLength(15);
  });

  it('starts no earlier than the minimum notice, and no later than the booking window', () => {
    const now = at('2026-12-01', '10:10');
    const next = freeStarts(AVAILABILITY, [], hour, '2026-12-02', now).map(hm);
    expect(next[0]).toBe(hm(at('2026-12-02', '10:30')));
    expect(freeStarts(AVAILABILITY, [], hour, '2026-12-01', now)).toEqual([]);
    expect(freeStarts(AVAILABILITY, [], hour, addDays('2026-12-01', 60), now)).not.toEqual([]);
    expect(freeStarts(AVAILABILITY, [], hour, addDays('2026-12-01', 61), now)).toEqual([]);
  });

  it('never offers a job longer than the day', () => {
    expect(
      freeStarts(AVAILABILITY, [], { minutes: 9 * 60 }, '2026-12-01', before('2026-12-01')),
    ).toEqual([]);
    expect(
      freeStarts(AVAILABILITY, [], { minutes: 5 * 60 }, '2026-12-05', before('2026-12-05')),
    ).toEqual([]);
  });
});

describe('jobs of several days', () => {
  const twoDays = { days: 2 };

  it('start at the opening and hold the next working day, over a weekend: Friday and Monday', () => {
    const friday = '2026-12-04';
    expect(freeStarts(AVAILABILITY, [], twoDays, friday, before(friday))).toEqual([
      at(friday, '09:00'),
    ]);
    const spans = jobSpans(AVAILABILITY, twoDays, friday, at(friday, '09:00'));
    // Saturday is a working morning here: the two days are Friday and Saturday.
    expect(spans?.map((s) => londonDate(s.start))).toEqual(['2026-12-04', '2026-12-05']);
    const weekdaysOnly = { ...AVAILABILITY, hours: { ...AVAILABILITY.hours, sat: null } };
    const overWeekend = jobSpans(weekdaysOnly, twoDays, friday, at(friday, '09:00'));
    expect(overWeekend?.map((s) => londonDate(s.start))).toEqual(['2026-12-04', '2026-12-07']);
    expect(overWeekend?.[1]).toEqual({
      start: at('2026-12-07', '09:00'),
      end: at('2026-12-07', '17:00'),
    });
  });

  it('are not offered when a day they would hold is taken, or on a day they cannot start', () => {
    const weekdaysOnly = { ...AVAILABILITY, hours: { ...AVAILABILITY.hours, sat: null } };
    const mondayJob: HeldTime = {
      start: at('2026-12-07', '14:00'),
      end: at('2026-12-07', '15:00'),
    };
    expect(
      freeStarts(weekdaysOnly, [mondayJob], twoDays, '2026-12-04', before('2026-12-04')),
    ).toEqual([]);
    expect(freeStarts(weekdaysOnly, [], twoDays, '2026-12-05', before('2026-12-05'))).toEqual([]);
    // A held two-day job keeps a short one off both its days.
    const held = jobSpans(weekdaysOnly, twoDays, '2026-12-04', at('2026-12-04', '09:00')) ?? [];
    expect(
      freeStarts(weekdaysOnly, held, { minutes: 60 }, '2026-12-07', before('2026-12-07')),
    ).toEqual([]);
    expect(
      freeStarts(weekdaysOnly, held, { minutes: 60 }, '2026-12-08', before('2026-12-08')),
    ).toHaveLength(15);
  });
});

describe('free days', () => {
  it('lists the days with a free start, from today to the end of the window', () => {
    const now = at('2026-12-01', '08:00');
    const days = freeDays(AVAILABILITY, [], { minutes: 60 }, now);
    expect(days[0]).toBe('2026-12-02');
    expect(days.at(-1)).toBe('2027-01-30');
    expect(days).not.toContain('2026-12-06');
    expect(days.every((day) => weekdayOf(day) !== 'sun')).toBe(true);
  });
});

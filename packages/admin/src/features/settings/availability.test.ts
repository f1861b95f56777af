import { isAway } from '@detailing/core';
import { alwaysOpenSettings } from '@detailing/core/testing/settings';
import { describe, expect, it } from 'vitest';
import { availability } from './availability';

// 2026-01-14 is a Wednesday: 10:00 and 20:00 in London (GMT in January).
const WEDNESDAY_10 = Date.UTC(2026, 0, 14, 10);
const WEDNESDAY_20 = Date.UTC(2026, 0, 14, 20);
const weekdays = alwaysOpenSettings({
  hours: {
    mon: { open: '08:00', close: '18:00' },
    tue: { open: '08:00', close: '18:00' },
    wed: { open: '08:00', close: '18:00' },
    thu: { open: '08:00', close: '18:00' },
    fri: { open: '08:00', close: '18:00' },
    sat: null,
    sun: null,
  },
});

describe('availability: what visitors see, in the console', () => {
  it('is online in hours with Away off, away with it on, and out of hours after closing', () => {
    expect(availability(weekdays, WEDNESDAY_10)).toBe('online');
    expect(availability({ ...weekdays, away: true }, WEDNESDAY_10)).toBe('away');
    expect(availability(weekdays, WEDNESDAY_20)).toBe('out-of-hours');
    expect(availability({ ...weekdays, away: true }, WEDNESDAY_20)).toBe('away');
  });

  it('says away exactly when the widget shows the away notice (isAway)', () => {
    for (const settings of [weekdays, { ...weekdays, away: true }]) {
      for (const now of [WEDNESDAY_10, WEDNESDAY_20]) {
        expect(availability(settings, now) !== 'online').toBe(isAway(settings, now));
      }
    }
  });
});

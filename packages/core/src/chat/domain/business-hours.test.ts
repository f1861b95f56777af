import { describe, expect, it } from 'vitest';
import { businessClock, type ChatSettings, isAway, isOpenAt } from './business-hours';

const weekdays = { open: '08:00', close: '18:00' };
const SETTINGS: ChatSettings = {
  hours: {
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    sat: { open: '09:00', close: '16:00' },
    sun: null,
  },
  away: false,
  awayMessage: 'Back soon.',
};

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('businessClock (Europe/London)', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(businessClock(utc('2026-01-12T07:59'))).toEqual({ weekday: 'mon', time: '07:59' });
    expect(businessClock(utc('2026-06-15T07:59'))).toEqual({ weekday: 'mon', time: '08:59' });
  });

  it('jumps from 00:59 GMT to 02:00 BST on the last Sunday of March', () => {
    expect(businessClock(utc('2026-03-29T00:59'))).toEqual({ weekday: 'sun', time: '00:59' });
    expect(businessClock(utc('2026-03-29T01:00'))).toEqual({ weekday: 'sun', time: '02:00' });
  });

  it('falls back from 01:59 BST to 01:00 GMT on the last Sunday of October', () => {
    expect(businessClock(utc('2026-10-25T00:59'))).toEqual({ weekday: 'sun', time: '01:59' });
    expect(businessClock(utc('2026-10-25T01:00'))).toEqual({ weekday: 'sun', time: '01:00' });
  });

  it("takes the weekday in London, not UTC's: 23:30 UTC on a summer Saturday is Sunday", () => {
    expect(businessClock(utc('2026-04-04T23:30'))).toEqual({ weekday: 'sun', time: '00:30' });
  });
});

describe('isOpenAt and isAway', () => {
  it('opens at the opening time and closes at the closing time (GMT)', () => {
    expect(isOpenAt(SETTINGS.hours, utc('2026-01-12T07:59'))).toBe(false);
    expect(isOpenAt(SETTINGS.hours, utc('2026-01-12T08:00'))).toBe(true);
    expect(isOpenAt(SETTINGS.hours, utc('2026-01-12T17:59'))).toBe(true);
    expect(isOpenAt(SETTINGS.hours, utc('2026-01-12T18:00'))).toBe(false);
  });

  it('after the March change, opens an hour earlier in UTC (08:00 BST is 07:00 UTC)', () => {
    // Friday 27 March (GMT) and Monday 30 March (BST).
    expect(isAway(SETTINGS, utc('2026-03-27T07:30'))).toBe(true);
    expect(isAway(SETTINGS, utc('2026-03-27T17:30'))).toBe(false);
    expect(isAway(SETTINGS, utc('2026-03-30T06:59'))).toBe(true);
    expect(isAway(SETTINGS, utc('2026-03-30T07:00'))).toBe(false);
    expect(isAway(SETTINGS, utc('2026-03-30T16:59'))).toBe(false);
    expect(isAway(SETTINGS, utc('2026-03-30T17:00'))).toBe(true);
  });

  it('after the October change, opens at 08:00 UTC again (GMT)', () => {
    // Friday 23 October (BST) and Monday 26 October (GMT).
    expect(isAway(SETTINGS, utc('2026-10-23T07:00'))).toBe(false);
    expect(isAway(SETTINGS, utc('2026-10-23T17:00'))).toBe(true);
    expect(isAway(SETTINGS, utc('2026-10-26T07:00'))).toBe(true);
    expect(isAway(SETTINGS, utc('2026-10-26T08:00'))).toBe(false);
    expect(isAway(SETTINGS, utc('2026-10-26T17:30'))).toBe(false);
  });

  it('counts a closing time of 23:59 as midnight: open 00:00 to 23:59 is open all day', () => {
    const allDay = { open: '00:00', close: '23:59' };
    const hours = { ...SETTINGS.hours, mon: allDay, tue: allDay };
    expect(isOpenAt(hours, utc('2026-01-12T23:58'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-01-12T23:59:59'))).toBe(true);
    expect(isOpenAt(hours, utc('2026-01-13T00:00'))).toBe(true);
    // Any other closing time still closes at that minute.
    expect(
      isOpenAt({ ...hours, mon: { open: '00:00', close: '23:58' } }, utc('2026-01-12T23:58')),
    ).toBe(false);
  });

  it('is away all day on a closed day, and whenever staff switch away on', () => {
    expect(isAway(SETTINGS, utc('2026-01-18T12:00'))).toBe(true);
    expect(isAway(SETTINGS, utc('2026-01-17T12:00'))).toBe(false);
    expect(isAway({ ...SETTINGS, away: true }, utc('2026-01-12T12:00'))).toBe(true);
  });
});

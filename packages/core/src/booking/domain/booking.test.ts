import { booking } from '@detailing/site-content/current/booking';
import { services as texts } from '@detailing/site-content/current/services';
import { describe, expect, it } from 'vitest';
import { buildCoatingBooking } from '../../testing/memory/memory-bookings';
import { catalogueOf, priceJob } from './catalogue';
import { diaryByDay, diaryOf, weekOf } from './diary';

const services = catalogueOf(texts, booking);
import { formatDay, formatLength, formatPounds, formatTime } from './format';
import { BOOKING_TEXTS, checkBookingDetails } from './form';
import { inCoverage, normalisePostcode } from './postcode';
import { availabilityOf, bookingSettingsOf, DEFAULT_BOOKING_SETTINGS } from './settings';

describe('a job priced from the catalogue (BOOKING.md 1)', () => {
  it('adds the add-ons’ prices to the size’s, and their minutes to a job in minutes', () => {
    const job = priceJob(services, {
      service: 'in-depth-interior-detail',
      size: 'large',
      addOns: ['Pet hair removal'],
    });
    expect(job).toEqual({
      ok: true,
      job: {
        service: 'in-depth-interior-detail',
        serviceName: 'In-Depth Interior Detail',
        size: 'large',
        addOns: [{ name: 'Pet hair removal', price: 25 }],
        total: services['in-depth-interior-detail'].booking.prices.large + 25,
        length: { minutes: 240 + 30 },
        mobile: true,
      },
    });
  });

  it('keeps a job in days in its days, add-ons included, at the workshop', () => {
    const job = priceJob(services, {
      service: 'ceramic-coating',
      size: 'large',
      addOns: ['Glass Coating', 'Wheel Coating'],
    });
    expect(job.ok && job.job).toMatchObject({
      total: 650 + 300,
      length: { days: 2 },
      mobile: false,
    });
  });

  it('refuses what cannot be booked online: a quote, an unknown size, service or add-on', () => {
    const choice = { service: 'ppf', size: 'small', addOns: [] };
    expect(priceJob(services, choice)).toEqual({ ok: false, reason: 'quote-required' });
    expect(priceJob(services, { ...choice, service: 'free-valet' })).toEqual({
      ok: false,
      reason: 'unknown-service',
    });
    const coating = { service: 'ceramic-coating', size: 'large', addOns: [] };
    expect(priceJob(services, { ...coating, size: 'lorry' }).ok).toBe(false);
    expect(priceJob(services, { ...coating, addOns: ['Gold plating'] })).toEqual({
      ok: false,
      reason: 'unknown-add-on',
    });
    // An add-on named twice is not a choice a page makes.
    expect(priceJob(services, { ...coating, addOns: ['Glass Coating', 'Glass Coating'] })).toEqual({
      ok: false,
      reason: 'unknown-add-on',
    });
  });

  it('says prices and lengths as people do', () => {
    expect(formatPounds(1250)).toBe('£1,250');
    expect(formatLength({ minutes: 150 })).toBe('2 hours 30 minutes');
    expect(formatLength({ minutes: 60 })).toBe('1 hour');
    expect(formatLength({ days: 2 })).toBe('2 days');
    expect(formatDay('2026-03-29')).toBe('Sunday 29 March');
    expect(formatTime(Date.UTC(2026, 2, 29, 8, 0))).toBe('09:00');
    expect(formatTime(Date.UTC(2026, 2, 28, 9, 0))).toBe('09:00');
  });
});

describe('postcodes and the coverage (BOOKING.md 2)', () => {
  it('tidies a UK postcode and refuses anything else', () => {
    expect(normalisePostcode(' bh23  1aa ')).toBe('BH23 1AA');
    expect(normalisePostcode('bh231aa')).toBe('BH23 1AA');
    expect(normalisePostcode('so41')).toBe('SO41');
    expect(normalisePostcode('BH23 1AA; DROP')).toBeNull();
    expect(normalisePostcode('')).toBeNull();
  });

  it('matches an area by its letters and a district exactly', () => {
    const coverage = ['BH', 'DT', 'SO41', 'SP6'];
    expect(inCoverage('BH23 1AA', coverage)).toBe(true);
    expect(inCoverage('SO41 9AB', coverage)).toBe(true);
    expect(inCoverage('SO40 1AA', coverage)).toBe(false);
    expect(inCoverage('SP61 1AA', coverage)).toBe(false);
    expect(inCoverage('B1 1AA', coverage)).toBe(false);
  });
});

describe('the visitor’s details, one schema for the page and the endpoint', () => {
  const good = { name: ' Sam  Driver ', phone: '07700 900461', email: 'sam@example.com' };

  it('tidies what it keeps, and asks an address only for work at home', () => {
    expect(checkBookingDetails(good, false)).toEqual({
      ok: true,
      details: {
        name: 'Sam Driver',
        phone: '07700 900461',
        email: 'sam@example.com',
        address: '',
        notes: '',
      },
    });
    expect(checkBookingDetails(good, true)).toEqual({
      ok: false,
      problems: { address: BOOKING_TEXTS.address },
    });
  });

  it('gives each bad field its own words, and nothing for the good ones', () => {
    const result = checkBookingDetails(
      { name: '', phone: 'call me', email: 'sam@', notes: 'x'.repeat(1001), address: 'a\u202Eb' },
      true,
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        name: BOOKING_TEXTS.name,
        phone: BOOKING_TEXTS.phone,
        email: BOOKING_TEXTS.email,
        address: BOOKING_TEXTS.unusual('The address'),
        notes: BOOKING_TEXTS.tooLong('your notes', 1000),
      },
    });
  });
});

describe('the owner’s booking settings', () => {
  it('has BOOKING.md’s defaults until the owner sets their own, and refuses a broken document', () => {
    expect(bookingSettingsOf(undefined)).toBe(DEFAULT_BOOKING_SETTINGS);
    expect(availabilityOf(DEFAULT_BOOKING_SETTINGS)).toMatchObject({
      capacity: 1,
      minNoticeMinutes: 24 * 60,
      windowDays: 60,
      bufferMinutes: 30,
    });
    const closesEarly = {
      ...DEFAULT_BOOKING_SETTINGS,
      hours: { ...DEFAULT_BOOKING_SETTINGS.hours, mon: { open: '17:00', close: '09:00' } },
    };
    expect(() => bookingSettingsOf(closesEarly)).toThrow('Please close after opening.');
    const holiday = { ...DEFAULT_BOOKING_SETTINGS, exceptions: { '2026-12-25': null } };
    expect(bookingSettingsOf(holiday).exceptions).toEqual({ '2026-12-25': null });
  });
});

describe('the diary as a desktop’s week (BOOKING.md 4)', () => {
  /** A booking held over `days` (London dates), from `time` on the first to 17:30 on each. */
  const held = buildCoatingBooking;

  it('runs Monday to Sunday around any day of it, across a month and a clock change', () => {
    const week = [
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ];
    expect(weekOf('2026-10-19')).toEqual(week);
    expect(weekOf('2026-10-22')).toEqual(week);
    // The last Sunday of October: the clocks go back.
    expect(weekOf('2026-10-25')).toEqual(week);
    expect(weekOf('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('puts a job of days on each day it holds, and each day’s bookings by their start there', () => {
    const coating = held('coating', ['2026-12-04', '2026-12-07']);
    const wash = held('wash', ['2026-12-07'], '08:00');
    const late = held('late', ['2026-12-04'], '13:00');
    const byDay = diaryByDay(diaryOf([late, coating, wash]).days);
    expect([...byDay.keys()].sort()).toEqual(['2026-12-04', '2026-12-07']);
    expect(byDay.get('2026-12-04')?.map((b) => b.id)).toEqual(['coating', 'late']);
    // On its second day the coating holds from the opening, after the 08:00 wash.
    expect(byDay.get('2026-12-07')?.map((b) => b.id)).toEqual(['wash', 'coating']);
    // The weekend between its days is not held.
    expect(byDay.get('2026-12-05')).toBeUndefined();
  });

  it('goes by London’s day: a span just after midnight in summer is on that day', () => {
    // 00:30 on 1 July in London is 23:30 on 30 June in UTC.
    const early = held('early', ['2026-07-01'], '00:30');
    expect([...diaryByDay(diaryOf([early]).days).keys()]).toEqual(['2026-07-01']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ChatSettings,
  DEFAULT_AWAY_MESSAGE,
  defaultChatSettings,
  weekdaysOf,
} from './business-hours';
import { AWAY_MESSAGE_MAX_LENGTH, validateChatSettings } from './chat-settings';
import { validateMessage } from './validation';

const valid: ChatSettings = defaultChatSettings([
  { days: 'Monday to Friday', opens: '08:00', closes: '18:00' },
]);

const problem = (input: unknown) => {
  const result = validateChatSettings(input);
  return result.ok ? null : result.problem;
};

describe('defaultChatSettings', () => {
  it("takes the business profile's opening hours, closed on the days it does not name", () => {
    const settings = defaultChatSettings([
      { days: 'Monday to Friday', opens: '08:00', closes: '18:00' },
      { days: 'Saturday', opens: '09:00', closes: '16:00' },
    ]);
    expect(settings.hours).toEqual({
      mon: { open: '08:00', close: '18:00' },
      tue: { open: '08:00', close: '18:00' },
      wed: { open: '08:00', close: '18:00' },
      thu: { open: '08:00', close: '18:00' },
      fri: { open: '08:00', close: '18:00' },
      sat: { open: '09:00', close: '16:00' },
      sun: null,
    });
    expect(settings.away).toBe(false);
    expect(validateChatSettings(settings).ok).toBe(true);
  });

  it('has a default away message that is a valid message within the limit', () => {
    expect(validateMessage(DEFAULT_AWAY_MESSAGE).ok).toBe(true);
    expect(DEFAULT_AWAY_MESSAGE.length).toBeLessThanOrEqual(AWAY_MESSAGE_MAX_LENGTH);
  });

  it('reads day spans and refuses days it cannot read', () => {
    expect(weekdaysOf('Saturday')).toEqual(['sat']);
    expect(weekdaysOf('Tuesday to Thursday')).toEqual(['tue', 'wed', 'thu']);
    expect(() => weekdaysOf('Weekdays')).toThrow(/Cannot read the days "Weekdays"/);
    expect(() => weekdaysOf('Friday to Monday')).toThrow(/backwards/);
  });
});

describe('validateChatSettings', () => {
  it('accepts valid settings and trims the away message', () => {
    const result = validateChatSettings({ ...valid, awayMessage: '  Back at 8.  ' });
    expect(result).toEqual({ ok: true, settings: { ...valid, awayMessage: 'Back at 8.' } });
  });

  it('says what is wrong with times, days and the away message', () => {
    const mon = (range: unknown) => ({ ...valid, hours: { ...valid.hours, mon: range } });
    expect(problem(mon({ open: '8:00', close: '18:00' }))).toBe(
      'Monday: the opening time must be like 08:00.',
    );
    expect(problem(mon({ open: '08:00', close: '24:00' }))).toBe(
      'Monday: the closing time must be like 18:00.',
    );
    expect(problem(mon({ open: '18:00', close: '18:00' }))).toBe(
      'Monday: the opening time must be before the closing time.',
    );
    expect(problem(mon({ open: '08:00', close: '18:00', note: 'x' }))).toBe(
      'Monday: only opening and closing times.',
    );
    expect(problem({ ...valid, hours: { ...valid.hours, holiday: null } })).toBe(
      'Unknown days: holiday.',
    );
    const sixDays: Record<string, unknown> = { ...valid.hours };
    delete sixDays['sun'];
    expect(problem({ ...valid, hours: sixDays })).toBe('Sunday is missing.');
    expect(problem({ ...valid, awayMessage: ' ' })).toBe('Write an away message.');
    expect(problem({ ...valid, awayMessage: 'x'.repeat(501) })).toBe(
      'The away message can be up to 500 characters; this one has 501.',
    );
    expect(problem({ ...valid, awayMessage: 'bell\u0007' })).toMatch(/control characters/);
    expect(problem({ ...valid, away: 'yes' })).toBe('Away must be on or off.');
    expect(problem({ ...valid, updatedBy: 'me' })).toBe('Unknown settings: updatedBy.');
  });
});

import { describe, expect, it } from 'vitest';
import { fullTime, messageTime, relativeTime } from './relative-time';

const now = new Date(2026, 10, 21, 15, 30).getTime();
const ago = (ms: number) => now - ms;

describe('relativeTime', () => {
  it('says how long ago in the words a person uses', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(relativeTime(new Date(2026, 10, 20, 23, 50).getTime(), now)).toBe('yesterday');
    expect(relativeTime(new Date(2026, 10, 17, 9, 0).getTime(), now)).toBe('4 days ago');
    expect(relativeTime(new Date(2026, 2, 12, 9, 0).getTime(), now)).toBe('12 Mar');
    expect(relativeTime(new Date(2025, 2, 12, 9, 0).getTime(), now)).toBe('12 Mar 2025');
  });

  it('treats a server time slightly ahead of the local clock as just now', () => {
    expect(relativeTime(now + 2_000, now)).toBe('just now');
  });
});

describe('messageTime', () => {
  it('shows the clock today and the day before that', () => {
    expect(messageTime(new Date(2026, 10, 21, 9, 5).getTime(), now)).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 19, 18, 40).getTime(), now)).toBe('19 Nov, 18:40');
  });
});

describe('fullTime', () => {
  it('gives the date and a 24-hour time', () => {
    expect(fullTime(new Date(2026, 10, 19, 21, 40).getTime())).toBe('19 Nov 2026, 21:40');
    expect(fullTime(new Date(2026, 10, 19, 0, 5).getTime())).toBe('19 Nov 2026, 00:05');
  });
});

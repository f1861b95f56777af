import { describe, expect, it } from 'vitest';
import { clockTime } from './times';

describe('clockTime', () => {
  it('writes times of day en-GB, 24-hour, with midnight as 00', () => {
    expect(clockTime(new Date(2026, 10, 24, 9, 5).getTime())).toBe('09:05');
    expect(clockTime(new Date(2026, 10, 24, 21, 40).getTime())).toBe('21:40');
    expect(clockTime(new Date(2026, 10, 24, 0, 5).getTime())).toBe('00:05');
  });
});

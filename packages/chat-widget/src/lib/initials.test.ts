import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, skipping symbols', () => {
    expect(initialsOf('Harbour & Heath Detailing')).toBe('HH');
    expect(initialsOf('  shine  ')).toBe('S');
    expect(initialsOf('Élan Auto')).toBe('ÉA');
    expect(initialsOf('')).toBe('');
  });
});

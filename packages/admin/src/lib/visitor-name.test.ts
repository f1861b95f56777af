import { describe, expect, it } from 'vitest';
import { avatarLetters, visitorName } from './visitor-name';

describe('visitorName', () => {
  it('names a visitor by the name they gave, else by their e-mail address', () => {
    expect(visitorName({ name: 'Jane Smith', email: 'jane@example.com' })).toBe('Jane Smith');
    expect(visitorName({ email: 'sam.carter@example.com', phone: '07700 900123' })).toBe(
      'sam.carter@example.com',
    );
  });

  it('has no name for a visitor who gave neither (a phone number is not a name)', () => {
    expect(visitorName(undefined)).toBeNull();
    expect(visitorName({ phone: '07700 900123' })).toBeNull();
    expect(visitorName({ name: '  ', email: '' })).toBeNull();
  });
});

describe('avatarLetters', () => {
  it("shows a name's initials, an address's first letter, else the id's first two", () => {
    expect(avatarLetters('Jane Smith', '25897edf')).toBe('JS');
    expect(avatarLetters('Cher', '25897edf')).toBe('C');
    expect(avatarLetters('sam.carter@example.com', '25897edf')).toBe('S');
    expect(avatarLetters(null, '25897edf')).toBe('25');
  });
});

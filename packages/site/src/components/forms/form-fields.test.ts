import { describe, expect, it } from 'vitest';
import { bookingSubject, hasNameAndPhone, relayFields } from './form-fields';

describe('callback form fields', () => {
  it('names the booked service in the subject, or a general inquiry', () => {
    expect(bookingSubject('Paint Correction')).toBe('New Booking Request for Paint Correction');
    expect(bookingSubject(undefined)).toBe('New Booking Request for General Inquiry');
    expect(bookingSubject('')).toBe('New Booking Request for General Inquiry');
  });

  it('sends the relay to the thank-you page with the captcha off', () => {
    const fields = relayFields('Subject');
    expect(fields._next).toMatch(/^https?:\/\/[^/]+\/thank-you$/);
    expect(fields._captcha).toBe('false');
    expect(fields._subject).toBe('Subject');
  });

  it('needs both a name and a phone number, ignoring blank space', () => {
    expect(hasNameAndPhone({ name: 'Sam', phone: '07700 900123' })).toBe(true);
    expect(hasNameAndPhone({ name: '  ', phone: '07700 900123' })).toBe(false);
    expect(hasNameAndPhone({ name: 'Sam', phone: '' })).toBe(false);
  });
});

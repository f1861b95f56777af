import { describe, expect, it } from 'vitest';
import {
  HONEYPOT_FIELD as ENDPOINT_HONEYPOT,
  parseRequestForm,
  requestSourceOf,
} from '@detailing/core/domain';
import {
  bookingSubject,
  CONTACT_SUBJECT,
  GENERAL_INQUIRY_SUBJECT,
  hasNameAndPhone,
  HONEYPOT_FIELD,
  INVALID_EMAIL_TOAST,
  relayFields,
} from './form-fields';

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

  it("speaks the endpoint's language: its honeypot, and subjects it files by form", () => {
    expect(HONEYPOT_FIELD).toBe(ENDPOINT_HONEYPOT);
    const sourceOf = (subject: string) => requestSourceOf({ _subject: subject });
    expect(sourceOf(bookingSubject('Paint Correction'))).toBe('booking');
    expect(sourceOf(bookingSubject(undefined))).toBe('booking');
    expect(sourceOf(CONTACT_SUBJECT)).toBe('contact');
    expect(sourceOf(GENERAL_INQUIRY_SUBJECT)).toBe('callback');
  });

  it('refuses a bad e-mail address before posting in the endpoint’s own words', () => {
    const contact = { name: 'Sam Carter', phone: '07700 900123', _subject: CONTACT_SUBJECT };
    const parsed = parseRequestForm({ ...contact, email: 'sam@example.com?cc=boss@evil.example' });
    expect(parsed.ok ? null : parsed.message).toBe(INVALID_EMAIL_TOAST.description);
  });
});

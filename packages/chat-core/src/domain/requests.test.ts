import { describe, expect, it } from 'vitest';
import { parseRequestForm, REQUEST_LIMITS, requestSourceOf } from './requests';

const relay = { _next: 'https://example.test/thank-you', _captcha: 'false' };

describe('requests: what a form sends', () => {
  it('keeps the fields a lead needs, trimmed, and leaves the relay fields out', () => {
    const result = parseRequestForm(
      {
        ...relay,
        _subject: 'New Booking Request for Ceramic Coating',
        name: '  Sam Carter ',
        phone: ' 07700 900123',
        service: 'Ceramic Coating',
        email: '',
      },
      '/booking',
    );
    expect(result).toEqual({
      ok: true,
      request: {
        source: 'booking',
        name: 'Sam Carter',
        phone: '07700 900123',
        service: 'Ceramic Coating',
        page: '/booking',
      },
    });
  });

  it('tells the form by its subject: booking, contact, else a callback', () => {
    expect(requestSourceOf({ _subject: 'New Booking Request for General Inquiry' })).toBe(
      'booking',
    );
    expect(requestSourceOf({ _subject: 'New Contact Message from your website!' })).toBe('contact');
    expect(requestSourceOf({ _subject: 'New General Inquiry from your website!' })).toBe(
      'callback',
    );
    expect(requestSourceOf({})).toBe('callback');
  });

  it('refuses a missing or blank name or phone, and a field over its limit', () => {
    expect(parseRequestForm({ name: 'Sam', phone: '   ' })).toEqual({
      ok: false,
      reason: 'missing-name-or-phone',
    });
    expect(parseRequestForm({ phone: '01202 000000' })).toMatchObject({ ok: false });
    const long = 'x'.repeat(REQUEST_LIMITS.name + 1);
    expect(parseRequestForm({ name: long, phone: '1' })).toEqual({ ok: false, reason: 'too-long' });
    const message = 'y'.repeat(REQUEST_LIMITS.message);
    expect(parseRequestForm({ name: 'Sam', phone: '1', message })).toMatchObject({ ok: true });
  });

  it('keeps only a path as the page, never another site', () => {
    expect(parseRequestForm({ name: 'Sam', phone: '1' }, 'https://evil.example/')).toEqual({
      ok: true,
      request: { source: 'callback', name: 'Sam', phone: '1' },
    });
  });
});

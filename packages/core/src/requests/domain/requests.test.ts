import { describe, expect, it } from 'vitest';
import {
  parseRequestForm,
  REQUEST_LIMITS,
  REQUEST_TEXTS,
  requestSourceOf,
  validateRequestChange,
} from './requests';
import { isValidEmail, validateIdentity } from '../../chat/domain/visitor-context';

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
      message: 'Please provide your name and phone number.',
    });
    expect(parseRequestForm({ phone: '01202 000000' })).toMatchObject({ ok: false });
    const long = 'x'.repeat(REQUEST_LIMITS.name + 1);
    expect(parseRequestForm({ name: long, phone: '1' })).toEqual({
      ok: false,
      reason: 'too-long',
      message: 'Some of what you wrote is too long to send. Please shorten it.',
    });
    const message = 'y'.repeat(REQUEST_LIMITS.message);
    expect(parseRequestForm({ name: 'Sam', phone: '1', message })).toMatchObject({ ok: true });
  });

  it('keeps only a path as the page, never another site', () => {
    expect(parseRequestForm({ name: 'Sam', phone: '1' }, 'https://evil.example/')).toEqual({
      ok: true,
      request: { source: 'callback', name: 'Sam', phone: '1' },
    });
  });

  it('keeps one line of a one-line field: line breaks and tabs typed into a name are spaces', () => {
    const result = parseRequestForm({ name: 'Sam\r\n\tCarter', phone: '07700\n900123' });
    expect(result).toMatchObject({
      ok: true,
      request: { name: 'Sam Carter', phone: '07700 900123' },
    });
    const message = parseRequestForm({ name: 'Sam', phone: '1', message: 'Line one\r\nLine two' });
    expect(message).toMatchObject({ ok: true, request: { message: 'Line one\nLine two' } });
  });
});

/** Addresses that would rewrite staff's `mailto:` link, or are not addresses at all. */
const HOSTILE_EMAILS = [
  'sam@example.com?cc=boss@evil.example&body=Pay',
  'sam@example.com&bcc=boss@evil.example',
  'sam@example.com%0Abcc:boss@evil.example',
  'sam@example.com\u000Abcc:boss@evil.example',
  'sam@example.com#x',
  'sam@example.com,boss@evil.example',
  'javascript:alert(1)//@example.com',
  'sam jones@example.com',
  'sam@exa\u00a0mple.com',
  'sam@example.com\u202E',
  'sam\u202E@example.com',
  'sam@example',
  'sam',
];

describe('requests: the e-mail address, as strict as the chat’s', () => {
  it.each(HOSTILE_EMAILS)('refuses %j with a clear message, and keeps nothing', (email) => {
    const result = parseRequestForm({ name: 'Sam', phone: '07700 900123', email });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? '' : result.message).toMatch(
      /^(Please enter a valid e-mail address\.|Your e-mail address contains hidden characters)/,
    );
    // One shape for both: the chat's identify refuses every one of them too.
    expect(isValidEmail(email.trim())).toBe(false);
    expect(validateIdentity({ email }).ok).toBe(false);
  });

  it('keeps an ordinary address, and the chat takes the same', () => {
    for (const email of ['sam@example.com', "o'neil+quote@mail.example.co.uk"]) {
      expect(parseRequestForm({ name: 'Sam', phone: '1', email })).toMatchObject({
        ok: true,
        request: { email },
      });
      expect(validateIdentity({ email })).toEqual({ ok: true, identity: { email } });
    }
  });
});

describe('requests: hidden characters, refused in every field', () => {
  const valid = { name: 'Sam Carter', phone: '07700 900123', email: 'sam@example.com' };
  const FIELDS = {
    name: 'Your name',
    phone: 'Your phone number',
    email: 'Your e-mail address',
    service: 'The service',
    message: 'Your message',
  } as const;
  const HIDDEN = {
    NUL: '\u0000',
    ESC: '\u001B',
    DEL: '\u007F',
    'C1 (NEL)': '\u0085',
    'right-to-left override': '\u202E',
    'left-to-right embedding': '\u202A',
    'first strong isolate': '\u2068',
    'lone surrogate': '\uD800',
  };

  for (const [field, label] of Object.entries(FIELDS)) {
    for (const [what, character] of Object.entries(HIDDEN)) {
      it(`refuses ${what} in ${field}`, () => {
        const value = field === 'email' ? `sam${character}@example.com` : `Sam${character}x`;
        expect(parseRequestForm({ ...valid, [field]: value })).toEqual({
          ok: false,
          reason: 'unusual-characters',
          message: `${label} contains hidden characters we cannot accept. Please type it again.`,
        });
      });
    }
  }

  it('takes what people write: accents, right-to-left scripts, emoji, tabs and lines', () => {
    const result = parseRequestForm({
      name: 'Zoë O’Brien-Šimić',
      phone: '+44 (0)7700 900123',
      message: 'שלום, مرحبا 👋\n\tThe Range Rover, Tuesday?',
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('says so in the words the endpoint and the site share', () => {
    expect(REQUEST_TEXTS.unusualCharacters('message')).toBe(
      'Your message contains hidden characters we cannot accept. Please type it again.',
    );
  });
});

describe("requests: staff's notes", () => {
  it('refuses hidden characters in notes, and keeps lines and tabs', () => {
    for (const notes of ['Call\u0000 back', 'Call \u001B[2J back', 'Paid \u202E0001£']) {
      expect(validateRequestChange({ notes })).toMatchObject({ ok: false });
    }
    expect(validateRequestChange({ notes: 'Called.\n\tBooked for Tuesday.' })).toEqual({
      ok: true,
    });
  });
});

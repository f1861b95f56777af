import { describe, expect, it } from 'vitest';
import { isSendableContent, MAX_MESSAGE_LENGTH, validateMessage } from './validation';

describe('validateMessage', () => {
  it('sends the text trimmed of surrounding whitespace', () => {
    expect(validateMessage('  Hello, do you cover Lymington?\n')).toEqual({
      ok: true,
      content: 'Hello, do you cover Lymington?',
    });
  });

  it('keeps line breaks and tabs inside a message, and normalises Windows line breaks', () => {
    expect(validateMessage('Line one\r\nLine two\tend')).toEqual({
      ok: true,
      content: 'Line one\nLine two\tend',
    });
  });

  it.each(['', '   ', '\n\t \u00a0\u3000'])('refuses an empty or blank message (%j)', (raw) => {
    expect(validateMessage(raw)).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Type a message before sending.',
    });
  });

  it('accepts exactly 2000 characters and refuses 2001, saying how long it is', () => {
    expect(validateMessage('x'.repeat(MAX_MESSAGE_LENGTH)).ok).toBe(true);
    expect(validateMessage('x'.repeat(MAX_MESSAGE_LENGTH + 1))).toEqual({
      ok: false,
      reason: 'too-long',
      message: 'Messages can be up to 2,000 characters; this one has 2,001.',
    });
  });

  it('counts an emoji as two characters, as the Firestore rules do', () => {
    expect(validateMessage('😀'.repeat(1000)).ok).toBe(true);
    expect(validateMessage('😀'.repeat(1001))).toMatchObject({ ok: false, reason: 'too-long' });
  });

  it('measures the length after trimming', () => {
    expect(validateMessage(`  ${'x'.repeat(MAX_MESSAGE_LENGTH)}  `).ok).toBe(true);
  });

  it.each([
    ['a bell', 'Hi\u0007'],
    ['a NUL', 'Hi\u0000there'],
    ['an escape', '\u001b[31mred'],
    ['a vertical tab', 'a\u000bb'],
    ['DEL', 'Hi\u007f'],
    ['a C1 control', 'Hi\u0085there'],
    ['a lone surrogate', 'Hi \ud83d there'],
  ])('refuses %s with a clear message', (_label, raw) => {
    expect(validateMessage(raw)).toEqual({
      ok: false,
      reason: 'control-characters',
      message:
        'This message contains hidden control characters that cannot be sent. Please remove them.',
    });
  });

  it('accepts accents, symbols and emoji', () => {
    expect(validateMessage('Café £75 — ✨ 🚗').ok).toBe(true);
  });
});

describe('isSendableContent', () => {
  it('is true only for text exactly as validateMessage would send it', () => {
    expect(isSendableContent('Hello')).toBe(true);
    expect(isSendableContent(' Hello')).toBe(false);
    expect(isSendableContent('a\r\nb')).toBe(false);
    expect(isSendableContent('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { validateCannedReply } from './canned-replies';

describe('validateCannedReply', () => {
  it('trims both fields and normalises line breaks of the text', () => {
    expect(validateCannedReply({ title: '  Prices ', text: ' Line 1\r\nLine 2 ' })).toEqual({
      ok: true,
      title: 'Prices',
      text: 'Line 1\nLine 2',
    });
  });

  it('names every wrong field in words a person can act on', () => {
    expect(validateCannedReply({ title: ' ', text: '' })).toEqual({
      ok: false,
      problems: { title: 'Give the reply a title.', text: 'Write the text of the reply.' },
    });
    expect(validateCannedReply({ title: 'x'.repeat(81), text: 'y'.repeat(2001) })).toEqual({
      ok: false,
      problems: {
        title: 'Titles can be up to 80 characters; this one has 81.',
        text: 'Replies can be up to 2,000 characters; this one has 2,001.',
      },
    });
    expect(validateCannedReply({ title: 'Two\nlines', text: 'Bell\u0007' })).toMatchObject({
      ok: false,
      problems: { title: expect.stringContaining('one line'), text: expect.any(String) },
    });
  });

  it('accepts the limits exactly: an 80-character title and a 2,000-character text', () => {
    expect(validateCannedReply({ title: 'x'.repeat(80), text: 'y'.repeat(2000) }).ok).toBe(true);
  });
});

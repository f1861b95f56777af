import { describe, expect, it } from 'vitest';
import {
  type CannedReply,
  cannedReplyQuery,
  filterCannedReplies,
  sortCannedReplies,
  validateCannedReply,
} from './canned-replies';

const reply = (title: string, text = `${title} text`): CannedReply => ({
  id: `id-${title.replace(/\W/g, '')}-0000`,
  title,
  text,
  updatedAt: 0,
});

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

describe('cannedReplyQuery', () => {
  it('is what follows a leading slash, on one line only', () => {
    expect(cannedReplyQuery('/')).toBe('');
    expect(cannedReplyQuery('/pri')).toBe('pri');
    expect(cannedReplyQuery('/ceramic coat')).toBe('ceramic coat');
    expect(cannedReplyQuery('hello /pri')).toBeNull();
    expect(cannedReplyQuery(' /pri')).toBeNull();
    expect(cannedReplyQuery('/pri\nmore')).toBeNull();
    expect(cannedReplyQuery('')).toBeNull();
  });
});

describe('filterCannedReplies', () => {
  const replies = sortCannedReplies([
    reply('Opening hours', 'Monday to Friday 08:00-18:00'),
    reply('Ceramic Coating', 'POA, 1-3 days'),
    reply('Paint Correction', 'from £200, ceramic-ready'),
    reply('Déjà vu', 'Accents'),
  ]);

  it('keeps every reply, by title, for an empty query', () => {
    expect(filterCannedReplies(replies, '').map((r) => r.title)).toEqual([
      'Ceramic Coating',
      'Déjà vu',
      'Opening hours',
      'Paint Correction',
    ]);
  });

  it('matches title or text, case- and accent-insensitively, titles starting with it first', () => {
    expect(filterCannedReplies(replies, 'CERAMIC').map((r) => r.title)).toEqual([
      'Ceramic Coating',
      'Paint Correction',
    ]);
    expect(filterCannedReplies(replies, 'deja').map((r) => r.title)).toEqual(['Déjà vu']);
    expect(filterCannedReplies(replies, 'monday 18').map((r) => r.title)).toEqual([
      'Opening hours',
    ]);
    expect(filterCannedReplies(replies, 'valeting')).toEqual([]);
  });
});

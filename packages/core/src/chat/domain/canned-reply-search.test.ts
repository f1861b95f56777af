import { describe, expect, it } from 'vitest';
import { type CannedReply, sortCannedReplies } from './canned-replies';
import { cannedReplyQuery, filterCannedReplies } from './canned-reply-search';

const reply = (title: string, text = `${title} text`): CannedReply => ({
  id: `id-${title.replace(/\W/g, '')}-0000`,
  title,
  text,
  updatedAt: 0,
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

  it('finds a word of the text by its start, as staff think of it ("/area" finds Where We Cover)', () => {
    const seeded = sortCannedReplies([
      reply('Opening hours', "We're open Monday to Friday, 08:00 to 18:00."),
      reply(
        'Where We Cover',
        'From our base in Christchurch, we serve Dorset and West Hampshire. The area we cover ' +
          'includes Bournemouth, Poole and Ringwood.',
      ),
      reply('Mini Valet', 'Price: £50'),
    ]);
    expect(filterCannedReplies(seeded, 'area').map((r) => r.title)).toEqual(['Where We Cover']);
    expect(filterCannedReplies(seeded, 'are').map((r) => r.title)).toEqual(['Where We Cover']);
    expect(filterCannedReplies(seeded, 'AREA').map((r) => r.title)).toEqual(['Where We Cover']);
    expect(filterCannedReplies(seeded, 'ringw').map((r) => r.title)).toEqual(['Where We Cover']);
    expect(filterCannedReplies(seeded, 'cover').map((r) => r.title)).toEqual(['Where We Cover']);
    // Words, not any part of one: "ver" is inside "cover" and "over", and starts no word.
    expect(filterCannedReplies(seeded, 'ver')).toEqual([]);
  });

  it('puts titles with the words first, then texts with them whole, then the rest', () => {
    const list = sortCannedReplies([
      reply('Booking', 'How to book a paint correction'),
      reply('Prices: Paint Correction', 'From £200'),
      reply('Correction fluid', 'Not ours'),
      reply('PPF', 'Film over the areas stones hit'),
      reply('Where We Cover', 'The area we cover'),
    ]);
    expect(filterCannedReplies(list, 'correction').map((r) => r.title)).toEqual([
      'Correction fluid',
      'Prices: Paint Correction',
      'Booking',
    ]);
    // A whole word before the start of one: Enter takes "the area", not "the areas".
    expect(filterCannedReplies(list, 'area').map((r) => r.title)).toEqual([
      'Where We Cover',
      'PPF',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { CHAT_QUIET_MS, quietMoment } from './popup-schedule';

const NOW = 1_800_000_000_000;
const unused = { open: false, usedAt: undefined };
const onPage = (path: string, search = '') => quietMoment({ path, search }, unused, NOW);

describe('quietMoment: when the consultation offer may open', () => {
  it('opens on the pages a visitor browses', () => {
    for (const path of [
      '/',
      '/services',
      '/services/paint-correction',
      '/privacy',
      '/booking-calendar/paint-correction-1',
    ]) {
      expect(onPage(path), path).toBe(true);
    }
  });

  it('never on the booking forms, the contact page or the thank-you page, with or without a trailing slash', () => {
    for (const path of [
      '/book-online',
      '/book-online/paint-correction',
      '/booking',
      '/booking/',
      '/contact',
      '/contact/',
      '/thank-you',
    ]) {
      expect(onPage(path), path).toBe(false);
    }
  });

  it('never on a page opened from a reply e-mail’s link (?chat=)', () => {
    expect(onPage('/', '?chat=abcdefgh12345678')).toBe(false);
    expect(onPage('/services', '?utm_source=mail&chat=abcdefgh12345678&mode=signIn')).toBe(false);
    expect(onPage('/services', '?utm_source=mail')).toBe(true);
  });

  it('never over the open chat, nor within a minute of its last use; from a minute on, it may', () => {
    const at = (open: boolean, usedAt: number | undefined) =>
      quietMoment({ path: '/', search: '' }, { open, usedAt }, NOW);
    expect(at(true, undefined)).toBe(false);
    expect(at(false, NOW - 1000)).toBe(false);
    expect(at(false, NOW - CHAT_QUIET_MS + 1)).toBe(false);
    expect(at(false, NOW - CHAT_QUIET_MS)).toBe(true);
    expect(CHAT_QUIET_MS).toBe(60_000);
  });
});

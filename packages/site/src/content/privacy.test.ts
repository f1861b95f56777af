import { business } from '@detailing/ui';
import { describe, expect, it } from 'vitest';
import { isList, privacyNotice, type RichText } from './privacy';

const plain = (text: RichText) =>
  typeof text === 'string'
    ? text
    : text.map((p) => (typeof p === 'string' ? p : 'strong' in p ? p.strong : p.text)).join('');

/** The whole notice as text, and its links. */
const blocks = privacyNotice.sections.flatMap((s) => s.body);
const texts = blocks.flatMap((b) => (isList(b) ? b.list : [b]));
const all = [privacyNotice.intro, ...privacyNotice.sections.map((s) => s.heading), ...texts]
  .map(plain)
  .join('\n');
const links = texts
  .flatMap((t) => (typeof t === 'string' ? [] : t))
  .filter((p) => typeof p !== 'string');

describe('the privacy notice', () => {
  it('names the controller and how to reach it, from the business profile', () => {
    expect(all).toContain(`${business.name} is a family-run car detailing`);
    expect(all).toContain('Christchurch, Dorset');
    expect(links).toContainEqual({ text: business.email, href: `mailto:${business.email}` });
    expect(links).toContainEqual({
      text: business.phone.display,
      href: `tel:${business.phone.e164}`,
    });
  });

  it('says what the chat stores, where the forms go, why, and for how long', () => {
    expect(all).toMatch(/anonymous ID/);
    expect(all).toMatch(/the page you are on and your device type/);
    expect(all).toMatch(/FormSubmit \(formsubmit\.co\)/);
    expect(all).toMatch(/Article 6\(1\)\(b\)/);
    expect(all).toMatch(/Article 6\(1\)\(f\)/);
    expect(all).toMatch(/Chat: a conversation with no new messages for 30 days is closed/);
    expect(all).toMatch(/deleted, with all its messages, 365 days after it was closed/);
    expect(all).toMatch(/Google Firebase/);
  });

  it('lists every UK GDPR right it promises, and the ICO', () => {
    for (const right of [
      'Access',
      'Rectification',
      'Erasure',
      'Objection',
      'Restriction',
      'Portability',
    ]) {
      expect(all).toMatch(new RegExp(`^${right}: `, 'm'));
    }
    expect(links).toContainEqual({
      text: 'ico.org.uk',
      href: 'https://ico.org.uk/make-a-complaint/',
    });
  });

  it('has a date, unique section anchors that no home-page section uses, and no placeholders', () => {
    expect(privacyNotice.updated).toEqual({ iso: '2026-11-24', label: '24 November 2026' });
    const ids = privacyNotice.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['home', 'about', 'services', 'gallery', 'testimonials', 'contact']) {
      expect(ids).not.toContain(id);
    }
    expect(all).not.toMatch(/lorem|TODO|TBD|\[|\{|placeholder|example\.org/i);
  });
});

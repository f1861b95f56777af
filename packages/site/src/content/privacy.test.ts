import { REPLY_MAIL_DEFAULTS, REPLY_MAIL_TEXTS } from '@detailing/core/domain';
import { business } from '@detailing/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isList,
  type PrivacyNotice,
  privacyNotice,
  privacyNoticeFor,
  type RichText,
} from './privacy';

const plain = (text: RichText) =>
  typeof text === 'string'
    ? text
    : text.map((p) => (typeof p === 'string' ? p : 'strong' in p ? p.strong : p.text)).join('');

/** A notice's paragraphs and list items, one section's or all of them. */
const textsOf = (notice: PrivacyNotice, sectionId?: string) =>
  notice.sections
    .filter((s) => sectionId === undefined || s.id === sectionId)
    .flatMap((s) => s.body)
    .flatMap((b) => (isList(b) ? b.list : [b]));

/** A notice as one text: intro, headings, paragraphs and list items, each on its own line. */
const textOf = (notice: PrivacyNotice, sectionId?: string) =>
  (sectionId === undefined
    ? [notice.intro, ...notice.sections.map((s) => s.heading), ...textsOf(notice)]
    : textsOf(notice, sectionId)
  )
    .map(plain)
    .join('\n');

/** The whole notice as text, and its links. */
const texts = textsOf(privacyNotice);
const all = textOf(privacyNotice);
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
    expect(all).toMatch(/sends the form to this website, which keeps it as a request/);
    expect(all).toMatch(/Only our team sees requests, in our staff console/);
    expect(all).toMatch(
      /Requests: we keep a request while we deal with it\. Once we have marked it as closed, it is deleted 24 months after its last change/,
    );
    expect(all).toMatch(/never the address itself/);
    expect(all).not.toMatch(/FormSubmit|formsubmit/);
    expect(all).toMatch(/Article 6\(1\)\(b\)/);
    expect(all).toMatch(/Article 6\(1\)\(f\)/);
    expect(all).toMatch(/Chat: a conversation with no new messages for 30 days is closed/);
    expect(all).toMatch(/deleted, with all its messages and photos, 365 days after it was closed/);
    expect(all).toMatch(/the photos you or our team send in the conversation/);
    expect(all).toMatch(/removes the details a camera stores inside a photo/);
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
    expect(privacyNotice.updated).toEqual({ iso: '2026-11-27', label: '27 November 2026' });
    const ids = privacyNotice.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['home', 'about', 'services', 'gallery', 'testimonials', 'contact']) {
      expect(ids).not.toContain(id);
    }
    for (const options of [
      { appCheck: false },
      { appCheck: true },
      { appCheck: false, relay: 'formsubmit.co' },
    ]) {
      expect(textOf(privacyNoticeFor(options))).not.toMatch(
        /lorem|TODO|TBD|\[|\{|placeholder|example\.org/i,
      );
    }
  });
});

describe('replies by e-mail (CHAT-PRODUCT.md 7)', () => {
  const text = textOf(privacyNotice, 'chat-e-mails');

  it('says what is e-mailed, when, why, and how to stop it, with the function’s delays', () => {
    const minutes = (ms: number) => ms / 60_000;
    expect(text).toContain(
      `have not seen the reply ${minutes(REPLY_MAIL_DEFAULTS.delayMs)} minutes later`,
    );
    expect(text).toContain(`at most once every ${minutes(REPLY_MAIL_DEFAULTS.intervalMs)} minutes`);
    expect(text).toContain(`(“${REPLY_MAIL_TEXTS.transcript}”)`);
    expect(text).toMatch(/a link that stops e-mails for that conversation/);
    expect(text).toMatch(/We send nothing else to this address/);
  });
});

describe('with an external form relay (VITE_FORM_ACTION)', () => {
  const relayed = textOf(privacyNoticeFor({ appCheck: false, relay: 'formsubmit.co' }));

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('the forms post to /api/requests unless VITE_FORM_ACTION names a relay, and the notice follows', async () => {
    vi.stubEnv('VITE_FORM_ACTION', '');
    vi.resetModules();
    expect((await import('../config/env')).formAction).toBe('/api/requests');
    expect(textOf((await import('./privacy')).privacyNotice)).not.toMatch(/formsubmit/);
    vi.stubEnv('VITE_FORM_ACTION', 'https://formsubmit.co/el/vujiha');
    vi.resetModules();
    expect((await import('../config/env')).formAction).toBe('https://formsubmit.co/el/vujiha');
    expect(textOf((await import('./privacy')).privacyNotice)).toMatch(
      /sends the form to formsubmit\.co, an online form service/,
    );
  });

  it('says the forms go to the relay by e-mail and are not kept here', () => {
    expect(relayed).toMatch(/sends the form to formsubmit\.co, an online form service/);
    expect(relayed).toMatch(/Your details are not stored on this website/);
    expect(relayed).toMatch(/^formsubmit\.co passes the forms on to us by e-mail;$/m);
    expect(relayed).not.toMatch(/as a request|staff console|Requests: /);
  });
});

describe('cookies, with App Check on or off', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const off = privacyNoticeFor({ appCheck: false });
  const on = privacyNoticeFor({ appCheck: true });

  it('without App Check, says the site sets no cookies, and names no reCAPTCHA', () => {
    expect(textOf(off, 'your-device')).toMatch(
      /^This website sets no cookies and uses no analytics or advertising trackers\./,
    );
    expect(textOf(off)).not.toMatch(/reCAPTCHA|_GRECAPTCHA|set by Google/);
  });

  it('with App Check, names reCAPTCHA’s cookie: what it is, who sets it, why, how long', () => {
    const device = textOf(on, 'your-device');
    expect(device).toMatch(/^This website sets no cookies of its own and uses no analytics/);
    expect(device).not.toMatch(/sets no cookies and/);
    const cookie = device.split('\n').find((line) => line.includes('_GRECAPTCHA')) ?? '';
    expect(cookie).toMatch(/^The live chat uses one cookie, set by Google: _GRECAPTCHA\./);
    expect(cookie).toMatch(/Google’s reCAPTCHA service sets it on your device/);
    expect(cookie).toMatch(/to help tell people from automated programs \(“bots”\)/);
    expect(cookie).toMatch(/spam and abuse out of the chat/);
    expect(cookie).toMatch(/It lasts for 6 months\.$/);
    // And among those who handle the chat's visitors' information.
    expect(textOf(on, 'who-else')).toMatch(
      /^Google reCAPTCHA checks that the chat is being used by a person and not by an automated program/m,
    );
    // Everything else is the same notice.
    expect(on.sections.map((s) => s.heading)).toEqual(off.sections.map((s) => s.heading));
  });

  it('the site’s notice follows the build: reCAPTCHA’s cookie only with a site key', async () => {
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', '6LcA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S');
    vi.resetModules();
    expect((await import('./privacy')).privacyNotice).toEqual(on);

    for (const blank of ['', '  ']) {
      vi.stubEnv('VITE_APPCHECK_SITE_KEY', blank);
      vi.resetModules();
      expect((await import('./privacy')).privacyNotice).toEqual(off);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { siteLink } from './site-link';

const SITE = 'https://www.harbourheathdetailing.co.uk';
const STANDALONE_CHUNK = `${SITE}/widget/assets/define-panel-abc123.js`;
const BOOKING = '/book-online/paint-correction?quote=session-1.quote-1';

describe('the widget’s links to the firm’s site', () => {
  it('on our own site are the site’s paths, in the same tab', () => {
    expect(siteLink('/privacy', `${SITE}/assets/define-panel-xyz.js`, SITE)).toEqual({
      href: '/privacy',
      newTab: false,
    });
    expect(siteLink(BOOKING, `${SITE}/assets/quote-card-xyz.js`, SITE).href).toBe(BOOKING);
  });

  it('embedded on another site are absolute URLs of our site’s pages, in a new tab', () => {
    expect(siteLink('/privacy', STANDALONE_CHUNK, 'https://classic-car-club.example')).toEqual({
      href: `${SITE}/privacy`,
      newTab: true,
    });
    expect(siteLink(BOOKING, STANDALONE_CHUNK, 'https://classic-car-club.example')).toEqual({
      href: `${SITE}${BOOKING}`,
      newTab: true,
    });
  });

  it('treat another port or scheme of the same host as another site', () => {
    expect(
      siteLink('/privacy', 'http://127.0.0.1:5000/widget/x.js', 'http://127.0.0.1:5055').href,
    ).toBe('http://127.0.0.1:5000/privacy');
    expect(
      siteLink('/privacy', STANDALONE_CHUNK, 'http://www.harbourheathdetailing.co.uk').newTab,
    ).toBe(true);
  });

  it('in a sandboxed frame (origin "null") link to our site absolutely', () => {
    expect(siteLink('/privacy', STANDALONE_CHUNK, 'null').href).toBe(`${SITE}/privacy`);
  });
});

import { describe, expect, it } from 'vitest';
import { privacyLink } from './privacy-link';

const SITE = 'https://www.harbourheathdetailing.co.uk';
const STANDALONE_CHUNK = `${SITE}/widget/assets/define-panel-abc123.js`;

describe('the widget’s privacy notice link', () => {
  it('on our own site is the site’s /privacy page, in the same tab', () => {
    expect(privacyLink(`${SITE}/assets/define-panel-xyz.js`, SITE)).toEqual({
      href: '/privacy',
      newTab: false,
    });
  });

  it('embedded on another site is the absolute URL of our site’s page, in a new tab', () => {
    expect(privacyLink(STANDALONE_CHUNK, 'https://classic-car-club.example')).toEqual({
      href: `${SITE}/privacy`,
      newTab: true,
    });
  });

  it('treats another port or scheme of the same host as another site', () => {
    expect(privacyLink('http://127.0.0.1:5000/widget/x.js', 'http://127.0.0.1:5055').href).toBe(
      'http://127.0.0.1:5000/privacy',
    );
    expect(privacyLink(STANDALONE_CHUNK, 'http://www.harbourheathdetailing.co.uk').newTab).toBe(
      true,
    );
  });

  it('in a sandboxed frame (origin "null") links to our site absolutely', () => {
    expect(privacyLink(STANDALONE_CHUNK, 'null').href).toBe(`${SITE}/privacy`);
  });
});

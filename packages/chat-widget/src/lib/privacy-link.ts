/** Our site's privacy notice, a prerendered page of the site that serves the widget. */
const PRIVACY_PATH = '/privacy';

export interface PrivacyLink {
  /** `/privacy` on our own site; the absolute URL of our site's page anywhere else. */
  readonly href: string;
  /** Embedded on another site: the notice opens in a new tab, so the visitor keeps that page. */
  readonly newTab: boolean;
}

/**
 * Where the widget's "Privacy notice" link points. `homeUrl` is a URL of the widget's own code
 * (`import.meta.url`): the standalone script and its chunks are served from `/widget/` on our
 * site, and on our site the widget is part of the site's own bundle, so its origin is our site's
 * in both cases. `pageOrigin` is the page's (`location.origin`: "null" in sandboxed frames).
 */
export function privacyLink(homeUrl: string, pageOrigin: string): PrivacyLink {
  const home = new URL(PRIVACY_PATH, homeUrl);
  return home.origin === pageOrigin
    ? { href: PRIVACY_PATH, newTab: false }
    : { href: home.href, newTab: true };
}

export interface SiteLink {
  /** The path on our own site; the absolute URL of our site's page anywhere else. */
  readonly href: string;
  /** Embedded on another site: the page opens in a new tab, so the visitor keeps that page. */
  readonly newTab: boolean;
}

/**
 * Where a link of the widget to a page of the firm's site points (the privacy notice, a quote's
 * booking). `homeUrl` is a URL of the widget's own code (`import.meta.url`): the standalone
 * script and its chunks are served from `/widget/` on our site, and on our site the widget is
 * part of the site's own bundle, so its origin is our site's in both cases. `pageOrigin` is the
 * page's (`location.origin`: "null" in sandboxed frames). `path` may carry a query.
 */
export function siteLink(path: string, homeUrl: string, pageOrigin: string): SiteLink {
  const home = new URL(path, homeUrl);
  return home.origin === pageOrigin
    ? { href: path, newTab: false }
    : { href: home.href, newTab: true };
}

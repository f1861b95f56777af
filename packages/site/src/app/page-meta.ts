import { siteUrl } from '../config/env';
import type { ImageKey } from '../content/image-keys';

/** What a page tells search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL when it differs from the page's own (legacy routes). */
  canonicalPath?: string;
  /** Pages that must not be indexed (the 404 page). */
  noindex?: boolean;
  /**
   * Crawlable, but left out of the sitemap: not a page to promote (thank-you). It is not
   * `noindex`, which would fail the SEO budget (Lighthouse 100 on every public route).
   */
  unlisted?: boolean;
  /** The link-preview image; the default brand image otherwise. */
  ogImage?: ImageKey;
}

export function canonicalUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

import type { ComponentProps } from 'react';
import { siteLink } from '../../lib/site-link';

export type SiteAnchorProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  /** The page's path on the firm's site (with its query, if any). */
  readonly path: string;
  /** A URL of the widget's own code, whose origin is our site's (tests pass another). */
  readonly homeUrl?: string;
};

/**
 * A link to a page of the firm's site (lib/site-link.ts): the path, in the same tab, on our own
 * site; the absolute URL in a new tab, said to screen readers, on anyone else's page.
 */
export function SiteAnchor({
  path,
  homeUrl = import.meta.url,
  children,
  ...props
}: SiteAnchorProps) {
  const { href, newTab } = siteLink(path, homeUrl, window.location.origin);
  return newTab ? (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

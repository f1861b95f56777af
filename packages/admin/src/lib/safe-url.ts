import type { PageRef } from '@detailing/core';

// What a visitor's session says about pages and addresses is written by the visitor. The rules
// hold it to strict patterns, but data stored before they were strict, or a rule that misses a
// case, must never break the console: every stored URL is parsed here, safely, and a link is
// made only when it goes where it says.

/** `value` (resolved against `base`) as a URL, or null when it does not parse. */
function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The host of a stored origin ("www.google.com"), or null when it is not one. */
export function hostOf(origin: string): string | null {
  const url = parseUrl(origin);
  return url && /^https?:$/.test(url.protocol) ? url.host : null;
}

/**
 * The address of a page the visitor was on: `page.path` on `page.origin` (a page on another
 * site) or on ours. Null unless it stays on that origin over http(s): a path such as
 * `//evil.example/` or `/\evil.example` would otherwise lead somewhere else.
 */
export function pageHref(page: PageRef, siteOrigin: string): string | null {
  const origin = parseUrl(page.origin ?? siteOrigin);
  if (!origin || !/^https?:$/.test(origin.protocol)) return null;
  const url = parseUrl(page.path, origin.origin);
  return url && url.origin === origin.origin ? url.href : null;
}

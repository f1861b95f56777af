import { describeEnvironment, type VisitorEnvironment } from '@detailing/core';

/**
 * What staff see about the visitor's setting (CHAT-PRODUCT.md 2), from this browser: core
 * keeps a device class, a browser name, the language, the time zone and the referrer's origin
 * only (no user agent string, no IP, nothing that fingerprints).
 */
export function browserEnvironment(): VisitorEnvironment | undefined {
  // Not in a browser (the unit tests' Node): nothing to describe.
  if (typeof window === 'undefined') return undefined;
  const scope = window;
  return describeEnvironment({
    userAgent: scope.navigator.userAgent,
    viewportWidth: scope.innerWidth,
    language: scope.navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    referrer: scope.document.referrer,
    pageOrigin: scope.location.origin,
  });
}

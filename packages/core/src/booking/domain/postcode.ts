// UK postcodes for mobile work (BOOKING.md 2): the visitor's postcode must lie in an area the
// firm covers, listed with the business details as postcode areas (`BH`) or districts (`SO41`).

/** A full postcode (`BH23 1AA`) or its first half (`BH23`), any case, spaces anywhere. */
const POSTCODE = /^([A-Z]{1,2}[0-9][0-9A-Z]?)\s*([0-9][A-Z]{2})?$/;

/** `bh231aa` -> `BH23 1AA`; `bh23` -> `BH23`; null when it is not a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const match = POSTCODE.exec(input.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, outward, inward] = match;
  return inward ? `${outward} ${inward}` : (outward ?? null);
}

/** Whether `postcode` (normalised) lies in one of `coverage`'s areas or districts. */
export function inCoverage(postcode: string, coverage: readonly string[]): boolean {
  const outward = postcode.split(' ')[0] ?? '';
  const area = /^[A-Z]+/.exec(outward)?.[0] ?? '';
  return coverage.some((entry) => entry === outward || entry === area);
}

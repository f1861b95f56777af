// @ts-check
// Stands in for `re2js` in our browser bundles (see ./firebase-bundle.js). Firestore evaluates
// pipeline regex expressions (`like`, `regexContains`, `regexMatch`) with re2js, 45 kB gzip of
// every bundle that contains Firestore; our queries use none of them. If that ever changes, the
// call fails loudly here instead of quietly: Firestore catches the error and only warns, so the
// reason is also logged as an error (which fails any e2e test: e2e/fixtures.ts).

const MESSAGE =
  're2js is left out of this bundle (packages/core/build/firebase-bundle.js): Firestore ' +
  'regular expressions (like, regexContains, regexMatch) are unavailable. Remove the alias to use them.';

/** re2js's entry point: every use of the library starts with `RE2JS.compile(pattern)`. */
export const RE2JS = {
  /** @returns {never} */
  compile() {
    console.error(MESSAGE);
    throw new Error(MESSAGE);
  },
};

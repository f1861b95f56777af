// @ts-check
// How an app that bundles Firebase for the browser (the widget, the site, the staff console)
// keeps out the parts of it we never call. One place for the three Vite builds.
import { fileURLToPath } from 'node:url';

/**
 * Firebase's modules for a `codeSplitting` group of their own (one long-cached chunk), less the
 * parts loaded only on demand, which keep chunks of their own: App Check (only with a site key),
 * Cloud Messaging and the Installations service it alone uses (only when staff switch push on or
 * off).
 */
export const FIREBASE_CHUNK =
  /node_modules[\\/](?:firebase|@firebase|idb)[\\/](?!(?:app-check|messaging|installations)[\\/])|[\\/]re2js-stub\.js$/;

/**
 * A Vite plugin: `re2js` (45 kB gzip, pulled in by every Firestore build since firebase 12.15
 * for pipeline regex expressions) resolves to a stub that throws if it is ever called.
 * docs/performance.md, "Firebase", has the sizes before and after.
 * @returns {import('vite').Plugin}
 */
export function firebaseBundle() {
  return {
    name: 'detailing-firebase-bundle',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^re2js$/,
            replacement: fileURLToPath(new URL('re2js-stub.js', import.meta.url)),
          },
        ],
      },
    }),
  };
}

import { authStaticFields, FIREBASE_CHUNK, firebaseBundle } from '@detailing/core/firebase-bundle';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { classicScriptEntry } from './src/embed/classic-script-entry';

/**
 * The standalone build: `detailing-chat.js` (the loader, an ES module) plus lazily imported,
 * hashed chunks under `assets/`: the panel, React, and Firebase, each on its own so each can be
 * measured and cached (App Check, only fetched when configured, stays apart). Firebase without
 * re2js: `firebaseBundle()`; and without the Auth classes it never uses: `authStaticFields()`.
 * `scripts/build.mjs` builds it into `<outDir>/widget/`. docs/performance.md has the sizes.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export default defineConfig({
  plugins: [react(), firebaseBundle(), authStaticFields(), classicScriptEntry()],
  // Library mode does not replace it, and React would ship its development build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: '../../dist/widget',
    emptyOutDir: true,
    copyPublicDir: false,
    lib: {
      entry: 'src/standalone.ts',
      formats: ['es'],
      fileName: () => 'detailing-chat.js',
    },
    rolldownOptions: {
      treeshake: {
        // Radix's builds name their functions with calls to esbuild's `__name(fn, "name")` at
        // the top level, which keep every function they name (react-collection's unused
        // ordered-dictionary collection: 2.5 kB gzip of the panel); it only sets `fn.name`.
        manualPureFunctions: ['__name'],
      },
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
        // Vite's library mode keeps whitespace in ES output (for consumers' bundlers); this file
        // goes straight to browsers, so it is minified fully.
        minify: true,
        // Nor are its `/* @__PURE__ */` annotations of any use to a browser (0.5 kB gzip).
        comments: { annotation: false, jsdoc: false },
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            { name: 'firebase', test: FIREBASE_CHUNK },
          ],
        },
      },
    },
  },
});

// @ts-check
// Builds the staff console into <outDir>/admin/ and its service worker into <outDir>/sw.js
// (root scope, not hashed: browsers look it up by name). Called by scripts/build.mjs.
import path from 'node:path';
import { build } from 'vite';

const adminRoot = import.meta.dirname;

/** @param {{ outDir: string }} options */
export async function buildAdmin({ outDir }) {
  await build({
    root: adminRoot,
    logLevel: 'warn',
    build: { outDir: path.join(outDir, 'admin'), emptyOutDir: false },
  });
  // A classic script (not a module worker), so every browser with push can run it.
  await build({
    root: adminRoot,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      lib: {
        entry: path.join(adminRoot, 'src/sw/sw.ts'),
        formats: ['iife'],
        name: 'detailingServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
}

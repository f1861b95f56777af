import { firebaseBundle } from '@detailing/core/firebase-bundle';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imageManifestHalves } from './build/images/manifest-halves.mjs';
import { imagesDevServer } from './build/images/vite-plugin.mjs';

export default defineConfig({
  plugins: [react(), imagesDevServer(), imageManifestHalves(), firebaseBundle()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // One stylesheet for the whole site, inlined into every prerendered page
    // (build/prerender.mjs): no render-blocking request, no CSS waterfall on navigation.
    cssCodeSplit: false,
    // Read by the prerender to link each page's own CSS and chunks (then deleted).
    manifest: true,
  },
  server: { port: 5173, strictPort: true },
});

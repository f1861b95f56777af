import { FIREBASE_CHUNK, firebaseBundle } from '@detailing/core/firebase-bundle';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { business } from '@detailing/ui/business';
import { webManifest } from './src/config/manifest.ts';

const MANIFEST = 'manifest.webmanifest';

/**
 * Firestore and its WebChannel transport: loaded with the chat backend (lib/firebase/
 * chat-backend.ts), after sign-in, not in the first load, which needs only the app and Auth.
 */
const FIRESTORE_CHUNK =
  /node_modules[\\/](?:firebase[\\/]firestore|@firebase[\\/](?:firestore|webchannel-wrapper))[\\/]|[\\/]re2js-stub\.js$/;

/** Emits /admin/manifest.webmanifest from the business profile (and serves it in dev). */
function webManifestPlugin(): Plugin {
  const source = () => `${JSON.stringify(webManifest(business), null, 2)}\n`;
  return {
    name: 'admin-web-manifest',
    configureServer(server) {
      server.middlewares.use(`/admin/${MANIFEST}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: source() });
    },
  };
}

/**
 * The staff console: served under /admin/ (Hosting rewrites /admin/** to /admin/index.html).
 * The service worker is a separate build (build.mjs) into the site root as /sw.js.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), webManifestPlugin(), firebaseBundle()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries in their own long-cached chunks: a console release re-downloads only its code.
        codeSplitting: {
          groups: [
            // (Cloud Messaging and App Check stay out: they load only when needed.)
            // The app and Auth first, so that Firestore's group (which takes the modules it
            // imports along) is left with Firestore alone.
            {
              name: 'firebase',
              test: (id: string) => FIREBASE_CHUNK.test(id) && !FIRESTORE_CHUNK.test(id),
              priority: 3,
            },
            { name: 'firestore', test: FIRESTORE_CHUNK, priority: 2 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
    // Firebase (Auth, then Firestore) is most of the console; it is cached after the first visit.
    chunkSizeWarningLimit: 900,
  },
  server: { port: 5174, strictPort: true, host: '127.0.0.1' },
});

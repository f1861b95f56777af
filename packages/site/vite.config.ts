import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagesDevServer } from '../../scripts/images/vite-plugin.mjs';

export default defineConfig({
  plugins: [react(), imagesDevServer()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Read by the prerender to link each page's own CSS and chunks (then deleted).
    manifest: true,
  },
  server: { port: 5173, strictPort: true },
});

#!/usr/bin/env node
// @ts-check
// Builds everything Hosting serves into one folder (default dist/):
//   /index.html and /<route>/index.html (prerendered site), /404.html, /sitemap.xml,
//   /robots.txt, /assets/* (hashed), /widget/* (the chat widget), /admin/* (staff console).
// Build-time configuration comes from VITE_* environment variables (see README).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { buildAdmin } from '../packages/admin/build.mjs';
import { buildSite } from '../packages/site/build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** @param {{ outDir: string }} options */
export async function buildAll({ outDir }) {
  const started = Date.now();
  const ssrDir = path.join(root, '.build/ssr', path.basename(outDir));
  await rm(outDir, { recursive: true, force: true });
  // The site: images, client bundle, prerendered pages (packages/site/build.mjs).
  const pages = await buildSite({ outDir, ssrDir });
  // The chat widget's standalone script and its lazy chunks (for third-party pages).
  await build({
    root: path.join(root, 'packages/chat-widget'),
    logLevel: 'warn',
    build: { outDir: path.join(outDir, 'widget'), emptyOutDir: true },
  });
  // The staff console (/admin/*) and its service worker (/sw.js, root scope).
  await buildAdmin({ outDir });
  console.log(
    `Built ${pages} pages into ${path.relative(root, outDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { localAppEnv } = await import('./lib/app-env.mjs');
  const { DEFAULT_PORTS } = await import('./lib/ports.mjs');
  // Without configuration, build for the local emulators (what `npm start` serves).
  if (!process.env.VITE_FIREBASE_PROJECT_ID) Object.assign(process.env, localAppEnv(DEFAULT_PORTS));
  await buildAll({ outDir: path.join(root, 'dist') });
}

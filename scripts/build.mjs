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
  // Each part says when it starts and how long it took (a cold build takes minutes).
  const total = 6;
  let index = 0;
  /** @type {import('../packages/site/build.mjs').BuildStep} */
  const step = async (name, fn) => {
    const label = `[build ${++index}/${total}] ${name}`;
    console.log(`${label}...`);
    const begun = Date.now();
    const result = await fn();
    console.log(`${label}: ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    return result;
  };
  // The site: images, client bundle, prerendered pages (packages/site/build.mjs), from the
  // seed, or from an owner's release when the production publisher names one (SITE_RELEASE_DIR:
  // a deploy's build, after the hosting predeploy built the publisher).
  const publisher = process.env.SITE_RELEASE_DIR ? await import('@detailing/publisher') : null;
  const release = await publisher?.releaseFromEnv();
  if (release)
    console.log(`The site is built from the release in ${process.env.SITE_RELEASE_DIR}.`);
  const { preview = false, ...site } = release ?? {};
  const pages = await buildSite({ outDir, ssrDir, step, ...site });
  // A preview of the owner's draft (the publish workflow's): every page says so.
  if (preview) await publisher?.markAsPreview(outDir);
  // The chat widget's standalone script and its lazy chunks (for third-party pages).
  await step('chat widget', () =>
    build({
      root: path.join(root, 'packages/chat-widget'),
      logLevel: 'warn',
      build: { outDir: path.join(outDir, 'widget'), emptyOutDir: true },
    }),
  );
  // The staff console (/admin/*) and its service worker (/sw.js, root scope).
  await step('staff console', () => buildAdmin({ outDir }));
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

#!/usr/bin/env node
// @ts-check
// The functions' build: src/index.ts and what it imports, core's domain included, bundled into
// one ES module, lib/index.js. Deploys upload it (firebase.json's predeploy runs `npm run bundle`)
// and the local stack's trigger runner loads the same file. The npm packages in package.json's
// dependencies stay outside the bundle: Cloud Functions installs them.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const dir = import.meta.dirname;

export async function bundleFunctions() {
  // lib/ is what deploys: nothing but this build in it (an older build left other files).
  await rm(path.join(dir, 'lib'), { recursive: true, force: true });
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: [path.join(dir, 'src/index.ts')],
    outfile: path.join(dir, 'lib/index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external,
    sourcemap: true,
    // The e-mails are React components rendered to markup (mail-html.tsx).
    jsx: 'automatic',
    logLevel: 'warning',
    // The domain's modules have no side effects, so what the functions do not use is left out.
    treeShaking: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleFunctions();

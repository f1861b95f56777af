#!/usr/bin/env node
// @ts-check
// The publisher's build: src/index.ts and what it imports, core's domain and site-content
// (the schema and the seed) included, bundled into one ES module, lib/index.js, which the
// scripts import as `@detailing/publisher` (the publish workflow's step, the deploy, the local
// trigger runner, `npm test`'s publish check). The packages in package.json's dependencies stay
// outside: the npm ones, and the site's build (`@detailing/site/build`), which builds from its
// own folder. Built where the functions are: the local stack, `npm test`'s build step, the
// hosting predeploy (firebase.json) and the publish workflow.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const dir = import.meta.dirname;

/**
 * Writes lib/index.js (and its source map). Each file is written beside its place and renamed
 * into it: a stack and `npm test` may build it at once, and a process importing it meanwhile
 * reads a whole file, never half of one.
 */
export async function bundlePublisher() {
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);
  const { outputFiles } = await build({
    entryPoints: [path.join(dir, 'src/index.ts')],
    outfile: path.join(dir, 'lib/index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The Node the repository runs on (package.json's engines), not the functions' 22.
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
    // The domain's modules have no side effects, so what the publisher does not use is left out.
    treeShaking: true,
    write: false,
  });
  await mkdir(path.join(dir, 'lib'), { recursive: true });
  // The source map first: the module names it.
  const ordered = [...outputFiles].sort(
    (a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')),
  );
  for (const file of ordered) {
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await bundlePublisher();

// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, measureBundles, overBudget } from './bundle-sizes.mjs';

/** A build output in miniature, laid out as scripts/build.mjs lays out `dist/`. */
const FILES = {
  'index.html':
    '<html><head><style>body{color:red}</style>' +
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>' +
    '<meta name="hydration-modules" content="/assets/home-b.js">' +
    '</head></html>',
  // The entry imports a chunk no modulepreload names: it still counts.
  'assets/index-a.js': 'import{a}from"./react-c.js";import("./later-d.js");console.log(a);',
  'assets/home-b.js': 'export const home=1;',
  'assets/react-c.js': 'export const a=1;',
  'assets/later-d.js': 'export const later=1;',
  'assets/define-panel-e.js': 'export const panel=1;',
  'assets/firebase-backend-f.js': 'export const firebase=1;',
  // The loader imports the panel when the chat opens; the panel imports the adapter, which
  // imports App Check only when a site key is configured.
  'widget/detailing-chat.js':
    'customElements.define("detailing-chat",class extends HTMLElement{open(){import(__base+`assets/define-panel-g.js`)}});',
  'widget/assets/define-panel-g.js':
    'import{react}from"./react-h.js";export const panel=()=>import(`./firebase-backend-j.js`);',
  'widget/assets/react-h.js': 'export const react=1;',
  'widget/assets/firebase-i.js': 'export const firebase=1;',
  'widget/assets/firebase-backend-j.js':
    'import{firebase}from"./firebase-i.js";export const appCheck=()=>import(`./app-check-m.js`);',
  'widget/assets/app-check-m.js': 'import{firebase}from"./firebase-i.js";export const check=1;',
  'admin/index.html':
    '<script type="module" crossorigin src="/admin/assets/index-k.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/admin/assets/index-l.css">',
  // The console's entry loads the chat backend (and Firestore with it) once someone signs in,
  // and its settings screen when opened.
  'admin/assets/index-k.js':
    'export const admin=1;const chat=()=>import("./chat-backend-n.js");import("./settings-o.js");',
  'admin/assets/chat-backend-n.js': 'import{db}from"./firestore-p.js";export const chat=db;',
  'admin/assets/firestore-p.js': 'export const db=1;',
  'admin/assets/settings-o.js': 'export const settings=1;',
  'admin/assets/index-l.css': 'body{margin:0}',
};

/** @type {string} */
let dir;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bundle-sizes-'));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const named = (/** @type {Awaited<ReturnType<typeof measureBundles>>} */ bundles, name = '') =>
  bundles.find((b) => b.name === name);

describe('measureBundles', () => {
  it("counts a page's scripts, its hydration modules and their static imports, not its lazy chunks", async () => {
    const homeJs = named(await measureBundles(dir), 'home-js');
    expect(homeJs?.files.map((f) => f.file).sort()).toEqual([
      '/assets/home-b.js',
      '/assets/index-a.js',
      '/assets/react-c.js',
    ]);
    expect(homeJs?.gzip).toBe(homeJs?.files.reduce((sum, f) => sum + f.gzip, 0));
  });

  it('counts inline styles and linked stylesheets as CSS', async () => {
    const bundles = await measureBundles(dir);
    expect(named(bundles, 'home-css')?.raw).toBe('body{color:red}'.length);
    expect(named(bundles, 'admin-css')?.files.map((f) => f.file)).toEqual([
      '/admin/assets/index-l.css',
    ]);
  });

  it('tells the standalone Firebase chunk from the chat adapter', async () => {
    const bundles = await measureBundles(dir);
    expect(named(bundles, 'firebase')?.files[0]?.file).toBe('/widget/assets/firebase-i.js');
    expect(named(bundles, 'site-firebase')?.files[0]?.file).toBe('/assets/firebase-backend-f.js');
  });

  it('counts everything the opened standalone widget fetches, lazily too, but not App Check', async () => {
    const opened = named(await measureBundles(dir), 'widget-opened');
    expect(opened?.files.map((f) => f.file).sort()).toEqual([
      '/widget/assets/define-panel-g.js',
      '/widget/assets/firebase-backend-j.js',
      '/widget/assets/firebase-i.js',
      '/widget/assets/react-h.js',
      '/widget/detailing-chat.js',
    ]);
  });
  it("counts the console's first load without Firestore, and signed in with it", async () => {
    const bundles = await measureBundles(dir);
    expect(named(bundles, 'admin-js')?.files.map((f) => f.file)).toEqual([
      '/admin/assets/index-k.js',
    ]);
    expect(named(bundles, 'admin-signed-in')?.files.map((f) => f.file)).toEqual([
      '/admin/assets/index-k.js',
      '/admin/assets/chat-backend-n.js',
      '/admin/assets/firestore-p.js',
    ]);
  });
});

describe('overBudget', () => {
  it('passes a build within its budgets', async () => {
    expect(overBudget(await measureBundles(dir))).toEqual([]);
  });

  const loader = () => path.join(dir, 'widget/detailing-chat.js');

  it('names the bundle, its size, the budget and each file when a bundle grows past it', async () => {
    const budget = BUDGETS['widget-loader'] ?? 0;
    // Random text in a comment, so gzip cannot bring it back under.
    const padding = randomBytes(budget * 2).toString('base64');
    await writeFile(loader(), `${FILES['widget/detailing-chat.js']}//${padding}`);
    const [message, ...rest] = overBudget(await measureBundles(dir));
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^Widget loader \(standalone\) is \d+\.\d kB gzip, over its 3\.0 kB budget:\n +\d+\.\d kB {2}\/widget\/detailing-chat\.js$/,
    );
  });

  it('refuses a loader that is more than one request', async () => {
    await writeFile(
      loader(),
      `import{react}from"./assets/react-h.js";${FILES['widget/detailing-chat.js']}`,
    );
    expect(overBudget(await measureBundles(dir))).toEqual([
      'Widget loader (standalone) must be one request; it imports others statically: /widget/detailing-chat.js, /widget/assets/react-h.js',
    ]);
  });

  it("fails when the opened widget's crawl misses the panel, React or Firebase", async () => {
    await writeFile(
      loader(),
      'customElements.define("detailing-chat",class extends HTMLElement{});',
    );
    await expect(measureBundles(dir)).rejects.toThrow(
      "The opened widget's crawl found no /widget/assets/define-panel-*.js",
    );
    await writeFile(loader(), FILES['widget/detailing-chat.js']);
  });
});

// @ts-check
// What a build costs a browser, read from the build output alone (deterministic: no browser, no
// timing), and the budgets `npm test` holds it to. `npm run bench` reports the same numbers.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * @typedef {{ file: string, raw: number, gzip: number, brotli: number }} FileSize
 * @typedef {{ name: string, label: string, files: FileSize[], raw: number, gzip: number, brotli: number }} Bundle
 */

const KB = 1024;

/**
 * Gzip budgets, in bytes. The home page's, the loader's, the opened widget's, the Firebase
 * chunk's and the console's are ARCHITECTURE.md's; the others were set from the measurements in
 * bench/README.md and docs/performance.md with a little headroom, so that growth is a decision.
 * @type {Record<string, number>}
 */
export const BUDGETS = {
  'home-js': 120 * KB,
  'widget-loader': 3 * KB,
  'home-css': 8 * KB,
  // 23 and 10 until the privacy line, prefill and the visitor's details (identify, pages) came
  // into the panel (23.2 and 10.9 kB); 24 and 11 until the conversation signals (typing, Seen),
  // links in messages and the away notice's hook came in (25.9 and 12.8 kB, issue #14); 27 until
  // the standalone build left out Radix's unused code (22.3 kB; the site's build has not yet);
  // 25 and 15 since photos (#23: sending them, Retry, the attach button and the placeholders
  // before the photo chunk; 24.6 and 14.6 kB). The photo code itself is a chunk on demand. 26
  // and 16 since the reply by e-mail (#25: the continue link read from the page's URL, the slot
  // that loads its card on demand, the address the store follows; 25.05 and 15.03 kB).
  'widget-panel': 26 * KB,
  'site-widget-panel': 16 * KB,
  // ARCHITECTURE.md's: 206.5 kB since the widget's build leaves out Radix's and Auth's unused
  // code (212.6 before, with #14's signals, links and away notice; docs/performance.md).
  'widget-opened': 210 * KB,
  firebase: 120 * KB,
  'site-firebase': 120 * KB,
  // ARCHITECTURE.md's. The first load is the sign-in form, the splash and the access check: the
  // app and Auth, not Firestore (127.7 kB since the chat backend became a chunk of its own).
  'admin-js': 215 * KB,
  // What a member of staff has fetched once the conversations show: the first load, the chat
  // backend and Firestore with its persistent cache (the console offline, #14): 238.4 kB. The
  // service worker keeps it all, so later visits fetch none of it (docs/performance.md). 246
  // since the Requests section (#24): its header link with the live count of new requests and
  // the store behind it, 0.5 kB, on every screen; the section itself is a lazy chunk. 246.5
  // since issue #41: every mailto:/tel: link through @detailing/ui's encoding helpers, and the
  // publish limits' collection names, 0.15 kB (246.1 kB). 247 since issue #42: the close
  // question, visitors named, the header's state in words and the visitor's last chat, 0.4 kB
  // after the delete and the visitor details became chunks of their own (246.5 kB). 247.5
  // since issue #44: the Bookings route, its owner's flag and the booking collections' names,
  // 0.1 kB (247.1 kB); the diary, its settings and their backend are lazy chunks. 249 since
  // issue #45: the Quote button in every conversation, the slot that shows a quote's card and
  // the store sending and reading quotes, 1.4 kB (248.7 kB); the quote form and the card are
  // lazy chunks, and pricing (core's quote-pricing.ts) comes only with the form.
  'admin-signed-in': 249 * KB,
  // 7 since photos (#23): their thumbnails, attachments and progress, 6.4 kB. Most conversations
  // of a detailing firm will carry photos, so their look comes with the console's.
  'admin-css': 7 * KB,
};

/**
 * What the standalone widget imports only in a configuration we do not measure, or on a
 * visitor's action after opening: App Check's chunk, fetched only when a site key is set
 * (core/src/firebase/firebase-services.ts); the photo code and its preparation, on the
 * first attach or the first photo in the conversation;
 * the photo viewer, on the first tap of a photo (CHAT-PRODUCT.md 6); the command API, when the
 * page calls `window.DetailingChat` (a one-tag embed never does); the reply by e-mail's card,
 * once the visitor has written or came by a "Continue the chat" link (CHAT-PRODUCT.md 7); Radix
 * Toast, with the first toast (a plain list shows it meanwhile, or offline).
 */
export const ON_DEMAND_CHUNKS =
  /\/(app-check|prepare-photo|photo-chunk|photo-viewer|use-photo-url|lazy-api|reply-mail|widget-toaster-view|quote-card)-[^/]*\.js$/;

/** @param {Buffer | string} content @param {string} file @returns {FileSize} */
function size(content, file) {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    file,
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * @param {string} name
 * @param {string} label
 * @param {FileSize[]} files
 * @returns {Bundle}
 */
function bundle(name, label, files) {
  const sum = (/** @type {'raw' | 'gzip' | 'brotli'} */ key) =>
    files.reduce((total, f) => total + f[key], 0);
  return { name, label, files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

/**
 * `import("./x.js")`, and the standalone loader's `import(base + "assets/x.js")` (its base is its
 * own URL, so that its chunks load from beside it on any page): group 1 is the base, if any.
 */
export const DYNAMIC_IMPORT = /import\(\s*(?:([\w$.]+)\s*\+\s*)?["'`]([^"'`]+)["'`]\s*\)/g;

/**
 * Reads a file of the build by its URL path (`/assets/x.js`): from the build folder, or (the
 * e2e specs, which compare what Chromium requests with what is counted here) from the server.
 * @typedef {(url: string) => Promise<Buffer>} ReadBuilt
 */

/** @param {string} outDir @returns {ReadBuilt} */
const readFrom = (outDir) => (url) => readFile(path.join(outDir, url));

/** @param {string} baseUrl @returns {ReadBuilt} */
export const readServed = (baseUrl) => async (url) => {
  const response = await fetch(new URL(url, baseUrl));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};

/**
 * The scripts `urls`, and every module they import statically (with `dynamic`, lazily too:
 * `import("./x.js")`), as a browser fetches them; `skip` leaves out chunks loaded on demand.
 * @param {ReadBuilt} read
 * @param {string[]} urls
 * @param {{ dynamic?: boolean, skip?: RegExp }} [options]
 */
async function crawlScripts(read, urls, { dynamic = false, skip } = {}) {
  const queue = [...urls];
  /** @type {Map<string, FileSize>} */
  const seen = new Map();
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    if (seen.has(url) || skip?.test(url)) continue;
    const code = await read(url);
    seen.set(url, size(code, url));
    const text = code.toString('utf8');
    const statics = text.matchAll(/(?:^|[;\s}])import\s*(?:[^("'`]*?from\s*)?["']([^"']+)["']/g);
    const imports = [
      ...[...statics].map(([, specifier]) => ({ base: undefined, specifier })),
      ...(dynamic ? [...text.matchAll(DYNAMIC_IMPORT)] : []).map(([, base, specifier]) => ({
        base,
        specifier,
      })),
    ];
    for (const { base, specifier } of imports) {
      // With a base (the standalone loader's own URL), the chunk is beside the importer.
      if (specifier && (base || specifier.startsWith('.') || specifier.startsWith('/'))) {
        queue.push(new URL(specifier, `http://x${url}`).pathname);
      }
    }
  }
  return [...seen.values()];
}

/**
 * The scripts a page loads before it hydrates: its module scripts and modulepreloads, the modules
 * the site's boot script preloads after the first paint (`<meta name="hydration-modules">`), and
 * (to be sure nothing is missed) every module they import statically.
 * @param {ReadBuilt} read
 * @param {string} html
 */
export async function firstLoadScripts(read, html) {
  const urls = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((m) => /** @type {string} */ (m[1]));
  const hydration = /<meta name="hydration-modules" content="([^"]*)"/.exec(html)?.[1];
  urls.push(...(hydration?.split(' ').filter(Boolean) ?? []));
  return crawlScripts(read, urls);
}

/**
 * A page's render CSS: inline `<style>` elements and linked stylesheets.
 * @param {string} outDir
 * @param {string} html
 */
async function firstLoadStyles(outDir, html) {
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m, i) =>
    size(m[1] ?? '', `inline <style> #${i + 1}`),
  );
  const linked = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(async ([, href]) =>
      size(await readFile(path.join(outDir, href ?? '')), href ?? ''),
    ),
  );
  return [...inline, ...linked];
}

/**
 * The one file in `dir` whose name starts with `prefix` (hashed names).
 * @param {string} outDir
 * @param {string} dir
 * @param {RegExp} pattern
 */
async function hashed(outDir, dir, pattern) {
  const matches = (await readdir(path.join(outDir, dir))).filter((f) => pattern.test(f));
  if (matches.length !== 1) {
    throw new Error(`Expected one ${pattern} in ${dir}, found ${matches.join(', ') || 'none'}`);
  }
  const url = `/${dir}/${matches[0]}`;
  return size(await readFile(path.join(outDir, url)), url);
}

/** @param {FileSize[]} files each file once */
const unique = (files) => [...new Map(files.map((f) => [f.file, f])).values()];

/**
 * Measures a build (`dist/` or a test build folder).
 * @param {string} outDir
 * @returns {Promise<Bundle[]>}
 */
export async function measureBundles(outDir) {
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const admin = await readFile(path.join(outDir, 'admin/index.html'), 'utf8');
  const read = readFrom(outDir);
  const adminFirstLoad = await firstLoadScripts(read, admin);
  // Loaded as soon as a member of staff signs in or is restored (lib/firebase/staff-client.ts).
  const chatBackend = await hashed(outDir, 'admin/assets', /^chat-backend-.*\.js$/);
  const opened = await crawlScripts(read, ['/widget/detailing-chat.js'], {
    dynamic: true,
    skip: ON_DEMAND_CHUNKS,
  });
  // The crawl must reach what an opened widget runs, or the budget would measure too little.
  for (const kind of ['define-panel-', 'react-', 'firebase-', 'firebase-backend-']) {
    if (!opened.some((f) => f.file.startsWith(`/widget/assets/${kind}`))) {
      throw new Error(`The opened widget's crawl found no /widget/assets/${kind}*.js`);
    }
  }
  return [
    bundle('home-js', 'Home page first-load JavaScript', await firstLoadScripts(read, home)),
    bundle('home-css', 'Home page CSS (inlined)', await firstLoadStyles(outDir, home)),
    // With what it imports statically: one file, as long as it stays one request.
    bundle(
      'widget-loader',
      'Widget loader (standalone)',
      await crawlScripts(read, ['/widget/detailing-chat.js']),
    ),
    bundle('widget-panel', 'Widget panel (standalone, without React)', [
      await hashed(outDir, 'widget/assets', /^define-panel-.*\.js$/),
    ]),
    bundle('site-widget-panel', 'Widget panel on the site (shares React)', [
      await hashed(outDir, 'assets', /^define-panel-.*\.js$/),
    ]),
    bundle('widget-opened', 'Standalone widget, opened (loader, panel, React, Firebase)', opened),
    bundle('widget-react', 'React for the standalone widget', [
      await hashed(outDir, 'widget/assets', /^react-.*\.js$/),
    ]),
    bundle('firebase', 'Firebase chunk (standalone widget)', [
      await hashed(outDir, 'widget/assets', /^firebase-(?!backend).*\.js$/),
    ]),
    bundle('site-firebase', 'Firebase chunk on the site (with the chat adapter)', [
      await hashed(outDir, 'assets', /^firebase-backend-.*\.js$/),
    ]),
    bundle('admin-js', 'Staff console first-load JavaScript', adminFirstLoad),
    bundle(
      'admin-signed-in',
      'Staff console signed in (first load, chat backend, Firestore)',
      unique([...adminFirstLoad, ...(await crawlScripts(read, [chatBackend.file]))]),
    ),
    bundle('admin-css', 'Staff console CSS', await firstLoadStyles(outDir, admin)),
  ];
}

/** @param {number} bytes */
export const kB = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** Bundles that must stay one request (the loader: one script tag, one file). */
export const SINGLE_FILE = new Set(['widget-loader']);

/**
 * One message per bundle over its budget, naming its files and sizes.
 * @param {Bundle[]} bundles
 */
export function overBudget(bundles) {
  return bundles.flatMap((b) => {
    if (SINGLE_FILE.has(b.name) && b.files.length > 1) {
      const files = b.files.map((f) => f.file).join(', ');
      return [`${b.label} must be one request; it imports others statically: ${files}`];
    }
    const budget = BUDGETS[b.name];
    if (budget === undefined || b.gzip <= budget) return [];
    const files = [...b.files]
      .sort((x, y) => y.gzip - x.gzip)
      .map((f) => `    ${kB(f.gzip).padStart(9)}  ${f.file}`)
      .join('\n');
    return [`${b.label} is ${kB(b.gzip)} gzip, over its ${kB(budget)} budget:\n${files}`];
  });
}

/** @param {Bundle[]} bundles */
export function bundleTable(bundles) {
  return [
    '| What | Files | Raw | Gzip | Brotli | Budget (gzip) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...bundles.map((b) => {
      const budget = BUDGETS[b.name];
      return `| ${b.label} | ${b.files.length} | ${kB(b.raw)} | ${kB(b.gzip)} | ${kB(b.brotli)} | ${budget === undefined ? '' : kB(budget)} |`;
    }),
  ].join('\n');
}

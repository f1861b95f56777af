// @ts-check
// Renders every public route of the site to static HTML with the server bundle, so each page
// is readable without JavaScript and found by search engines, then hydrates in the browser.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{ html: string, head: string, indexable: boolean, module: string }} Rendered
 * @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestChunk
 * @typedef {{
 *   render: (url: string) => Promise<Rendered>,
 *   prerenderPaths: readonly string[],
 *   notFoundPath: string,
 *   siteUrl: string,
 *   chatOpeningHtml: string,
 * }} ServerEntry
 */

/**
 * The site builds one stylesheet (`cssCodeSplit: false`, ~7 kB gzip for every page and the
 * lazily loaded UI). Inlining it saves the render-blocking request that would otherwise delay
 * each page's first paint by a round trip; the CSP allows inline styles.
 * @param {string} template
 * @param {string} outDir
 */
async function inlineStylesheets(template, outDir) {
  const links = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g),
  ];
  if (links.length !== 1) {
    throw new Error(`Expected the site's one stylesheet link in index.html, found ${links.length}`);
  }
  const [link, file] = /** @type {[string, string]} */ (/** @type {unknown} */ (links[0]));
  const css = await readFile(path.join(outDir, file), 'utf8');
  await rm(path.join(outDir, file));
  return template.replace(link, () => `<style>${css.trim()}</style>`);
}

/** The module src/boot.ts imports after the first paint (a key of Vite's manifest). */
const HYDRATION_ENTRY = 'src/entry-client.tsx';

/**
 * A prerendered page is complete without its scripts: they only hydrate it. Fetched at low
 * priority they stop competing with what the visitor sees first (the hero image and the fonts)
 * on a slow connection; hydration follows a moment later.
 * @param {string} template
 */
function lowPriorityScripts(template) {
  return template
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/** @param {{ outDir: string, serverEntry: string }} options */
export async function prerender({ outDir, serverEntry }) {
  const entry = /** @type {ServerEntry} */ (await import(pathToFileURL(serverEntry).href));
  const templateFile = path.join(outDir, 'index.html');
  const rawTemplate = await readFile(templateFile, 'utf8');
  if (!rawTemplate.includes('<!--app-head-->') || !rawTemplate.includes('<!--app-html-->')) {
    throw new Error('packages/site/index.html must contain <!--app-head--> and <!--app-html-->');
  }
  await rm(templateFile);
  const template = lowPriorityScripts(await inlineStylesheets(rawTemplate, outDir));

  // Vite's manifest says which chunks the hydration entry and each page module need. The page
  // lists them in <meta name="hydration-modules">; src/boot.ts preloads them all at once after
  // the first paint (no chain of imports, and nothing competing with the first paint).
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });

  /** @param {string} module */
  const hydrationModules = (module) => {
    /** @type {Set<string>} */
    const js = new Set();
    /** @param {string} key */
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`No build manifest entry for ${key}`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const child of chunk.imports ?? []) visit(child);
    };
    visit(HYDRATION_ENTRY);
    visit(module);
    const files = [...js].filter((file) => !template.includes(`/${file}"`));
    return `<meta name="hydration-modules" content="${files.map((f) => `/${f}`).join(' ')}">`;
  };

  /** @param {Rendered} rendered */
  const page = ({ html, head, module }) =>
    template
      .replace('<!--app-head-->', `${head}\n    ${hydrationModules(module)}`)
      .replace('<!--app-html-->', html)
      .replace('<!--app-body-end-->', entry.chatOpeningHtml);

  /** @type {string[]} */
  const sitemapPaths = [];
  for (const url of entry.prerenderPaths) {
    const rendered = await entry.render(url);
    if (rendered.indexable) sitemapPaths.push(url);
    const file = url === '/' ? 'index.html' : path.join(url.slice(1), 'index.html');
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), page(rendered));
  }
  await writeFile(path.join(outDir, '404.html'), page(await entry.render(entry.notFoundPath)));

  const urls = sitemapPaths
    .map((p) => `  <url><loc>${entry.siteUrl}${p === '/' ? '/' : p}</loc></url>`)
    .join('\n');
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeFile(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${entry.siteUrl}/sitemap.xml\n`,
  );
  return entry.prerenderPaths.length + 1;
}

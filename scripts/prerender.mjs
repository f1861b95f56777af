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
 * }} ServerEntry
 */

/** @param {{ outDir: string, serverEntry: string }} options */
export async function prerender({ outDir, serverEntry }) {
  const entry = /** @type {ServerEntry} */ (await import(pathToFileURL(serverEntry).href));
  const templateFile = path.join(outDir, 'index.html');
  const template = await readFile(templateFile, 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('packages/site/index.html must contain <!--app-head--> and <!--app-html-->');
  }
  await rm(templateFile);

  // Vite's manifest says which CSS and chunks each page module needs. Linking them in the page's
  // head paints the page styled from the first frame (no shift when its lazily loaded chunk
  // arrives) and fetches its code in parallel with the entry instead of after it.
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });

  /** @param {string} module */
  const pageLinks = (module) => {
    if (!manifest[module]) throw new Error(`No build manifest entry for ${module}`);
    /** @type {Set<string>} */
    const css = new Set();
    /** @type {Set<string>} */
    const js = new Set();
    /** @param {string} key */
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const child of chunk.imports ?? []) visit(child);
    };
    visit(module);
    const already = (/** @type {string} */ file) => template.includes(`/${file}"`);
    return [
      ...[...css]
        .filter((f) => !already(f))
        .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...js]
        .filter((f) => !already(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ].join('\n    ');
  };

  /** @param {Rendered} rendered */
  const page = ({ html, head, module }) =>
    template
      .replace('<!--app-head-->', `${head}\n    ${pageLinks(module)}`)
      .replace('<!--app-html-->', html);

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

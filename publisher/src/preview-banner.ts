import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A preview says it is one (docs/site-editor.md, issue #42): every page of a preview build
 * carries "Preview — not live", and asks search engines to leave it out. Written into the built
 * HTML, beside the app's root rather than in it, so that the live site's pages and JavaScript
 * carry none of it and the page hydrates as it would live; it stays through the site's own
 * navigation, which only replaces the root.
 */
export const PREVIEW_BANNER_TEXT = 'Preview — not live';

// Fixed at the bottom left, clear of the chat button (bottom right) and the sticky header; it
// lets taps through to what is under it. Inline: the site's CSP allows inline styles, and a
// preview adds no file of its own.
const STYLE =
  '<style>.site-preview-banner{position:fixed;left:12px;bottom:12px;z-index:2147483000;' +
  'padding:6px 12px;border-radius:999px;background:#b42318;color:#fff;' +
  'font:600 14px/1.3 system-ui,sans-serif;box-shadow:0 2px 10px rgb(0 0 0/.45);' +
  'pointer-events:none}</style>';
const NOINDEX = '<meta name="robots" content="noindex" />';
const BANNER = `<aside class="site-preview-banner" aria-label="Preview">${PREVIEW_BANNER_TEXT}</aside>`;

/** One page marked as a preview: the banner first in the body, its style and noindex in the head. */
export function previewPage(html: string): string {
  if (html.includes('class="site-preview-banner"')) return html;
  const head = html.includes('name="robots"') ? STYLE : `${NOINDEX}${STYLE}`;
  return html.replace('</head>', `${head}</head>`).replace(/<body[^>]*>/, (body) => body + BANNER);
}

/** Marks every page of a built site (`dir`) as a preview; resolves with the pages marked. */
export async function markAsPreview(dir: string): Promise<number> {
  const pages = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html'));
  for (const name of pages) {
    const file = path.join(dir, name);
    await writeFile(file, previewPage(await readFile(file, 'utf8')));
  }
  return pages.length;
}

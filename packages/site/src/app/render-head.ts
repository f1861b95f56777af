import { siteUrl } from '../config/env';
import { business } from '../content/business';
import { OG_IMAGE_KEY } from '../content/image-keys';
import { shareImage } from '../lib/images/manifest';
import { canonicalUrl, type PageMeta } from './page-meta';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The `<head>` tags of a prerendered page. */
export function renderHead(meta: PageMeta, path: string, jsonLd: readonly object[] = []): string {
  const url = canonicalUrl(meta.canonicalPath ?? path);
  const image = shareImage(meta.ogImage ?? OG_IMAGE_KEY) ?? shareImage(OG_IMAGE_KEY);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.noindex ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(business.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    image ? `<meta property="og:image" content="${escapeHtml(`${siteUrl}${image.src}`)}" />` : '',
    image ? `<meta property="og:image:width" content="${image.width}" />` : '',
    image ? `<meta property="og:image:height" content="${image.height}" />` : '',
    ...jsonLd.map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

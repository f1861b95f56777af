import { describe, expect, it } from 'vitest';
import { PREVIEW_BANNER_TEXT, previewPage } from './preview-banner';

const PAGE =
  '<!doctype html><html><head><title>Services</title></head><body class="x"><div id="root"></div></body></html>';

describe('a preview page', () => {
  it('says it is a preview beside the app’s root, and asks search engines to leave it out', () => {
    const page = previewPage(PAGE);
    expect(page).toContain(
      `<body class="x"><aside class="site-preview-banner" aria-label="Preview">${PREVIEW_BANNER_TEXT}</aside><div id="root"></div>`,
    );
    expect(page).toContain('<meta name="robots" content="noindex" /><style>');
  });

  it('is marked once, however often it is marked, and keeps a page’s own robots rule', () => {
    expect(previewPage(previewPage(PAGE))).toBe(previewPage(PAGE));
    const own = PAGE.replace('</head>', '<meta name="robots" content="noindex, follow" /></head>');
    expect(previewPage(own).match(/name="robots"/g)).toHaveLength(1);
  });
});

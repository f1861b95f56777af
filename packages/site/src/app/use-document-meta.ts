import { useEffect } from 'react';
import { canonicalUrl, type PageMeta } from './page-meta';

/**
 * Keeps `<title>`, the description and the canonical link right after client-side navigation.
 * The prerendered HTML already has them for the first page.
 */
export function useDocumentMeta(meta: PageMeta, path: string) {
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document
      .querySelector('link[rel="canonical"]')
      ?.setAttribute('href', canonicalUrl(meta.canonicalPath ?? path));
  }, [meta, path]);
}

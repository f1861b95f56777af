import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { chatOpeningHtml } from './app/chat-opening';
import { loadPage } from './app/page-loader';
import { renderHead } from './app/render-head';
import { notFoundRoute, routeFor, routes } from './app/routes';
import { jsonLdFor } from './app/structured-data';
import { siteUrl } from './config/env';

export { chatOpeningHtml, siteUrl };

export const prerenderPaths = routes.map((route) => route.path);
export const notFoundPath = notFoundRoute.path;

/** Renders one page to HTML and its head tags; says whether it belongs in the sitemap. */
export async function render(url: string) {
  const route = url === notFoundPath ? notFoundRoute : routeFor(url);
  // Loaded before rendering, so the page renders synchronously, as it hydrates.
  const page = await loadPage(route);
  const html = renderToString(
    <StrictMode>
      <App ssrPath={url} />
    </StrictMode>,
  );
  return {
    html,
    head: renderHead(page.meta, route.path, jsonLdFor(route.path, page.meta.canonicalPath)),
    indexable: !page.meta.noindex && !page.meta.unlisted && !page.meta.canonicalPath,
    module: route.module,
  };
}

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { renderHead } from './app/page-meta';
import { notFoundRoute, routeFor, routes } from './app/routes';
import { siteUrl } from './config/env';

export { siteUrl };

export const prerenderPaths = routes.map((route) => route.path);
export const notFoundPath = notFoundRoute.path;
export const sitemapPaths = routes
  .filter((route) => !route.meta.noindex && !route.meta.canonicalPath)
  .map((route) => route.path);

export function render(url: string) {
  const route = url === notFoundPath ? notFoundRoute : routeFor(url);
  const html = renderToString(
    <StrictMode>
      <App ssrPath={url} />
    </StrictMode>,
  );
  return { html, head: renderHead(route.meta, route.path, route.jsonLd?.() ?? []) };
}

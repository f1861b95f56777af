import { Suspense, use } from 'react';
import { Redirect, Router, useLocation } from 'wouter';
import { Layout } from './layout';
import { loadPage } from './page-loader';
import { routeFor, type PageRoute } from './routes';
import { useDocumentMeta } from './use-document-meta';

function RoutePage({ route, location }: { route: PageRoute; location: string }) {
  const page = use(loadPage(route));
  useDocumentMeta(page.meta, location);
  return <page.Page />;
}

function CurrentPage() {
  const [location] = useLocation();
  const route = routeFor(location);
  if (route.redirectTo) return <Redirect to={route.redirectTo} replace />;
  return (
    <Layout location={location}>
      <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
        <RoutePage route={route} location={location} />
      </Suspense>
    </Layout>
  );
}

export interface AppProps {
  /** The URL being prerendered; absent in the browser. */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  return (
    <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
      <CurrentPage />
    </Router>
  );
}

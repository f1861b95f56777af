import { Redirect, Router, useLocation } from 'wouter';
import { Layout } from './layout';
import { routeFor } from './routes';
import { useDocumentMeta } from './use-document-meta';

function CurrentPage() {
  const [location] = useLocation();
  const route = routeFor(location);
  useDocumentMeta(route.meta, location);
  if (route.redirectTo) return <Redirect to={route.redirectTo} replace />;
  return (
    <Layout location={location}>
      <route.Page />
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

import { Router, useLocation } from 'wouter';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { routeFor } from './routes';
import { useDocumentMeta } from './use-document-meta';

function CurrentPage() {
  const [location] = useLocation();
  const route = routeFor(location);
  useDocumentMeta(route.meta, location);
  return <route.Page />;
}

export interface AppProps {
  /** The URL being prerendered; absent in the browser. */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  return (
    <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <CurrentPage />
      </main>
      <Footer />
    </Router>
  );
}

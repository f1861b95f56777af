import type { ReactNode } from 'react';
import { ToastHost } from '../components/toast/toast-host';
import { ConsultationPopup } from '../features/consultation/consultation-popup';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { PageTransition } from '../features/layout/page-transition';
import { GOLD } from '@detailing/ui';
import { business } from '../content/business';
import { useChatWidget } from '../lib/chat';

/** Header, footer, chat widget and consultation popup around every public route. */
export function Layout({ location, children }: { location: string; children: ReactNode }) {
  useChatWidget();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <PageTransition location={location}>{children}</PageTransition>
      </main>
      <Footer />
      <ConsultationPopup />
      <ToastHost />
      <detailing-chat business-name={business.name} theme-color={GOLD} />
    </>
  );
}

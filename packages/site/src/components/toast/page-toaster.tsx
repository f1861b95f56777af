import '@detailing/ui/toaster.css';
import './page-toaster.css';
import { toastStore } from '@detailing/ui';
import { Toaster } from '@detailing/ui/toaster';

/** The page's toaster and its look: a chunk of its own, loaded with the first toast. */
export function PageToaster() {
  return <Toaster store={toastStore} />;
}

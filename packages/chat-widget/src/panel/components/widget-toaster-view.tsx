import { Toaster } from '@detailing/ui/toaster';
import { useWidget } from '../widget-context';

/** The shared toaster inside the widget's shadow root, with this widget's own toast store. */
export default function WidgetToasterView({ panelOpen }: { readonly panelOpen: boolean }) {
  const { toasts } = useWidget();
  return (
    <Toaster
      store={toasts}
      label="Chat notification"
      closeLabel="Dismiss notification"
      embedded
      viewportProps={{ 'data-panel-open': panelOpen ? '' : undefined }}
    />
  );
}

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PanelHeader } from './panel-header';

export interface PanelFrameProps {
  readonly businessName: string;
  readonly onRequestClose: () => void;
  readonly children: ReactNode;
}

/**
 * The "Live Chat" window: 320 x 450 px above the launcher (full screen below 480 px). Rendered
 * only while open (nothing of it is in the host page's DOM otherwise; the draft lives above it).
 * Opening moves focus to the element marked `data-autofocus` (the input), else to the window.
 */
export function PanelFrame({ businessName, onRequestClose, children }: PanelFrameProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = ref.current;
    if (panel) (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();
  }, []);

  return (
    <div ref={ref} className="panel" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <PanelHeader titleId={titleId} businessName={businessName} onClose={onRequestClose} />
      {children}
    </div>
  );
}

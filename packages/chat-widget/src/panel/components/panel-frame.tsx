import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PanelHeader } from './panel-header';

export interface PanelFrameProps {
  readonly open: boolean;
  readonly businessName: string;
  readonly onRequestClose: () => void;
  readonly children: ReactNode;
}

/**
 * The "Live Chat" window: 320 x 450 px above the launcher (full screen below 480 px). It stays
 * mounted while closed, so a half-typed message survives closing. Opening moves focus to the
 * element marked `data-autofocus` (the message input), else to the window itself.
 */
export function PanelFrame({ open, businessName, onRequestClose, children }: PanelFrameProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = ref.current;
    if (!open || !panel) return;
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();
  }, [open]);

  return (
    <div
      ref={ref}
      className="panel"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
    >
      <PanelHeader titleId={titleId} businessName={businessName} onClose={onRequestClose} />
      {children}
    </div>
  );
}

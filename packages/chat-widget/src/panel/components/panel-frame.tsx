import { filesOf } from '@detailing/ui/photos/files';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PanelHeader } from './panel-header';

export interface PanelFrameProps {
  readonly businessName: string;
  readonly onRequestClose: () => void;
  readonly children: ReactNode;
  /** Files dropped onto the window (photos for the composer); without it, drops do nothing. */
  readonly onDropFiles?: (files: readonly File[]) => void;
}

/**
 * The "Live Chat" window: 320 x 450 px above the launcher (full screen below 480 px). Rendered
 * only while open (nothing of it is in the host page's DOM otherwise; the draft lives above it).
 * Opening moves focus to the element marked `data-autofocus` (the input), else to the window.
 */
export function PanelFrame({
  businessName,
  onRequestClose,
  children,
  onDropFiles,
}: PanelFrameProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = ref.current;
    if (panel) (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();
  }, []);

  return (
    <div
      ref={ref}
      className="panel"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onDragOver={(event) => {
        if (!onDropFiles || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDrop={(event) => {
        if (!onDropFiles) return;
        const files = filesOf(event.dataTransfer);
        if (files.length === 0) return;
        event.preventDefault();
        onDropFiles(files);
      }}
    >
      <PanelHeader titleId={titleId} businessName={businessName} onClose={onRequestClose} />
      {children}
    </div>
  );
}

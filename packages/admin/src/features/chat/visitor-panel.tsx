import type { ChatSession, StaffChatStore, VisitorHistory } from '@detailing/core';
import { CloseIcon, PersonIcon } from '@detailing/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '../../components/button/button';
import styles from './visitor-panel.module.css';

const loadDetails = () => import('./visitor-details');
/** The details themselves: a chunk of their own, fetched once staff are signed in. */
const VisitorDetails = lazy(loadDetails);

/** Fetches the details' chunk ahead of the first conversation (the console calls it). */
export function preloadVisitorDetails(): void {
  loadDetails().catch(() => undefined); // the panel tries again when it shows
}

export type HistoryState = VisitorHistory | 'loading' | 'unknown';

/**
 * The visitor's first visit and earlier conversations, fetched once per conversation (its other
 * fields change with every message; these do not). `unknown` when it could not be read.
 */
export function useVisitorHistory(
  store: StaffChatStore,
  session: ChatSession | null,
): HistoryState {
  const [state, setState] = useState<{ id: string; history: HistoryState } | null>(null);
  const id = session?.id ?? null;
  const visitorUid = session?.visitorUid;
  const createdAt = session?.createdAt;
  useEffect(() => {
    if (id === null || visitorUid === undefined || createdAt === undefined) return;
    let current = true;
    store
      .getState()
      .visitorHistory({ visitorUid, createdAt })
      .then(
        (history) => current && setState({ id, history }),
        () => current && setState({ id, history: 'unknown' }),
      );
    return () => {
      current = false;
    };
  }, [store, id, visitorUid, createdAt]);
  return state !== null && state.id === id ? state.history : 'loading';
}

export interface VisitorPanelProps {
  readonly session: ChatSession;
  readonly history: HistoryState;
  readonly now: number;
}

/** The details, or a line saying they could not be shown: the conversation stays usable. */
function GuardedDetails(props: VisitorPanelProps) {
  return (
    <ErrorBoundary
      resetKeys={[props.session]}
      fallback={
        <p className={styles.muted} role="alert">
          The visitor’s details could not be shown.
        </p>
      }
    >
      <Suspense fallback={<p className={styles.muted}>Loading...</p>}>
        <VisitorDetails {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The visitor panel beside the conversation, on screens wide enough for a third column. */
export function VisitorAside(props: VisitorPanelProps) {
  return (
    // Focusable: it scrolls on a short screen, and may hold no link to tab to (axe's
    // scrollable-region-focusable; keyboard users scroll it with the arrow keys).
    <aside className={styles.aside} aria-labelledby="visitor-aside-title" tabIndex={0}>
      <h3 id="visitor-aside-title" className={styles.heading}>
        Visitor
      </h3>
      <GuardedDetails {...props} />
    </aside>
  );
}

/**
 * On narrower screens, a button in the conversation's header that opens the same panel as a
 * sheet (a modal `<dialog>`: focus moves in and back, Escape and the close button dismiss it).
 */
export function VisitorSheetButton(props: VisitorPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="quiet"
        size="icon"
        aria-label="Visitor details"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        <PersonIcon />
      </Button>
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-labelledby="visitor-sheet-title"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A tap on the backdrop (the dialog itself, outside its content) dismisses it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.sheetContent}>
          <div className={styles.sheetHeader}>
            <h3 id="visitor-sheet-title" className={styles.heading}>
              Visitor
            </h3>
            <Button
              variant="quiet"
              size="icon"
              aria-label="Close visitor details"
              onClick={() => dialog.current?.close()}
            >
              <CloseIcon />
            </Button>
          </div>
          {open ? <GuardedDetails {...props} /> : null}
        </div>
      </dialog>
    </>
  );
}

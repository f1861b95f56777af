import {
  type ChatSession,
  localTimeIn,
  type PageRef,
  type StaffChatStore,
  type VisitorHistory,
} from '@detailing/chat-core';
import { CloseIcon, mailtoHrefFor, PersonIcon, telHrefFor } from '@detailing/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '../../components/button/button';
import { fullTime, relativeTime } from '../../lib/relative-time';
import { hostOf, pageHref } from '../../lib/safe-url';
import styles from './visitor-panel.module.css';

const DEVICE_LABELS = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as const;

/**
 * A page the visitor was on, as staff read it: its title (or its path) as a link that opens in
 * a new tab, and under it the path, with the site when it is not ours. Plain text when the
 * stored values do not make a link that goes where it says.
 */
function PageLink({ page }: { page: PageRef }) {
  const site = page.origin ? (hostOf(page.origin) ?? page.origin) : null;
  const href = pageHref(page, location.origin);
  const where = `${site ?? ''}${page.path}`;
  const title = page.title || page.path;
  return (
    <>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        <span>{title}</span>
      )}
      <span className={styles.path}>{where}</span>
    </>
  );
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

interface VisitorPanelProps {
  readonly session: ChatSession;
  readonly history: HistoryState;
  readonly now: number;
}

/**
 * Everything the console knows about the visitor (CHAT-PRODUCT.md 4): who they said they are,
 * where they are and came from, on what, their local time, when we first saw them and how many
 * conversations they had before. Only what is known; "Not given" for what they did not tell.
 */
function VisitorDetails({ session, history, now }: VisitorPanelProps) {
  const { visitor, context } = session;
  const localTime = context ? localTimeIn(context.timeZone, now) : null;
  const rows: [label: string, value: ReactNode][] = [
    ['Name', visitor?.name ?? <span className={styles.muted}>Not given</span>],
    [
      'Phone',
      visitor?.phone ? (
        <a href={telHrefFor(visitor.phone)}>{visitor.phone}</a>
      ) : (
        <span className={styles.muted}>Not given</span>
      ),
    ],
    [
      'E-mail',
      visitor?.email ? (
        <a href={mailtoHrefFor(visitor.email)}>{visitor.email}</a>
      ) : (
        <span className={styles.muted}>Not given</span>
      ),
    ],
  ];
  if (context) {
    rows.push(['Now on', <PageLink page={context.currentPage} />]);
    rows.push(['Started on', <PageLink page={context.startPage} />]);
    rows.push([
      'Came from',
      context.referrer ? (hostOf(context.referrer) ?? context.referrer) : 'Direct',
    ]);
    rows.push(['Device', `${DEVICE_LABELS[context.device]} · ${context.browser}`]);
    if (localTime) {
      rows.push([
        'Local time',
        <>
          <time>{localTime}</time> <span className={styles.muted}>({context.timeZone})</span>
        </>,
      ]);
    }
  }
  if (history === 'loading') {
    rows.push(['First seen', <span className={styles.muted}>Loading...</span>]);
  } else if (history !== 'unknown') {
    rows.push([
      'First seen',
      <time
        dateTime={new Date(history.firstSeenAt).toISOString()}
        title={fullTime(history.firstSeenAt)}
      >
        {relativeTime(history.firstSeenAt, now)}
      </time>,
    ]);
    rows.push(['Earlier chats', String(history.earlierConversations)]);
  }
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
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
      <VisitorDetails {...props} />
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

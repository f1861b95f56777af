import type { VisitorChatBackend } from '../backend';
import { isChatBackendError } from '../../shared/domain/errors';
import type {
  ChatSession,
  PageRef,
  SessionDetails,
  VisitorEnvironment,
  VisitorIdentity,
} from '../domain/model';
import { buildContext } from '../domain/visitor-context';

/** Where the visitor's details go: the store's confirmed session, and whether one is starting. */
export interface DetailsTarget {
  readonly sessionId: string | null;
  readonly session: ChatSession | null;
  readonly starting: boolean;
}

export interface VisitorDetailsOptions {
  /** The visitor's browser (describeEnvironment); without it no context is kept. */
  readonly environment?: VisitorEnvironment | undefined;
  /** Least time between two writes (the rules' DETAILS_MIN_INTERVAL_MS). */
  readonly intervalMs: number;
  readonly log: (message: string, error: unknown) => void;
  readonly target: () => DetailsTarget;
}

/**
 * Who the visitor is and the page they are on (identify, setPage): carried by the first message,
 * then written onto the open session when they change, at most once per interval. A first
 * address for replies by e-mail is written at once (the rules take it: a visitor who gives it
 * may close the tab the next second), and `identify` tells when it is saved. Part of the
 * visitor's store (visitor-chat-store.ts), which tells it when a session starts or changes.
 */
export function createVisitorDetails(
  backend: Pick<VisitorChatBackend, 'updateSessionDetails'>,
  { environment, intervalMs, log, target }: VisitorDetailsOptions,
) {
  let identity: VisitorIdentity | undefined;
  let currentPage: PageRef | undefined;
  /** Details changed since they were last written. */
  let dirty = false;
  let lastWrite = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retried = false;
  /** A first address waits to be written: no interval applies to it. */
  let firstAddress = false;
  /** Callers of identify waiting for the write that carries what they gave. */
  const waiting: ((saved: boolean) => void)[] = [];
  const settle = (saved: boolean) => {
    for (const done of waiting.splice(0)) done(saved);
  };

  /** Identity and context as they are now; the start page stays what the session has. */
  function current(): SessionDetails {
    const startPage = target().session?.context?.startPage ?? currentPage;
    const context =
      environment && currentPage && startPage
        ? buildContext(environment, startPage, currentPage)
        : undefined;
    return { ...(identity ? { visitor: identity } : {}), ...(context ? { context } : {}) };
  }

  function changed(): void {
    dirty = true;
    retried = false;
    schedule();
  }

  /** Writes changed details onto the open session, at most once per interval. */
  function schedule(): void {
    const { sessionId, session, starting } = target();
    if (!dirty || timer !== null || starting) return;
    if (sessionId === null || session?.status !== 'open') return;
    const wait = firstAddress ? 0 : Math.max(0, lastWrite + intervalMs - Date.now());
    timer = setTimeout(write, wait);
  }

  function write(): void {
    timer = null;
    const { sessionId, session } = target();
    if (!dirty || sessionId === null || session?.status !== 'open') return;
    dirty = false;
    firstAddress = false;
    lastWrite = Date.now();
    backend.updateSessionDetails(sessionId, current()).then(
      () => settle(true),
      (error: unknown) => {
        // Refused once: most likely the interval, counted from a write this client did not see
        // (an earlier page); try again after it. Other failures are logged only.
        if (isChatBackendError(error) && error.code === 'permission-denied' && !retried) {
          retried = true;
          dirty = true;
          lastWrite = Date.now();
          schedule();
          return;
        }
        log('Saving the visitor details failed.', error);
        settle(false);
      },
    );
  }

  return {
    /**
     * Who the visitor is, written with the next details write; resolves with whether that write
     * was saved (never rejects: most callers do not wait).
     */
    identify(given: VisitorIdentity): Promise<boolean> {
      const saved = new Promise<boolean>((resolve) => waiting.push(resolve));
      identity = { ...identity, ...given };
      if (given.email !== undefined && !target().session?.visitor?.email) {
        firstAddress = true;
        if (timer !== null) clearTimeout(timer);
        timer = null;
      }
      changed();
      return saved;
    },
    setPage(page: PageRef): void {
      if (currentPage?.path === page.path && currentPage.title === page.title) return;
      currentPage = page;
      changed();
    },
    /** The details the first message carries: that write counts as this one's. */
    forStart(): SessionDetails {
      dirty = false;
      firstAddress = false;
      return current();
    },
    /**
     * The first message created the session, with the details of `forStart`: what identify was
     * given before is saved. (The card that waits on identify shows only once the session is
     * confirmed, so nobody waits on a later identify here.)
     */
    started(): void {
      lastWrite = Date.now();
      settle(true);
    },
    /** The session was confirmed or changed: write what changed meanwhile, when allowed. */
    schedule,
    dispose(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

import {
  DraftConflictError,
  isChatBackendError,
  PublishRefusedError,
  SITE_DRAFT_PARTS,
  type SiteDraft,
  type SiteDraftPart,
  type SiteEditorBackend,
  type SitePart,
  type SitePublish,
  type SiteRelease,
} from '@detailing/core';
import { type ContentProblem, partProblems } from '@detailing/site-content';
import * as seed from '@detailing/site-content/current/index';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type PublishAction, refusalText } from './publish-refusal';

/**
 * Where a part's edits are: `saved` (the draft holds them), `pending` (typed, saving shortly),
 * `saving`, `failed` (kept here, not yet in the draft), `conflict` (another owner saved first:
 * their version is `theirs` until the owner chooses).
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';

export interface PartState {
  readonly value: unknown;
  /** The draft's revision this value was edited from (0: the part has no draft yet). */
  readonly rev: number;
  readonly save: SaveState;
  readonly problems: readonly ContentProblem[];
  readonly theirs?: SiteDraftPart | undefined;
}

export interface SiteEditorState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly parts: Readonly<Record<SitePart, PartState>>;
  readonly publishes: readonly SitePublish[];
  readonly releases: readonly SiteRelease[];
  /** Why the last Publish, Preview or Restore could not be asked for (the limits' words too). */
  readonly requestError: string | null;
  edit(part: SitePart, value: unknown): void;
  /** Another owner saved first: save this owner's version over theirs. */
  keepMine(part: SitePart): void;
  /** Another owner saved first: take their version. */
  useTheirs(part: SitePart): void;
  /** Saves what is waiting now (before a publish, or when the page is hidden). */
  flush(): Promise<void>;
  publish(): Promise<void>;
  /** Asks for the draft to be built and shown without publishing it. */
  preview(): Promise<void>;
  restore(releaseId: string): Promise<void>;
}

/** Publish or Preview waited for the draft, which is not all saved. */
class UnsavedError extends Error {
  override readonly name = 'UnsavedError';
  constructor(readonly reason: 'conflict' | 'unsaved') {
    super(reason === 'conflict' ? 'A part is in conflict.' : 'Some changes are not saved.');
  }
}

export type SiteEditorStore = StoreApi<SiteEditorState> & { dispose(): void };

/** How long after the last keystroke a part is saved. */
export const SAVE_DELAY_MS = 800;
/** How long a save may take before the owner is told it is not saved yet. */
const SLOW_SAVE_MS = 8_000;
/** How many publish requests and releases the editor follows. */
const PUBLISHES_SHOWN = 5;
export const RELEASES_SHOWN = 10;

/**
 * The site as a fresh clone serves it: what a part is until the owner first changes it, and the
 * "Original site" version that Restore can always bring back.
 */
export const SEED: Readonly<Record<SitePart, unknown>> = {
  services: seed.services,
  pages: seed.pages,
  booking: seed.booking,
  home: seed.home,
  testimonials: seed.testimonials,
  gallery: seed.gallery,
  hero: seed.hero,
  business: seed.business,
};

const fresh = (part: SitePart, value: unknown, rev: number): PartState => ({
  value,
  rev,
  save: 'saved',
  problems: partProblems(part, value),
});

/**
 * The owner's draft of the site, part by part: every edit is checked with the content schema at
 * once (the messages in the fields) and saved as the owner types, on top of the revision it was
 * made from, so two owners at once never overwrite each other unseen. Also follows the publish
 * requests and the published versions.
 */
export function createSiteEditorStore(backend: SiteEditorBackend): SiteEditorStore {
  const timers = new Map<SitePart, ReturnType<typeof setTimeout>>();
  const inFlight = new Map<SitePart, Promise<void>>();
  let loaded = { draft: false, publishes: false, releases: false };

  const store = createStore<SiteEditorState>()((set, get) => {
    const setPart = (part: SitePart, change: Partial<PartState>) =>
      set((state) => ({ parts: { ...state.parts, [part]: { ...state.parts[part], ...change } } }));

    /** Saves a part's value; an edit made meanwhile is saved after it, from the new revision. */
    const save = (part: SitePart): Promise<void> => {
      clearTimeout(timers.get(part));
      timers.delete(part);
      const running = inFlight.get(part);
      if (running)
        return running.then(() => (get().parts[part].save === 'pending' ? save(part) : undefined));
      const { value, rev } = get().parts[part];
      setPart(part, { save: 'saving' });
      // Offline, a write waits in the console's cache for the connection and resolves then:
      // after a while the owner is told it is not saved yet (it still goes out by itself).
      const slow = setTimeout(() => {
        if (get().parts[part].save === 'saving') setPart(part, { save: 'failed' });
      }, SLOW_SAVE_MS);
      const attempt = backend.saveDraftPart(part, value, rev).then(
        (saved) => {
          const now = get().parts[part];
          setPart(part, { rev: saved, save: now.value === value ? 'saved' : 'pending' });
        },
        (error: unknown) => {
          if (error instanceof DraftConflictError) {
            setPart(part, { save: 'conflict', theirs: error.current });
          } else {
            console.warn(`The ${part} draft could not be saved.`, error);
            setPart(part, { save: 'failed' });
          }
        },
      );
      const done = attempt.finally(() => {
        clearTimeout(slow);
        inFlight.delete(part);
      });
      inFlight.set(part, done);
      return done.then(() => {
        if (get().parts[part].save === 'pending') schedule(part);
      });
    };

    const schedule = (part: SitePart) => {
      clearTimeout(timers.get(part));
      timers.set(
        part,
        setTimeout(() => void save(part), SAVE_DELAY_MS),
      );
    };

    const request = async (action: PublishAction, ask: () => Promise<string>) => {
      set({ requestError: null });
      try {
        await get().flush();
        await ask();
      } catch (error) {
        set({
          requestError:
            error instanceof PublishRefusedError
              ? refusalText(error.refusal, action)
              : error instanceof UnsavedError && error.reason === 'conflict'
                ? 'Someone else changed a part you are editing: choose whose version to keep first.'
                : isChatBackendError(error) && error.code === 'permission-denied'
                  ? 'Only owners can publish the site.'
                  : 'That could not be sent. Check the connection and try again.',
        });
      }
    };

    return {
      status: 'loading',
      parts: Object.fromEntries(
        SITE_DRAFT_PARTS.map((part) => [part, fresh(part, SEED[part], 0)]),
      ) as Record<SitePart, PartState>,
      publishes: [],
      releases: [],
      requestError: null,
      edit(part, value) {
        // In a conflict the owner's typing is kept, and waits for their choice.
        const conflicted = get().parts[part].save === 'conflict';
        setPart(part, {
          value,
          problems: partProblems(part, value),
          ...(conflicted ? {} : { save: 'pending' as const }),
        });
        if (!conflicted) schedule(part);
      },
      keepMine(part) {
        const theirs = get().parts[part].theirs;
        if (!theirs) return;
        setPart(part, { rev: theirs.rev, save: 'pending', theirs: undefined });
        void save(part);
      },
      useTheirs(part) {
        const theirs = get().parts[part].theirs;
        if (!theirs) return;
        set((state) => ({
          parts: { ...state.parts, [part]: fresh(part, theirs.content, theirs.rev) },
        }));
      },
      async flush() {
        const waiting = SITE_DRAFT_PARTS.filter((part) => {
          const state = get().parts[part].save;
          return state === 'pending' || state === 'saving' || state === 'failed';
        });
        await Promise.all(waiting.map((part) => save(part)));
        if (SITE_DRAFT_PARTS.some((part) => get().parts[part].save === 'conflict')) {
          throw new UnsavedError('conflict');
        }
        if (SITE_DRAFT_PARTS.some((part) => get().parts[part].save !== 'saved')) {
          throw new UnsavedError('unsaved');
        }
      },
      publish: () => request('publish', () => backend.requestPublish()),
      preview: () => request('preview', () => backend.requestPreview()),
      restore: (releaseId) => request('restore', () => backend.requestRestore(releaseId)),
    };
  });

  const ready = (which: keyof typeof loaded) => {
    loaded = { ...loaded, [which]: true };
    if (loaded.draft && loaded.publishes && loaded.releases) store.setState({ status: 'ready' });
  };
  const failed = (error: unknown) => {
    console.warn('The site editor could not load.', error);
    store.setState({ status: 'failed' });
  };

  /** Another owner's save (or a restore) arrives: taken at once where nothing is being typed. */
  const onDraft = (draft: SiteDraft) => {
    const parts = { ...store.getState().parts };
    for (const part of SITE_DRAFT_PARTS) {
      const stored = draft[part];
      const local = parts[part];
      if (!stored || stored.rev <= local.rev) continue;
      if (local.save === 'saved') parts[part] = fresh(part, stored.content, stored.rev);
      // In a conflict, "Use theirs" takes their newest version, not the one it first saw.
      else if (local.save === 'conflict' && stored.rev > (local.theirs?.rev ?? 0)) {
        parts[part] = { ...local, theirs: stored };
      }
    }
    store.setState({ parts });
    ready('draft');
  };

  const stops = [
    backend.watchDraft(onDraft, failed),
    backend.watchPublishes(
      PUBLISHES_SHOWN,
      (publishes) => {
        store.setState({ publishes });
        ready('publishes');
      },
      failed,
    ),
    backend.watchReleases(
      RELEASES_SHOWN,
      (releases) => {
        store.setState({ releases });
        ready('releases');
      },
      failed,
    ),
  ];

  return Object.assign(store, {
    /** Stops following; what was typed and not yet saved is saved now, not dropped. */
    dispose() {
      for (const stop of stops) stop();
      void store
        .getState()
        .flush()
        .catch(() => undefined);
    },
  });
}

/** The whole content the draft makes: every part as the owner has it now. */
export function draftContent(parts: SiteEditorState['parts']): Record<SitePart, unknown> {
  return Object.fromEntries(SITE_DRAFT_PARTS.map((part) => [part, parts[part].value])) as Record<
    SitePart,
    unknown
  >;
}

import type { SiteEditorBackend } from '../../site/backend';
import { ChatBackendError } from '../../shared/domain/errors';
import {
  DraftConflictError,
  type SiteDraft,
  type SiteDraftPart,
  type SitePart,
  type SitePhotoUpload,
  type SitePublish,
  type SiteRelease,
} from '../../site/domain/site';
import {
  PublishRefusedError,
  publishVerdict,
  type SitePublishing,
} from '../../site/domain/site-publishing';

/** A copy, as Firestore stores it: a later change to what was saved does not reach the store. */
const stored = <T>(value: T): T => structuredClone(value);

/**
 * The site editor in memory, for the console's tests, with what the rules and the publisher do
 * made explicit: `saveDraftPart` refuses a stale revision as Firestore's transaction does; a
 * request is refused outside the publish limits as the rules refuse it; `publisher` plays the
 * publisher's part (progress, releases) and another owner's saves.
 */
export function createMemorySiteEditor(owner = 'owner-1') {
  const draft: { [P in SitePart]?: SiteDraftPart } = {};
  let publishes: SitePublish[] = [];
  let releases: SiteRelease[] = [];
  // The clock the console reads (a request is "under way" only for so long): now, and on.
  let now = Date.now();
  let ids = 0;
  const photos = new Map<string, SitePhotoUpload>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const watch = (emit: () => void) => {
    listeners.add(emit);
    queueMicrotask(emit);
    return () => void listeners.delete(emit);
  };
  const save = (who: string, part: SitePart, content: unknown, baseRev: number) => {
    const current = draft[part];
    if (current && current.rev !== baseRev) throw new DraftConflictError(stored(current));
    const rev = (current?.rev ?? 0) + 1;
    draft[part] = { content: stored(content), rev, updatedBy: who, updatedAt: (now += 1000) };
    notify();
    return rev;
  };
  // `siteEditor/publishing`: the current request's id and the window; its time is the
  // request's, which a test may move back to stall it.
  let publishing: Omit<SitePublishing, 'requestedAt'> | null = null;
  const request = (fields: Pick<SitePublish, 'kind' | 'release'>) => {
    const current = publishes.find((p) => p.id === publishing?.current) ?? null;
    const state = publishing && { ...publishing, requestedAt: current?.requestedAt ?? now };
    const verdict = publishVerdict(state, current, (now += 1000));
    if ('refusal' in verdict) throw new PublishRefusedError(verdict.refusal);
    const id = `publish-${++ids}`;
    publishes = [{ id, status: 'requested', requestedAt: now, ...fields }, ...publishes];
    publishing =
      publishing && verdict.window === 'same'
        ? { ...publishing, current: id, count: publishing.count + 1 }
        : { current: id, windowStart: now, count: 1 };
    notify();
    return id;
  };

  const backend: SiteEditorBackend = {
    watchDraft: (onChange) => watch(() => onChange(stored(draft as SiteDraft))),
    saveDraftPart: async (part, content, baseRev) => save(owner, part, content, baseRev),
    watchPublishes: (count, onChange) => watch(() => onChange(publishes.slice(0, count))),
    watchReleases: (count, onChange) => watch(() => onChange(releases.slice(0, count))),
    uploadPhoto: async (photo) => {
      const id = `photo-${++ids}`;
      photos.set(id, stored(photo));
      return id;
    },
    readPhoto: async (id) => {
      const photo = photos.get(id);
      if (!photo) throw new ChatBackendError('not-found', `There is no photo ${id}.`);
      return photo;
    },
    requestPublish: async () => request({ kind: 'publish' }),
    requestPreview: async () => request({ kind: 'preview' }),
    requestRestore: async (release) => request({ kind: 'restore', release }),
  };

  const publisher = {
    /** Another owner's save, from the revision they had. */
    saveAs: (who: string, part: SitePart, content: unknown, baseRev: number) =>
      save(who, part, content, baseRev),
    /** Moves a request on; `live` keeps the content given as a new release. */
    report(id: string, change: Partial<SitePublish>, content?: unknown) {
      let extra: Partial<SitePublish> = {};
      if (change.status === 'live') {
        const release: SiteRelease = {
          id: `release-${++ids}`,
          kind: publishes.find((p) => p.id === id)?.kind === 'restore' ? 'restore' : 'publish',
          createdAt: (now += 1000),
          createdBy: owner,
          content: stored(content),
        };
        releases = [release, ...releases];
        extra = { liveRelease: release.id, liveAt: now };
      }
      publishes = publishes.map((p) => (p.id === id ? { ...p, ...extra, ...change } : p));
      notify();
    },
    publishes: () => publishes,
    releases: () => releases,
    photos: () => photos,
    draft: () => draft,
  };
  return { backend, publisher };
}

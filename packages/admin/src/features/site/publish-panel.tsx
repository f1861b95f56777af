import { SITE_PUBLISH_LIMITS, type SitePublish, type SiteRelease } from '@detailing/chat-core';
import { clockTime } from '@detailing/ui/message-text';
import { useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { fullTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { draftContent, type SiteEditorStore } from './site-editor-store';
import { sameContent } from './same-content';
import { SECTIONS } from './sections';
import styles from './site.module.css';

/** What the publisher is doing, in the owner's words, with its step of three. */
const PROGRESS: Partial<Record<SitePublish['status'], readonly [string, number]>> = {
  requested: ['Waiting to start…', 0],
  dispatched: ['Starting the build…', 0],
  checking: ['Checking the content…', 1],
  building: ['Building the site…', 2],
  deploying: ['Putting it live…', 3],
};
const STEPS = 3;

/**
 * A request still "under way" after this long never will be (its run was cancelled or died: the
 * production workflow gives up after 20 minutes): the console, and the rules, let the owner try
 * again.
 */
const STALLED_MS = SITE_PUBLISH_LIMITS.stalledMs;

/** The progress of a request under way, or undefined when it is over or stalled. */
function progressOf(request: SitePublish | undefined, now: number) {
  const progress = request ? PROGRESS[request.status] : undefined;
  if (!request || !progress) return undefined;
  return request.requestedAt !== null && now - request.requestedAt > STALLED_MS
    ? undefined
    : progress;
}

const stalled = (request: SitePublish | undefined, now: number) =>
  request !== undefined &&
  PROGRESS[request.status] !== undefined &&
  progressOf(request, now) === undefined;

/** "14:03" today, "26 Nov 2026, 14:03" before. */
function when(time: number, now = Date.now()): string {
  return new Date(time).toDateString() === new Date(now).toDateString()
    ? clockTime(time)
    : fullTime(time);
}

/**
 * Publish and its progress, what is live ("Live since 14:03"), whether the draft differs from it,
 * and the published versions, each of which can be put back ("Restore").
 */
export function PublishPanel({
  store,
  problemCount,
}: {
  store: SiteEditorStore;
  problemCount: number;
}) {
  const publishes = useStore(store, (s) => s.publishes);
  const releases = useStore(store, (s) => s.releases);
  const parts = useStore(store, (s) => s.parts);
  const requestError = useStore(store, (s) => s.requestError);
  const [refused, setRefused] = useState(false);
  // Publish and Restore change the site; a preview does not, and has its own line.
  const latest = publishes.find((p) => p.kind !== 'preview');
  const preview = publishes.find((p) => p.kind === 'preview');
  const now = useNow(60_000);
  const progress = progressOf(latest, now);
  // What is live is the newest release (the requests list may hold only previews by now).
  const liveRelease = releases[0];
  const liveSince = liveRelease?.createdAt;
  const changed = liveRelease ? !sameContent(draftContent(parts), liveRelease.content) : null;

  /** Publish and Preview both build the draft: neither starts while a field has a problem. */
  const unlessProblems = (action: () => Promise<void>) => () => {
    if (problemCount > 0) {
      setRefused(true);
      return;
    }
    setRefused(false);
    void action();
  };
  const publish = unlessProblems(() => store.getState().publish());
  const askPreview = unlessProblems(() => store.getState().preview());
  const previewing = progressOf(preview, now) !== undefined;

  return (
    <section className={styles.panel} aria-labelledby="site-publish-heading">
      <h2 id="site-publish-heading" className={styles.panelHeading}>
        What’s live
      </h2>
      <div role="status" className={styles.publishStatus}>
        {progress ? (
          <>
            <p className={styles.progressText}>
              {latest?.kind === 'restore' ? 'Restoring' : 'Publishing'}: {progress[0]}
            </p>
            <progress className={styles.progress} max={STEPS} value={progress[1]}>
              {progress[1]} of {STEPS}
            </progress>
          </>
        ) : liveSince ? (
          <p className={styles.live}>Live since {when(liveSince)}</p>
        ) : (
          <p>The site shows its original content: nothing has been published from here yet.</p>
        )}
        {!progress && changed ? (
          <p className={styles.hint}>You have changes that are not live yet.</p>
        ) : null}
        {!progress && changed === false ? (
          <p className={styles.hint}>Everything you see here is live.</p>
        ) : null}
      </div>
      {stalled(latest, now) ? (
        <div role="alert" className={styles.failed}>
          <p>
            <strong>
              That {latest?.kind === 'restore' ? 'restore' : 'publish'} did not finish.
            </strong>{' '}
            The live site is as it was; please try again.
          </p>
        </div>
      ) : null}
      {latest?.status === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <p>
            <strong>{latest.kind === 'restore' ? 'Restoring' : 'Publishing'} failed.</strong> The
            live site is as it was.
          </p>
          {latest.reason ? <pre className={styles.reason}>{latest.reason}</pre> : null}
        </div>
      ) : null}
      {refused && problemCount > 0 ? (
        <p role="alert" className={styles.error}>
          {problemCount === 1
            ? 'Please fix the problem marked in red before publishing.'
            : `Please fix the ${problemCount} problems marked in red before publishing.`}
        </p>
      ) : null}
      <PreviewStatus preview={preview} now={now} />
      {requestError ? (
        <p role="alert" className={styles.error}>
          {requestError}
        </p>
      ) : null}
      <div className={styles.publishActions}>
        <Button onClick={publish} disabled={progress !== undefined}>
          Publish
        </Button>
        <Button variant="ghost" onClick={askPreview} disabled={previewing}>
          Preview
        </Button>
      </div>
      <Releases
        store={store}
        releases={releases}
        busy={progress !== undefined}
        changed={changed === true}
      />
    </section>
  );
}

/** The newest preview: being made, ready to open (it changes nothing live), or why not. */
function PreviewStatus({ preview, now }: { preview: SitePublish | undefined; now: number }) {
  if (!preview || stalled(preview, now)) return null;
  if (PROGRESS[preview.status]) {
    return (
      <p role="status" className={styles.hint}>
        Preparing the preview…
      </p>
    );
  }
  if (preview.status === 'ready' && preview.previewUrl) {
    const made = preview.requestedAt ? ` of ${when(preview.requestedAt)}` : '';
    return (
      <p role="status" className={styles.previewReady}>
        <a href={preview.previewUrl} target="_blank" rel="noopener noreferrer">
          Open the preview{made} ↗
        </a>
        <span className={styles.hint}> The whole site with your changes; it is not live.</span>
      </p>
    );
  }
  if (preview.status === 'failed') {
    return (
      <div role="alert" className={styles.failed}>
        <p>The preview could not be made.</p>
        {preview.reason ? <pre className={styles.reason}>{preview.reason}</pre> : null}
      </div>
    );
  }
  return null;
}

/** What a version changed from the one before it, by section ("Services and prices, Gallery"). */
function changedSections(release: SiteRelease, previous: SiteRelease | undefined): string | null {
  if (!previous) return null;
  const now = (release.content ?? {}) as Record<string, unknown>;
  const before = (previous.content ?? {}) as Record<string, unknown>;
  const titles = SECTIONS.filter((section) =>
    section.parts.some((part) => !sameContent(now[part], before[part])),
  ).map((section) => section.title);
  return titles.length > 0 ? titles.join(', ') : 'No changes';
}

function Releases({
  store,
  releases,
  busy,
  changed,
}: {
  store: SiteEditorStore;
  releases: readonly SiteRelease[];
  busy: boolean;
  changed: boolean;
}) {
  const [asking, setAsking] = useState<string | null>(null);
  if (releases.length === 0) return null;
  return (
    <div className={styles.releases}>
      <h3 className={styles.releasesHeading}>Published versions</h3>
      <ol className={styles.releaseList}>
        {releases.map((release, index) => {
          const label = release.createdAt ? when(release.createdAt) : 'Just now';
          const summary = changedSections(release, releases[index + 1]);
          return (
            <li key={release.id} className={styles.release}>
              <span className={styles.releaseText}>
                <span>
                  {release.kind === 'restore' ? 'Restored' : 'Published'} {label}
                  {index === 0 ? <span className={styles.liveBadge}> · live</span> : null}
                </span>
                {summary ? <span className={styles.releaseChanges}>{summary}</span> : null}
              </span>
              {index > 0 && asking !== release.id ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`Restore the version published ${label}`}
                  onClick={() => {
                    if (!changed) {
                      void store.getState().restore(release.id);
                    } else {
                      setAsking(release.id);
                    }
                  }}
                >
                  Restore
                </Button>
              ) : null}
              {asking === release.id ? (
                <div role="group" aria-label="Restore this version" className={styles.confirm}>
                  <p>Your changes that are not live yet will be replaced by this version.</p>
                  <Button
                    size="sm"
                    onClick={() => {
                      setAsking(null);
                      void store.getState().restore(release.id);
                    }}
                  >
                    Restore it
                  </Button>
                  <Button variant="quiet" size="sm" onClick={() => setAsking(null)}>
                    Cancel
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

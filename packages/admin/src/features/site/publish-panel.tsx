import { SITE_PUBLISH_LIMITS, type SitePublish } from '@detailing/core';
import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { useNow } from '../../lib/use-now';
import { when } from './publish-time';
import { ReleaseList } from './release-list';
import { sameContent } from './same-content';
import { draftContent, SEED, type SiteEditorStore } from './site-editor-store';
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
  // What is live is the newest release (the requests list may hold only previews by now), or
  // before any the original site.
  const liveRelease = releases[0];
  const liveSince = liveRelease?.createdAt;
  const changed = !sameContent(draftContent(parts), liveRelease ? liveRelease.content : SEED);
  const heading = useRef<HTMLHeadingElement>(null);

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
      <h2 id="site-publish-heading" className={styles.panelHeading} ref={heading} tabIndex={-1}>
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
          <p>The original site is live: nothing has been published from here yet.</p>
        )}
        {!progress && changed ? (
          <p className={styles.hint}>You have changes that are not live yet.</p>
        ) : null}
        {!progress && !changed ? (
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
      <PreviewStatus preview={preview} published={publishedAfter(publishes, preview)} now={now} />
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
      <ReleaseList
        releases={releases}
        busy={progress !== undefined}
        changed={changed}
        onRestore={(release) => {
          // The restore's progress shows at the panel's top: the owner's focus goes there.
          heading.current?.focus();
          void store.getState().restore(release);
        }}
      />
    </section>
  );
}

/**
 * A publish or restore went live after `preview` was asked for: the draft it showed is live (or
 * was replaced by the version restored), so it is no longer one to open.
 */
function publishedAfter(publishes: readonly SitePublish[], preview: SitePublish | undefined) {
  const asked = preview?.requestedAt;
  if (asked === undefined || asked === null) return false;
  return publishes.some(
    (p) => p.kind !== 'preview' && p.status === 'live' && (p.requestedAt ?? 0) > asked,
  );
}

/**
 * The newest preview: being made, ready to open (it changes nothing live), or why not; gone once
 * a publish or restore after it went live.
 */
function PreviewStatus({
  preview,
  published,
  now,
}: {
  preview: SitePublish | undefined;
  published: boolean;
  now: number;
}) {
  if (!preview || stalled(preview, now)) return null;
  if (published && !PROGRESS[preview.status]) return null;
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

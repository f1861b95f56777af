import { ORIGINAL_SITE_RELEASE, type SiteRelease } from '@detailing/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/button';
import { fullTime } from '../../lib/relative-time';
import { when } from './publish-time';
import { sameContent } from './same-content';
import { SECTIONS } from './sections';
import { RELEASES_SHOWN, SEED } from './site-editor-store';
import styles from './site.module.css';

/** A version the site can be put back to: a published release, or the original site. */
export interface SiteVersion {
  /** The release a Restore names (ORIGINAL_SITE_RELEASE for the original site). */
  readonly id: string;
  /** "Published 14:03", "Restored 26 Nov 2026, 09:12", "Original site". */
  readonly name: string;
  /** What Restore asks first: "Restore the version of 29 Nov 2026, 14:05?". */
  readonly question: string;
  /** Its Restore button's name, which says which version. */
  readonly restoreName: string;
  /** What it changed from the one before ("Services and prices, Gallery"), when known. */
  readonly changes: string | null;
}

/** What a version changed from the one before it, by section ("Services and prices, Gallery"). */
function changedSections(content: unknown, previous: unknown): string {
  const now = (content ?? {}) as Record<string, unknown>;
  const before = (previous ?? {}) as Record<string, unknown>;
  const titles = SECTIONS.filter((section) =>
    section.parts.some((part) => !sameContent(now[part], before[part])),
  ).map((section) => section.title);
  return titles.length > 0 ? titles.join(', ') : 'No changes';
}

/**
 * The published versions, newest (live) first, and always last the original site (the seed a
 * fresh clone serves), so that even the first publish can be undone.
 */
export function versionsOf(releases: readonly SiteRelease[]): SiteVersion[] {
  // Fewer than the editor follows: the oldest listed is the first ever, published over the seed.
  const all = releases.length < RELEASES_SHOWN;
  const published = releases.map((release, index): SiteVersion => {
    const time = release.createdAt;
    const label = time ? when(time) : 'just now';
    const previous = releases[index + 1]?.content ?? (all ? SEED : undefined);
    return {
      id: release.id,
      name: `${release.kind === 'restore' ? 'Restored' : 'Published'} ${label}`,
      question: time ? `Restore the version of ${fullTime(time)}?` : 'Restore this version?',
      restoreName: `Restore the version published ${label}`,
      changes: previous === undefined ? null : changedSections(release.content, previous),
    };
  });
  const original: SiteVersion = {
    id: ORIGINAL_SITE_RELEASE,
    name: 'Original site',
    question: 'Restore the original site?',
    restoreName: 'Restore the original site',
    changes: null,
  };
  return [...published, original];
}

/**
 * The versions, each but the live one with "Restore", which asks first, naming the version and
 * saying the live site will change (and that changes not yet live will be replaced).
 */
export function ReleaseList({
  releases,
  busy,
  changed,
  onRestore,
}: {
  releases: readonly SiteRelease[];
  /** A publish or restore is under way: no other starts. */
  busy: boolean;
  /** The draft has changes that are not live (a Restore replaces them). */
  changed: boolean;
  onRestore: (release: string) => void;
}) {
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <div className={styles.releases}>
      <h3 className={styles.releasesHeading}>Published versions</h3>
      <ol className={styles.releaseList}>
        {versionsOf(releases).map((version, index) => (
          <VersionItem
            key={version.id}
            version={version}
            live={index === 0}
            busy={busy}
            changed={changed}
            asking={asking === version.id}
            onAsk={() => setAsking(version.id)}
            onCancel={() => setAsking(null)}
            onRestore={() => {
              setAsking(null);
              onRestore(version.id);
            }}
          />
        ))}
      </ol>
    </div>
  );
}

function VersionItem({
  version,
  live,
  busy,
  changed,
  asking,
  onAsk,
  onCancel,
  onRestore,
}: {
  version: SiteVersion;
  live: boolean;
  busy: boolean;
  changed: boolean;
  asking: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onRestore: () => void;
}) {
  const id = useId();
  const restore = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Focus goes to the question's safe answer, and back to Restore when it is the answer (a yes
  // sends it to the progress, at the panel's top).
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (cancelled.current) restore.current?.focus();
    cancelled.current = false;
  }, [asking]);
  const no = () => {
    cancelled.current = true;
    onCancel();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    no();
  };
  return (
    <li className={styles.release}>
      <span className={styles.releaseText}>
        <span>
          {version.name}
          {live ? <span className={styles.liveBadge}> · live</span> : null}
        </span>
        {version.changes ? <span className={styles.releaseChanges}>{version.changes}</span> : null}
      </span>
      {!live && !asking ? (
        <Button
          ref={restore}
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={version.restoreName}
          onClick={onAsk}
        >
          Restore
        </Button>
      ) : null}
      {asking ? (
        <div
          role="group"
          aria-labelledby={`${id}-question`}
          aria-describedby={changed ? `${id}-replaced` : undefined}
          className={styles.confirm}
          onKeyDown={onKeyDown}
        >
          <div className={styles.confirmText}>
            <p id={`${id}-question`}>{version.question} The live site will change.</p>
            {changed ? (
              <p id={`${id}-replaced`}>
                Your changes that are not live yet will be replaced by this version.
              </p>
            ) : null}
          </div>
          <Button size="sm" disabled={busy} onClick={onRestore}>
            Restore
          </Button>
          <Button ref={cancel} variant="quiet" size="sm" onClick={no}>
            Cancel
          </Button>
        </div>
      ) : null}
    </li>
  );
}

import type { SiteEditorBackend } from '@detailing/core';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { isPlainClick } from '../../lib/plain-click';
import { PublishPanel } from './publish-panel';
import { PartEditor, ServiceEditor, ServiceList, ServiceName } from './part-editors';
import { createSiteEditorStore, type SiteEditorStore } from './site-editor-store';
import { SaveStatus } from './save-status';
import { SECTIONS } from './sections';
import { createSitePhotos, type SitePhotos, SitePhotosContext } from './site-photos';
import { useEditorView, type EditorView } from './use-editor-view';
import screenStyles from '../../components/screen/screen.module.css';
import styles from './site.module.css';

/**
 * `/admin/chat/site`, owners only: the site's content, edited part by part and saved as the
 * owner types, then published (OWNER-TOOLS.md 2). A lazy chunk with the content schema.
 */
export default function SiteScreen({ load }: { load: () => Promise<SiteEditorBackend> }) {
  const [editor, setEditor] = useState<
    { store: SiteEditorStore; photos: SitePhotos } | 'failed' | null
  >(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let created: { store: SiteEditorStore; photos: SitePhotos } | undefined;
    load().then(
      (backend) => {
        if (!live) return;
        created = { store: createSiteEditorStore(backend), photos: createSitePhotos(backend) };
        setEditor(created);
      },
      (error: unknown) => {
        console.warn('The site editor could not load.', error);
        if (live) setEditor('failed');
      },
    );
    return () => {
      live = false;
      created?.store.dispose();
      // The uploads' blob URLs go with the editor.
      created?.photos.dispose();
    };
  }, [load, attempt]);
  const retry = () => {
    setEditor(null);
    setAttempt((n) => n + 1);
  };
  if (editor === null) return null;
  if (editor === 'failed') return <LoadFailed onRetry={retry} />;
  return (
    <SitePhotosContext.Provider value={editor.photos}>
      <SiteEditor store={editor.store} onRetry={retry} />
    </SitePhotosContext.Provider>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={screenStyles.screen}>
      <div className={screenStyles.inner} role="alert">
        <h1 className={screenStyles.title}>The site editor could not load</h1>
        <p>Check this device’s connection, then try again.</p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

function SiteEditor({ store, onRetry }: { store: SiteEditorStore; onRetry: () => void }) {
  const status = useStore(store, (s) => s.status);
  const parts = useStore(store, (s) => s.parts);
  const [view, go] = useEditorView();
  useUnsavedGuard(store);
  // Each view starts at its top (the screen scrolls, not the page).
  const screen = useRef<HTMLDivElement>(null);
  const viewKey = JSON.stringify(view);
  useLayoutEffect(() => {
    screen.current?.scrollTo(0, 0);
  }, [viewKey]);
  const problemCount = Object.values(parts).reduce((n, part) => n + part.problems.length, 0);
  if (status === 'failed') return <LoadFailed onRetry={onRetry} />;
  if (status === 'loading') return <div className={screenStyles.screen} aria-busy="true" />;
  return (
    <div className={screenStyles.screen} ref={screen}>
      <div className={screenStyles.inner}>
        {view.at === 'overview' ? (
          <>
            <header className={screenStyles.header}>
              <BackLink href="/admin/chat" onClick={() => window.history.back()} plainHref>
                ← Conversations
              </BackLink>
              <h1 className={screenStyles.title}>Site</h1>
              <p className={styles.hint}>
                Changes save as you type. Publish puts them on the site.
              </p>
            </header>
            <PublishPanel store={store} problemCount={problemCount} />
            <nav aria-label="Parts of the site">
              <ul className={styles.sections}>
                {SECTIONS.map((section) => {
                  const count = section.parts.reduce((n, p) => n + parts[p].problems.length, 0);
                  return (
                    <li key={section.id}>
                      <a
                        className={styles.sectionLink}
                        href={`?edit=${section.id}`}
                        onClick={(event) => {
                          if (!isPlainClick(event)) return;
                          event.preventDefault();
                          go({ at: 'section', section: section.id });
                        }}
                      >
                        <span>{section.title}</span>
                        {count > 0 ? (
                          <span className={styles.problemBadge}>
                            {count === 1 ? '1 problem' : `${count} problems`}
                          </span>
                        ) : null}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        ) : (
          <SectionView store={store} view={view} go={go} />
        )}
      </div>
    </div>
  );
}

function BackLink({
  href,
  onClick,
  children,
  plainHref = false,
}: {
  href: string;
  onClick: () => void;
  children: ReactNode;
  plainHref?: boolean;
}) {
  return (
    <a
      className={screenStyles.back}
      href={href}
      onClick={(event) => {
        if (plainHref || !isPlainClick(event)) return;
        event.preventDefault();
        onClick();
      }}
    >
      {children}
    </a>
  );
}

function SectionView({
  store,
  view,
  go,
}: {
  store: SiteEditorStore;
  view: Exclude<EditorView, { at: 'overview' }>;
  go: (view: EditorView) => void;
}) {
  const section = SECTIONS.find((s) => s.id === view.section) ?? SECTIONS[0];
  const slug = view.at === 'service' ? view.slug : undefined;
  const parent: EditorView = slug ? { at: 'section', section: 'services' } : { at: 'overview' };
  const title = slug ? <ServiceName store={store} slug={slug} /> : section.title;
  return (
    <>
      <header className={screenStyles.header}>
        <BackLink href={slug ? '?edit=services' : '?'} onClick={() => go(parent)}>
          {slug ? '← Services and prices' : '← Site'}
        </BackLink>
        <h1 className={screenStyles.title}>{title}</h1>
        <SaveStatus store={store} parts={section.parts} />
      </header>
      {slug ? (
        <ServiceEditor store={store} slug={slug} />
      ) : section.id === 'services' ? (
        <ServiceList store={store} go={go} />
      ) : (
        <PartEditor store={store} part={section.parts[0]} />
      )}
    </>
  );
}

/** Saves when the page is hidden, and asks before it closes while an edit is not saved yet. */
function useUnsavedGuard(store: SiteEditorStore) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const parts = Object.values(store.getState().parts);
      if (parts.every((part) => part.save === 'saved')) return;
      void store
        .getState()
        .flush()
        .catch(() => undefined);
      event.preventDefault();
    };
    // A phone switching apps hides the page and may never unload it: save what waits now.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') {
        void store
          .getState()
          .flush()
          .catch(() => undefined);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [store]);
}

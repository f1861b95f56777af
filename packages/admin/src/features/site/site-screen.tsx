import type { SiteEditorBackend, SitePart } from '@detailing/chat-core';
import { PART_SCHEMAS, SERVICE_CATEGORIES, type ServiceSlug } from '@detailing/site-content';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { isPlainClick } from '../../lib/plain-click';
import { PAGE_LABELS } from './field-labels';
import { PublishPanel } from './publish-panel';
import { ObjectFields, problemMap, type SchemaNode, SchemaField } from './schema-fields';
import { createSiteEditorStore, type SiteEditorStore } from './site-editor-store';
import { SaveStatus } from './save-status';
import { SECTIONS } from './sections';
import { createSitePhotos, type SitePhotos, SitePhotosContext } from './site-photos';
import { useEditorView, type EditorView } from './use-editor-view';
import screenStyles from '../../components/screen/screen.module.css';
import styles from './site.module.css';

const schemaOf = (part: SitePart) => PART_SCHEMAS[part] as unknown as SchemaNode;

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

function ServiceName({ store, slug }: { store: SiteEditorStore; slug: ServiceSlug }) {
  const name = useStore(store, (s) => serviceOf(s.parts.services.value, slug).name);
  return <>{typeof name === 'string' && name.trim() !== '' ? name : 'Service'}</>;
}

const serviceOf = (services: unknown, slug: string) =>
  ((services as Record<string, Record<string, unknown>> | undefined)?.[slug] ?? {}) as Record<
    string,
    unknown
  >;

function ServiceList({ store, go }: { store: SiteEditorStore; go: (view: EditorView) => void }) {
  const services = useStore(store, (s) => s.parts.services);
  const pages = useStore(store, (s) => s.parts.pages);
  return (
    <>
      {SERVICE_CATEGORIES.map(([category, slugs]) => (
        <section
          key={category}
          className={styles.category}
          aria-labelledby={`category-${category}`}
        >
          <h2 id={`category-${category}`} className={styles.categoryHeading}>
            {category}
          </h2>
          <ul className={styles.serviceList}>
            {slugs.map((slug) => {
              const service = serviceOf(services.value, slug);
              const problems = [...services.problems, ...pages.problems].filter(
                (p) => p.path === slug || p.path.startsWith(`${slug}.`),
              ).length;
              return (
                <li key={slug}>
                  <a
                    className={styles.serviceLink}
                    href={`?edit=services/${slug}`}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      go({ at: 'service', section: 'services', slug });
                    }}
                  >
                    <span className={styles.serviceName}>{String(service.name ?? slug)}</span>
                    <span className={styles.servicePrice}>{String(service.price ?? '')}</span>
                    {problems > 0 ? (
                      <span className={styles.problemBadge}>
                        {problems === 1 ? '1 problem' : `${problems} problems`}
                      </span>
                    ) : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A service: its card's words and price, then its detail page's texts. */
function ServiceEditor({ store, slug }: { store: SiteEditorStore; slug: ServiceSlug }) {
  const services = useStore(store, (s) => s.parts.services);
  const pages = useStore(store, (s) => s.parts.pages);
  const serviceProblems = useMemo(() => problemMap(services.problems), [services.problems]);
  const pageProblems = useMemo(() => problemMap(pages.problems), [pages.problems]);
  const edit = (part: 'services' | 'pages', all: unknown, next: unknown) =>
    store.getState().edit(part, { ...(all as object), [slug]: next });
  const serviceSchema = schemaOf('services').entries?.[slug];
  const pageSchema = schemaOf('pages').entries?.[slug];
  if (!serviceSchema || !pageSchema) return null;
  return (
    <div className={styles.form}>
      <ConflictNotice store={store} part="services" />
      <ObjectFields
        schema={serviceSchema}
        value={serviceOf(services.value, slug)}
        path={slug}
        problems={serviceProblems}
        onChange={(next) => edit('services', services.value, next)}
      />
      <ConflictNotice store={store} part="pages" />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Its own page</legend>
        <ObjectFields
          labels={PAGE_LABELS}
          schema={pageSchema}
          value={serviceOf(pages.value, slug)}
          path={slug}
          problems={pageProblems}
          onChange={(next) => edit('pages', pages.value, next)}
        />
      </fieldset>
    </div>
  );
}

/** A part edited whole: the home page, the hero, the testimonials, the gallery, the business. */
function PartEditor({ store, part }: { store: SiteEditorStore; part: SitePart }) {
  const state = useStore(store, (s) => s.parts[part]);
  const problems = useMemo(() => problemMap(state.problems), [state.problems]);
  const schema = schemaOf(part);
  const onChange = (next: unknown) => store.getState().edit(part, next);
  return (
    <div className={styles.form}>
      <ConflictNotice store={store} part={part} />
      {schema.type === 'array' ? (
        <SchemaField
          name={part}
          schema={schema}
          value={state.value}
          path=""
          problems={problems}
          onChange={onChange}
        />
      ) : (
        <ObjectFields
          schema={schema}
          value={state.value}
          path=""
          problems={problems}
          onChange={onChange}
        />
      )}
    </div>
  );
}

/** Another owner saved this part first: theirs or mine, chosen, never lost. */
function ConflictNotice({ store, part }: { store: SiteEditorStore; part: SitePart }) {
  const state = useStore(store, (s) => s.parts[part]);
  if (state.save !== 'conflict') return null;
  return (
    <div role="alert" className={styles.conflict}>
      <p>
        Someone else changed this while you were editing. Keep your version, or use theirs (yours is
        then discarded)?
      </p>
      <div className={styles.publishActions}>
        <Button size="sm" onClick={() => store.getState().keepMine(part)}>
          Keep mine
        </Button>
        <Button variant="ghost" size="sm" onClick={() => store.getState().useTheirs(part)}>
          Use theirs
        </Button>
      </div>
    </div>
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

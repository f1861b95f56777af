import type { SitePart } from '@detailing/core';
import { SERVICE_CATEGORIES, type ServiceSlug } from '@detailing/site-content';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { isPlainClick } from '../../lib/plain-click';
import { PAGE_LABELS } from './field-labels';
import { entryOf, kindOf } from './json-schema';
import { partSchema } from './part-schemas';
import { ObjectFields, problemMap, SchemaField } from './schema-fields';
import type { SiteEditorStore } from './site-editor-store';
import type { EditorView } from './use-editor-view';
import styles from './site.module.css';

/** The editors of the site's parts: the services (list and one service) and a part whole. */

export function ServiceName({ store, slug }: { store: SiteEditorStore; slug: ServiceSlug }) {
  const name = useStore(store, (s) => serviceOf(s.parts.services.value, slug).name);
  return <>{typeof name === 'string' && name.trim() !== '' ? name : 'Service'}</>;
}

const serviceOf = (services: unknown, slug: string) =>
  ((services as Record<string, Record<string, unknown>> | undefined)?.[slug] ?? {}) as Record<
    string,
    unknown
  >;

export function ServiceList({
  store,
  go,
}: {
  store: SiteEditorStore;
  go: (view: EditorView) => void;
}) {
  const services = useStore(store, (s) => s.parts.services);
  const pages = useStore(store, (s) => s.parts.pages);
  const booking = useStore(store, (s) => s.parts.booking);
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
              const problems = [
                ...services.problems,
                ...pages.problems,
                ...booking.problems,
              ].filter((p) => p.path === slug || p.path.startsWith(`${slug}.`)).length;
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

/** A service: its card's words and price, its online booking, then its detail page's texts. */
export function ServiceEditor({ store, slug }: { store: SiteEditorStore; slug: ServiceSlug }) {
  const services = useStore(store, (s) => s.parts.services);
  const pages = useStore(store, (s) => s.parts.pages);
  const booking = useStore(store, (s) => s.parts.booking);
  const serviceProblems = useMemo(() => problemMap(services.problems), [services.problems]);
  const pageProblems = useMemo(() => problemMap(pages.problems), [pages.problems]);
  const bookingProblems = useMemo(() => problemMap(booking.problems), [booking.problems]);
  const edit = (part: 'services' | 'pages' | 'booking', all: unknown, next: unknown) =>
    store.getState().edit(part, { ...(all as object), [slug]: next });
  const serviceSchema = entryOf(partSchema('services'), slug);
  const pageSchema = entryOf(partSchema('pages'), slug);
  const bookingSchema = entryOf(partSchema('booking'), slug);
  if (!serviceSchema || !pageSchema || !bookingSchema) return null;
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
      <ConflictNotice store={store} part="booking" />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Online booking</legend>
        <ObjectFields
          schema={bookingSchema}
          value={serviceOf(booking.value, slug)}
          path={slug}
          problems={bookingProblems}
          onChange={(next) => edit('booking', booking.value, next)}
        />
      </fieldset>
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
export function PartEditor({ store, part }: { store: SiteEditorStore; part: SitePart }) {
  const state = useStore(store, (s) => s.parts[part]);
  const problems = useMemo(() => problemMap(state.problems), [state.problems]);
  const schema = partSchema(part);
  const onChange = (next: unknown) => store.getState().edit(part, next);
  return (
    <div className={styles.form}>
      <ConflictNotice store={store} part={part} />
      {kindOf(schema) === 'list' ? (
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
export function ConflictNotice({ store, part }: { store: SiteEditorStore; part: SitePart }) {
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

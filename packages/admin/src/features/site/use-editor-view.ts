import { SERVICE_SLUGS, type ServiceSlug } from '@detailing/site-content';
import { useCallback, useEffect, useState } from 'react';
import { type SectionId, SECTIONS } from './sections';

/** Where the owner is in the editor: the overview, a section, or one service. */
export type EditorView =
  | { readonly at: 'overview' }
  | { readonly at: 'section'; readonly section: SectionId }
  | { readonly at: 'service'; readonly section: 'services'; readonly slug: ServiceSlug };

/** The view an address shows: `?edit=services/paint-correction`, `?edit=gallery`, or none. */
export function viewOf(search: string): EditorView {
  const [section, slug] = (new URLSearchParams(search).get('edit') ?? '').split('/');
  const known = SECTIONS.find((s) => s.id === section);
  if (!known) return { at: 'overview' };
  const service = SERVICE_SLUGS.find((s) => s === slug);
  if (known.id === 'services' && service)
    return { at: 'service', section: 'services', slug: service };
  return { at: 'section', section: known.id };
}

const searchOf = (view: EditorView) =>
  view.at === 'overview'
    ? ''
    : `?edit=${view.section}${view.at === 'service' ? `/${view.slug}` : ''}`;

/**
 * The editor's view, in the address (`?edit=…`): the phone's back button goes up a level, and a
 * reload or a shared link opens the same place.
 */
export function useEditorView(): [EditorView, (view: EditorView) => void] {
  const [view, setView] = useState(() => viewOf(window.location.search));
  useEffect(() => {
    const onPopState = () => setView(viewOf(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const go = useCallback((next: EditorView) => {
    window.history.pushState(null, '', `${window.location.pathname}${searchOf(next)}`);
    setView(next);
  }, []);
  return [view, go];
}

import { useSyncExternalStore } from 'react';
import { serviceBySlug } from '../../content/catalogue';

function serviceFromLocation(): string | undefined {
  const state: unknown = window.history.state;
  const fromState =
    state && typeof state === 'object' && 'service' in state && typeof state.service === 'string'
      ? state.service
      : undefined;
  const fromQuery = new URLSearchParams(window.location.search).get('service') ?? undefined;
  const chosen = (fromState || fromQuery)?.trim().slice(0, 120) || undefined;
  // `?service=paint-correction` names the service by its page's slug.
  return chosen === undefined ? undefined : (serviceBySlug(chosen)?.name ?? chosen);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The service a visitor chose: from navigation state, else from `?service=` (a name, or a
 * service page's slug). The prerendered page cannot know either, so the server snapshot is
 * "none" and React fills it in after hydration without a mismatch. (Without JavaScript, the
 * service pages link to /book-online/{slug}, whose prerendered form carries it.)
 */
export function useSelectedService() {
  return useSyncExternalStore(subscribe, serviceFromLocation, () => undefined);
}

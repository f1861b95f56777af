import { useSyncExternalStore } from 'react';

function serviceFromLocation(): string | undefined {
  const state: unknown = window.history.state;
  const fromState =
    state && typeof state === 'object' && 'service' in state && typeof state.service === 'string'
      ? state.service
      : undefined;
  const fromQuery = new URLSearchParams(window.location.search).get('service') ?? undefined;
  return (fromState || fromQuery)?.trim().slice(0, 120) || undefined;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The service a visitor chose: from navigation state, else from `?service=`. The prerendered
 * page cannot know either, so the server snapshot is "none" and React fills it in after
 * hydration without a mismatch.
 */
export function useSelectedService() {
  return useSyncExternalStore(subscribe, serviceFromLocation, () => undefined);
}

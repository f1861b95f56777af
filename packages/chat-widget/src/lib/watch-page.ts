/** Pages set their title a moment after navigating: it is read again after these delays. */
export const TITLE_SETTLE_MS = [300, 1500] as const;

/**
 * Calls `onChange` after every navigation within the page, ours (wouter) or any single-page
 * app's: through the Navigation API's `currententrychange` where it exists, else by wrapping
 * `history.pushState`/`replaceState` and listening to `popstate` and `hashchange`. Again
 * shortly after each (TITLE_SETTLE_MS), for the title. Cheap: no polling. Returns a stop.
 */
export function watchPage(onChange: () => void, scope: Window = window): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const changed = () => {
    onChange();
    for (const ms of TITLE_SETTLE_MS) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        onChange();
      }, ms);
      timers.add(timer);
    }
  };
  const stopTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };

  // Not in every browser yet (the DOM types say it always is).
  const navigation: Navigation | undefined = 'navigation' in scope ? scope.navigation : undefined;
  if (navigation) {
    navigation.addEventListener('currententrychange', changed);
    return () => {
      navigation.removeEventListener('currententrychange', changed);
      stopTimers();
    };
  }

  const { history } = scope;
  const wrap = (method: 'pushState' | 'replaceState') => {
    const original = history[method];
    const wrapped: History['pushState'] = function (this: History, ...args) {
      original.apply(this, args);
      changed();
    };
    history[method] = wrapped;
    // Put back only if nobody has wrapped it after us (another script's wrapper keeps ours).
    return () => {
      if (history[method] === wrapped) history[method] = original;
    };
  };
  const unwrap = [wrap('pushState'), wrap('replaceState')];
  scope.addEventListener('popstate', changed);
  scope.addEventListener('hashchange', changed);
  return () => {
    for (const restore of unwrap) restore();
    scope.removeEventListener('popstate', changed);
    scope.removeEventListener('hashchange', changed);
    stopTimers();
  };
}

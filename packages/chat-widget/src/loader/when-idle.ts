/** How long an idle callback may wait on a busy page before it runs anyway. */
export const IDLE_TIMEOUT_MS = 4000;
/** Where requestIdleCallback is missing (Safari), wait this long after start-up instead. */
export const IDLE_FALLBACK_MS = 2500;
/**
 * Nothing before this: the page's own start-up (hydration, the spec's 3 s consultation popup)
 * goes first on a slow phone. Hovering or focusing the chat button loads the panel sooner.
 */
export const IDLE_NOT_BEFORE_MS = 5000;

/**
 * Runs `task` once the browser is idle (requestIdleCallback, with a timeout so a busy page
 * still gets it), or after a delay where requestIdleCallback does not exist. Returns a cancel.
 */
export function whenIdle(task: () => void, scope: Partial<Window> = window): () => void {
  if (scope.requestIdleCallback && scope.cancelIdleCallback) {
    const cancel = scope.cancelIdleCallback.bind(scope);
    const handle = scope.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancel(handle);
  }
  const handle = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/** `whenIdle`, but not before `IDLE_NOT_BEFORE_MS` have passed. Returns a cancel. */
export function whenSettled(task: () => void, scope: Partial<Window> = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(task, scope);
  }, IDLE_NOT_BEFORE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}

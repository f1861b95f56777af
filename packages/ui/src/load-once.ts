/**
 * `load`, called at most once at a time and then kept: every caller shares its promise, and a
 * failed load is forgotten, so the next call tries again. For lazy chunks and files the page
 * needs once (offline a moment, or a release replaced the chunk: a later call fetches it anew).
 * `onFailure` runs before the failure reaches the callers (to wrap it, or to undo a side effect).
 */
export function loadOnce<T>(
  load: () => Promise<T>,
  onFailure: (error: unknown) => never = (error) => {
    throw error;
  },
): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      return onFailure(error);
    }));
}

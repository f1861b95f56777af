/**
 * Runs `prepare` once (again only after it failed): the visitor store calls it on each keystroke
 * before the first message, so signing in and connecting happen while the visitor types, not
 * after Enter.
 */
export function createWarmUp(prepare: () => Promise<void>): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    prepare().catch(() => {
      // The send will sign in itself, and say what went wrong if it still cannot.
      started = false;
    });
  };
}

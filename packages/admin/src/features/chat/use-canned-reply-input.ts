import { loadOnce } from '@detailing/ui/load-once';
import { useEffect, useState } from 'react';
import type * as CannedReplyInputExports from './canned-reply-input';

type CannedReplyInputModule = typeof CannedReplyInputExports;

let loaded: CannedReplyInputModule | null = null;
// A later composer tries again if the chunk failed (offline).
const load = loadOnce(() => import('./canned-reply-input').then((module) => (loaded = module)));

/**
 * Fetches the combobox's chunk ahead of the first composer: the console calls it once staff are
 * signed in, so that a conversation opened later shows the combobox at once instead of swapping
 * it in while staff type. A failure is left to the composer, which tries again.
 */
export function preloadCannedReplyInput(): void {
  load().catch(() => undefined);
}

/**
 * The canned replies' combobox (downshift), out of the console's first load: fetched when a
 * composer with canned replies mounts, so it is there by the time anyone types `/`. Until then
 * (and if it cannot be fetched) the composer is the plain textarea it always was.
 */
export function useCannedReplyInput(enabled: boolean): CannedReplyInputModule | null {
  const [module, setModule] = useState<CannedReplyInputModule | null>(loaded);
  useEffect(() => {
    if (!enabled || module) return;
    let live = true;
    load().then(
      (ready) => {
        if (live) setModule(ready);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, module]);
  return enabled ? module : null;
}

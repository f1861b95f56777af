import type { FieldProblems } from '@detailing/chat-core/booking';
import { useCallback, useEffect, useState } from 'react';

/** One day's free start times, as the booking endpoint sends them. */
export interface DaySlots {
  readonly date: string;
  readonly starts: readonly number[];
}

export type FreeSlots =
  | { readonly state: 'waiting' }
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly days: readonly DaySlots[] }
  | { readonly state: 'refused'; readonly problems: FieldProblems }
  | { readonly state: 'failed' };

export const SLOTS_PATH = '/api/bookings/slots';

/**
 * The free slots for `query` (the job's fields; null until the visitor has chosen enough), from
 * the booking endpoint: loaded again whenever the job changes, a late answer for an earlier job
 * dropped. `reload` asks again (after a failure, or a slot taken meanwhile).
 */
export function useFreeSlots(query: string | null): readonly [FreeSlots, () => void] {
  const [slots, setSlots] = useState<FreeSlots>({ state: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (query === null) {
      setSlots({ state: 'waiting' });
      return;
    }
    const controller = new AbortController();
    setSlots({ state: 'loading' });
    fetch(`${SLOTS_PATH}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { days?: DaySlots[]; problems?: FieldProblems };
        if (response.ok && body.days) setSlots({ state: 'ready', days: body.days });
        else if (body.problems) setSlots({ state: 'refused', problems: body.problems });
        else setSlots({ state: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSlots({ state: 'failed' });
      });
    return () => controller.abort();
  }, [query, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [slots, reload] as const;
}

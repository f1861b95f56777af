import type { DaySlots, FieldProblems } from '@detailing/core/booking';
import { useCallback, useEffect, useState } from 'react';

export type { DaySlots };

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
  const [attempt, setAttempt] = useState(0);
  // The answer for one query and attempt; any other is still loading.
  const [answer, setAnswer] = useState<{ key: string; slots: FreeSlots }>();
  const key = `${attempt}:${query}`;
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const settle = (slots: FreeSlots) => setAnswer({ key, slots });
    fetch(`${SLOTS_PATH}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { days?: DaySlots[]; problems?: FieldProblems };
        if (response.ok && body.days) settle({ state: 'ready', days: body.days });
        else if (body.problems) settle({ state: 'refused', problems: body.problems });
        else settle({ state: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) settle({ state: 'failed' });
      });
    return () => controller.abort();
  }, [query, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const slots: FreeSlots =
    query === null
      ? { state: 'waiting' }
      : answer?.key === key
        ? answer.slots
        : { state: 'loading' };
  return [slots, reload] as const;
}

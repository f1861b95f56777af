import {
  type FieldProblems,
  parseQuoteRef,
  type PricedJob,
  QUOTE_BOOKING_TEXTS,
  QUOTE_PARAM,
  type QuoteBookingRefusal,
} from '@detailing/core/booking';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Where the page asks for a quote's job (functions/src/bookings-api.ts). */
export const QUOTE_PATH = '/api/bookings/quote';

/** The quote the page books, as far as it knows it. */
export type HeldQuote =
  | { readonly state: 'loading'; readonly ref: string }
  | {
      readonly state: 'ready';
      readonly ref: string;
      readonly job: PricedJob;
      readonly validUntil: number;
    }
  | {
      readonly state: 'refused';
      readonly ref: string;
      readonly reason: QuoteBookingRefusal;
      readonly problem: string;
    }
  | { readonly state: 'failed'; readonly ref: string };

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

const fromLocation = () => new URLSearchParams(window.location.search).get(QUOTE_PARAM);

/**
 * The link's `?quote=` (the chat's "Book this"). The prerendered page cannot know it, so the
 * server snapshot is none and React fills it in after hydration without a mismatch.
 */
export const useQuoteParam = (): string | null =>
  useSyncExternalStore(subscribe, fromLocation, () => null);

const isRefusal = (value: unknown): value is QuoteBookingRefusal =>
  typeof value === 'string' && Object.hasOwn(QUOTE_BOOKING_TEXTS.refusals, value);

/**
 * The quote the page's address names: its job from the booking endpoint (what the card showed:
 * services, size, total, length, nothing of the visitor's), or why it cannot be booked. Null
 * without a quote. `retry` asks again after a failure.
 */
export function useQuote(): readonly [HeldQuote | null, () => void] {
  const ref = useQuoteParam();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; quote: HeldQuote }>();
  const key = `${attempt}:${ref}`;
  // A reference that cannot be one is said at once, without asking.
  const unreadable = ref !== null && parseQuoteRef(ref) === null;
  useEffect(() => {
    if (ref === null || unreadable) return;
    const controller = new AbortController();
    const settle = (quote: HeldQuote) => setAnswer({ key, quote });
    fetch(`${QUOTE_PATH}?${new URLSearchParams({ [QUOTE_PARAM]: ref })}`, {
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json()) as {
          job?: PricedJob;
          validUntil?: number;
          reason?: unknown;
          problems?: FieldProblems;
        };
        const problem = body.problems?.[QUOTE_PARAM];
        if (response.ok && body.job && body.validUntil) {
          settle({ state: 'ready', ref, job: body.job, validUntil: body.validUntil });
        } else if (isRefusal(body.reason) && problem) {
          settle({ state: 'refused', ref, reason: body.reason, problem });
        } else settle({ state: 'failed', ref });
      })
      .catch(() => {
        if (!controller.signal.aborted) settle({ state: 'failed', ref });
      });
    return () => controller.abort();
  }, [ref, key, unreadable]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (ref === null) return [null, retry] as const;
  if (unreadable) {
    const problem = QUOTE_BOOKING_TEXTS.refusals.unreadable();
    return [{ state: 'refused', ref, reason: 'unreadable', problem }, retry] as const;
  }
  return [answer?.key === key ? answer.quote : { state: 'loading', ref }, retry] as const;
}

import { QUOTE_REFUSALS, type StaffChatStore } from '@detailing/core';
import type { ServiceSlug } from '@detailing/site-content/slugs';
import { useState } from 'react';
import {
  draftOf,
  EMPTY_QUOTE_FORM,
  FIELD_OF,
  priceForm,
  type QuoteField,
  type QuoteFormState,
  toggleAddOn,
  toggleService,
} from './quote-choice';

/** The parts of the form staff have changed: a refusal shows there at once, elsewhere on Send. */
type Touched = ReadonlySet<QuoteField>;

/**
 * The quote form's state: what staff chose, the running price (core's priceQuote at every
 * change), the refusal beside its field once staff have been there or pressed Send, and Send.
 */
export function useQuoteForm(store: StaffChatStore) {
  const [state, setState] = useState<QuoteFormState>(EMPTY_QUOTE_FORM);
  const [touched, setTouched] = useState<Touched>(new Set());
  const [attempted, setAttempted] = useState(false);
  /** The store's refusal of a send (e.g. the conversation is no longer selected). */
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const { base, full } = priceForm(state);
  const refusal = full.ok ? null : full.reason;
  const field = refusal ? FIELD_OF[refusal] : null;
  const problem =
    refusal && field && (attempted || touched.has(field))
      ? { field, message: QUOTE_REFUSALS[refusal] }
      : null;

  const change = (next: QuoteFormState, ...fields: QuoteField[]) => {
    setState(next);
    setTouched((before) => new Set([...before, ...fields]));
    setSendProblem(null);
  };

  return {
    state,
    base,
    full,
    problem,
    sendProblem,
    chooseSize: (size: string) => change({ ...state, size }, 'size'),
    toggleService: (service: ServiceSlug) => change(toggleService(state, service), 'services'),
    toggleAddOn: (service: ServiceSlug, addOn: string) =>
      change(toggleAddOn(state, service, addOn), 'services'),
    /** The adjustment's sign, amount or reason: its refusals show at either field. */
    adjust: (next: Partial<Pick<QuoteFormState, 'sign' | 'amount' | 'reason'>>) =>
      change({ ...state, ...next }, 'amount', 'reason'),
    /**
     * Sends the quote into the conversation: true once the store took it (the message shows
     * as pending at once); otherwise the field whose refusal now shows, or null.
     */
    send(): true | QuoteField | null {
      setAttempted(true);
      if (!full.ok) return FIELD_OF[full.reason];
      const result = store.getState().sendQuote(draftOf(full.quote));
      if (result.ok) return true;
      setSendProblem(result.message);
      return null;
    },
  };
}

export type QuoteForm = ReturnType<typeof useQuoteForm>;

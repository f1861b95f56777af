import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@detailing/ui';
import type { formProblem } from './form-check';
import { hasNameAndPhone, INCOMPLETE_FORM_TOAST } from './form-fields';

/** The endpoint's full check, loaded once a person starts on a form (form-check.ts says why). */
let fullCheck: { formProblem: typeof formProblem } | undefined;
let loading: Promise<void> | undefined;
const loadFullCheck = () => {
  loading ??= import('./form-check').then(
    (check) => {
      fullCheck = check;
    },
    () => {
      // Offline or a failed deploy: the endpoint still checks everything and says what to fix.
      loading = undefined;
    },
  );
};

/** The spec's name and phone first (the first load carries it), then the endpoint's check. */
const problemOf = (fields: Readonly<Record<string, string>>) =>
  hasNameAndPhone({ name: fields.name ?? '', phone: fields.phone ?? '' })
    ? (fullCheck?.formProblem(fields) ?? null)
    : INCOMPLETE_FORM_TOAST;

/**
 * A form that POSTs natively to the relay. Without JavaScript the browser's `required`
 * validation guards it, and the endpoint's page says what else to fix; once hydrated, our own
 * check replaces that so the spec's "Incomplete Form" toast appears, or the endpoint's message
 * for what it would refuse (the same check, `formProblem`, loaded on the form's first focus),
 * and the button shows the submitting state while the browser leaves for the relay.
 */
export function useRelayForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    // Coming back with the Back button restores the page from the cache: reset the button.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const fields: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    const problem = submitting ? null : problemOf(fields);
    if (submitting || problem) {
      event.preventDefault();
      if (problem) toast({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
  };

  return { formRef, submitting, onSubmit, onFocus: loadFullCheck };
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@detailing/ui';
import { formProblem } from './form-fields';

/**
 * A form that POSTs natively to the relay. Without JavaScript the browser's `required`
 * validation guards it, and the endpoint's page says what else to fix; once hydrated, our own
 * check replaces that so the spec's "Incomplete Form" toast appears, or the endpoint's message
 * for what it would refuse (the same check, `formProblem`), and the button shows the submitting
 * state while the browser leaves for the relay.
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
    const problem = submitting ? null : formProblem(fields);
    if (submitting || problem) {
      event.preventDefault();
      if (problem) toast({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
  };

  return { formRef, submitting, onSubmit };
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@detailing/ui';
import { hasNameAndPhone, INCOMPLETE_FORM_TOAST } from './form-fields';

/**
 * A form that POSTs natively to the relay. Without JavaScript the browser's `required`
 * validation guards it; once hydrated, our own check replaces that so the spec's
 * "Incomplete Form" toast appears, and the button shows the submitting state while the browser
 * leaves for the relay.
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
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '');
    const phone = String(data.get('phone') ?? '');
    if (submitting || !hasNameAndPhone({ name, phone })) {
      event.preventDefault();
      if (!submitting) toast({ ...INCOMPLETE_FORM_TOAST, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
  };

  return { formRef, submitting, onSubmit };
}

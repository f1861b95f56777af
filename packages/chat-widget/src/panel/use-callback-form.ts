import { callbackRequestText, validateIdentity, type VisitorChatStore } from '@detailing/core';
import { useCallback, useState } from 'react';

export const CALLBACK_ERRORS = {
  name: 'Please enter your name.',
  phone: 'Please enter your phone number.',
  phoneShape: 'Please enter a phone number using digits, spaces and + ( ) - only.',
  nameShape: 'Please enter a name of up to 80 characters.',
  phoneLength: 'Please enter a phone number of up to 32 characters.',
  failed: 'Your request could not be sent. Please check your connection and try again.',
} as const;

export type CallbackState =
  | { readonly step: 'editing'; readonly error: string | null; readonly field?: 'name' | 'phone' }
  | { readonly step: 'sending' }
  | { readonly step: 'sent'; readonly name: string };

/** What core's validateIdentity says, in the form's words, with the field to fix. */
function problemOf(problem: string): { error: string; field: 'name' | 'phone' } {
  if (problem.includes('phone')) {
    return {
      error: problem.includes('at most') ? CALLBACK_ERRORS.phoneLength : CALLBACK_ERRORS.phoneShape,
      field: 'phone',
    };
  }
  return { error: CALLBACK_ERRORS.nameShape, field: 'name' };
}

/**
 * "Request a Callback": checks the name and phone (core's validateIdentity, the rules'
 * limits), tells the store who the visitor is (identify: staff see it on the session), and posts
 * the request into the conversation as the visitor's message, starting it when there is none.
 * The inputs stay as typed until the request is saved, so nothing is lost on a failure.
 */
export function useCallbackForm(chat: VisitorChatStore) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<CallbackState>({ step: 'editing', error: null });

  const submit = useCallback(() => {
    if (state.step === 'sending') return;
    const fail = (error: string, field?: 'name' | 'phone') =>
      setState({ step: 'editing', error, ...(field ? { field } : {}) });
    if (name.trim() === '') return fail(CALLBACK_ERRORS.name, 'name');
    if (phone.trim() === '') return fail(CALLBACK_ERRORS.phone, 'phone');
    const checked = validateIdentity({ name, phone });
    if (!checked.ok) {
      const { error, field } = problemOf(checked.problem);
      return fail(error, field);
    }
    const { name: cleanName = '', phone: cleanPhone = '' } = checked.identity;
    const store = chat.getState();
    store.identify({ name: cleanName, phone: cleanPhone });
    const sent = store.send(callbackRequestText(cleanName, cleanPhone));
    if (!sent.ok) return fail(sent.message);
    setState({ step: 'sending' });
    void sent.saved.then((saved) =>
      setState(
        saved
          ? { step: 'sent', name: cleanName }
          : { step: 'editing', error: CALLBACK_ERRORS.failed },
      ),
    );
  }, [chat, name, phone, state.step]);

  const change = (field: 'name' | 'phone', value: string) => {
    (field === 'name' ? setName : setPhone)(value);
    if (state.step === 'editing' && state.error !== null)
      setState({ step: 'editing', error: null });
  };

  return { name, phone, state, change, submit };
}

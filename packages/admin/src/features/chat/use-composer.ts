import type { StaffChatStore } from '@detailing/chat-core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';

/**
 * The message input: Enter sends, Shift+Enter starts a new line; empty or whitespace-only text
 * is never sent; a refusal (too long, control characters) is shown beside the input.
 */
export function useComposer(store: StaffChatStore) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function send() {
    if (text.trim() === '') return;
    const result = store.getState().send(text);
    if (result.ok) {
      setText('');
      setProblem(null);
    } else {
      setProblem(result.message);
    }
  }

  return {
    text,
    problem,
    canSend: text.trim() !== '',
    onChange(value: string) {
      setText(value);
      if (problem) setProblem(null);
      // The visitor sees three dots (the store throttles the writes).
      if (value.trim() !== '') store.getState().typing();
    },
    /** Replaces the whole text (a chosen canned reply), for editing: never sends it. */
    replace(value: string) {
      setText(value);
      setProblem(null);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      send();
    },
    onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      send();
    },
  };
}

import type { VisitorChatStore } from '@detailing/chat-core';
import { useCallback, useState } from 'react';

/**
 * After a failed write. The likely causes are the rules' flood control (another tab or client of
 * this visitor writing at the same moment) or a refused or lost connection: waiting is the advice
 * that fits them all.
 */
const SEND_FAILED_NOTICE = 'Your message could not be sent. Please wait a moment and try again.';

export interface Composer {
  readonly draft: string;
  /** Why the last attempt was refused or failed, shown beside the input. */
  readonly notice: string | null;
  /** Counts `fill` calls: the input takes focus after each. */
  readonly fills: number;
  change(value: string): void;
  /** Puts text in the input for the visitor to send (a page's prefill); never sends it. */
  fill(text: string): void;
  submit(): void;
}

/**
 * The message being typed. A refused message (too long, control characters) keeps its text and
 * says why; a message whose write fails is removed from the conversation (spec) and its text
 * comes back into an empty input so the visitor can try again.
 */
export function useComposer(chat: VisitorChatStore): Composer {
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [fills, setFills] = useState(0);

  const change = useCallback(
    (value: string) => {
      setDraft(value);
      setNotice(null);
      // Staff see "Visitor is typing…" (the store throttles the writes).
      if (value.trim() !== '') chat.getState().typing();
    },
    [chat],
  );

  const fill = useCallback((text: string) => {
    setDraft(text);
    setNotice(null);
    setFills((count) => count + 1);
  }, []);

  const submit = useCallback(() => {
    const result = chat.getState().send(draft);
    if (!result.ok) {
      // Enter in an empty input does nothing; anything else says why it was not sent.
      if (draft !== '') setNotice(result.message);
      return;
    }
    const sent = draft;
    setDraft('');
    setNotice(null);
    void result.saved.then((saved) => {
      if (saved) return;
      setNotice(SEND_FAILED_NOTICE);
      setDraft((current) => (current === '' ? sent : current));
    });
  }, [chat, draft]);

  return { draft, notice, fills, change, fill, submit };
}

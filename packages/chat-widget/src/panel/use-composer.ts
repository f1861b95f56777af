import type { VisitorChatStore } from '@detailing/chat-core';
import { useCallback, useState } from 'react';

/**
 * After a failed write. The likely causes are the rules' flood control (another tab or client of
 * this visitor writing at the same moment) or a refused or lost connection: waiting is the advice
 * that fits them all.
 */
export const SEND_FAILED_NOTICE =
  'Your message could not be sent. Please wait a moment and try again.';

export interface Composer {
  readonly draft: string;
  /** Why the last attempt was refused or failed, shown beside the input. */
  readonly notice: string | null;
  change(value: string): void;
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

  const change = useCallback((value: string) => {
    setDraft(value);
    setNotice(null);
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

  return { draft, notice, change, submit };
}

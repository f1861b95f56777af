import type { StaffChatStore } from '@detailing/chat-core';
import { Button } from '../../components/button/button';
import { SendIcon } from '@detailing/ui';
import { useRef, useState } from 'react';
import { useCannedRepliesStore } from '../../lib/canned-replies';
import styles from './conversation.module.css';
import { useCannedReplyInput } from './use-canned-reply-input';
import { useComposer } from './use-composer';

/**
 * The reply input: Enter sends, Shift+Enter adds a line; `/` at the start lists the canned
 * replies (canned-reply-input.tsx, once loaded, where a provider gives them).
 */
export function Composer({ store }: { store: StaffChatStore }) {
  const { text, problem, canSend, onChange, onSubmit, onKeyDown, replace } = useComposer(store);
  const replies = useCannedRepliesStore();
  const canned = useCannedReplyInput(replies !== null);
  const [focused, setFocused] = useState(false);
  // Where the caret was in the plain textarea, so the combobox that replaces it mid-typing (its
  // chunk arrived) puts it back there, not at the start.
  const selection = useRef<readonly [number, number]>(null);
  const field = {
    id: 'reply',
    className: styles.input,
    rows: 1,
    placeholder: 'Type a message...',
    enterKeyHint: 'send',
    'aria-describedby': problem ? 'reply-problem' : undefined,
    'aria-invalid': problem ? true : undefined,
  } as const;
  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label id="reply-label" htmlFor="reply" className="visually-hidden">
        Message
      </label>
      {canned && replies ? (
        <canned.CannedReplyInput
          {...field}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          replies={replies}
          labelId="reply-label"
          onChoose={replace}
          restoreSelection={focused ? selection : null}
        />
      ) : (
        <textarea
          {...field}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onSelect={(event) => {
            const { selectionStart, selectionEnd } = event.currentTarget;
            selection.current = [selectionStart, selectionEnd];
          }}
        />
      )}
      <Button
        type="submit"
        size="icon"
        className={styles.send}
        disabled={!canSend}
        aria-label="Send message"
      >
        <SendIcon />
      </Button>
      {problem ? (
        <p id="reply-problem" className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

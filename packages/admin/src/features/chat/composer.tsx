import { PHOTO_TEXTS } from '@detailing/core';
import { Button } from '../../components/button/button';
import { PhotoIcon, SendIcon } from '@detailing/ui';
import { useComposerInput } from '@detailing/ui/composer';
import { type ReactNode, useRef, useState } from 'react';
import { ComposerPhotos } from './composer-photos';
import { useCannedRepliesStore } from '../../lib/canned-replies';
import styles from './conversation.module.css';
import { useCannedReplyInput } from './use-canned-reply-input';
import type { useComposer } from './use-composer';

/**
 * The reply input (Enter sends, Shift+Enter adds a line: `useComposerInput`); `/` at the start
 * lists the canned replies (canned-reply-input.tsx, once loaded, where a provider gives them).
 */
export function Composer({
  composer,
  tools,
}: {
  /** The thread holds it, so a photo dropped onto the conversation lands here. */
  composer: ReturnType<typeof useComposer>;
  /** More actions beside Attach photo (the Quote button). */
  tools?: ReactNode;
}) {
  const { text, problem, canSend, onChange, onSubmit, replace } = composer;
  const input = useComposerInput(composer);
  const replies = useCannedRepliesStore();
  const canned = useCannedReplyInput(replies !== null);
  const [focused, setFocused] = useState(false);
  // Where the caret was in the plain textarea, so the combobox that replaces it mid-typing (its
  // chunk arrived) puts it back there, not at the start. Kept on every change of the text as
  // well as of the selection: the select event comes a task later, and a chunk arriving in
  // between (staff filling the field, then Shift+Enter) put the new line at the old caret.
  const selection = useRef<readonly [number, number]>(null);
  const keepSelection = ({ selectionStart, selectionEnd }: HTMLTextAreaElement) => {
    selection.current = [selectionStart, selectionEnd];
  };
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
      <ComposerPhotos store={composer.attachments} />
      <Button
        variant="ghost"
        size="icon"
        className={styles.attach}
        aria-label={PHOTO_TEXTS.attach}
        onClick={input.openPicker}
      >
        <PhotoIcon />
      </Button>
      <input {...input.picker} />
      {tools}
      {canned && replies ? (
        <canned.CannedReplyInput
          {...field}
          {...input.textarea}
          value={text}
          onChange={onChange}
          replies={replies}
          labelId="reply-label"
          onChoose={replace}
          restoreSelection={focused ? selection : null}
        />
      ) : (
        <textarea
          {...field}
          value={text}
          onChange={(event) => {
            keepSelection(event.currentTarget);
            onChange(event.currentTarget.value);
          }}
          {...input.textarea}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onSelect={(event) => keepSelection(event.currentTarget)}
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

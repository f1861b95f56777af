import { MAX_MESSAGE_LENGTH } from '@detailing/chat-core';
import { useEffect, useId, useRef } from 'react';
import type { Composer } from '../use-composer';
import { SendIcon } from '@detailing/ui';

/** The character count appears once a message gets near the limit. */
const COUNT_FROM = MAX_MESSAGE_LENGTH - 200;

/** Enter sends, Shift+Enter starts a new line; refusals are explained under the input. */
export function ComposerForm({ composer }: { readonly composer: Composer }) {
  const { draft, notice, fills, change, submit } = composer;
  const noticeId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // After a prefill: into the input, the caret after the text, ready to edit or send.
  useEffect(() => {
    const input = inputRef.current;
    if (fills === 0 || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [fills]);

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {notice ? (
        <p id={noticeId} className="notice" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="composer-row">
        <textarea
          ref={inputRef}
          data-autofocus
          className="input"
          rows={1}
          value={draft}
          placeholder="Type a message..."
          aria-label="Message"
          aria-invalid={notice ? true : undefined}
          aria-describedby={notice ? noticeId : undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
        />
        <button type="submit" className="send" aria-label="Send message">
          <SendIcon />
        </button>
      </div>
      {draft.length > COUNT_FROM ? (
        <p className="count" data-over={draft.length > MAX_MESSAGE_LENGTH ? '' : undefined}>
          {draft.length.toLocaleString('en-GB')} / {MAX_MESSAGE_LENGTH.toLocaleString('en-GB')}
        </p>
      ) : null}
    </form>
  );
}

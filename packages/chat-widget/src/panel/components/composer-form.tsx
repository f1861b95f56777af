import { MAX_MESSAGE_LENGTH, PHOTO_TEXTS } from '@detailing/core';
import { PhotoIcon, SendIcon } from '@detailing/ui';
import { useComposerInput } from '@detailing/ui/composer';
import { Suspense, useEffect, useId, useRef } from 'react';
import { LazyComposerPhotos, loadPhotoChunk } from '../photos/lazy-photos';
import type { Composer } from '../use-composer';

/** The character count appears once a message gets near the limit. */
const COUNT_FROM = MAX_MESSAGE_LENGTH - 200;

/**
 * Keys, pasting and the photo picker as in the console (`useComposerInput`); refusals are
 * explained under the input. Dropping a photo is the panel's (see PanelFrame).
 */
export function ComposerForm({ composer }: { readonly composer: Composer }) {
  const { draft, notice, fills, change, submit, attach, attachments } = composer;
  const noticeId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const input = useComposerInput({ send: submit, attach });

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
      {attachments ? (
        <Suspense fallback={null}>
          <LazyComposerPhotos store={attachments} />
        </Suspense>
      ) : null}
      <div className="composer-row">
        <button
          type="button"
          className="attach"
          aria-label={PHOTO_TEXTS.attach}
          onClick={() => {
            // Fetched while the visitor picks a photo, so it is there when they have.
            void loadPhotoChunk().catch(() => undefined);
            input.openPicker();
          }}
        >
          <PhotoIcon />
        </button>
        <input {...input.picker} />
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
          {...input.textarea}
          onChange={(event) => change(event.target.value)}
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

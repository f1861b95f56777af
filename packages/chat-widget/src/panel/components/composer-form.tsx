import { MAX_MESSAGE_LENGTH, PHOTO_TEXTS } from '@detailing/chat-core';
import { PhotoIcon, SendIcon } from '@detailing/ui';
import { filesOf } from '@detailing/ui/photos/files';
import { Suspense, useEffect, useId, useRef } from 'react';
import { LazyComposerPhotos, loadPhotoChunk } from '../photos/lazy-photos';
import type { Composer } from '../use-composer';

/** The character count appears once a message gets near the limit. */
const COUNT_FROM = MAX_MESSAGE_LENGTH - 200;

/**
 * Enter sends, Shift+Enter starts a new line; refusals are explained under the input. "Attach
 * photo" opens the picker (a phone offers the camera or the library); pasting a picture works
 * too (dropping one is the panel's, see PanelFrame).
 */
export function ComposerForm({ composer }: { readonly composer: Composer }) {
  const { draft, notice, fills, change, submit, attach, attachments } = composer;
  const noticeId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);

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
            pickerRef.current?.click();
          }}
        >
          <PhotoIcon />
        </button>
        <input
          ref={pickerRef}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(event) => {
            attach(filesOf(event.target));
            // The same photo may be picked again after removing it.
            event.target.value = '';
          }}
        />
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
          onPaste={(event) => {
            const files = filesOf(event.clipboardData);
            if (files.length === 0) return;
            event.preventDefault();
            attach(files);
          }}
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

import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { filesOf } from '../photos/files';

export interface ComposerInputOptions {
  /** Sends what is written (Enter). */
  readonly send: () => void;
  /** Takes picked or pasted pictures. */
  readonly attach: (files: readonly File[]) => void;
}

/**
 * How both chat composers (the widget's and the console's) behave, without their look: Enter
 * sends and Shift+Enter starts a new line (not while an input method is composing a word); a
 * pasted picture is attached instead of pasted; "Attach photo" opens a hidden file input (a
 * phone offers the camera or the library), which forgets its choice so the same photo can be
 * picked again after removing it. Spread `textarea` on the message field and `picker` on an
 * `<input>`.
 */
export function useComposerInput({ send, attach }: ComposerInputOptions) {
  const picker = useRef<HTMLInputElement>(null);
  return {
    openPicker: () => picker.current?.click(),
    picker: {
      ref: picker,
      type: 'file',
      accept: 'image/*',
      multiple: true,
      hidden: true,
      onChange: ({ target }: { target: HTMLInputElement }) => {
        attach(filesOf(target));
        target.value = '';
      },
    } as const,
    textarea: {
      onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
        event.preventDefault();
        send();
      },
      onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => {
        const files = filesOf(event.clipboardData);
        if (files.length === 0) return;
        event.preventDefault();
        attach(files);
      },
    },
  };
}

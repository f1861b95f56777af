import {
  type AttachmentsStore,
  createAttachmentsStore,
  type OutgoingPhoto,
  type StaffChatStore,
} from '@detailing/core';
import { type FormEvent, useState } from 'react';
import { useStore } from 'zustand';

/**
 * The message being written: empty or whitespace-only text
 * is never sent unless photos are attached; a refusal (too long, control characters, too many
 * photos) is shown beside the input, and the text and photos stay.
 */
export function useComposer(store: StaffChatStore) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Photos are prepared in a chunk of their own, fetched on the first attach.
  const [attachments] = useState<AttachmentsStore>(() => createAttachmentsStore());
  const attached = useStore(attachments, (state) => state.attachments);
  const photoProblem = useStore(attachments, (state) => state.notice);

  function sendWith(photos: readonly OutgoingPhoto[], typed: string) {
    const result = store.getState().send(typed, photos);
    if (result.ok) {
      setText('');
      setProblem(null);
      attachments.getState().clear();
    } else {
      setProblem(result.message);
    }
  }

  function send() {
    const state = attachments.getState();
    if (state.attachments.length === 0) {
      if (text.trim() !== '') sendWith([], text);
      return;
    }
    // Photos still being prepared are waited for (a moment), then sent with the text.
    void state.ready().then((photos) => sendWith(photos, text));
  }

  return {
    text,
    problem: photoProblem ?? problem,
    attachments,
    canSend: text.trim() !== '' || attached.length > 0,
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
    /** Attaches picked, pasted or dropped files (a refusal says why). */
    attach(files: readonly Blob[]) {
      setProblem(null);
      if (files.length > 0) attachments.getState().attach(files);
    },
    send,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      send();
    },
  };
}

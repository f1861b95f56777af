import {
  type AttachmentsStore,
  type OutgoingPhoto,
  PHOTO_TEXTS,
  type VisitorChatStore,
} from '@detailing/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadPhotoChunk } from './photos/lazy-photos';

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
  /**
   * The photos attached to the message being written (prepared in the browser); null until
   * the first attach, which fetches the photo code.
   */
  readonly attachments: AttachmentsStore | null;
  change(value: string): void;
  /** Puts text in the input for the visitor to send (a page's prefill); never sends it. */
  fill(text: string): void;
  /** Attaches picked, pasted or dropped files (refusals are said in the composer). */
  attach(files: readonly Blob[]): void;
  submit(): void;
}

/**
 * The message being typed, with its photos. A refused message (too long, control characters,
 * too many photos) keeps its text and photos and says why; a text message whose write fails is
 * removed from the conversation (spec) and its text comes back into an empty input so the
 * visitor can try again; a message with photos stays in the conversation with Retry.
 */
export function useComposer(chat: VisitorChatStore): Composer {
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [fills, setFills] = useState(0);
  const [attachments, setAttachments] = useState<AttachmentsStore | null>(null);
  // For submit, which reads them after waiting for the photos (set with the state below).
  const draftRef = useRef('');
  const attachmentsRef = useRef<AttachmentsStore | null>(null);
  /** The photo code being fetched for a first attach, if it is. */
  const chunkRef = useRef<Promise<void> | null>(null);
  const submitRef = useRef(() => {});
  const edit = useCallback((value: string | ((current: string) => string)) => {
    const next = typeof value === 'function' ? value(draftRef.current) : value;
    draftRef.current = next;
    setDraft(next);
  }, []);

  const change = useCallback(
    (value: string) => {
      edit(value);
      setNotice(null);
      // Staff see "Visitor is typing…" (the store throttles the writes).
      if (value.trim() !== '') chat.getState().typing();
    },
    [chat, edit],
  );

  const fill = useCallback(
    (text: string) => {
      edit(text);
      setNotice(null);
      setFills((count) => count + 1);
    },
    [edit],
  );

  const attach = useCallback((files: readonly Blob[]) => {
    setNotice(null);
    if (files.length === 0) return;
    const current = attachmentsRef.current;
    if (current) {
      current.getState().attach(files);
      return;
    }
    // Send, tapped while the photo code is still on its way, waits for it (see submit).
    const loading = loadPhotoChunk().then(
      ({ createAttachmentsStore, preparePhoto }) => {
        const store = attachmentsRef.current ?? createAttachmentsStore({ prepare: preparePhoto });
        attachmentsRef.current = store;
        setAttachments(store);
        store.getState().attach(files);
      },
      () => setNotice(PHOTO_TEXTS.notPrepared),
    );
    chunkRef.current = loading;
    void loading.finally(() => {
      if (chunkRef.current === loading) chunkRef.current = null;
    });
  }, []);

  const submit = useCallback(() => {
    const arriving = chunkRef.current;
    if (arriving) {
      void arriving.then(() => submitRef.current());
      return;
    }
    const attached = attachmentsRef.current?.getState();
    const send = (ready: readonly OutgoingPhoto[]) => {
      const text = draftRef.current;
      const result = chat.getState().send(text, ready);
      if (!result.ok) {
        // Enter in an empty input does nothing; anything else says why it was not sent.
        if (text !== '' || ready.length > 0) setNotice(result.message);
        return;
      }
      edit('');
      setNotice(null);
      attached?.clear();
      void result.saved.then((saved) => {
        // A message with photos stays in the conversation, "Not sent" with Retry.
        if (saved || ready.length > 0) return;
        setNotice(SEND_FAILED_NOTICE);
        edit((current) => (current === '' ? text : current));
      });
    };
    // Photos still being prepared are waited for (a moment), then sent with the text.
    if (attached?.attachments.length) void attached.ready().then(send);
    else send([]);
  }, [chat, edit]);
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);

  // A refused photo says why in the same place as a refused message.
  const photoNotice = useSyncExternalStore(
    useCallback(
      (changed: () => void) => attachments?.subscribe(changed) ?? (() => {}),
      [attachments],
    ),
    () => attachments?.getState().notice ?? null,
  );

  return {
    draft,
    notice: photoNotice ?? notice,
    fills,
    attachments,
    change,
    fill,
    attach,
    submit,
  };
}

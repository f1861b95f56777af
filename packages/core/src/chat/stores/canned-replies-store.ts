import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StaffChatBackend } from '../backend';
import {
  type CannedReply,
  type CannedReplyField,
  validateCannedReply,
} from '../domain/canned-replies';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId } from '../../shared/domain/ids';
import { liveQuery, type LoadStatus } from '../../shared/live-query';

/** What a save came to: stored, refused by the validation (per field), or not stored. */
export type CannedReplySaveResult =
  | { readonly ok: true; readonly id: string }
  | {
      readonly ok: false;
      readonly problems: Readonly<Partial<Record<CannedReplyField, string>>>;
      /** Set when the backend refused or could not be reached: the form keeps what was typed. */
      readonly error?: string;
    };

export interface CannedRepliesState {
  /** Every reply, sorted by title. */
  readonly replies: readonly CannedReply[];
  readonly status: LoadStatus;
  /** Adds a reply (no id) or saves an edit (the reply's id), after validating it. */
  save(input: { id?: string; title: string; text: string }): Promise<CannedReplySaveResult>;
  /** Deletes a reply; false (and nothing changed) when the backend refused or failed. */
  remove(id: string): Promise<boolean>;
  /** Watches again after a failed load. */
  retry(): void;
  dispose(): void;
}

export type CannedRepliesStore = StoreApi<CannedRepliesState>;

export const CANNED_REPLY_TEXTS = {
  loadFailed: 'Could not load the canned replies.',
  saveFailed: 'The reply was not saved. Check the connection and try again.',
  saveRefused: 'The reply was not saved: your account may no longer have staff access.',
  deleteFailed: 'The reply was not deleted. Check the connection and try again.',
} as const;

/** The staff's canned replies, live, and the calls that change them. */
export function createCannedRepliesStore(
  backend: Pick<StaffChatBackend, 'watchCannedReplies' | 'saveCannedReply' | 'deleteCannedReply'>,
  options: { readonly createId?: () => string } = {},
): CannedRepliesStore {
  const createId = options.createId ?? createChatId;

  const store = createStore<CannedRepliesState>()(() => ({
    replies: [],
    status: 'loading',

    async save(input) {
      const checked = validateCannedReply(input);
      if (!checked.ok) return { ok: false, problems: checked.problems };
      const id = input.id ?? createId();
      try {
        await backend.saveCannedReply({ id, title: checked.title, text: checked.text });
        return { ok: true, id };
      } catch (error) {
        const refused = isChatBackendError(error) && error.code === 'permission-denied';
        const message = refused ? CANNED_REPLY_TEXTS.saveRefused : CANNED_REPLY_TEXTS.saveFailed;
        return { ok: false, problems: {}, error: message };
      }
    },

    async remove(id) {
      try {
        await backend.deleteCannedReply(id);
        return true;
      } catch {
        return false;
      }
    },

    retry: () => replies.start(),
    dispose: () => replies.stop(),
  }));

  const replies = liveQuery<readonly CannedReply[]>(
    (onValue, onError) => backend.watchCannedReplies(onValue, onError),
    (change) =>
      store.setState(
        change.status === 'ready'
          ? { replies: change.value, status: 'ready' }
          : { status: change.status },
      ),
  );
  replies.start();
  return store;
}

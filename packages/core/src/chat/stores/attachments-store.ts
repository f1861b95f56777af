import { createStore, type StoreApi } from 'zustand/vanilla';
import { createChatId } from '../../shared/domain/ids';
import { type OutgoingPhoto, PHOTO_LIMITS, PHOTO_TEXTS } from '../domain/photos';
import type { PreparedPhoto } from '../prepare-photo';

/** A photo in the composer: being prepared, or ready to send. */
export type Attachment =
  | { readonly key: string; readonly status: 'preparing'; readonly name: string }
  | { readonly key: string; readonly status: 'ready'; readonly photo: OutgoingPhoto };

export interface AttachmentsState {
  readonly attachments: readonly Attachment[];
  /** Why the last file was refused (the spec's text); cleared by the next attach or remove. */
  readonly notice: string | null;
  /** Adds files (picked, pasted or dropped); each is prepared in the browser, up to 4 in all. */
  attach(files: readonly Blob[]): void;
  remove(key: string): void;
  /** The photos once every one is prepared (those refused meanwhile left out). */
  ready(): Promise<readonly OutgoingPhoto[]>;
  /** Empties the composer's photos (sent). */
  clear(): void;
}

export type AttachmentsStore = StoreApi<AttachmentsState>;

export interface AttachmentsOptions {
  /** The preparation (prepare-photo.ts), loaded on the first attach: a chunk of its own. */
  readonly prepare?: (file: Blob) => Promise<PreparedPhoto>;
  readonly createId?: () => string;
  readonly log?: (message: string, error: unknown) => void;
}

const loadPrepare = async (file: Blob) => (await import('../prepare-photo')).preparePhoto(file);

/**
 * The photos attached to the message being written (CHAT-PRODUCT.md 6), for the widget's and
 * the console's composers: a fifth photo and a file that is not a photo are refused with the
 * spec's texts, and the text being written is never touched.
 */
export function createAttachmentsStore(options: AttachmentsOptions = {}): AttachmentsStore {
  const prepare = options.prepare ?? loadPrepare;
  const createId = options.createId ?? createChatId;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  /** Preparations under way, by key: ready() waits for them. */
  const preparing = new Map<string, Promise<void>>();

  return createStore<AttachmentsState>()((set, get) => {
    const replace = (key: string, next: Attachment | null) =>
      set({
        attachments: get().attachments.flatMap((a) => (a.key !== key ? [a] : next ? [next] : [])),
      });

    return {
      attachments: [],
      notice: null,

      attach(files) {
        const room = PHOTO_LIMITS.perMessage - get().attachments.length;
        const taken = files.slice(0, Math.max(0, room));
        set({ notice: files.length > room ? PHOTO_TEXTS.tooManyInMessage : null });
        for (const file of taken) {
          const key = createId();
          const name = file instanceof File ? file.name : 'photo';
          set({ attachments: [...get().attachments, { key, status: 'preparing', name }] });
          const work = prepare(file).then(
            (prepared) => {
              if (!get().attachments.some((a) => a.key === key)) return;
              replace(key, { key, status: 'ready', photo: { id: createId(), ...prepared } });
            },
            (error: unknown) => {
              log('A photo was refused.', error);
              replace(key, null);
              // By name: importing the class would pull the preparation into the first load.
              // A refusal's message says why (not a photo, too large).
              const refused = error instanceof Error && error.name === 'PhotoRefusedError';
              set({ notice: refused ? error.message : PHOTO_TEXTS.notPrepared });
            },
          );
          preparing.set(
            key,
            work.finally(() => preparing.delete(key)),
          );
        }
      },

      remove(key) {
        replace(key, null);
        set({ notice: null });
      },

      async ready() {
        await Promise.all(preparing.values());
        return get().attachments.flatMap((a) => (a.status === 'ready' ? [a.photo] : []));
      },

      clear() {
        preparing.clear();
        set({ attachments: [], notice: null });
      },
    };
  });
}

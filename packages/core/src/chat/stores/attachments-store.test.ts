import { describe, expect, it, vi } from 'vitest';
import { PHOTO_TEXTS } from '../domain/photos';
import { PHOTO_TOO_LARGE, PhotoRefusedError, type PreparedPhoto } from '../prepare-photo';
import { createAttachmentsStore } from './attachments-store';

const prepared: PreparedPhoto = {
  type: 'image/webp',
  width: 1600,
  height: 1200,
  image: new Uint8Array([1, 2, 3]),
  thumb: new Uint8Array([1]),
};

/** A preparation the test finishes by hand, one file at a time. */
function manualPrepare() {
  const pending: {
    file: Blob;
    resolve: (p: PreparedPhoto) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const prepare = vi.fn(
    (file: Blob) =>
      new Promise<PreparedPhoto>((resolve, reject) => pending.push({ file, resolve, reject })),
  );
  return { prepare, pending };
}

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('attachments store', () => {
  it('prepares each file, shows it as preparing, then ready; ready() waits for all', async () => {
    const { prepare, pending } = manualPrepare();
    const store = createAttachmentsStore({ prepare, log: vi.fn() });
    store.getState().attach([file('a.jpg'), file('b.jpg')]);
    expect(store.getState().attachments.map((a) => a.status)).toEqual(['preparing', 'preparing']);
    const ready = store.getState().ready();
    pending[1]?.resolve(prepared);
    pending[0]?.resolve({ ...prepared, width: 800 });
    const photos = await ready;
    expect(photos.map((p) => p.width)).toEqual([800, 1600]);
    expect(new Set(photos.map((p) => p.id)).size).toBe(2);
  });

  it('refuses a fifth photo with the spec’s text and keeps the first four', () => {
    const store = createAttachmentsStore({ prepare: manualPrepare().prepare, log: vi.fn() });
    store.getState().attach([1, 2, 3].map((n) => file(`${n}.jpg`)));
    store.getState().attach([file('4.jpg'), file('5.jpg')]);
    expect(store.getState().attachments).toHaveLength(4);
    expect(store.getState().notice).toBe('You can send up to 4 photos at a time.');
  });

  it('drops a refused file saying why (not a photo, too large), and a failed preparation with ours', async () => {
    const { prepare, pending } = manualPrepare();
    const store = createAttachmentsStore({ prepare, log: vi.fn() });
    store.getState().attach([file('notes.jpg'), file('b.jpg')]);
    pending[0]?.reject(new PhotoRefusedError('unreadable'));
    pending[1]?.resolve(prepared);
    expect(await store.getState().ready()).toHaveLength(1);
    expect(store.getState().notice).toBe(PHOTO_TEXTS.unreadable);
    store.getState().attach([file('huge.jpg')]);
    pending[2]?.reject(new PhotoRefusedError('too-large'));
    await store.getState().ready();
    expect(store.getState().notice).toBe(PHOTO_TOO_LARGE);
    store.getState().attach([file('c.jpg')]);
    pending[3]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await store.getState().ready();
    expect(store.getState().notice).toBe('That photo could not be prepared. Please try again.');
  });

  it('removes a photo, also one still being prepared, and clears after sending', async () => {
    const { prepare, pending } = manualPrepare();
    const store = createAttachmentsStore({ prepare, log: vi.fn() });
    store.getState().attach([file('a.jpg'), file('b.jpg')]);
    const [first] = store.getState().attachments;
    store.getState().remove(first?.key ?? '');
    pending[0]?.resolve(prepared);
    pending[1]?.resolve(prepared);
    expect(await store.getState().ready()).toHaveLength(1);
    store.getState().clear();
    expect(store.getState().attachments).toEqual([]);
  });
});

import type { OutgoingPhoto, PhotoType, StoredPhoto } from '../domain/photos';

/** What a UI shows of a photo: its bytes and their checked type. */
export interface PhotoBytes {
  readonly type: PhotoType;
  readonly image: Uint8Array;
  readonly thumb: Uint8Array;
}

export type ReadPhoto = (sessionId: string, photoId: string) => Promise<StoredPhoto>;

/**
 * A store's photos on this client: the prepared photos of messages being sent (kept until the
 * server has them, so a failed send can be retried and loses nothing), and every photo shown,
 * read from the server once (one document each, CHAT-PRODUCT.md 6). Photos this client sent are
 * shown from its own bytes, never read back.
 */
export class PhotoOutbox {
  private readonly byMessage = new Map<string, readonly OutgoingPhoto[]>();
  private readonly known = new Map<string, Promise<PhotoBytes>>();

  constructor(private readonly read: ReadPhoto) {}

  /** Keeps a message's photos until it is saved; shows them at once. */
  hold(messageId: string, photos: readonly OutgoingPhoto[]): void {
    if (photos.length === 0) return;
    this.byMessage.set(messageId, photos);
    for (const photo of photos) this.known.set(photo.id, Promise.resolve(photo));
  }

  /** The photos of a message being sent (empty when it has none). */
  photosOf(messageId: string): readonly OutgoingPhoto[] {
    return this.byMessage.get(messageId) ?? [];
  }

  /** The message is saved: its photos are the server's now (still shown from these bytes). */
  release(messageId: string): void {
    this.byMessage.delete(messageId);
  }

  /** A photo's bytes: this client's own, or read once; a failed read is tried again next time. */
  load(sessionId: string, photoId: string): Promise<PhotoBytes> {
    let loading = this.known.get(photoId);
    if (!loading) {
      loading = this.read(sessionId, photoId);
      this.known.set(photoId, loading);
      loading.catch(() => this.known.delete(photoId));
    }
    return loading;
  }

  clear(): void {
    this.byMessage.clear();
    this.known.clear();
  }
}

/**
 * The labels of the photo UI (CHAT-PRODUCT.md 6), in a module of their own so that the code
 * fetched on the first attach or photo carries them, not the widget's first load.
 */
export const PHOTO_LABELS = {
  /** The viewer dialog's name, and a thumbnail's. */
  viewer: 'Photo',
  remove: 'Remove photo',
  download: 'Download',
  /** Ours: the progress of a photo being prepared or sent, for screen readers. */
  preparing: 'Preparing photo',
  sending: 'Sending photo',
} as const;

// Photos in both chat UIs (CHAT-PRODUCT.md 6): shown from their stored bytes. The viewer is a
// module of its own (`@detailing/ui/photos/viewer`), loaded on the first tap of a photo.
export { filesOf } from './files';
export {
  conversationPhotos,
  type LoadPhoto,
  type MessageWithPhotos,
  type PhotoBytes,
  photoFileName,
  photoLoader,
  type PhotoUrl,
  usePhotoUrl,
} from './use-photo-url';
export type { PhotoViewerProps, ViewerPhoto } from './photo-viewer';
export { PhotoThumb, type PhotoThumbProps, PreparedThumb } from './photo-thumb';
export {
  type AttachedPhoto,
  AttachmentList,
  MessagePhotoList,
  type PhotoMessage,
} from './photo-lists';

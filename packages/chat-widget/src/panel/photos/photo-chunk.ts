// The widget's photo code (CHAT-PRODUCT.md 6), one chunk fetched on the first attach or the
// first photo shown: the opened widget's budget does not carry it (ARCHITECTURE.md).
export { createAttachmentsStore } from '@detailing/core';
export { ComposerPhotos } from './composer-photos';
export { ConversationViewer } from './conversation-viewer';
export { MessagePhotos } from './message-photos';

// @ts-check
// The chat-core API the chat benchmarks use, in one module so that Vite's module runner loads
// chat-core's TypeScript sources once (one copy of its classes, e.g. ChatBackendError, shared by
// the stores and the Firestore adapter). Loaded by chat-core-node.mjs, not imported directly.
export { createChatId, createStaffChatStore, createVisitorChatStore } from '@detailing/chat-core';
export { createFirebaseChat } from '@detailing/chat-core/firebase';

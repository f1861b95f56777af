// @ts-check
// The core API the chat benchmarks use, in one module so that Vite's module runner loads
// core's TypeScript sources once (one copy of its classes, e.g. ChatBackendError, shared by
// the stores and the Firestore adapter). Loaded by chat-core-node.mjs, not imported directly.
export { createChatId, createStaffChatStore, createVisitorChatStore } from '@detailing/core';
export { createFirebaseChat } from '@detailing/core/firebase';

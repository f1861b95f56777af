import type { VisitorChatBackend } from '@detailing/core';
// The lint rule's `firebase` pattern also matches this subpath, though importing the adapter
// from core is the sanctioned way (ARCHITECTURE.md); this is the widget's one such import.
import { createFirebaseVisitorChat, type FirebaseChatConfig } from '@detailing/core/firebase';

export type { FirebaseChatConfig };

/**
 * The visitor's side of the chat on Firebase. This module is the only one that pulls in the
 * Firebase SDK, and it is only ever imported dynamically (see lazy-backend.ts), so the SDK
 * lands in its own chunk.
 */
export function createFirebaseVisitorBackend(config: FirebaseChatConfig): VisitorChatBackend {
  // On the site this code came from, whichever page embeds it. (Not `new URL(path,
  // import.meta.url)`: Vite reads that as a file of the build to bundle.)
  const continueEndpoint = `${new URL(import.meta.url).origin}/api/chat-mail/continue`;
  return createFirebaseVisitorChat(config, { continueEndpoint }).visitor;
}

import type { FirebaseWebConfig, SiteEditorBackend } from '@detailing/chat-core';
import { createFirebaseSiteEditor } from '@detailing/chat-core/firebase/site-editor';
import { consoleDataConfig } from './chat-backend';

/** The owner's site editor on the console's Firestore (the chat's, shared by app name). */
export function createSiteBackend(config: FirebaseWebConfig): SiteEditorBackend {
  return createFirebaseSiteEditor(consoleDataConfig(config));
}

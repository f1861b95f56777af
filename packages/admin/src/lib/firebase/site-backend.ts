import type { FirebaseWebConfig, SiteEditorBackend } from '@detailing/core';
import type { BookingsBackend } from '@detailing/core/booking';
import { createFirebaseBookings } from '@detailing/core/firebase/bookings';
import { createFirebaseSiteEditor } from '@detailing/core/firebase/site-editor';
import { consoleDataConfig } from './chat-backend';

/**
 * The screens' own backends on the console's Firestore (the chat's, shared by app name): the
 * owner's site editor, and the bookings' diary.
 */
export function createSiteBackend(config: FirebaseWebConfig): SiteEditorBackend {
  return createFirebaseSiteEditor(consoleDataConfig(config));
}

/** The bookings' diary on the console's Firestore. */
export function createBookings(config: FirebaseWebConfig): BookingsBackend {
  return createFirebaseBookings(consoleDataConfig(config));
}

import type { SiteEditorBackend, StaffAuth, StaffChatBackend } from '@detailing/core';
import type { BookingsBackend } from '@detailing/core/booking';
import type { PushSupport } from './push-support';

/**
 * What the console talks to, as plain interfaces. `lib/firebase/` implements them (the only
 * folder that imports Firebase); `main.tsx` creates the client and passes it down.
 */
export interface ConsoleClient {
  readonly auth: StaffAuth;
  readonly chat: StaffChatBackend;
  readonly push: PushClient;
  /** The owner's site editor, loaded when first opened (a chunk of its own). */
  loadSiteEditor(): Promise<SiteEditorBackend>;
  /** The bookings' diary, likewise. */
  loadBookings(): Promise<BookingsBackend>;
}

/**
 * The console's first load: sign-in and this device's push. The chat backend (Firestore, most
 * of the console's weight) loads on demand, once someone signs in or is restored signed in.
 */
export interface StaffClient extends Omit<ConsoleClient, 'chat'> {
  /** The chat backend, loaded once; after a failure (offline, nothing kept) the next call retries. */
  loadChat(): Promise<StaffChatBackend>;
}

/** Push notifications for this device (Firebase Cloud Messaging on our /sw.js). */
export interface PushClient {
  support(): PushSupport;
  /** Whether this browser holds a push subscription on our service worker (the initial state). */
  isSubscribed(): Promise<boolean>;
  /** Asks for permission, subscribes, and registers the device with the staff backend. */
  enable(): Promise<void>;
  /** Removes the device's registration and the browser's subscription. */
  disable(): Promise<void>;
  /** Re-registers a subscribed device, so a rotated or pruned registration heals itself. */
  refresh(): Promise<void>;
}

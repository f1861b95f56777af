import type { FirebaseApp } from 'firebase/app';
import type { StaffAuth, StaffChatBackend, VisitorChatBackend } from '../backend';
import { type FirebaseChatConfig, lazyServices } from '../../shared/firebase/firebase-services';
import { createStaffAuth } from '../../shared/firebase/staff-auth';
import { createStaffBackend } from './staff-backend';
import { createVisitorBackend } from './visitor-backend';

export interface FirebaseChat extends StaffAuth {
  /** The visitor's side: signs in anonymously on first use. */
  readonly visitor: VisitorChatBackend;
  /** The staff side: acts as the user signed in with signInStaff. */
  readonly staff: StaffChatBackend;
  /** The underlying Firebase app (initialised on first call), e.g. for Cloud Messaging. */
  app(): FirebaseApp;
  /** Deletes the Firebase app: listeners stop and pending writes are dropped. */
  dispose(): Promise<void>;
}

/**
 * The chat on Firebase. Nothing is initialised until first use, so creating it costs nothing;
 * the app is named (`appName`, default 'detailing-chat') to coexist with other Firebase apps.
 */
export function createFirebaseChat(config: FirebaseChatConfig): FirebaseChat {
  const { get, dispose } = lazyServices(config);
  return {
    visitor: createVisitorBackend(get),
    staff: createStaffBackend(get),
    ...createStaffAuth(get),
    app: () => get().app,
    dispose,
  };
}

/**
 * The visitor's side alone, for the widget: without the staff backend and the e-mail sign-in
 * (with its reCAPTCHA code) that `createFirebaseChat` brings, its bundle is about 3 kB gzip
 * lighter (docs/performance.md, "Firebase").
 */
export function createFirebaseVisitorChat(
  config: FirebaseChatConfig,
  options: Parameters<typeof createVisitorBackend>[1] = {},
): Pick<FirebaseChat, 'visitor' | 'dispose'> {
  const { get, dispose } = lazyServices(config);
  return { visitor: createVisitorBackend(get, options), dispose };
}

/**
 * The staff side's data alone, for the staff console, whose sign-in (`createFirebaseStaffAuth`,
 * the same `appName`) loads first: without the visitor's backend and a second staff sign-in.
 */
export function createFirebaseStaffChat(
  config: FirebaseChatConfig,
): Pick<FirebaseChat, 'staff' | 'dispose'> {
  const { get, dispose } = lazyServices(config);
  return { staff: createStaffBackend(get), dispose };
}

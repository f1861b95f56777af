import type { FirebaseWebConfig } from '@detailing/chat-core';
import type { BookingsBackend } from '@detailing/chat-core/booking';
import { createFirebaseBookings } from '@detailing/chat-core/firebase/bookings';
import { consoleDataConfig } from './chat-backend';

/** The diary on the console's Firestore (the chat's, shared by app name). */
export function createBookings(config: FirebaseWebConfig): BookingsBackend {
  return createFirebaseBookings(consoleDataConfig(config));
}
